import { IMAGES_PER_LANGUAGE, type Difficulty } from './constants';

/** Below this many resolved plays a review's figures say too little to suggest a difficulty. */
export const MIN_PLAYS_FOR_SUGGESTION = 20;

/** What players did with one review since the last analytics reset. */
export interface PlayFigures {
  /** Resolved plays (answered or skipped). */
  plays: number;
  correct: number;
  skips: number;
  /** Screenshots shown, summed over the resolved plays (1 to 3 each). */
  screenshots: number;
}

export const NO_FIGURES: PlayFigures = { plays: 0, correct: 0, skips: 0, screenshots: 0 };

/**
 * How hard players found a review, 0 (everyone got it on the first screenshot) to 100 (nobody got
 * it, everyone skipped after seeing every screenshot). Missing the answer weighs most; needing
 * more screenshots and giving up (a skip rather than a wrong guess) make it harder still.
 */
export function hardnessOf(f: PlayFigures): number {
  if (f.plays === 0) return 0;
  const missed = 1 - f.correct / f.plays;
  const extraScreens = Math.min(1, Math.max(0, f.screenshots / f.plays - 1) / (IMAGES_PER_LANGUAGE - 1));
  const skipped = f.skips / f.plays;
  return Math.round(100 * (0.6 * missed + 0.25 * extraScreens + 0.15 * skipped));
}

/** Hardness from which a review counts as medium, and as hard. */
export const HARDNESS_THRESHOLDS = { medium: 30, hard: 55 } as const;

/** The difficulty the figures suggest; null until the review has been played enough. */
export function suggestDifficulty(f: PlayFigures): Difficulty | null {
  if (f.plays < MIN_PLAYS_FOR_SUGGESTION) return null;
  const h = hardnessOf(f);
  return h >= HARDNESS_THRESHOLDS.hard ? 'hard' : h >= HARDNESS_THRESHOLDS.medium ? 'medium' : 'easy';
}
