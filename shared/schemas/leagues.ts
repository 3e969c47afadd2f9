import { z } from 'zod';
import { IdSchema } from './common';
import { DaySchema } from './game';

/** Limits of leagues (docs/product.md). */
export const LEAGUES = {
  /** Leagues one player may own. */
  maxOwned: 10,
  maxMembers: 500,
  nameMax: 40,
} as const;

export const LEAGUE_NAME_REQUIRED = 'Please give your league a name.';
export const LEAGUE_NAME_TOO_LONG = `A league name is at most ${LEAGUES.nameMax} characters.`;

export const LeagueNameSchema = z
  .string({ error: LEAGUE_NAME_REQUIRED })
  .trim()
  .min(1, LEAGUE_NAME_REQUIRED)
  .max(LEAGUES.nameMax, LEAGUE_NAME_TOO_LONG)
  // eslint-disable-next-line no-control-regex
  .refine((v) => !/[\u0000-\u001f\u007f]/.test(v), LEAGUE_NAME_REQUIRED);

/** An invite code as the server makes them (URL-safe, 22 characters); anything else is not one. */
export const InviteCodeSchema = z.string().regex(/^[A-Za-z0-9_-]{22}$/, 'This invite link is not valid any more. Ask for a new one.');

export const LeagueNameBodySchema = z.object({ name: LeagueNameSchema });
export const JoinLeagueBodySchema = z.object({ code: InviteCodeSchema });
export const LeagueIdParamsSchema = z.object({ id: IdSchema });
export const LeagueMemberParamsSchema = z.object({ id: IdSchema, userId: IdSchema });
export const LeagueDayQuerySchema = z.object({ date: DaySchema.optional() });

/** The player's place on one league's board of today (null before they finish today's daily). */
export const LeagueTodaySchema = z.object({ rank: z.number().int(), of: z.number().int(), score: z.number().int() });

export const LeagueSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  inviteCode: z.string(),
  isOwner: z.boolean(),
  memberCount: z.number().int(),
  today: LeagueTodaySchema.nullable(),
});
export type LeagueSummary = z.infer<typeof LeagueSummarySchema>;

export const LeagueMemberSchema = z.object({ userId: z.string(), username: z.string(), isOwner: z.boolean(), joinedAt: z.string() });

export const LeagueDetailSchema = LeagueSummarySchema.extend({ ownerId: z.string(), members: z.array(LeagueMemberSchema) });
export type LeagueDetail = z.infer<typeof LeagueDetailSchema>;

export const CreatedLeagueSchema = z.object({ league: z.object({ id: z.string(), name: z.string(), inviteCode: z.string() }) });
export const LeagueResponseSchema = z.object({ league: LeagueDetailSchema });
export const MyLeaguesSchema = z.object({ leagues: z.array(LeagueSummarySchema) });
export const InviteCodeResponseSchema = z.object({ inviteCode: z.string() });

export const LeagueDailyEntrySchema = z.object({
  rank: z.number().int(),
  userId: z.string(),
  username: z.string(),
  score: z.number().int(),
  reviewsCompleted: z.number().int(),
  maxStreak: z.number().int(),
  hard: z.boolean(),
});
export const LeagueDailyBoardSchema = z.object({
  date: z.string(),
  leaderboard: z.array(LeagueDailyEntrySchema),
  /** Members with no daily recorded that day. */
  notPlayed: z.array(z.object({ userId: z.string(), username: z.string() })),
});
export type LeagueDailyBoard = z.infer<typeof LeagueDailyBoardSchema>;

export const LeagueAllTimeEntrySchema = z.object({
  rank: z.number().int(),
  userId: z.string(),
  username: z.string(),
  totalScore: z.number().int(),
  gamesPlayed: z.number().int(),
  streak: z.number().int(),
});
export const LeagueAllTimeBoardSchema = z.object({ leaderboard: z.array(LeagueAllTimeEntrySchema) });
export type LeagueAllTimeBoard = z.infer<typeof LeagueAllTimeBoardSchema>;
