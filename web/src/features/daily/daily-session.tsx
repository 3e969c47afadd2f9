import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { FEEDBACK_DELAY_CORRECT_MS, FEEDBACK_DELAY_INCORRECT_MS, LANGUAGE_NAMES } from '../../../../shared/constants';
import type { DailyResponse, GameState, PlayableReview } from '../../../../shared/schemas/game';
import { errorMessage } from '../../lib/api';
import { scrollToPageTop } from '../../lib/scroll';
import { sleep } from '../../lib/sleep';
import { useGameNames } from '../game/game-api';
import { GameScreen } from '../game/game-screen';
import type { Resolution } from '../game/use-review-actions';
import { fetchDaily } from './daily-api';
import { DailyCompleted } from './daily-completed';
import { DailyFinished } from './daily-finished';
import { DailyProgress } from './daily-progress';
import { DailyStart } from './daily-start';
import { ArchiveRule } from '../archive/archive-rule';
import { PuzzleLabel } from '../archive/puzzle-label';
import { CommunityStats } from '../community/community-stats';
import { useReviewLanguage } from '../game/use-review-language';
import { HardModeBadge } from '../hard-mode/hard-mode-switch';
import { readHardModeSetting, storeHardModeSetting } from '../hard-mode/hard-mode-setting';

type Phase = 'completed' | 'start' | 'playing' | 'finished';

const isResolved = (r: PlayableReview) => r.outcome !== 'pending';

/** Something was already done today (after a reload): skip the start screen and resume. */
function hasStarted(daily: DailyResponse): boolean {
  return daily.reviews.some((r) => isResolved(r) || r.reviewImages.length > 1 || r.hintUsed);
}

function phaseOf(daily: DailyResponse, resumeOnly: boolean): Phase {
  if (daily.hasCompleted) return 'completed';
  // A preview of a play not started yet: no screenshot was served.
  if (daily.reviews.length === 0) return 'start';
  if (daily.reviews.every(isResolved)) return 'finished';
  return !resumeOnly || hasStarted(daily) ? 'playing' : 'start';
}

const firstPending = (reviews: PlayableReview[]) => Math.max(0, reviews.findIndex((r) => !isResolved(r)));

/** SPEC 2 daily states in order: (loading is the page's) completed, start, playing, finished. */
export function DailySession({ initial }: { initial: DailyResponse }) {
  const [daily, setDaily] = useState(initial);
  const [phase, setPhase] = useState<Phase>(() => phaseOf(initial, true));
  const [currentIndex, setCurrentIndex] = useState(() => firstPending(initial.reviews));
  const [language, setLanguage] = useReviewLanguage(initial.language);
  // The server's word when the play has one, else the player's setting for this browser.
  const [hard, setHard] = useState(() => initial.hard || (initial.hardOpen && readHardModeSetting()));
  const chooseHard = (on: boolean) => {
    setHard(on);
    storeHardModeSetting(on);
  };
  const { t } = useTranslation('daily');
  // A past day's reviews are acted on with their day (the archive play), today's without.
  const pastDay = initial.isToday ? undefined : initial.date;
  // Load the autocomplete catalogue while the player is still on the start screen.
  useGameNames();

  const start = useMutation({
    // Asked again on START: switches the language and hard mode if needed and picks up a new UTC day.
    // Hard mode is sent only while it can still change (the server would refuse it after a look).
    mutationFn: () => fetchDaily(language, { date: pastDay, hard: daily.hardOpen || daily.hard ? hard : undefined }),
    onSuccess: (fresh) => {
      setDaily(fresh);
      setLanguage(fresh.language);
      setCurrentIndex(firstPending(fresh.reviews));
      setPhase(phaseOf(fresh, false));
      // The game starts at the top of the page, not where START CHALLENGE was.
      scrollToPageTop();
    },
    onError: (err) => toast.error(errorMessage(err, t('loadFailed'))),
  });

  // A past day done shows its result (and share) rather than "come back tomorrow".
  if (phase === 'completed' && daily.isToday) return <DailyCompleted daily={daily} />;
  if (phase === 'completed') return <DailyFinished daily={daily} />;
  if (phase === 'finished') return <DailyFinished daily={daily} />;
  if (phase === 'start') {
    return (
      <DailyStart
        daily={daily}
        language={language}
        onLanguageChange={setLanguage}
        hard={hard}
        onHardChange={chooseHard}
        onStart={() => start.mutate()}
        starting={start.isPending}
      />
    );
  }

  const review = daily.reviews[currentIndex];
  if (!review) return null;
  // SPEC 4: the last review of the day cannot be skipped (the server refuses it by position too).
  const isLastReview = currentIndex === daily.reviews.length - 1;

  const updateReview = (next: PlayableReview) =>
    setDaily((d) => ({ ...d, reviews: d.reviews.map((r) => (r.id === next.id ? next : r)) }));
  const updateState = (state: GameState) => setDaily((d) => ({ ...d, state }));

  async function advance({ outcome, finished }: Resolution) {
    await sleep(outcome === 'correct' ? FEEDBACK_DELAY_CORRECT_MS : FEEDBACK_DELAY_INCORRECT_MS);
    const next = daily.reviews.findIndex((r, i) => i !== currentIndex && !isResolved(r));
    if (finished || next < 0) setPhase('finished');
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
      />
      <CommunityStats date={daily.date} isToday={daily.isToday} resolvedCount={daily.reviews.filter(isResolved).length} />
    </div>
  );
}
