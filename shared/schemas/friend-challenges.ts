import { z } from 'zod';

export const ChallengeCodeParamsSchema = z.object({ code: z.string().regex(/^[A-Za-z0-9_-]{22}$/, 'This challenge link is not valid.') });

export const ChallengeLinkSchema = z.object({ code: z.string() });

/** One player's result of the day, review by review (shown only to a viewer who finished that day). */
export const ChallengeResultSchema = z.object({
  username: z.string(),
  score: z.number().int(),
  correct: z.number().int(),
  hard: z.boolean(),
  reviews: z.array(z.object({ position: z.number().int(), outcome: z.enum(['correct', 'incorrect', 'skipped']), points: z.number().int(), gameName: z.string() })),
});
export type ChallengeResult = z.infer<typeof ChallengeResultSchema>;

export const ChallengeViewSchema = z.object({
  day: z.string(),
  isToday: z.boolean(),
  challenger: z.string(),
  /** The viewer is the challenger (their own link). */
  own: z.boolean(),
  /** Both results once the viewer has finished the day; null before (no answer, no score of the challenger). */
  results: z.object({ challenger: ChallengeResultSchema, viewer: ChallengeResultSchema }).nullable(),
});
export type ChallengeView = z.infer<typeof ChallengeViewSchema>;
