import { z } from 'zod';

/** How everyone did on one review of a day, given only once the viewer has resolved it. */
export const ReviewCommunityStatsSchema = z.object({
  reviewId: z.string(),
  /** Players who resolved it (answered or skipped). */
  players: z.number().int(),
  /** Share of those players who named the game, as a rounded percent. */
  solvedPercent: z.number().int(),
  /** Screenshots seen on average by those who named it (null when nobody did). */
  averageScreenshots: z.number().nullable(),
  /** Up to three most common wrong guesses, only titles from the catalogue. */
  wrongGuesses: z.array(z.string()).max(3),
});
export type ReviewCommunityStats = z.infer<typeof ReviewCommunityStatsSchema>;

export const CommunityStatsSchema = z.object({
  /** One entry per review of the day in order; null while the viewer has not resolved that review. */
  reviews: z.array(ReviewCommunityStatsSchema.nullable()),
  /** Once the viewer's play of the day is finished: players of that day who finished it live, and the share the viewer beat. */
  dayPlayers: z.number().int().nullable(),
  betterThanPercent: z.number().int().nullable(),
});
export type CommunityStats = z.infer<typeof CommunityStatsSchema>;
