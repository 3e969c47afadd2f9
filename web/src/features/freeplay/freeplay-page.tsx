import { useAuth } from '../auth/auth-context';
import { FreeplaySession } from './freeplay-session';

/** /freeplay. Signing in or out starts over: a session belongs to one player on the server. */
export function FreeplayPage() {
  const { user } = useAuth();
  return <FreeplaySession key={user?.id ?? 'guest'} />;
}
