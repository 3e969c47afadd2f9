import { useAuth } from '../../lib/auth-context';
import { FreeplaySession } from './freeplay-session';

/**
 * /freeplay. Logging in or out starts over (a session belongs to one player on the server), but an
 * expired session does not: the game on screen is kept (see AuthState.playerKey).
 */
export function FreeplayPage() {
  const { playerKey } = useAuth();
  return <FreeplaySession key={playerKey} />;
}
