import { z } from 'zod';

/** Days shown in the calendar of played days. */
export const STATS_CALENDAR_DAYS = 90;
/** Width of a bar of the daily score histogram; the last bar holds every score from its start. */
export const SCORE_BAR_WIDTH = 50;
export const SCORE_BARS = 7;

const AccuracySchema = z.object({
  /** A review language or a genre. */
  key: z.string(),
  /** Reviews resolved (named, missed or skipped). */
  resolved: z.number().int(),
  correct: z.number().int(),
});
export type Accuracy = z.infer<typeof AccuracySchema>;

/** A player's own figures, from the plays the server refereed (guests: this browser's plays). */
export const MyStatsSchema = z.object({
  dailies: z.object({
    /** Dailies finished on their day. */
    onTheDay: z.number().int(),
    /** Past dailies finished from the archive. */
    fromArchive: z.number().int(),
    /** Of both, those with every review named. */
    won: z.number().int(),
  }),
  /** Day streak: consecutive UTC days with a daily finished on its day (the archive never counts). */
  streak: z.object({ current: z.number().int(), best: z.number().int() }),
  /** Finished dailies (both kinds) per score bar: bar i holds scores from i * SCORE_BAR_WIDTH. */
  scoreBars: z.array(z.number().int()).length(SCORE_BARS),
  /** Screenshots seen per named review, in every mode (null before the first). */
  averageScreenshots: z.number().nullable(),
  byLanguage: z.array(AccuracySchema),
  /** The genres met most often, at most eight. */
  byGenre: z.array(AccuracySchema).max(8),
  /** The days of the last STATS_CALENDAR_DAYS (today included) with a daily finished on its day. */
  playedDays: z.array(z.string()),
});
export type MyStats = z.infer<typeof MyStatsSchema>;
