/**
 * The web app's pages (SPEC 2 routes), in react-router's syntax. The web router is built from this
 * list and the server answers any other page address with the app's page and a 404 status.
 */
export const APP_ROUTES = {
  home: '/',
  daily: '/daily',
  freeplay: '/freeplay',
  contact: '/contact',
  profile: '/profile/:userId?',
  admin: '/admin',
} as const;

function matches(pattern: string, pathname: string): boolean {
  const want = pattern.split('/').filter(Boolean);
  const got = pathname.split('/').filter(Boolean);
  if (got.length > want.length) return false;
  return want.every((segment, i) => {
    const value = got[i];
    if (segment.startsWith(':')) return value !== undefined || segment.endsWith('?');
    return value === segment;
  });
}

/** True when `pathname` (no query string) is one of the app's pages; a trailing slash is allowed. */
export function isAppRoute(pathname: string): boolean {
  if (pathname !== '/' && pathname.includes('//')) return false;
  return Object.values(APP_ROUTES).some((pattern) => matches(pattern, pathname));
}
