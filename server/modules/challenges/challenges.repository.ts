import type { Db } from '../../db/database';
import { prepared } from '../../db/prepared';

/** A stored challenge as the calendar reads it: its reviews in order. */
export interface StoredDay {
  id: string;
  source: 'admin' | 'auto';
  reviewIds: string[];
}

export type ChallengesRepository = ReturnType<typeof createChallengesRepository>;

// Asked on every answer in free play (a review withdrawn into a daily): built once (db/prepared.ts).
const datesUsingQuery = prepared((db: Db, reviewId: string, fromDate: string) =>
  db
    .selectFrom('daily_challenge_reviews')
    .innerJoin('daily_challenges', 'daily_challenges.id', 'daily_challenge_reviews.challenge_id')
    .select('daily_challenges.date')
    .where('daily_challenge_reviews.review_id', '=', reviewId)
    .where('daily_challenges.date', '>=', fromDate)
    .orderBy('daily_challenges.date'),
);

export function createChallengesRepository(db: Db) {
  async function reviewIdsOf(challengeId: string): Promise<string[]> {
    const rows = await db.selectFrom('daily_challenge_reviews').select('review_id').where('challenge_id', '=', challengeId).orderBy('position').execute();
    return rows.map((r) => r.review_id);
  }

  return {
    async findByDate(date: string): Promise<{ id: string; date: string; source: string; reviewIds: string[] } | undefined> {
      const challenge = await db.selectFrom('daily_challenges').select(['id', 'date', 'source']).where('date', '=', date).executeTakeFirst();
      if (!challenge) return undefined;
      return { ...challenge, reviewIds: await reviewIdsOf(challenge.id) };
    },

    findById: (id: string) => db.selectFrom('daily_challenges').selectAll().where('id', '=', id).executeTakeFirst(),

    /** The first challenge dated after `date`. */
    nextAfter: (date: string) => db.selectFrom('daily_challenges').selectAll().where('date', '>', date).orderBy('date').executeTakeFirst(),

    reviewIdsOf,

    /** Challenges dated from `from` (inclusive) to `to` (exclusive), by date, with their reviews in order. */
    async storedBetween(from: string, to: string): Promise<Map<string, StoredDay>> {
      const rows = await db
        .selectFrom('daily_challenges')
        .leftJoin('daily_challenge_reviews', 'daily_challenge_reviews.challenge_id', 'daily_challenges.id')
        .select(['daily_challenges.id', 'daily_challenges.date', 'daily_challenges.source', 'daily_challenge_reviews.review_id'])
        .where('daily_challenges.date', '>=', from)
        .where('daily_challenges.date', '<', to)
        .orderBy('daily_challenges.date')
        .orderBy('daily_challenge_reviews.position')
        .execute();
      const byDate = new Map<string, StoredDay>();
      for (const r of rows) {
        const day = byDate.get(r.date) ?? { id: r.id, source: r.source === 'auto' ? 'auto' : 'admin', reviewIds: [] };
        if (r.review_id) day.reviewIds.push(r.review_id);
        byDate.set(r.date, day);
      }
      return byDate;
    },

    /** Dates (from `fromDate` on) of challenges that use a review. */
    async datesUsing(reviewId: string, fromDate: string): Promise<string[]> {
      return (await datesUsingQuery(db, reviewId, fromDate)).rows.map((r) => r.date);
    },

    /** Replaces a challenge's reviews (and marks it admin-made). */
    async replaceReviews(challengeId: string, reviewIds: string[]): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('daily_challenge_reviews').where('challenge_id', '=', challengeId).execute();
        await trx.insertInto('daily_challenge_reviews').values(reviewIds.map((review_id, position) => ({ challenge_id: challengeId, position, review_id }))).execute();
        await trx.updateTable('daily_challenges').set({ source: 'admin' }).where('id', '=', challengeId).execute();
      });
    },

    async delete(id: string): Promise<void> {
      await db.deleteFrom('daily_challenges').where('id', '=', id).execute();
    },

    /** Review ids used by challenges dated from `fromDate` (inclusive) to `toDate` (exclusive). */
    async reviewIdsUsedBetween(fromDate: string, toDate: string): Promise<string[]> {
      const rows = await db
        .selectFrom('daily_challenge_reviews')
        .innerJoin('daily_challenges', 'daily_challenges.id', 'daily_challenge_reviews.challenge_id')
        .select('daily_challenge_reviews.review_id')
        .where('daily_challenges.date', '>=', fromDate)
        .where('daily_challenges.date', '<', toDate)
        .execute();
      return rows.map((r) => r.review_id);
    },

    /** Inserts a challenge with its reviews; false if one already exists for that date. */
    async insert(challenge: { id: string; date: string; source: string; createdAt: string }, reviewIds: string[]): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const r = await trx
          .insertInto('daily_challenges')
          .values({ id: challenge.id, date: challenge.date, source: challenge.source, is_active: 0, created_at: challenge.createdAt })
          .onConflict((oc) => oc.column('date').doNothing())
          .executeTakeFirst();
        if (Number(r.numInsertedOrUpdatedRows ?? 0) === 0) return false;
        await trx
          .insertInto('daily_challenge_reviews')
          .values(reviewIds.map((review_id, position) => ({ challenge_id: challenge.id, position, review_id })))
          .execute();
        return true;
      });
    },
  };
}
