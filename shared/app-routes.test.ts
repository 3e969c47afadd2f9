import { describe, expect, it } from 'vitest';
import { isAppRoute } from './app-routes';

describe('isAppRoute', () => {
  it.each(['/', '/daily', '/daily/', '/freeplay', '/contact', '/profile', '/profile/', '/profile/abc-123', '/admin', '/daily/2026-01-02', '/archive', '/account', '/reset-password', '/confirm-email'])('knows the page %s', (path) => {
    expect(isAppRoute(path)).toBe(true);
  });

  it.each(['/nope', '/dailyx', '/daily/extra', '/daily/2026-01-02/x', '/archive/1', '/profile/a/b', '/admin/reviews', '/Daily', '/contact//', '//daily', '/index'])(
    'does not know %s',
    (path) => {
      expect(isAppRoute(path)).toBe(false);
    },
  );
});
