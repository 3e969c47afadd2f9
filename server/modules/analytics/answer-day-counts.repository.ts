import { randomInt } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../../db/database';

/** Slots a day's figures are spread over, so concurrent answers rarely wait for the same row lock. */
const SLOTS = 8;

export type AnswerDayCountsRepository = ReturnType<typeof createAnswerDayCountsRepository>;

/** Answers per UTC day, for the admin's chart (`db` may be a transaction). */
export function createAnswerDayCountsRepository(db: Db) {
  return {
    /** Counts one resolved answer (right, wrong or skipped) on its UTC day; call in the answer's transaction. */
    async count(day: string, correct: boolean): Promise<void> {
      const add = correct ? 1 : 0;
      await db
        .insertInto('answer_day_counts')
        .values({ day, slot: randomInt(SLOTS), plays: 1, correct: add })
        .onConflict((oc) =>
          oc.columns(['day', 'slot']).doUpdateSet({
            plays: sql`answer_day_counts.plays + 1`,
            correct: sql`answer_day_counts.correct + ${add}`,
          }),
        )
        .execute();
    },

    /** Answers and correct answers per day from `from` on (YYYY-MM-DD). */
    async perDay(from: string): Promise<Map<string, { plays: number; correct: number }>> {
      const rows = await db
        .selectFrom('answer_day_counts')
        .select(['day', sql<number>`sum(plays)`.as('plays'), sql<number>`sum(correct)`.as('correct')])
        .where('day', '>=', from)
        .groupBy('day')
        .execute();
      return new Map(rows.map((r) => [r.day, { plays: Number(r.plays), correct: Number(r.correct) }]));
    },

    /** The analytics reset starts the chart again, like the review counters. */
    async clear(): Promise<void> {
      await db.deleteFrom('answer_day_counts').execute();
    },
  };
}
