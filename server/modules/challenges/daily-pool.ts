import type { Difficulty } from '../../../shared/constants';
import type { Db } from '../../db/database';
import { loadReviewPool } from '../reviews/review-pool';
import { pickDailyReviews } from './daily-picker';
import { addDays } from '../../../shared/days';

/** The automatic pick avoids the reviews of this many days before it (and those already scheduled this many days after it) while fresh ones remain. */
export const NO_REPEAT_DAYS = 120;

/** The dates (from inclusive, to exclusive) whose reviews the pick for `date` avoids. */
export const noRepeatWindow = (date: string) => ({ from: addDays(date, -NO_REPEAT_DAYS), to: addDays(date, NO_REPEAT_DAYS + 1) });

export interface DailyPool {
  /** Active reviews with English screenshots: every player can be served them. */
  candidates: readonly string[];
  languagesOf(id: string): readonly string[];
  /** The difficulty the play data suggests, else the admin's setting. */
  difficultyOf(id: string): Difficulty;
  /** The automatic pick for a date, given the reviews of its noRepeatWindow (keyed with the installation's secret). */
  pick(date: string, recentlyUsed: Set<string>): string[];
}

/**
 * What the automatic daily picks from, read once. `secret` keys the pick: without it, nobody can
 * compute a coming day's reviews from public data (docs/security.md).
 */
export async function loadDailyPool(db: Db, secret: string): Promise<DailyPool> {
  const { candidates, languages, difficulties } = await loadReviewPool(db);
  const languagesOf = (id: string) => languages.get(id) ?? [];
  const difficultyOf = (id: string) => difficulties.get(id) ?? 'medium';
  return {
    candidates,
    languagesOf,
    difficultyOf,
    pick: (date, recentlyUsed) => pickDailyReviews(`${secret}:${date}`, candidates, recentlyUsed, languagesOf, difficultyOf),
  };
}
