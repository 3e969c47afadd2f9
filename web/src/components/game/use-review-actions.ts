import { useEffect, useRef, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { costOf } from '../../../../shared/scoring';
import type { GameState, Outcome, PlayableReview } from '../../../../shared/schemas/game';
import { isWideScreen } from '../app-toaster';
import { ApiError, errorMessage, isNetworkError } from '../../lib/api';
import type { Feedback } from './feedback';
import { fetchHint, revealScreenshot, skipReview, verifyAnswer } from '../../lib/game-api';

export type ResolvedOutcome = Exclude<Outcome, 'pending'>;

export interface Resolution {
  reviewId: string;
  outcome: ResolvedOutcome;
  /** The server says this resolution finished the daily challenge. */
  finished: boolean;
}

export interface ReviewActionsOptions {
  review: PlayableReview;
  state: GameState;
  /** A past day's daily (archive play): the day its reviews belong to. */
  day?: string;
  /** When set, Skip shows this message and does not call the server (daily: the last review). */
  skipBlockedMessage?: string | null;
  onReviewChange(review: PlayableReview): void;
  onStateChange(state: GameState): void;
  /** Called as soon as the review is resolved; the caller waits the feedback delay and moves on. */
  onResolved(resolution: Resolution): void;
  /** Free play: the server closed this review without its answer (it entered a daily); move on. */
  onWithdrawn?(): void;
}

export type BusyAction = 'reveal' | 'hint' | 'verify' | 'skip';

/** The one toast that carries an answer's verdict ('Correct! +100 points!'); a newer verdict replaces it. */
const VERDICT_TOAST = 'verdict';

/**
 * The verdict toast (docs/product.md §8). On a phone the toast would sit at the bottom over the jokers
 * and only repeat the feedback box beside the answer, which says the same words, so it is left out.
 */
function toastVerdict(kind: 'success' | 'error', text: string) {
  if (isWideScreen()) toast[kind](text, { id: VERDICT_TOAST });
}

/**
 * The four per-review actions. Every figure shown afterwards comes from the server's answer;
 * only one action runs at a time, so a double click can never answer or pay twice.
 */
export function useReviewActions({ review, state, day, skipBlockedMessage, onReviewChange, onStateChange, onResolved, onWithdrawn }: ReviewActionsOptions) {
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const { t } = useTranslation('game');
  // The verdict belongs to this review: it goes when the next review (or the end screen) replaces it.
  useEffect(() => () => toast.dismiss(VERDICT_TOAST), []);

  /** Offline, or a review withdrawn into a daily: say so (and move on from the withdrawn one), whatever the action was. */
  const explained = (err: unknown): boolean => {
    // Offline: nothing reached the referee, nothing changed; the player's answer stays in the box.
    if (isNetworkError(err)) {
      toast.error(t('offline:nothingSent'), { id: 'offline' });
      return true;
    }
    if (!(err instanceof ApiError) || err.code !== 'REVIEW_WITHDRAWN') return false;
    toast.error(errorMessage(err, err.message), { id: 'review-withdrawn' });
    onWithdrawn?.();
    return true;
  };
  // Set synchronously in the handlers: state updates land too late to stop a fast double click.
  const inFlight = useRef(false);

  const release = () => {
    inFlight.current = false;
  };

  const reveal = useMutation({
    mutationFn: () => revealScreenshot(review.id, day),
    onSuccess: (res) => {
      onReviewChange({ ...review, reviewImages: res.reviewImages, reviewImageAlts: res.reviewImageAlts, reviewImagesNarrow: res.reviewImagesNarrow, maxReviews: res.maxReviews });
      onStateChange(res.state);
    },
    onError: (err) => explained(err) || toast.error(errorMessage(err, t('errors.reveal'))),
    onSettled: release,
  });

  const hint = useMutation({
    mutationFn: () => fetchHint(review.id, day),
    onSuccess: (res) => {
      onReviewChange({ ...review, hintUsed: true, genre: res.genre });
      onStateChange(res.state);
    },
    onError: (err) => explained(err) || toast.error(errorMessage(err, t('errors.hint'))),
    onSettled: release,
  });

  const verify = useMutation({
    mutationFn: (answer: string) => verifyAnswer(review.id, answer, day),
    onSuccess: (res) => {
      const outcome: ResolvedOutcome = res.isCorrect ? 'correct' : 'incorrect';
      onReviewChange({ ...review, outcome, correctAnswer: res.correctAnswer, gameImage: res.gameImage });
      onStateChange(res.state);
      if (res.isCorrect) {
        toastVerdict('success', t('feedback.correct', { points: res.points }));
        setFeedback({ kind: 'correct', points: res.points, owedPaid: res.owedPaid, answer: res.correctAnswer, submittedBy: res.submittedBy });
      } else {
        toastVerdict('error', t('feedback.wrongToast', { answer: res.correctAnswer }));
        setFeedback({ kind: 'incorrect', answer: res.correctAnswer, submittedBy: res.submittedBy });
      }
      onResolved({ reviewId: review.id, outcome, finished: res.finished });
    },
    // docs/product.md §8: always this text; the input is usable again once the mutation settles.
    onError: (err) => (isNetworkError(err) ? toast.error(t('offline:answerKept'), { id: 'offline' }) : explained(err) || toast.error(t('errors.verify'))),
    onSettled: release,
  });

  const skip = useMutation({
    mutationFn: () => skipReview(review.id, day),
    onSuccess: (res) => {
      onReviewChange({ ...review, outcome: 'skipped', correctAnswer: res.correctAnswer, gameImage: res.gameImage });
      onStateChange(res.state);
      setFeedback({ kind: 'skipped', answer: res.correctAnswer, submittedBy: res.submittedBy });
      onResolved({ reviewId: review.id, outcome: 'skipped', finished: res.finished });
    },
    onError: (err) => {
      if (explained(err)) return;
      // docs/product.md §7 only logs a failed skip (the client already did); a refusal the server explains
      // (e.g. 'No more reviews!') is still worth showing.
      if (err instanceof ApiError && err.hasServerMessage) toast.error(errorMessage(err, err.message));
    },
    onSettled: release,
  });

  const isResolved = review.outcome !== 'pending';
  // Offline, TanStack Query holds a mutation and sends it once the connection returns (its
  // networkMode "online"): the player is told, and nothing is decided until the server answers.
  const waiting: BusyAction | null = reveal.isPaused ? 'reveal' : hint.isPaused ? 'hint' : verify.isPaused ? 'verify' : skip.isPaused ? 'skip' : null;
  const busy: BusyAction | null = reveal.isPending ? 'reveal' : hint.isPending ? 'hint' : verify.isPending ? 'verify' : skip.isPending ? 'skip' : null;

  /** Runs an action unless another is running or the review is already resolved. */
  function start(run: () => void) {
    if (inFlight.current || isResolved) return;
    inFlight.current = true;
    run();
  }

  return {
    feedback,
    busy,
    /** The action held until the connection returns, if any. */
    waiting,
    isResolved,
    /** Controls are locked while any action runs and once the review is resolved. */
    locked: busy !== null || isResolved,
    reveal() {
      if (review.reviewImages.length >= review.maxReviews) return;
      start(() => reveal.mutate());
    },
    hint() {
      if (review.hintUsed) {
        toast.error(t('hint.alreadyUsed'));
        return;
      }
      const cost = costOf(state, 'hint');
      if (cost.refused) {
        toast.error(t('hint.needPoints', { cost: cost.cost }));
        return;
      }
      start(() => hint.mutate());
    },
    verify(answer: string) {
      const trimmed = answer.trim();
      if (!trimmed) return;
      start(() => verify.mutate(trimmed));
    },
    skip() {
      if (skipBlockedMessage) {
        toast.error(skipBlockedMessage);
        return;
      }
      start(() => skip.mutate());
    },
  };
}
