import { z } from 'zod';
import { DAILY_REVIEW_COUNT, LANGUAGES, MAX_LIST_LIMIT } from '../constants';
import { IdSchema } from './common';
import { isRealDay } from '../days';

export const LanguageSchema = z.enum(LANGUAGES, { error: `language must be one of ${LANGUAGES.join(', ')}` });

export const OutcomeSchema = z.enum(['pending', 'correct', 'incorrect', 'skipped']);
export type Outcome = z.infer<typeof OutcomeSchema>;

/** A review as a player sees it: only the screenshots revealed so far; box art only once resolved. */
export const PlayableReviewSchema = z.object({
  id: z.string(),
  reviewImages: z.array(z.string()),
  /** Text alternatives of the revealed screenshots, in the same order (null when unknown). */
  reviewImageAlts: z.array(z.string().nullable()),
  /** The phone version of each revealed screenshot, same order (null for an uploaded screenshot). */
  reviewImagesNarrow: z.array(z.string().nullable()),
  maxReviews: z.number().int(),
  gameImage: z.string().nullable(),
  language: LanguageSchema,
  /** Where the player stands on this review (for resuming). */
  outcome: OutcomeSchema,
  hintUsed: z.boolean(),
  genre: z.string().nullable(),
  correctAnswer: z.string().nullable(),
  /**
   * The player's own result once the review is resolved (null while pending; absent where a
   * response has no resolved review): what they answered (null for a skip) and the points that
   * answer or skip moved the score by. For the end-of-day recap, also after a reload.
   */
  result: z.object({ guess: z.string().nullable(), points: z.number().int() }).nullable().optional(),
});
export type PlayableReview = z.infer<typeof PlayableReviewSchema>;

/** The server's running figures for the current play (the referee's numbers). */
export const GameStateSchema = z.object({
  score: z.number().int(),
  streak: z.number().int(),
  maxStreak: z.number().int(),
  reviewsCompleted: z.number().int(),
  reviewsSkipped: z.number().int(),
  hintsUsed: z.number().int(),
  /** Correct answers (reviewsCompleted counts wrong answers too). */
  reviewsCorrect: z.number().int(),
  /** Points owed for reveals and skips the score could not cover, taken from the next points earned. */
  owed: z.number().int(),
});
export type GameState = z.infer<typeof GameStateSchema>;

export const LanguageQuerySchema = z.object({ language: LanguageSchema.default('en') });

/** A UTC calendar day, YYYY-MM-DD. */
export const DaySchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'date must be YYYY-MM-DD')
  .refine(isRealDay, 'date is not a calendar date');

/** A yes/no query flag: `1`/`true` or `0`/`false`. */
const queryFlag = (name: string) =>
  z.enum(['1', 'true', '0', 'false'], { error: `${name} must be 1, true, 0 or false` }).transform((v) => v === '1' || v === 'true');

export const DailyQuerySchema = z.object({
  language: LanguageSchema.default('en'),
  /** Hard mode on or off; switched on only before the play's screenshots are served. Absent: unchanged. */
  hard: queryFlag('hard').optional(),
  /** The start screen's look: the play's figures without serving its screenshots (reviews stay empty until then). */
  preview: queryFlag('preview').optional(),
});

export const DailyResponseSchema = z.object({
  /** The day's reviews; empty on a preview of a play whose screenshots were not served yet. */
  reviews: z
    .array(PlayableReviewSchema)
    .refine((r) => r.length === 0 || r.length === DAILY_REVIEW_COUNT, `a daily has ${DAILY_REVIEW_COUNT} reviews`),
  hasCompleted: z.boolean(),
  date: z.string(),
  /** The puzzle number (#1 = the first day the game ran). */
  number: z.number().int(),
  /** True for today's daily; false for a past day's. */
  isToday: z.boolean(),
  /** True when this play is from the archive: scored for the profile, never on the leaderboards nor the day streak. */
  archive: z.boolean(),
  state: GameStateSchema,
  /** The language the day's play was started in (fixed once started). */
  language: LanguageSchema,
  /** Hard mode: one screenshot, no jokers, correct answers multiplied (HARD_MODE_MULTIPLIER). */
  hard: z.boolean(),
  /** Hard mode can still be switched on: none of this play's screenshots has been served yet. */
  hardOpen: z.boolean(),
});
export type DailyResponse = z.infer<typeof DailyResponseSchema>;

export const RandomQuerySchema = z.object({
  language: LanguageSchema.default('en'),
  exclude: z
    .string()
    .max(200_000)
    .optional()
    .transform((v) => (v ? v.split(',').map((s) => s.trim()).filter(Boolean).slice(0, 10_000) : [])),
});

export const RandomResponseSchema = PlayableReviewSchema.extend({ state: GameStateSchema });

/** `day`: the past daily (archive) the review belongs to; absent for today's daily and free play. */
export const ReviewIdBodySchema = z.object({ reviewId: IdSchema, day: DaySchema.optional() });
export const ReviewIdParamsSchema = z.object({ reviewId: IdSchema });
export const DayQuerySchema = z.object({ day: DaySchema.optional() });
export const DayParamsSchema = z.object({ date: DaySchema });

