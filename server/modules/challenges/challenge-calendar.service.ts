import { utcDate, type Difficulty } from '../../../shared/constants';
import { CALENDAR_DAYS, REPEAT_WARNING_DAYS, type CalendarResponse, type RepeatsResponse } from '../../../shared/schemas/planning';
import type { Db } from '../../db/database';
import { loadDailyPool, NO_REPEAT_DAYS } from './daily-pool';
import { createReviewsRepository } from '../reviews/reviews.repository';
import { addDays } from '../../../shared/days';
import { projectCalendar, type StoredDay } from './calendar-projection';
import { reportCounts } from '../reports/reports.repository';

/** Challenges dated from `from` (inclusive) to `to` (exclusive), with their reviews in order. */
async function storedBetween(db: Db, from: string, to: string): Promise<Map<string, StoredDay>> {
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
}

export type ChallengeCalendarService = ReturnType<typeof createChallengeCalendarService>;

export function createChallengeCalendarService(deps: { db: Db; pickSecret: string; ensureToday(): Promise<unknown> }) {
  const reviews = createReviewsRepository(deps.db);

  return {
    /** The next `days` days: scheduled, already picked, or to be picked (projected), and each language's repeat warning. */
    async calendar(days = CALENDAR_DAYS): Promise<CalendarResponse> {
      // Today is settled first, as players would settle it.
      await deps.ensureToday().catch(() => undefined);
      const today = utcDate();
      const [pool, stored, rows] = await Promise.all([
        loadDailyPool(deps.db, deps.pickSecret),
        storedBetween(deps.db, addDays(today, -REPEAT_WARNING_DAYS), addDays(today, days)),
        reviews.listAll(),
      ]);
      const projection = projectCalendar({ today, days, noRepeatDays: NO_REPEAT_DAYS, warningDays: REPEAT_WARNING_DAYS, ...pool, stored });

      const shownIds = [...new Set(projection.days.flatMap((d) => d.reviewIds))];
      const images = await reviews.imagesOf(shownIds);
      const reports = await reportCounts(deps.db, shownIds);
      const names = new Map(rows.map((r) => [r.id, r.game_name]));
      const toReview = (id: string) => {
        const list = images.get(id) ?? [];
        const image = (list.find((i) => i.language === 'en') ?? list[0])?.imagePath ?? null;
        const known = names.has(id);
        return { _id: id, gameName: names.get(id) ?? '(deleted review)', difficulty: (known ? pool.difficultyOf(id) : 'medium') as Difficulty, image, titleVisibleReports: reports.get(id)?.titleVisible ?? 0 };
      };
      return {
        days: projection.days.map(({ reviewIds, ...day }) => ({ ...day, reviews: reviewIds.map(toReview) })),
        languages: projection.languages.map(({ firstRepeat, ...language }) => ({
          ...language,
          firstRepeat: firstRepeat && { date: firstRepeat.date, lastShown: firstRepeat.lastShown, gameName: names.get(firstRepeat.reviewId) ?? '(deleted review)' },
        })),
        rules: { noRepeatDays: NO_REPEAT_DAYS, warningDays: REPEAT_WARNING_DAYS },
      };
    },

    /**
     * The reviews among `reviewIds` that another stored challenge shows less than REPEAT_WARNING_DAYS
     * before or after `date` (the calendar's repeat rule), with those days: what the challenge form
     * warns about before saving. Days still to be picked are not counted: their pick avoids the reviews
     * scheduled around them.
     */
    async repeats(date: string, reviewIds: string[]): Promise<RepeatsResponse> {
      const [stored, rows] = await Promise.all([storedBetween(deps.db, addDays(date, 1 - REPEAT_WARNING_DAYS), addDays(date, REPEAT_WARNING_DAYS)), reviews.listAll()]);
      const names = new Map(rows.map((r) => [r.id, r.game_name]));
      const near = [...stored].filter(([day]) => day !== date);
      return {
        repeats: [...new Set(reviewIds)].flatMap((id) => {
          const dates = near.filter(([, day]) => day.reviewIds.includes(id)).map(([day]) => day);
          return dates.length > 0 && names.has(id) ? [{ reviewId: id, gameName: names.get(id)!, dates }] : [];
        }),
      };
    },
  };
}
