import { z } from 'zod';
import { DAILY_REVIEW_COUNT, DIFFICULTIES, IMAGES_PER_LANGUAGE, LANGUAGE_NAMES, LANGUAGES, MAX_LIST_LIMIT, utcDate } from '../constants';
import { isRealDay } from '../days';
import { IdSchema } from './common';
import { playerMessage } from '../player-messages';
import { DifficultyFromDataSchema } from './planning';
import { ReportCountsSchema } from './reports';

/** A screenshot we stored ourselves: the path an upload or a rendered review answers with. */
export const STORED_IMAGE_PATH = /^\/images\/[a-f0-9]{32}\.webp$/;
export const TRANSCRIPT_MAX = 4000;

/** "image 2 (Français)": how messages name one screenshot slot. */
export const imageSlotName = (language: (typeof LANGUAGES)[number], slot: number) => `image ${slot + 1} (${LANGUAGE_NAMES[language]})`;

/** Why a screenshot of an active review cannot be saved without its transcript (server and form). */
export const transcriptRequiredMessage = (language: (typeof LANGUAGES)[number], slot: number) =>
  playerMessage('transcriptRequired', { n: slot + 1, language: LANGUAGE_NAMES[language] });

/** Images per language as stored: public paths (/images/<hash>.webp; older rows may hold URLs). */
const imageList = z.array(z.string().trim().max(2000)).max(IMAGES_PER_LANGUAGE, `At most ${IMAGES_PER_LANGUAGE} images per language`);
/** The transcript of each screenshot (the text it shows), parallel to the images; served as its alt text. */
const altList = z.array(z.string().max(TRANSCRIPT_MAX).nullable()).max(IMAGES_PER_LANGUAGE);

export const ReviewImagesSchema = z.partialRecord(z.enum(LANGUAGES), imageList);
export const ReviewImageAltsSchema = z.partialRecord(z.enum(LANGUAGES), altList);

/**
 * Screenshots sent by the review form: only our own stored images (empty slots are allowed and
 * dropped). An outside URL would skip decoding, metadata stripping and the opaque hashed name.
 */
export const ReviewImagesInputSchema = ReviewImagesSchema.superRefine((images, ctx) => {
  for (const lang of LANGUAGES) {
    for (const [i, raw] of (images[lang] ?? []).entries()) {
      if (raw === '' || STORED_IMAGE_PATH.test(raw)) continue;
      const shown = raw.length > 60 ? `${raw.slice(0, 60)}...` : raw;
      ctx.addIssue({
        code: 'custom',
        path: [lang, i],
        message: `reviewImages: ${imageSlotName(lang, i)} must be a screenshot uploaded or rendered here (/images/...webp), not "${shown}". Upload the file instead of linking it.`,
      });
      return;
    }
  }
});
export const ReviewImageAltsInputSchema = z.partialRecord(
  z.enum(LANGUAGES),
  z.array(z.string().trim().max(TRANSCRIPT_MAX, `A transcript is too long (${TRANSCRIPT_MAX} characters at most)`).nullable()).max(IMAGES_PER_LANGUAGE),
);

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
  /** The difficulty the play data suggests, shown beside the admin's setting. */
  difficultyFromData: DifficultyFromDataSchema.optional(),
  /** Players' reports on the review (the list only). */
  reports: ReportCountsSchema.optional(),
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
  /** Active reviews of the shipped demo content: their answers are public (docs/security.md). */
  activeDemoReviews: z.number().int().optional(),
});
export type ReviewStats = z.infer<typeof ReviewStatsSchema>;

/** A review that was played is retired (kept for past days and history, never served) instead of deleted. */
export const DeleteReviewResponseSchema = z.object({ ok: z.literal(true), retired: z.boolean() });
export const DeactivateDemoResponseSchema = z.object({ reviewsUpdated: z.number().int() });

export const AT_LEAST_ONE_IMAGE = 'Please upload at least one review image in any language';

/** Create and full edit share one body (docs/product.md §7: "same fields as create"). Empty slots are dropped. */
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
  reviewImages: ReviewImagesInputSchema,
  /** Transcripts, parallel to reviewImages; required for every image of an active review. */
  reviewImageAlts: ReviewImageAltsInputSchema.optional(),
});
export type ReviewInput = z.infer<typeof ReviewInputSchema>;

