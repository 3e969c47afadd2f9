import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ArrowRight } from 'lucide-react';
import { FEEDBACK_DELAY_CORRECT_MS, FEEDBACK_DELAY_INCORRECT_MS, LANGUAGE_NAMES } from '../../../../shared/constants';
import type { DailyResponse, GameState, PlayableReview } from '../../../../shared/schemas/game';
import { sleep } from '../../lib/sleep';
import { GameScreen } from '../../components/game/game-screen';
import type { Resolution } from '../../components/game/use-review-actions';
import { DailyCompleted } from './daily-completed';
import { DailyFinished } from './daily-finished';
import { DailyProgress } from './daily-progress';
import { ArchiveRule } from '../../components/archive-rule';
import { PuzzleLabel } from '../../components/puzzle-label';
import { CommunityStats } from './community-stats';
import { HardModeBadge } from './hard-mode-switch';
import { useAuth } from '../../lib/auth-context';
import { rememberPastStart } from './past-start';
import { isResolved, phaseOf, type Phase } from './daily-phase';

const firstPending = (reviews: PlayableReview[]) => Math.max(0, reviews.findIndex((r) => !isResolved(r)));

/**
 * A day's play past its start screen (daily-start-screen.tsx): the reviews one by one, then the
 * result; or, for a day already done, what it came to.
 */
export function DailySession({ initial }: { initial: DailyResponse }) {
  const [daily, setDaily] = useState(initial);
  const [phase, setPhase] = useState<Phase>(() => phaseOf(initial, false));
  const [currentIndex, setCurrentIndex] = useState(() => firstPending(initial.reviews));
  /** While the feedback delay runs: whether the results come next, and how to end the wait. */
  const [moveOn, setMoveOn] = useState<{ last: boolean; go: () => void } | null>(null);
  const { t } = useTranslation('daily');
  // A past day's reviews are acted on with their day (the archive play), today's without.
  const pastDay = initial.isToday ? undefined : initial.date;
  const { playerKey } = useAuth();
  useEffect(() => {
    if (daily.isToday) rememberPastStart(playerKey, daily.date);
  }, [daily.isToday, daily.date, playerKey]);

  // A past day done shows its result (and share) rather than "come back tomorrow".
  if (phase === 'completed' && daily.isToday) return <DailyCompleted daily={daily} />;
  if (phase === 'completed') return <DailyFinished daily={daily} />;
  if (phase === 'finished') return <DailyFinished daily={daily} />;
  // A play still on its start screen has no review served yet: the route shows that screen instead.
  const review = daily.reviews[currentIndex];
  if (!review) return null;
  // docs/product.md §4: the last review of the day cannot be skipped (the server refuses it by position too).
  const isLastReview = currentIndex === daily.reviews.length - 1;

  const updateReview = (next: PlayableReview) =>
    setDaily((d) => ({ ...d, reviews: d.reviews.map((r) => (r.id === next.id ? next : r)) }));
  const updateState = (state: GameState) => setDaily((d) => ({ ...d, state }));

  // The feedback delay stays (docs/product.md §4); the Next button ends it early for a player who is done reading.
  async function advance({ outcome, finished }: Resolution) {
    const next = daily.reviews.findIndex((r, i) => i !== currentIndex && !isResolved(r));
    const last = finished || next < 0;
    await new Promise<void>((resolve) => {
      setMoveOn({ last, go: resolve });
      void sleep(outcome === 'correct' ? FEEDBACK_DELAY_CORRECT_MS : FEEDBACK_DELAY_INCORRECT_MS).then(resolve);
    });
    setMoveOn(null);
    if (last) setPhase('finished');
    else setCurrentIndex(next);
  }

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-2xl font-extrabold tracking-tight">{t('title')}</h1>
        <p className="text-sm text-slate-400">
          <PuzzleLabel number={daily.number} date={daily.date} /> · {LANGUAGE_NAMES[daily.language]}
        </p>
        {daily.hard && <HardModeBadge />}
      </div>
      {daily.archive && <ArchiveRule />}
      <GameScreen
        key={review.id}
        review={review}
        day={pastDay}
        state={daily.state}
        playLanguage={daily.language}
        hard={daily.hard}
        skipBlockedMessage={isLastReview ? t('game:jokers.noMoreReviews') : null}
        onReviewChange={updateReview}
        onStateChange={updateState}
        onResolved={(resolution) => void advance(resolution)}
        progress={<DailyProgress reviews={daily.reviews} currentIndex={currentIndex} />}
        next={
          moveOn && (
            <button type="button" className="btn btn-primary px-4 py-2 text-sm" onClick={moveOn.go} data-testid="daily-next">
              {moveOn.last ? t('next.results') : t('next.review')}
              <ArrowRight className="h-4 w-4" aria-hidden="true" />
            </button>
          )
        }
      />
      <CommunityStats date={daily.date} isToday={daily.isToday} resolvedCount={daily.reviews.filter(isResolved).length} />
    </div>
  );
}