export const VerifyBodySchema = z.object({
  reviewId: IdSchema,
  day: DaySchema.optional(),
  answer: z.string({ error: 'Please type an answer' }).trim().min(1, 'Please type an answer').max(200, 'Answer is too long'),
});
export const VerifyResponseSchema = z.object({
  isCorrect: z.boolean(),
  correctAnswer: z.string(),
  /** What the score gained. */
  points: z.number().int(),
  /** Points of this answer that paid what was owed (earned = points + owedPaid). */
  owedPaid: z.number().int(),
  gameImage: z.string().nullable(),
  /** The player credited for this puzzle ("submitted by"), when they agreed to it. */
  submittedBy: z.string().nullable().optional(),
  state: GameStateSchema,
  /** True when this answer finished the daily challenge. */
  finished: z.boolean(),
});
export type VerifyResponse = z.infer<typeof VerifyResponseSchema>;

export const SkipResponseSchema = z.object({
  correctAnswer: z.string(),
  gameImage: z.string().nullable(),
  submittedBy: z.string().nullable().optional(),
  state: GameStateSchema,
  finished: z.boolean(),
});
export type SkipResponse = z.infer<typeof SkipResponseSchema>;

export const HintResponseSchema = z.object({ genre: z.string(), state: GameStateSchema });
export const RevealResponseSchema = z.object({
  reviewImages: z.array(z.string()),
  reviewImageAlts: z.array(z.string().nullable()),
  reviewImagesNarrow: z.array(z.string().nullable()),
  maxReviews: z.number().int(),
  state: GameStateSchema,
});
export type RevealResponse = z.infer<typeof RevealResponseSchema>;

export const GameNamesResponseSchema = z.object({
  gameNames: z.array(z.string()),
  /**
   * Official localised titles by interface language, then game name: the autocomplete shows them in
   * that language. Review aliases are not sent: keyed by game, they would tell the games that have
   * reviews apart from the rest of the catalogue (the autocomplete derives abbreviations instead).
   */
  localTitles: z.partialRecord(LanguageSchema, z.record(z.string(), z.array(z.string()))).default({}),
});

export const LanguageAvailabilitySchema = z.object({
  // count: active reviews in the language (the daily's choice); freeplayCount: those free play can
  // serve, i.e. without today's and the stored coming dailies' reviews (decision 15).
  languages: z.array(z.object({ code: LanguageSchema, count: z.number().int(), freeplayCount: z.number().int(), playable: z.boolean() })),
});
export type LanguageAvailability = z.infer<typeof LanguageAvailabilitySchema>;

export const FreeplayStartBodySchema = z.object({ language: LanguageSchema.default('en') });
export const FreeplayStartResponseSchema = z.object({ state: GameStateSchema });
/** The caller's free-play session left mid-review (a reload): its language and the server's figures; null when there is none. */
export const FreeplayActiveResponseSchema = z.object({ session: z.object({ language: LanguageSchema, state: GameStateSchema }).nullable() });

// ---- scores ----

export const GameModeSchema = z.enum(['daily', 'freeplay'], { error: 'gameMode must be daily or freeplay' });

const count = z.number({ error: 'must be a number' }).int().min(0).max(1_000_000);
export const SubmitScoreBodySchema = z.object({
  gameMode: GameModeSchema,
  score: count,
  reviewsCompleted: count,
  reviewsSkipped: count,
  hintsUsed: count,
  maxStreak: count,
});
export type SubmitScoreBody = z.infer<typeof SubmitScoreBodySchema>;

/** A recorded score's mode: an archive day is scored for the profile only. */
export const ScoreModeSchema = z.enum(['daily', 'freeplay', 'archive']);

export const ScoreRecordSchema = z.object({
  _id: z.string(),
  gameMode: ScoreModeSchema,
  score: z.number().int(),
  reviewsCompleted: z.number().int(),
  reviewsSkipped: z.number().int(),
  hintsUsed: z.number().int(),
  maxStreak: z.number().int(),
  createdAt: z.string(),
});
export type ScoreRecord = z.infer<typeof ScoreRecordSchema>;

export const SubmitScoreResponseSchema = z.object({ score: ScoreRecordSchema });

export const LimitQuerySchema = z.object({
  limit: z.coerce.number({ error: 'limit must be a number' }).int('limit must be a whole number').min(1, 'limit must be at least 1').max(MAX_LIST_LIMIT, `limit must be at most ${MAX_LIST_LIMIT}`).default(10),
});

export const DailyLeaderboardEntrySchema = z.object({
  rank: z.number().int(),
  username: z.string(),
  score: z.number().int(),
  reviewsCompleted: z.number().int(),
  maxStreak: z.number().int(),
  /** Played in hard mode. */
  hard: z.boolean(),
});
export const AllTimeLeaderboardEntrySchema = z.object({
  rank: z.number().int(),
  username: z.string(),
  totalScore: z.number().int(),
  gamesPlayed: z.number().int(),
  streak: z.number().int(),
});
export const DailyLeaderboardSchema = z.object({ leaderboard: z.array(DailyLeaderboardEntrySchema) });
export const AllTimeLeaderboardSchema = z.object({ leaderboard: z.array(AllTimeLeaderboardEntrySchema) });
export type DailyLeaderboardEntry = z.infer<typeof DailyLeaderboardEntrySchema>;
export type AllTimeLeaderboardEntry = z.infer<typeof AllTimeLeaderboardEntrySchema>;

export const UserScoresSchema = z.object({ scores: z.array(ScoreRecordSchema) });
export const RankInfoSchema = z.object({ rank: z.number().int(), totalUsers: z.number().int() });
export const UserIdParamsSchema = z.object({ userId: IdSchema });
