import { useEffect, useRef, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { CircleStop, LoaderCircle, RotateCcw } from 'lucide-react';
import { FEEDBACK_DELAY_CORRECT_MS, FEEDBACK_DELAY_INCORRECT_MS, LANGUAGE_NAMES, SCORING } from '../../../../shared/constants';
import type { GameState, PlayableReview } from '../../../../shared/schemas/game';
import { leaderboardKeys } from '../../components/leaderboard-api';
import { Spinner } from '../../components/spinner';
import { ApiError, errorMessage, isUnauthorized } from '../../lib/api';
import { scrollToPageTop } from '../../lib/scroll';
import { sleep } from '../../lib/sleep';
import { addPlayedReviewId, clearPlayedReviewIds, readPlayedReviewIds } from '../../lib/storage';
import { useAuth } from '../../lib/auth-context';
import { usePreloadGameNames } from '../../lib/game-api';
import { useReviewLanguage } from '../../components/game/use-review-language';
import { GameScreen } from '../../components/game/game-screen';
import { submitScore } from './scores-api';
import type { Resolution } from '../../components/game/use-review-actions';
import { fetchActiveFreeplay, fetchRandomReview, resetFreeplayHistory, startFreeplay } from './freeplay-api';
import { FreeplayStart } from './freeplay-start';
import { FreeplaySummary, type SaveStatus } from './freeplay-summary';

type Phase = 'resuming' | 'start' | 'playing' | 'summary' | 'perfect';

const ZERO_STATE: GameState = { score: 0, streak: 0, maxStreak: 0, reviewsCompleted: 0, reviewsSkipped: 0, hintsUsed: 0, reviewsCorrect: 0, owed: 0 };

function isAllCompleted(err: unknown): boolean {
  return err instanceof ApiError && (err.body?.allCompleted === true || err.code === 'ALL_COMPLETED');
}

function isNoActiveReviews(err: unknown): boolean {
  return err instanceof ApiError && (err.code === 'NO_ACTIVE_REVIEWS' || err.status === 404);
}

/** docs/product.md §2 free play: start screen, playing, then the summary (or 'Perfect Session!' when all are done). */
export function FreeplaySession() {
  const { isAuthenticated, refreshUser } = useAuth();
  const queryClient = useQueryClient();
  const [phase, setPhase] = useState<Phase>('resuming');
  const [language, setLanguage] = useReviewLanguage();
  const { t } = useTranslation('freeplay');
  const [playedIds, setPlayedIds] = useState(readPlayedReviewIds);
  const [review, setReview] = useState<PlayableReview | null>(null);
  const [state, setState] = useState<GameState>(ZERO_STATE);
  const [loadingNext, setLoadingNext] = useState(false);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [saveStatus, setSaveStatus] = useState<SaveStatus>('guest');
  // Load the autocomplete catalogue while the player is still on the start screen.
  usePreloadGameNames();

  // Async work (the feedback delay, the next review) checks these when it lands: a session that
  // was ended or restarted in the meantime must not be changed by it.
  const session = useRef(0);
  const latestState = useRef(state);
  const phaseNow = useRef(phase);

  function goTo(next: Phase) {
    phaseNow.current = next;
    setPhase(next);
  }
  function updateState(next: GameState) {
    latestState.current = next;
    setState(next);
  }

  /** Saves a finished session for a signed-in player with at least one completed review (docs/product.md §4). */
  function saveSession(final: GameState) {
    if (!isAuthenticated) return setSaveStatus('guest');
    if (final.reviewsCompleted < 1) return setSaveStatus('nothing');
    setSaveStatus('saving');
    submitScore('freeplay', final)
      .then((record) => {
        // The server's figures: a review left on screen was charged as a skip (docs/rules.md).
        updateState({ ...latestState.current, score: record.score, reviewsCompleted: record.reviewsCompleted, reviewsSkipped: record.reviewsSkipped });
        toast.success(t('playing.saved'));
        setSaveStatus('saved');
        void queryClient.invalidateQueries({ queryKey: leaderboardKeys.all });
        return refreshUser();
      })
      .catch((err: unknown) => {
        // docs/product.md §8: a failed free-play save is only logged.
        console.error('Saving the free-play session failed', err);
        setSaveStatus((s) => (s === 'saving' ? (isUnauthorized(err) ? 'expired' : 'failed') : s));
      });
  }

  // The token expired at End Session: once the player has logged in again (the modal is offered
  // at once), save the session to the account.
  const retrySave = isAuthenticated && saveStatus === 'expired';
  useEffect(() => {
    if (retrySave) saveSession(latestState.current);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- saveSession reads the latest state itself
  }, [retrySave]);

  function endSession(end: 'summary' | 'perfect') {
    session.current += 1;
    setLoadingNext(false);
    goTo(end);
    saveSession(latestState.current);
  }

  async function loadNext(id: number, played: readonly string[], delayMs: number, inLanguage = language) {
    setLoadingNext(true);
    setLoadError(null);
    const [result] = await Promise.allSettled([fetchRandomReview(inLanguage, played), sleep(delayMs)]);
    if (session.current !== id) return;
    setLoadingNext(false);
    if (result.status === 'fulfilled') {
      const { state: fresh, ...next } = result.value;
      setReview(next);
      updateState(fresh);
      return;
    }
    const err: unknown = result.reason;
    if (isAllCompleted(err)) return endSession('perfect');
    if (isNoActiveReviews(err)) {
      toast.error(t('playing.noReviews'), { duration: 8000 });
      setLoadError(t('playing.noReviews'));
    } else {
      const message = errorMessage(err, t('playing.loadFailed'));
      toast.error(message, { duration: 5000 });
      setLoadError(message);
    }
  }

  const start = useMutation({
    mutationFn: () => startFreeplay(language),
    onSuccess: (fresh) => {
      const id = ++session.current;
      setReview(null);
      setLoadError(null);
      updateState(fresh);
      goTo('playing');
      // The game starts at the top of the page, not where the start button was.
      scrollToPageTop();
      void loadNext(id, readPlayedReviewIds(), 0);
    },
    onError: (err) => toast.error(errorMessage(err, t('playing.loadFailed')), { duration: 5000 }),
  });

  // A reload mid-review: the server kept the session (score, streak, the review on screen); carry on.
  useEffect(() => {
    let current = true;
    fetchActiveFreeplay()
      .then((active) => {
        if (!current || phaseNow.current !== 'resuming') return;
        if (!active) return goTo('start');
        const id = ++session.current;
        setLanguage(active.language);
        updateState(active.state);
        goTo('playing');
        void loadNext(id, readPlayedReviewIds(), 0, active.language);
      })
      .catch(() => current && phaseNow.current === 'resuming' && goTo('start'));
    return () => {
      current = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the page opens
  }, []);

  const resetHistory = useMutation({
    mutationFn: async () => {
      clearPlayedReviewIds();
      setPlayedIds([]);
      if (isAuthenticated) await resetFreeplayHistory();
    },
    onError: () => toast.error(t('history.resetFailed')),
  });

  function onResolved({ reviewId, outcome }: Resolution) {
    if (phaseNow.current !== 'playing') return;
    const played = addPlayedReviewId(reviewId);
    setPlayedIds(played);
    void loadNext(session.current, played, outcome === 'correct' ? FEEDBACK_DELAY_CORRECT_MS : FEEDBACK_DELAY_INCORRECT_MS);
  }

  if (phase === 'resuming') return <Spinner label={t('playing.loading')} />;

  if (phase === 'start') {
    return (
      <FreeplayStart
        language={language}
        onLanguageChange={setLanguage}
        playedCount={playedIds.length}
        onResetHistory={() => resetHistory.mutate()}
        resetting={resetHistory.isPending}
        onStart={() => start.mutate()}
        starting={start.isPending}
      />
    );
  }

  if (phase === 'summary' || phase === 'perfect') {
    return (
      <FreeplaySummary
        variant={phase}
        state={state}
        language={language}
        saveStatus={saveStatus}
        playedCount={playedIds.length}
        onPlayAgain={() => start.mutate()}
        starting={start.isPending}
        onResetHistory={() => resetHistory.mutate()}
        resetting={resetHistory.isPending}
      />
    );
  }

  const endButton = (
    <div className="flex flex-col items-center gap-1">
      <button type="button" className="btn btn-secondary" onClick={() => endSession('summary')} aria-describedby={review?.outcome === 'pending' ? 'end-note' : undefined}>
        <CircleStop className="h-4 w-4" aria-hidden="true" />
        {t('playing.end')}
      </button>
      {review?.outcome === 'pending' && (
        <p id="end-note" className="text-center text-xs text-slate-400" data-testid="end-note">
          {t('playing.endNote', { cost: SCORING.skipPenalty })}
        </p>
      )}
    </div>
  );

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-extrabold tracking-tight">{t('title')}</h1>
          <p className="text-sm text-slate-400">
            {LANGUAGE_NAMES[language]} · {t('playing.played', { count: playedIds.length })}
            {loadingNext && review && (
              <span className="ml-2 inline-flex items-center gap-1 text-indigo-200">
                <LoaderCircle className="h-3.5 w-3.5 animate-spin" aria-hidden="true" />
                {t('playing.next')}
              </span>
            )}
          </p>
        </div>
        {endButton}
      </div>

      {loadError && (
        <div className="flex flex-col gap-3 rounded-xl border border-rose-500/40 bg-rose-500/10 p-4 sm:flex-row sm:items-center" role="alert">
          <p className="flex-1 text-rose-100">{loadError}</p>
          <div className="flex gap-2">
            <button type="button" className="btn btn-secondary px-3 py-1.5 text-sm" onClick={() => void loadNext(session.current, playedIds, 0)}>
              <RotateCcw className="h-4 w-4" aria-hidden="true" />
              {t('common:tryAgain')}
            </button>
            {!review && (
              <button type="button" className="btn btn-ghost px-3 py-1.5 text-sm" onClick={() => goTo('start')}>
                {t('playing.changeLanguage')}
              </button>
            )}
          </div>
        </div>
      )}

      {review ? (
        <GameScreen
          key={review.id}
          review={review}
          state={state}
          playLanguage={language}
          onReviewChange={setReview}
          onStateChange={updateState}
          onResolved={onResolved}
          onWithdrawn={() => void loadNext(session.current, playedIds, 0)}
        />
      ) : (
        !loadError && <Spinner label={t('playing.loading')} />
      )}
    </div>
  );
}
