import { z } from 'zod';
import { DAILY_REVIEW_COUNT, DIFFICULTIES, IMAGES_PER_LANGUAGE, LANGUAGES, MAX_LIST_LIMIT } from '../constants';
import { IdSchema } from './common';

/** Images per language: public paths (/images/<hash>.webp) or http(s) URLs, 1-3 per language used. */
const imageList = z.array(z.string().trim().max(2000)).max(IMAGES_PER_LANGUAGE, `At most ${IMAGES_PER_LANGUAGE} images per language`);
const altList = z.array(z.string().max(4000).nullable()).max(IMAGES_PER_LANGUAGE);

export const ReviewImagesSchema = z.partialRecord(z.enum(LANGUAGES), imageList);
export const ReviewImageAltsSchema = z.partialRecord(z.enum(LANGUAGES), altList);

export const AdminReviewSchema = z.object({
  _id: z.string(),
  gameName: z.string(),
  genre: z.string(),
  gameImage: z.string().nullable(),
  difficulty: z.enum(DIFFICULTIES),
  aliases: z.array(z.string()),
  isActive: z.boolean(),
  reviewImages: ReviewImagesSchema,
  reviewImageAlts: ReviewImageAltsSchema,
  timesPlayed: z.number().int(),
  timesCorrect: z.number().int(),
  totalPlays: z.number().int(),
  successRate: z.number().int(),
  skips: z.number().int(),
  skipPercentage: z.number().int(),
  hints: z.number().int(),
  hintPercentage: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminReview = z.infer<typeof AdminReviewSchema>;

export const ReviewStatsSchema = z.object({
  totalReviews: z.number().int(),
  activeReviews: z.number().int(),
  inactiveReviews: z.number().int(),
  totalPlayed: z.number().int(),
  totalCorrect: z.number().int(),
});
export type ReviewStats = z.infer<typeof ReviewStatsSchema>;

export const AT_LEAST_ONE_IMAGE = 'Please upload at least one review image in any language';

/** Create and full edit share one body (SPEC 7: "same fields as create"). Empty slots are dropped. */
export const ReviewInputSchema = z.object({
  gameName: z.string({ error: 'Game name is required' }).trim().min(1, 'Game name is required').max(200, 'Game name is too long (200 characters at most)'),
  genre: z.string({ error: 'Genre is required' }).trim().min(1, 'Genre is required').max(100, 'Genre is too long (100 characters at most)'),
  gameImage: z
    .string()
    .trim()
    .max(2000)
    .optional()
    .nullable()
    .transform((v) => (v ? v : null))
    .refine((v) => v === null || /^https?:\/\/\S+$/i.test(v), 'Game image must be a URL (http:// or https://)'),
  difficulty: z.enum(DIFFICULTIES, { error: 'Difficulty must be easy, medium or hard' }).default('medium'),
  aliases: z.array(z.string().trim().min(1).max(200, 'An alias is too long (200 characters at most)')).max(20, 'At most 20 aliases').default([]),
  reviewImages: ReviewImagesSchema,
  reviewImageAlts: ReviewImageAltsSchema.optional(),
});
export type ReviewInput = z.infer<typeof ReviewInputSchema>;

export const ToggleReviewSchema = z.object({ isActive: z.boolean({ error: 'isActive must be true or false' }) });

export const ReviewListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1, 'limit must be at least 1').max(MAX_LIST_LIMIT, `limit must be at most ${MAX_LIST_LIMIT}`).default(50),
});

/** A written review, rendered by the server into a review-card screenshot. */
export const REVIEWER_MAX = 60;
export const REVIEW_TEXT_MIN = 20;
export const REVIEW_TEXT_MAX = 2000;
export const ReviewTextSchema = z.object({
  reviewer: z.string().trim().min(1, 'reviewer is required').max(REVIEWER_MAX, `reviewer is too long (${REVIEWER_MAX} characters at most)`),
  hours: z.number({ error: 'hours must be a number' }).min(0, 'hours must be 0 or more').max(100_000, 'hours is too large'),
  recommended: z.boolean({ error: 'recommended must be true or false' }),
  posted: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'posted must be a date as YYYY-MM-DD'),
  text: z.string().trim().min(REVIEW_TEXT_MIN, `text is too short (${REVIEW_TEXT_MIN} characters at least)`).max(REVIEW_TEXT_MAX, `text is too long (${REVIEW_TEXT_MAX} characters at most)`),
});
export type ReviewText = z.infer<typeof ReviewTextSchema>;

