/**
 * The web app's pages (docs/product.md §2 routes), in react-router's syntax. The web router is built from this
 * list and the server answers any other page address with the app's page and a 404 status.
 */
export const APP_ROUTES = {
  home: '/',
  daily: '/daily',
  dailyDay: '/daily/:date',
  archive: '/archive',
  freeplay: '/freeplay',
  contact: '/contact',
  profile: '/profile/:userId?',
  admin: '/admin',
  submit: '/submit',
  moderation: '/moderation',
  account: '/account',
  /** Opened from e-mailed links; the token follows '#', so the server never sees it. */
  resetPassword: '/reset-password',
  confirmEmail: '/confirm-email',
  leagues: '/leagues',
  leagueJoin: '/leagues/join/:code',
  league: '/leagues/:id',
  challenge: '/challenge/:code',
} as const;

/** Parameters with a fixed shape: a daily's permalink takes a YYYY-MM-DD date, nothing else. */
const PARAM_SHAPES: Record<string, RegExp> = { ':date': /^\d{4}-\d{2}-\d{2}$/ };

function matches(pattern: string, pathname: string): boolean {
  const want = pattern.split('/').filter(Boolean);
  const got = pathname.split('/').filter(Boolean);
  if (got.length > want.length) return false;
  return want.every((segment, i) => {
    const value = got[i];
    if (segment.startsWith(':')) return value === undefined ? segment.endsWith('?') : (PARAM_SHAPES[segment]?.test(value) ?? true);
    return value === segment;
  });
}

/** True when `pathname` (no query string) is one of the app's pages; a trailing slash is allowed. */
export function isAppRoute(pathname: string): boolean {
  if (pathname !== '/' && pathname.includes('//')) return false;
  return Object.values(APP_ROUTES).some((pattern) => matches(pattern, pathname));
}
