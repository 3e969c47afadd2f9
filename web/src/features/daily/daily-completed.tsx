import { HardModeBadge } from './hard-mode-switch';
import { CalendarCheck, Clock, Flame, Star } from 'lucide-react';
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { leaderboardKeys } from '../../components/leaderboard-api';
import { useFormat } from '../../i18n/format';
import { LEADERBOARD_DAILY_PAGE_SIZE } from '../../../../shared/constants';
import type { DailyResponse } from '../../../../shared/schemas/game';
import { Countdown } from '../../components/countdown';
import { DailyLeaderboard } from '../../components/leaderboard';
import { StatTile } from '../../components/stat-tile';
import { useAuth } from '../../lib/auth-context';
import { ShareDaily } from './share-daily';
import { CommunityStats } from './community-stats';
import { DailyRecap } from './daily-recap';

/** Today's daily was already finished: come back after the reset. */
export function DailyCompleted({ daily }: { daily: DailyResponse }) {
  const { user } = useAuth();
  const { t } = useTranslation('daily');
  const format = useFormat();
  const queryClient = useQueryClient();
  // A result just carried to an account (a guest who signed up at the end) is on the board now:
  // a copy of the board read before must not leave the player off it.
  useEffect(() => {
    void queryClient.invalidateQueries({ queryKey: leaderboardKeys.all });
  }, [queryClient]);
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <section className="card space-y-6 p-4 text-center sm:p-6" aria-labelledby="daily-completed-title">
        <div>
          <CalendarCheck className="mx-auto mb-3 h-12 w-12 text-emerald-300" aria-hidden="true" />
          <h1 id="daily-completed-title" className="text-2xl font-extrabold tracking-tight sm:text-3xl">
            {t('completed.title')}
          </h1>
          <p className="mt-2 text-slate-300">{t('completed.text')}</p>
          {daily.hard && <HardModeBadge className="mt-2" />}
        </div>
        <ShareDaily daily={daily} />
        <div className="text-slate-300">
          <p className="flex items-center justify-center gap-2">
            <Clock className="h-4 w-4" aria-hidden="true" />
            {t('completed.nextIn')}
          </p>
          <Countdown className="text-3xl font-bold text-indigo-200" />
        </div>
        <dl className={`mx-auto grid max-w-xl gap-2 text-left ${user ? 'grid-cols-3' : 'grid-cols-1 sm:max-w-xs'}`}>
          <StatTile label={t('completed.today')} value={format.number(daily.state.score)} icon={<CalendarCheck className="h-3.5 w-3.5" aria-hidden="true" />} />
          {user && (
            <>
              <StatTile label={t('completed.totalScore')} value={format.number(user.totalScore)} icon={<Star className="h-3.5 w-3.5" aria-hidden="true" />} testId="completed-total" />
              <StatTile label={t('completed.streak')} value={t('completed.days', { count: user.streak })} icon={<Flame className="h-3.5 w-3.5" aria-hidden="true" />} testId="completed-streak" />
            </>
          )}
        </dl>
      </section>
      <DailyRecap daily={daily} />
      <CommunityStats date={daily.date} isToday resolvedCount={daily.reviews.length} />
      <DailyLeaderboard limit={LEADERBOARD_DAILY_PAGE_SIZE} highlightUsername={user?.username} />
    </div>
  );
}
