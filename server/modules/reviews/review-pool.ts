import type { Difficulty } from '../../../shared/constants';
import { suggestDifficulty } from '../../../shared/difficulty';
import type { Db } from '../../db/database';
import { figuresFor } from './difficulty-from-data';
import { createPlayFiguresRepository } from './play-figures.repository';
import { createReviewsRepository } from './reviews.repository';

export interface ReviewPool {
  /** Active reviews with English screenshots: every player can be served them. */
  candidates: readonly string[];
  /** The languages each active review can be played in. */
  languages: Map<string, string[]>;
  /** Every review's difficulty: the one the play data suggests, else the admin's setting. */
  difficulties: Map<string, Difficulty>;
}

/** What the daily challenges pick from (modules/challenges/daily-pool.ts), read once through `db`. */
export async function loadReviewPool(db: Db): Promise<ReviewPool> {
  const reviews = createReviewsRepository(db);
  const [candidates, languages, rows, figures] = await Promise.all([reviews.activeIdsIn('en'), reviews.activeLanguagesByReview(), reviews.listAll(), createPlayFiguresRepository(db).of()]);
  const difficulties = new Map(rows.map((r) => [r.id, suggestDifficulty(figuresFor(figures, r.id)) ?? (r.difficulty as Difficulty)]));
  return { candidates, languages, difficulties };
}
