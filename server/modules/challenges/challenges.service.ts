import type { Db } from '../../db/database';
import { createChallengesRepository } from './challenges.repository';
import { createDailyNumbers } from './daily-numbers';
import { planDays } from './daily-plan';

export type ChallengesService = ReturnType<typeof createChallengesService>;

/**
 * What other modules ask of the daily challenges: a day's stored challenge, the days that use a
 * review, the automatic plan ahead (daily-plan.ts) and the puzzle numbers (daily-numbers.ts).
 * `pickSecret` keys the automatic pick: nobody without it can compute a coming day.
 */
export function createChallengesService(deps: { db: Db; pickSecret: string }) {
  const challenges = createChallengesRepository(deps.db);
  const numbers = createDailyNumbers(deps.db);

  return {
    /** A day's stored challenge with its reviews in order, if any. */
    dayOf: (date: string) => challenges.findByDate(date),

    /** Dates (from `fromDate` on, in order) whose challenge uses the review. */
    datesUsing: (reviewId: string, fromDate: string) => challenges.datesUsing(reviewId, fromDate),

    /** Stores today's and the coming days' automatic picks where none is stored yet. */
    plan: (today: string) => planDays(deps.db, deps.pickSecret, today),

    /** The first day a daily was served (puzzle #1), if any yet. */
    firstDay: numbers.firstDay,

    /** Records that a day's daily was served; returns the first day (puzzle #1). */
    served: numbers.served,
  };
}
