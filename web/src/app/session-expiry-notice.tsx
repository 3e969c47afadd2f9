import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { useAuthModal } from '../lib/auth-modal-context';
import { onSessionExpired } from '../lib/session-expiry';
import { APP_ROUTES } from '../../../shared/app-routes';

/** Pages where a game may be on screen: a refused token must not throw it away. */
const GAME_PATHS: string[] = [APP_ROUTES.daily, APP_ROUTES.freeplay, APP_ROUTES.archive];
const isGamePath = (pathname: string) => GAME_PATHS.some((p) => pathname === p || pathname.startsWith(`${p}/`));

/**
 * Reacts to a 401 (the auth state has already dropped the session). On a game page the player is
 * told and offered the login modal over the game, which stays on screen; elsewhere docs/product.md §4 applies
 * and the browser goes to the site root.
 */
export function SessionExpiryNotice() {
  const navigate = useNavigate();
  const { openAuth } = useAuthModal();
  const { t } = useTranslation();

  useEffect(
    () =>
      onSessionExpired(({ hadToken }) => {
        const onGamePage = isGamePath(window.location.pathname);
        if (hadToken) {
          // One notice however many calls were refused at once.
          toast.error(t('sessionExpired'), { id: 'session-expired' });
          if (onGamePage) openAuth('login');
        }
        if (!onGamePage && window.location.pathname !== '/') navigate('/');
      }),
    [navigate, openAuth, t],
  );
  return null;
}
