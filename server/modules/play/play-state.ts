import type { GameState } from '../../../shared/schemas/game';
import type { PlayRow } from '../../db/schema';

/** The running figures of a play, as the scoring (shared/scoring.ts) and the player see them. */
export function stateOf(play: PlayRow): GameState {
  return {
    score: play.score,
    streak: play.streak,
    maxStreak: play.max_streak,
    reviewsCompleted: play.reviews_completed,
    reviewsSkipped: play.reviews_skipped,
    hintsUsed: play.hints_used,
    reviewsCorrect: play.reviews_correct,
    owed: play.owed,
  };
}

/** A play's running figures, as stored. */
export type PlayFigures = Pick<PlayRow, 'score' | 'streak' | 'max_streak' | 'reviews_completed' | 'reviews_skipped' | 'hints_used' | 'reviews_correct' | 'owed'>;

/** The play's columns for a new state (the inverse of stateOf). */
export function figuresOf(state: GameState): PlayFigures {
  return {
    score: state.score,
    streak: state.streak,
    max_streak: state.maxStreak,
    reviews_completed: state.reviewsCompleted,
    reviews_skipped: state.reviewsSkipped,
    hints_used: state.hintsUsed,
    reviews_correct: state.reviewsCorrect,
    owed: state.owed,
  };
}

/** A play of a day's challenge, live or from the archive: three reviews, finished when all are resolved. */
export const isDayPlay = (play: PlayRow) => play.mode === 'daily' || play.mode === 'archive';

/** The play's scoring rules (shared/scoring.ts). */
export const rulesOf = (play: PlayRow) => ({ hard: play.hard === 1 });
