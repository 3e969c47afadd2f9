import { SCORING, chargeCost, payOwed, pointsForCorrect } from './constants';
import type { GameState } from './schemas/game';

/** How a review ends: a correct or wrong answer, or a skip. */
export type Resolution =
  | { kind: 'correct'; hard: boolean; /** Free play: the account already resolved this review once; it scores nothing again. */ repeat?: boolean }
  | { kind: 'wrong' }
  | { kind: 'skip' };

export interface Scored {
  state: GameState;
  /** What the score changed by (negative for a skip). */
  points: number;
  /** Points the answer earned before any owed cost was taken from them. */
  earned: number;
}

/**
 * The scoring rules for the end of a review (docs/rules.md): a correct answer earns 100 plus 10
 * per streak before it (x1.5 in hard mode), pays what is owed first, and grows the streak; a wrong
 * answer resets the streak; a skip costs 30 (owed when the score cannot cover it) and resets the
 * streak. A practice review already resolved once by the account earns nothing and leaves the
 * streak as it was. Pure: the server and the web share it.
 */
export function scoreResolution(state: GameState, resolution: Resolution): Scored {
  if (resolution.kind === 'skip') {
    const { score, owed } = chargeCost(state.score, state.owed, SCORING.skipPenalty);
    return { state: { ...state, score, owed, streak: 0, reviewsSkipped: state.reviewsSkipped + 1 }, points: score - state.score, earned: 0 };
  }
  const completed = { ...state, reviewsCompleted: state.reviewsCompleted + 1 };
  if (resolution.kind === 'wrong') return { state: { ...completed, streak: 0 }, points: 0, earned: 0 };
  if (resolution.repeat) return { state: { ...completed, reviewsCorrect: state.reviewsCorrect + 1 }, points: 0, earned: 0 };
  const earned = pointsForCorrect(state.streak, resolution.hard);
  const { points, owed } = payOwed(earned, state.owed);
  const streak = state.streak + 1;
  return {
    state: { ...completed, score: state.score + points, owed, streak, maxStreak: Math.max(state.maxStreak, streak), reviewsCorrect: state.reviewsCorrect + 1 },
    points,
    earned,
  };
}
