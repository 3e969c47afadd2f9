import { HardModeBadge } from './hard-mode-switch';
import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Clock, PartyPopper } from 'lucide-react';
import { LEADERBOARD_DAILY_PAGE_SIZE } from '../../../../shared/constants';
import type { DailyResponse } from '../../../../shared/schemas/game';
import { Countdown } from '../../components/countdown';
import { DailyLeaderboard } from '../../components/leaderboard';
import { leaderboardKeys } from '../../components/leaderboard-api';
import { StatTile } from '../../components/stat-tile';
import { useFocusOnMount } from '../../lib/scroll';
import { useAuth } from '../../lib/auth-context';
import { DailyProgress } from './daily-progress';
import { DailyRecap } from './daily-recap';
import { DailyResultNote } from './daily-result-note';
import { PastDayFooter } from './past-day-footer';
import { ShareDaily } from './share-daily';
import { CommunityStats } from './community-stats';
import { DailyLeaguePlaces } from './daily-league-places';
import { ChallengeFriend } from './challenge-friend';
import { DailyReports } from '../../components/report-button';

/** The 'Challenge Complete!' end screen: points, countdown, what became of the result, the recap and the top 10. */
export function DailyFinished({ daily }: { daily: DailyResponse }) {
  const { user, isAuthenticated, refreshUser } = useAuth();
  const queryClient = useQueryClient();
  const leaderboardRef = useRef<HTMLDivElement>(null);
  const headingRef = useFocusOnMount<HTMLHeadingElement>();
  const allResolved = daily.reviews.every((r) => r.outcome !== 'pending');
  const { state } = daily;
  const { t } = useTranslation('daily');

  // The server recorded the result when the last review was resolved: show the new total at once.
  useEffect(() => {
    if (isAuthenticated) refreshUser().catch((err: unknown) => console.error('Refreshing the user failed', err));
  }, [isAuthenticated, refreshUser]);

  // The archive's marks and the player's own stats changed with this result: the copies fetched
  // before the play (fresh for a few seconds) must not show the day as not played.
  useEffect(() => {
    void queryClient.invalidateQueries({ queryKey: ['archive'] });
    void queryClient.invalidateQueries({ queryKey: ['my-stats'] });
    // The result is on today's board already: a copy read before it must not leave the player off.
    void queryClient.invalidateQueries({ queryKey: leaderboardKeys.all });
  }, [queryClient]);

  const viewLeaderboard = () => {
    leaderboardRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    leaderboardRef.current?.focus({ preventScroll: true });
  };

  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <section className="card space-y-6 p-4 text-center sm:p-6" aria-labelledby="daily-finished-title">
        <div>
          <PartyPopper className="mx-auto mb-3 h-12 w-12 text-amber-300" aria-hidden="true" />
          <h1 id="daily-finished-title" ref={headingRef} tabIndex={-1} className="text-3xl font-extrabold tracking-tight outline-none sm:text-4xl">
            {t('finished.title')}
          </h1>
          <p className="mt-3 text-slate-300">{t('finished.yourTotal')}</p>
          <p className="text-5xl font-extrabold tabular-nums text-indigo-200" data-testid="daily-total">
            {state.score} <span className="text-2xl font-bold text-slate-300">{t('finished.points')}</span>
          </p>
          {daily.hard && <HardModeBadge className="mt-2" />}
        </div>

        <DailyProgress reviews={daily.reviews} currentIndex={-1} />
        {daily.isToday && isAuthenticated && allResolved && <DailyLeaguePlaces />}
        <ShareDaily daily={daily} />
        {daily.isToday && allResolved && <ChallengeFriend canMakeLink={isAuthenticated} />}
        {allResolved && <DailyReports reviewIds={daily.reviews.map((r) => r.id)} />}

        <dl className="grid grid-cols-2 gap-2 text-left sm:grid-cols-4">
          <StatTile label={t('finished.completed')} value={state.reviewsCompleted} />
          <StatTile label={t('finished.skipped')} value={state.reviewsSkipped} />
          <StatTile label={t('finished.hintsUsed')} value={state.hintsUsed} />
          <StatTile label={t('finished.bestStreak')} value={state.maxStreak} />
        </dl>

        {!daily.isToday ? (
          <PastDayFooter daily={daily} />
        ) : (
          <p className="flex items-center justify-center gap-2 text-slate-400">
            <Clock className="h-4 w-4" aria-hidden="true" />
            {t('finished.nextIn')} <Countdown className="font-semibold text-indigo-200" />
          </p>
        )}

        {daily.isToday && allResolved && <DailyResultNote score={state.score} onViewLeaderboard={viewLeaderboard} />}
      </section>

      <DailyRecap daily={daily} />
      <CommunityStats date={daily.date} isToday={daily.isToday} resolvedCount={daily.reviews.length} />

      {daily.isToday && (
        <div ref={leaderboardRef} tabIndex={-1} className="outline-none">
          <DailyLeaderboard limit={LEADERBOARD_DAILY_PAGE_SIZE} highlightUsername={user?.username} />
        </div>
      )}
    </div>
  );
}
