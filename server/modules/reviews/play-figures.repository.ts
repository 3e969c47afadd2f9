import { sql } from 'kysely';
import type { PlayFigures } from '../../../shared/difficulty';
import { createAppSettingsRepository, SETTING } from '../../db/app-settings';
import type { Db } from '../../db/database';

export type PlayFiguresRepository = ReturnType<typeof createPlayFiguresRepository>;

/**
 * Per-review play figures (plays, correct, skips, screenshots shown) counted from the resolved
 * entries of `play_reviews` since the last analytics reset, like the counters on `reviews`; the
 * screenshots a player needed are only recorded there.
 */
export function createPlayFiguresRepository(db: Db) {
  return {
    /** The figures of the given reviews (all reviews without `reviewIds`); reviews never played are absent. */
    async of(reviewIds?: string[]): Promise<Map<string, PlayFigures>> {
      const out = new Map<string, PlayFigures>();
      if (reviewIds?.length === 0) return out;
      const resetAt = (await createAppSettingsRepository(db).get(SETTING.analyticsResetAt)) ?? '';
      let query = db
        .selectFrom('play_reviews')
        .select([
          'review_id',
          sql<number>`count(*)`.as('plays'),
          sql<number>`sum(case when outcome = 'correct' then 1 else 0 end)`.as('correct'),
          sql<number>`sum(case when outcome = 'skipped' then 1 else 0 end)`.as('skips'),
          sql<number>`sum(revealed)`.as('screenshots'),
        ])
        .where('outcome', '<>', 'pending')
        .where('resolved_at', '>=', resetAt)
        .groupBy('review_id');
      if (reviewIds) query = query.where('review_id', 'in', reviewIds);
      for (const r of await query.execute()) {
        out.set(r.review_id, { plays: Number(r.plays), correct: Number(r.correct), skips: Number(r.skips), screenshots: Number(r.screenshots) });
      }
      return out;
    },
  };
}
