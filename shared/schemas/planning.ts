import { z } from 'zod';
import { DAILY_REVIEW_COUNT, DIFFICULTIES, LANGUAGES } from '../constants';
import { IdSchema } from './common';
import { DaySchema } from './game';

/** A review's difficulty as its play data suggests it (admin review list and form). */
export const DifficultyFromDataSchema = z.object({
  /** Resolved plays since the last analytics reset. */
  plays: z.number().int(),
  /** Percentages of those plays. */
  successRate: z.number().int(),
  skipRate: z.number().int(),
  /** Screenshots shown per play, on average (1 to 3). */
  avgScreenshots: z.number(),
  /** Null until the review has MIN_PLAYS_FOR_SUGGESTION plays. */
  suggested: z.enum(DIFFICULTIES).nullable(),
});
export type DifficultyFromData = z.infer<typeof DifficultyFromDataSchema>;

// ---- the Daily Challenges calendar ----

export const CALENDAR_DAYS = 30;
/** A language is warned about when its players would meet a review again sooner than this. */
export const REPEAT_WARNING_DAYS = 60;

/** A review of a calendar day (the shape of a challenge's review; admin.ts imports this file). */
export const CalendarReviewSchema = z.object({
  _id: z.string(),
  gameName: z.string(),
  /** As the automatic pick sees it: suggested by the play data, else the admin's setting. */
  difficulty: z.enum(DIFFICULTIES),
  image: z.string().nullable(),
  /** Players' "title visible" reports on the review: flagged from TITLE_VISIBLE_FLAG_AT (shared/schemas/reports.ts). */
  titleVisibleReports: z.number().int().optional(),
});

export const CalendarDaySchema = z.object({
  date: z.string(),
  /** scheduled: chosen by an admin; picked: picked automatically and stored; auto: will be picked on the day. */
  kind: z.enum(['scheduled', 'picked', 'auto']),
  /** The stored challenge (scheduled and picked days). */
  challengeId: z.string().nullable(),
  /** For an `auto` day, the pick projected from today's data; empty when there are too few reviews. */
  reviews: z.array(CalendarReviewSchema),
  /** Languages whose players would meet one of the day's reviews again within REPEAT_WARNING_DAYS. */
  repeatLanguages: z.array(z.enum(LANGUAGES)),
});
export type CalendarDay = z.infer<typeof CalendarDaySchema>;

export const LanguagePoolSchema = z.object({
  language: z.enum(LANGUAGES),
  /** Active reviews the daily can use that have screenshots in this language. */
  pool: z.number().int(),
  /** Reviews of this pool the next REPEAT_WARNING_DAYS days use per day, on average. */
  perDay: z.number(),
  /** Days of the calendar with a review in this language (on the others its players get English). */
  daysCovered: z.number().int(),
  /** The first day (within REPEAT_WARNING_DAYS) a player of this language would meet a review again less than REPEAT_WARNING_DAYS after it was last shown. */
  firstRepeat: z.object({ date: z.string(), gameName: z.string(), lastShown: z.string() }).nullable(),
});
export type LanguagePool = z.infer<typeof LanguagePoolSchema>;

/** GET /api/admin/daily-challenges/repeats?date=&reviewIds=a,b,c: the challenge form's repeat warning. */
export const RepeatsQuerySchema = z.object({
  date: DaySchema,
  reviewIds: z
    .string()
    .max(400)
    .transform((ids) => ids.split(',').filter(Boolean))
    .pipe(z.array(IdSchema).min(1, 'reviewIds: name at least one review').max(DAILY_REVIEW_COUNT, `reviewIds: at most ${DAILY_REVIEW_COUNT} reviews`)),
});
export const RepeatsResponseSchema = z.object({
  repeats: z.array(z.object({ reviewId: z.string(), gameName: z.string(), dates: z.array(z.string()) })),
});
export type RepeatsResponse = z.infer<typeof RepeatsResponseSchema>;

export const CalendarResponseSchema = z.object({
  days: z.array(CalendarDaySchema),
  languages: z.array(LanguagePoolSchema),
  rules: z.object({ noRepeatDays: z.number().int(), warningDays: z.number().int() }),
});
export type CalendarResponse = z.infer<typeof CalendarResponseSchema>;

export const CalendarQuerySchema = z.object({
  days: z.coerce
    .number({ error: 'days must be a number' })
    .int('days must be a whole number')
    .min(1, 'days must be at least 1')
    .max(REPEAT_WARNING_DAYS, `days must be at most ${REPEAT_WARNING_DAYS}`)
    .default(CALENDAR_DAYS),
});
