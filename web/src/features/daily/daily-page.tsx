import { useEffect } from 'react';
import toast from 'react-hot-toast';
import { RotateCcw } from 'lucide-react';
import { Spinner } from '../../components/spinner';
import { errorMessage } from '../../lib/api';
import { useAuth } from '../auth/auth-context';
import { useDailyLoad } from './daily-api';
import { DailySession } from './daily-session';

/** /daily: loads (or resumes) today's challenge, then hands it to the session state machine. */
export function DailyPage() {
  const { playerKey: player, loading } = useAuth();
  // Wait for the session-start check so a guest never starts a play meant for the signed-in user.
  const load = useDailyLoad(player, 'en', !loading);

  useEffect(() => {
    if (load.isError) toast.error(errorMessage(load.error, 'Failed to load daily challenge'));
  }, [load.isError, load.error]);

  if (load.isError) {
    return (
      <section className="card mx-auto max-w-lg text-center">
        <h1 className="mb-2 text-3xl font-bold">Daily Challenge</h1>
        <p className="mb-6 text-slate-400">{errorMessage(load.error, 'Failed to load daily challenge')}</p>
        <button type="button" className="btn btn-primary" onClick={() => void load.refetch()}>
          <RotateCcw className="h-4 w-4" aria-hidden="true" />
          Try again
        </button>
      </section>
    );
  }
  if (load.isPending) return <Spinner label="Loading daily challenge..." />;
  // A new session per player and per load, so its state starts from what the server said.
  return <DailySession key={`${player}:${load.dataUpdatedAt}`} initial={load.data} />;
}