export const ToggleReviewSchema = z.object({ isActive: z.boolean({ error: 'isActive must be true or false' }) });

const limitParam = z.coerce.number().int().min(1, 'limit must be at least 1').max(MAX_LIST_LIMIT, `limit must be at most ${MAX_LIST_LIMIT}`).default(50);

export const ReviewListQuerySchema = z.object({ limit: limitParam });

/** GET /admin/reviews: ?limit=50 / ?limit=100 (docs/product.md §9), plus paging and search (all optional). */
export const AdminReviewQuerySchema = z.object({
  limit: limitParam,
  offset: z.coerce.number({ error: 'offset must be a number' }).int('offset must be a whole number').min(0, 'offset must be 0 or more').max(1_000_000, 'offset is too large').default(0),
  /** Part of the game name, an alias or the genre (case-insensitive). */
  q: z.string({ error: 'q must be text' }).trim().max(200, 'q is too long (200 characters at most)').optional(),
  /** Part of the genre (case-insensitive). */
  genre: z.string({ error: 'genre must be text' }).trim().max(100, 'genre is too long (100 characters at most)').optional(),
  /** Reviews with at least one image in that language. */
  language: z.enum(LANGUAGES, { error: `language must be one of ${LANGUAGES.join(', ')}` }).optional(),
  active: z
    .enum(['true', 'false'], { error: 'active must be true or false' })
    .transform((v) => v === 'true')
    .optional(),
});
export type AdminReviewQuery = z.infer<typeof AdminReviewQuerySchema>;

/**
 * A written review, rendered by the server into a review-card screenshot. These limits are the one set
 * the renderer, the admin form and the submit form all use.
 */
export const REVIEWER_MAX = 60;
export const REVIEW_TEXT_MIN = 20;
export const REVIEW_TEXT_MAX = 2000;
export const REVIEW_HOURS_MAX = 100_000;
/** The earliest posted date a card shows. */
export const REVIEW_POSTED_MIN = '1970-01-01';
const PostedDaySchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'posted must be a date as YYYY-MM-DD')
  .refine(isRealDay, 'posted is not a calendar date')
  .refine((day) => day >= REVIEW_POSTED_MIN, `posted cannot be before ${REVIEW_POSTED_MIN}`);
/** The date of a review written now (the write panel, a submission): a real day, not in the future. */
export const WrittenPostedDaySchema = PostedDaySchema.refine((day) => day <= utcDate(), 'posted cannot be in the future');
export const ReviewTextSchema = z.object({
  reviewer: z.string().trim().min(1, 'reviewer is required').max(REVIEWER_MAX, `reviewer is too long (${REVIEWER_MAX} characters at most)`),
  hours: z.number({ error: 'hours must be a number' }).min(0, 'hours must be 0 or more').max(REVIEW_HOURS_MAX, `hours is too large (${REVIEW_HOURS_MAX} at most)`),
  recommended: z.boolean({ error: 'recommended must be true or false' }),
  posted: PostedDaySchema,
  text: z.string().trim().min(REVIEW_TEXT_MIN, `text is too short (${REVIEW_TEXT_MIN} characters at least)`).max(REVIEW_TEXT_MAX, `text is too long (${REVIEW_TEXT_MAX} characters at most)`),
});
export type ReviewText = z.infer<typeof ReviewTextSchema>;

export const RenderReviewBodySchema = ReviewTextSchema.extend({
  posted: WrittenPostedDaySchema,
  language: z.enum(LANGUAGES),
  /** When given, the text is refused if it names the game. */
  gameName: z.string().trim().max(200).optional(),
  aliases: z.array(z.string().trim().max(200)).max(20).optional(),
});
export const RenderReviewResponseSchema = z.object({ imagePath: z.string(), altText: z.string() });

/** The "Hardest Review" tile only counts reviews played at least this often (one play proves nothing). */
export const HARDEST_MIN_PLAYS = 10;

export const MAX_UPLOAD_MB = 8;

/** `total` counts every review that matches the filters (for paging). */
export const ReviewsResponseSchema = z.object({ reviews: z.array(AdminReviewSchema), total: z.number().int() });
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
/** The first day from tomorrow on that has no scheduled challenge (the Create form's default). */
export const NextFreeDateResponseSchema = z.object({ date: z.string() });

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
