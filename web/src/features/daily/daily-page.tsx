import { useEffect } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { RotateCcw } from 'lucide-react';
import { errorMessage } from '../../lib/api';
import type { DailyResponse } from '../../../../shared/schemas/game';
import { DailySession } from './daily-session';

interface DailyPageProps {
  /** The day's preview as the route loads it (daily-route.tsx). */
  load: UseQueryResult<DailyResponse>;
  /** The play the start screen just began, if it did. */
  play?: DailyResponse;
  /** Changes with the player, the day and each new load, so a session starts from what the server said. */
  sessionKey: string;
}

/** Today's or a past day's challenge once past its start screen: an error with a retry, or the session state machine. */
export function DailyPage({ load, play, sessionKey }: DailyPageProps) {
  const { t } = useTranslation('daily');

  useEffect(() => {
    if (load.isError) toast.error(errorMessage(load.error, t('loadFailed')));
  }, [load.isError, load.error, t]);

  if (load.isError && !play) {
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
  // The route shows its spinner until the preview is in, so one of the two is here.
  const initial = play ?? load.data;
  return initial ? <DailySession key={sessionKey} initial={initial} /> : null;
}
