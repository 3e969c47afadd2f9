import { useEffect } from 'react';
import { useParams } from 'react-router';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { RotateCcw } from 'lucide-react';
import { Spinner } from '../../components/spinner';
import { errorMessage } from '../../lib/api';
import { useAuth } from '../auth/auth-context';
import { useDailyLoad } from './daily-api';
import { DailySession } from './daily-session';

/** /daily and /daily/{date}: loads (or resumes) today's or a past day's challenge, then hands it to the session state machine. */
export function DailyPage() {
  const { playerKey: player, loading } = useAuth();
  const { date } = useParams();
  // Wait for the session-start check so a guest never starts a play meant for the signed-in user.
  const load = useDailyLoad(player, 'en', !loading, date);
  const { t } = useTranslation('daily');

  useEffect(() => {
    if (load.isError) toast.error(errorMessage(load.error, t('loadFailed')));
  }, [load.isError, load.error, t]);

  if (load.isError) {
    return (
      <section className="card mx-auto max-w-lg text-center">
        <h1 className="mb-2 text-3xl font-bold">{t('title')}</h1>
        <p className="mb-6 text-slate-400">{errorMessage(load.error, t('loadFailed'))}</p>
        <button type="button" className="btn btn-primary" onClick={() => void load.refetch()}>
          <RotateCcw className="h-4 w-4" aria-hidden="true" />
          {t('common:tryAgain')}
        </button>
      </section>
    );
  }
  if (load.isPending) return <Spinner label={t('loading')} />;
  // A new session per player and per load, so its state starts from what the server said.
  return <DailySession key={`${player}:${date ?? 'today'}:${load.dataUpdatedAt}`} initial={load.data} />;
}
