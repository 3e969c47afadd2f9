import { z } from 'zod';
import { DaySchema } from './game';

export const ARCHIVE_PAGE_SIZE = 30;

export const ArchiveQuerySchema = z.object({
  page: z.coerce.number({ error: 'page must be a number' }).int('page must be a whole number').min(1, 'page must be at least 1').max(100_000, 'page is too large').default(1),
});

/** Where the player stands on a past daily: not played, started, or finished. */
export const ArchiveMarkSchema = z.enum(['new', 'started', 'finished']);
export type ArchiveMark = z.infer<typeof ArchiveMarkSchema>;

export const ArchiveDaySchema = z.object({
  date: DaySchema,
  number: z.number().int(),
  mark: ArchiveMarkSchema,
  /** The player's score for that day (null when not played). */
  score: z.number().int().nullable(),
  /** True when the player played it on its day (counted on that day's leaderboard). */
  onTheDay: z.boolean(),
});
export type ArchiveDay = z.infer<typeof ArchiveDaySchema>;

export const ArchiveResponseSchema = z.object({
  days: z.array(ArchiveDaySchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type ArchiveResponse = z.infer<typeof ArchiveResponseSchema>;
