import { useEffect, useRef, type ReactNode } from 'react';
import type { Language } from '../../../../shared/constants';
import { costOf } from '../../../../shared/scoring';
import { AnswerInput } from './answer-input';
import { FeedbackArea } from './feedback';
import { OfflineWait } from './offline-wait';
import { useGameCatalogue } from './game-api';
import { HintBox } from './hint-box';
import { HardModeNote } from '../hard-mode/hard-mode-note';
import { Jokers } from './jokers';
import { ReviewCard } from './review-card';
import { ReportButton } from '../reports/report-button';
import { StatTiles } from './stat-tiles';
import { useReviewActions, type ReviewActionsOptions } from './use-review-actions';

interface GameScreenProps extends ReviewActionsOptions {
  /** Shown above the stat tiles (the daily progress circles). */
  progress?: ReactNode;
  /** Mode-specific controls under the jokers (End Session). */
  footer?: ReactNode;
  /** Shown beside the result once the review is resolved (the daily's Next button). */
  next?: ReactNode;
  /** The language the player chose; a card shown in another language says so. */
  playLanguage: Language;
  /** Hard mode (a daily): one screenshot, no jokers; the server refuses them too. */
  hard?: boolean;
}

const NO_NAMES: readonly string[] = [];

/**
 * The playing screen shared by the daily challenge and free play. Render it with `key={review.id}`
 * so the answer, hint and feedback start fresh for every review.
 */
export function GameScreen({ progress, footer, next, playLanguage, hard = false, ...options }: GameScreenProps) {
  const { review, state } = options;
  const names = useGameCatalogue();
  const actions = useReviewActions(options);
  const screenRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // Each review mounts a new screen (key={review.id}). On a phone the player answered at the bottom
    // of the previous one: bring this one's top up under the sticky header (html's scroll-padding-top).
    const screen = screenRef.current;
    const headerBottom = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0;
    if (screen && screen.getBoundingClientRect().top < headerBottom) screen.scrollIntoView({ block: 'start', behavior: 'instant' });
  }, []);

  return (
    <div ref={screenRef} className="space-y-4" data-testid="game-screen">
      {progress}
      <StatTiles state={state} />
      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_25rem] lg:items-start">
        <ReviewCard
          review={review}
          score={state.score}
          playLanguage={playLanguage}
          onReveal={hard ? undefined : actions.reveal}
          revealing={actions.busy === 'reveal'}
          locked={actions.locked}
        />
        <div className="space-y-4 lg:sticky lg:top-20">
          <FeedbackArea feedback={actions.feedback} />
          {actions.feedback && (
            <div className="flex flex-wrap items-center justify-end gap-2">
              <ReportButton reviewId={review.id} />
              {next}
            </div>
          )}
          <div className="card space-y-4 p-4">
            <AnswerInput
              names={names.data ?? NO_NAMES}
              disabled={actions.isResolved}
              processing={actions.busy !== null}
              checking={actions.busy === 'verify'}
              onSubmit={actions.verify}
            />
            {/* Under the answer box, where the player just acted. */}
            {actions.waiting && <OfflineWait action={actions.waiting} />}
            {/* Hard mode has no genre hint to offer. */}
            {!hard && <HintBox genre={review.genre} isResolved={actions.isResolved} />}
          </div>
          {hard ? (
            <HardModeNote />
          ) : (
            <Jokers
              score={state.score}
              owed={state.owed}
              skipBlockedMessage={options.skipBlockedMessage}
              hintUsed={review.hintUsed}
              locked={actions.locked}
              busy={actions.busy === 'skip' || actions.busy === 'hint' ? actions.busy : null}
              // The card says it beside Show Next Review's cost (review-card.tsx, the same condition).
              owedExplained={!actions.isResolved && review.reviewImages.length < review.maxReviews && costOf(state, 'reveal').owed > 0}
              onSkip={actions.skip}
              onHint={actions.hint}
            />
          )}
          {footer}
        </div>
      </div>
    </div>
  );
}
