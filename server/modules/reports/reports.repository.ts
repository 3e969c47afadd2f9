import type { Db } from '../../db/database';
import type { ReportCounts } from '../../../shared/schemas/reports';

export type ReportsRepository = ReturnType<typeof createReportsRepository>;

const QUEUE_LIMIT = 200;

/** Players' reports on puzzles: SQL only. */
export function createReportsRepository(db: Db) {
  return {
    /** The player's resolved entries of the review (any mode), newest first, with their play's language. */
    resolvedEntry: (userId: string, reviewId: string) =>
      db
        .selectFrom('play_reviews')
        .innerJoin('plays', 'plays.id', 'play_reviews.play_id')
        .select(['plays.language'])
        .where('plays.user_id', '=', userId)
        .where('play_reviews.review_id', '=', reviewId)
        .where('play_reviews.outcome', '!=', 'pending')
        .orderBy('play_reviews.resolved_at', 'desc')
        .executeTakeFirst(),

    reviewExists: async (reviewId: string): Promise<boolean> =>
      (await db.selectFrom('reviews').select('id').where('id', '=', reviewId).executeTakeFirst()) !== undefined,

    /** Inserts the report; false when the player already reported the review. */
    async insert(row: { id: string; review_id: string; user_id: string; language: string; reason: string; note: string; created_at: string }): Promise<boolean> {
      const res = await db.insertInto('puzzle_reports').values(row).onConflict((oc) => oc.columns(['review_id', 'user_id']).doNothing()).executeTakeFirst();
      return Number(res.numInsertedOrUpdatedRows ?? 0) > 0;
    },

    /** The newest reports in the given languages. */
    queue: (languages: readonly string[]) =>
      db
        .selectFrom('puzzle_reports')
        .innerJoin('reviews', 'reviews.id', 'puzzle_reports.review_id')
        .innerJoin('users', 'users.id', 'puzzle_reports.user_id')
        .select(['puzzle_reports.id', 'puzzle_reports.review_id', 'reviews.game_name', 'puzzle_reports.language', 'puzzle_reports.reason', 'puzzle_reports.note', 'users.username', 'puzzle_reports.created_at'])
        .where('puzzle_reports.language', 'in', languages.length > 0 ? [...languages] : [''])
        .orderBy('puzzle_reports.created_at', 'desc')
        .orderBy('puzzle_reports.id')
        .limit(QUEUE_LIMIT)
        .execute(),

    /** Report counts per review (reviews without reports are absent). */
    async counts(reviewIds: readonly string[]): Promise<Map<string, ReportCounts>> {
      if (reviewIds.length === 0) return new Map();
      const rows = await db
        .selectFrom('puzzle_reports')
        .select((eb) => [
          'review_id',
          eb.fn.countAll<number>().as('total'),
          eb.fn.sum<number>(eb.case().when('reason', '=', 'title-visible').then(1).else(0).end()).as('title_visible'),
        ])
        .where('review_id', 'in', [...new Set(reviewIds)])
        .groupBy('review_id')
        .execute();
      return new Map(rows.map((r) => [r.review_id, { total: Number(r.total), titleVisible: Number(r.title_visible) }]));
    },
  };
}
