import { utcDate } from '../../../shared/constants';
import { CALENDAR_DAYS, REPEAT_WARNING_DAYS, type CalendarResponse, type RepeatsResponse } from '../../../shared/schemas/planning';
import type { Db } from '../../db/database';
import type { ReportsService } from '../reports/reports.service';
import type { ReviewsService } from '../reviews/reviews.service';
import { addDays } from '../../../shared/days';
import { projectCalendar } from './calendar-projection';
import { createChallengesRepository } from './challenges.repository';
import { loadDailyPool, NO_REPEAT_DAYS } from './daily-pool';

export type ChallengeCalendarService = ReturnType<typeof createChallengeCalendarService>;

export function createChallengeCalendarService(deps: { db: Db; pickSecret: string; reviews: ReviewsService; reports: ReportsService; ensureToday(): Promise<unknown> }) {
  const challenges = createChallengesRepository(deps.db);
  const NO_NAME = '(deleted review)';

  return {
    /** The next `days` days: scheduled, already picked, or to be picked (projected), and each language's repeat warning. */
    async calendar(days = CALENDAR_DAYS): Promise<CalendarResponse> {
      // Today is settled first, as players would settle it.
      await deps.ensureToday().catch(() => undefined);
      const today = utcDate();
      const [pool, stored] = await Promise.all([loadDailyPool(deps.db, deps.pickSecret), challenges.storedBetween(addDays(today, -REPEAT_WARNING_DAYS), addDays(today, days))]);
      const projection = projectCalendar({ today, days, noRepeatDays: NO_REPEAT_DAYS, warningDays: REPEAT_WARNING_DAYS, ...pool, stored });

      const shownIds = [...new Set(projection.days.flatMap((d) => d.reviewIds))];
      const repeatIds = projection.languages.flatMap((l) => (l.firstRepeat ? [l.firstRepeat.reviewId] : []));
      const [summaries, reports] = await Promise.all([deps.reviews.summaries([...shownIds, ...repeatIds]), deps.reports.countsFor(shownIds)]);
      const toReview = (id: string) => {
        const review = summaries.get(id);
        return { _id: id, gameName: review?.gameName ?? NO_NAME, difficulty: review ? pool.difficultyOf(id) : 'medium', image: review?.image ?? null, titleVisibleReports: reports.get(id)?.titleVisible ?? 0 };
      };
      return {
        days: projection.days.map(({ reviewIds, ...day }) => ({ ...day, reviews: reviewIds.map(toReview) })),
        languages: projection.languages.map(({ firstRepeat, ...language }) => ({
          ...language,
          firstRepeat: firstRepeat && { date: firstRepeat.date, lastShown: firstRepeat.lastShown, gameName: summaries.get(firstRepeat.reviewId)?.gameName ?? NO_NAME },
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
      const [stored, summaries] = await Promise.all([challenges.storedBetween(addDays(date, 1 - REPEAT_WARNING_DAYS), addDays(date, REPEAT_WARNING_DAYS)), deps.reviews.summaries(reviewIds)]);
      const near = [...stored].filter(([day]) => day !== date);
      return {
        repeats: [...new Set(reviewIds)].flatMap((id) => {
          const dates = near.filter(([, day]) => day.reviewIds.includes(id)).map(([day]) => day);
          const review = summaries.get(id);
          return dates.length > 0 && review ? [{ reviewId: id, gameName: review.gameName, dates }] : [];
        }),
      };
    },
  };
}