export const RenderReviewBodySchema = ReviewTextSchema.extend({
  language: z.enum(LANGUAGES),
  /** When given, the text is refused if it names the game. */
  gameName: z.string().trim().max(200).optional(),
  aliases: z.array(z.string().trim().max(200)).max(20).optional(),
});
export const RenderReviewResponseSchema = z.object({ imagePath: z.string(), altText: z.string() });

export const MAX_UPLOAD_MB = 8;

export const ReviewsResponseSchema = z.object({ reviews: z.array(AdminReviewSchema) });
export const ReviewResponseSchema = z.object({ review: AdminReviewSchema });
export const ImagePathResponseSchema = z.object({ imagePath: z.string() });
export const IdParamsSchema = z.object({ id: IdSchema });

// ---- daily challenges ----

export const ChallengeReviewSchema = z.object({
  _id: z.string(),
  gameName: z.string(),
  difficulty: z.enum(DIFFICULTIES),
  image: z.string().nullable(),
});

export const DailyChallengeSchema = z.object({
  _id: z.string(),
  date: z.string(),
  reviewIds: z.array(ChallengeReviewSchema),
  isActive: z.boolean(),
  /** 'auto' when the server picked it because nothing was scheduled. */
  source: z.enum(['admin', 'auto']),
});
export type DailyChallenge = z.infer<typeof DailyChallengeSchema>;
export const ChallengeResponseSchema = z.object({ challenge: DailyChallengeSchema });

const reviewIds = z
  .array(IdSchema, { error: 'Please select exactly 3 reviews' })
  .length(DAILY_REVIEW_COUNT, 'Please select exactly 3 reviews')
  .refine((ids) => new Set(ids).size === ids.length, 'Please select 3 different reviews');

export const CreateChallengeSchema = z.object({
  date: z.string({ error: 'Please select a date' }).min(1, 'Please select a date').regex(/^\d{4}-\d{2}-\d{2}$/, 'The date must be YYYY-MM-DD'),
  reviewIds,
});
export const UpdateChallengeSchema = z.object({ reviewIds });

// ---- analytics ----

export const ReviewAnalyticsSchema = z.object({
  _id: z.string(),
  gameName: z.string(),
  difficulty: z.enum(DIFFICULTIES),
  isActive: z.boolean(),
  totalPlays: z.number().int(),
  timesCorrect: z.number().int(),
  successRate: z.number().int(),
  skips: z.number().int(),
  skipPercentage: z.number().int(),
  hints: z.number().int(),
  hintPercentage: z.number().int(),
});

export const AnalyticsPayloadSchema = z.object({
  globalStats: z.object({
    totalUsers: z.number().int(),
    onlineUsers: z.number().int(),
    totalGamesPlayed: z.number().int(),
    totalCorrectAnswers: z.number().int(),
  }),
  hardestReview: ReviewAnalyticsSchema.nullable(),
  reviewStats: z.array(ReviewAnalyticsSchema),
  /** Plays and correct answers per UTC day, last 30 days, oldest first. */
  daily: z.array(z.object({ date: z.string(), plays: z.number().int(), correct: z.number().int() })),
  timestamp: z.string(),
});
export type AnalyticsPayload = z.infer<typeof AnalyticsPayloadSchema>;

export const AnalyticsResetResponseSchema = z.object({ reviewsUpdated: z.number().int() });

/** socket.io events (server -> client). */
export const STATS_UPDATE_EVENT = 'stats-update';
export const STATS_INTERVAL_MS = 5000;

// ---- contact inbox ----

export const ContactMessageSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  handled: z.boolean(),
  createdAt: z.string(),
});
export const MessagesResponseSchema = z.object({ messages: z.array(ContactMessageSchema), unhandled: z.number().int() });
export const MessageResponseSchema = z.object({ message: ContactMessageSchema });
export const MessageHandledSchema = z.object({ handled: z.boolean({ error: 'handled must be true or false' }) });
