import { DAILY_REVIEW_COUNT, utcDate } from '../../../shared/constants';
import type { Db } from '../../db/database';
import { AppError, notFound, playerError } from '../../lib/app-error';
import type { createDailyNumbers } from '../challenges/daily-numbers';
import { planDays } from '../challenges/daily-plan';
import type { PlayRepos } from './play-unit';

const FAR_FUTURE = '9999-12-31';

/** Free play works even when there are too few reviews for a daily. */
function ignoreNoDaily(err: unknown): void {
  if (err instanceof AppError && err.code === 'NO_ACTIVE_REVIEWS') return;
  throw err;
}

export type DailySchedule = ReturnType<typeof createDailySchedule>;

/** Keeps a list read from the database until the reviews or the calendar change (reviews/review-cache.ts). */
export type Remember = (key: string, load: () => Promise<readonly string[]>) => Promise<readonly string[]>;

/**
 * What play reads of the daily calendar: today's challenge (planned ahead with the installation's
 * secret, daily-plan.ts), a past day's, and the reviews free play keeps out (kept by `remember`:
 * every change to the calendar is announced like a review's). `pickSecret` keys the automatic pick.
 */
export function createDailySchedule(deps: { db: Db; read: PlayRepos; numbers: ReturnType<typeof createDailyNumbers>; pickSecret: string; remember: Remember }) {
  const { challenges } = deps.read;

  // The day whose coming challenges this process has planned (daily-plan.ts): a stored challenge is
  // never removed on its day (only a non-active one can be deleted), so nothing need be asked again
  // until midnight.
  let plannedDay: string | null = null;
  async function ensurePlanned(date: string): Promise<void> {
    if (plannedDay === date) return;
    await planDays(deps.db, deps.pickSecret, date);
    plannedDay = date;
  }

  return {
    /** Today's challenge: the scheduled one, or the one picked ahead with the secret (stored so it holds all day). */
    async todaysReviewIds(date: string): Promise<string[]> {
      await ensurePlanned(date);
      const stored = await challenges.findByDate(date);
      if (stored && stored.reviewIds.length === DAILY_REVIEW_COUNT) return stored.reviewIds;
      throw playerError('NO_ACTIVE_REVIEWS', 'noDailyYet');
    },

    /** A past day's challenge, as it was served that day; only days since the game's first daily. */
    async pastReviewIds(date: string): Promise<string[]> {
      const first = await deps.numbers.firstDay();
      const challenge = first && date >= first ? await challenges.findByDate(date) : undefined;
      if (!challenge || challenge.reviewIds.length !== DAILY_REVIEW_COUNT) throw notFound('noDayChallenge');
      return challenge.reviewIds;
    },

    /** The reviews free play keeps out: today's (planned first if need be) and the stored coming dailies'. */
    async closedToFreeplay(): Promise<readonly string[]> {
      const today = utcDate();
      await ensurePlanned(today).catch(ignoreNoDaily);
      return deps.remember(`closed-to-freeplay:${today}`, () => challenges.reviewIdsUsedBetween(today, FAR_FUTURE));
    },
  };
}
