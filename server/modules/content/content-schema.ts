import { z } from 'zod';
import { DIFFICULTIES, LANGUAGES } from '../../../shared/constants';

/** One written review, rendered into a screenshot card. */
export const ReviewTextSchema = z.object({
  reviewer: z.string().trim().min(1, 'reviewer is required').max(60, 'reviewer is too long (60 characters at most)'),
  hours: z.number({ error: 'hours must be a number' }).min(0, 'hours must be 0 or more').max(100_000, 'hours is too large'),
  recommended: z.boolean({ error: 'recommended must be true or false' }),
  posted: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'posted must be a date as YYYY-MM-DD'),
  text: z.string().trim().min(20, 'text is too short (20 characters at least)').max(2000, 'text is too long (2000 characters at most)'),
});
export type ReviewText = z.infer<typeof ReviewTextSchema>;

export const GameMetaSchema = z.object({
  slug: z.string().regex(/^[a-z0-9-]+$/),
  gameName: z.string().trim().min(1).max(200),
  genre: z.string().trim().min(1).max(100),
  difficulty: z.enum(DIFFICULTIES),
  aliases: z.array(z.string().trim().min(1).max(200)).max(20),
});
export type GameMeta = z.infer<typeof GameMetaSchema>;

export const LanguageKeySchema = z.enum(LANGUAGES);
