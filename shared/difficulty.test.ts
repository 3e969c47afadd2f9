import { describe, expect, it } from 'vitest';
import { hardnessOf, MIN_PLAYS_FOR_SUGGESTION, suggestDifficulty } from './difficulty';

const played = (plays: number, correct: number, skips: number, screensPerPlay: number) => ({ plays, correct, skips, screenshots: Math.round(plays * screensPerPlay) });

describe('difficulty from play data', () => {
  it('suggests nothing until the review has been played enough', () => {
    expect(suggestDifficulty(played(MIN_PLAYS_FOR_SUGGESTION - 1, 0, 19, 3))).toBeNull();
    expect(suggestDifficulty(played(MIN_PLAYS_FOR_SUGGESTION, 0, 20, 3))).toBe('hard');
  });

  it('calls a review most players solve on the first screenshot easy, one nobody solves hard', () => {
    expect(suggestDifficulty(played(40, 34, 2, 1.2))).toBe('easy');
    expect(suggestDifficulty(played(40, 20, 8, 2))).toBe('medium');
    expect(suggestDifficulty(played(40, 6, 20, 2.8))).toBe('hard');
  });

  it('counts needing more screenshots, and skipping rather than guessing, as harder', () => {
    const base = played(40, 20, 0, 1);
    expect(hardnessOf({ ...base, screenshots: 100 })).toBeGreaterThan(hardnessOf(base));
    expect(hardnessOf({ ...base, skips: 20 })).toBeGreaterThan(hardnessOf(base));
    expect(hardnessOf(played(40, 40, 0, 1))).toBe(0);
    expect(hardnessOf(played(40, 0, 40, 3))).toBe(100);
  });
});
