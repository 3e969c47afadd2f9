import { z } from 'zod';
import { DIFFICULTIES, IMAGES_PER_LANGUAGE, LANGUAGES } from '../constants';
import { ReviewTextSchema, STORED_IMAGE_PATH, TRANSCRIPT_MAX, WrittenPostedDaySchema } from './admin';
import { IdSchema } from './common';

// ---- limits (shown to players as they are) ----

/** Submissions one player may send per rolling 24 hours. */
export const SUBMISSIONS_PER_DAY = 5;
/** Submissions one player may have waiting for a moderator at once. */
export const MAX_PENDING_SUBMISSIONS = 10;
/** Screenshot uploads one player may send per hour. */
export const SUBMISSION_UPLOADS_PER_HOUR = 20;
export const SUBMISSION_UPLOAD_MB = 4;

export const SUBMISSION_STATES = ['pending', 'approved', 'refused'] as const;
export type SubmissionState = (typeof SUBMISSION_STATES)[number];

/** The reasons a moderator picks from when refusing (the free text adds detail). */
export const REFUSAL_REASONS = ['names-the-game', 'duplicate', 'not-a-review', 'wrong-language', 'poor-image', 'offensive', 'other'] as const;
export type RefusalReason = (typeof REFUSAL_REASONS)[number];

const language = z.enum(LANGUAGES, { error: `language must be one of ${LANGUAGES.join(', ')}` });
const gameName = z.string({ error: 'Choose a game' }).trim().min(1, 'Choose a game').max(200, 'The game name is too long (200 characters at most)');
const genre = z.string({ error: 'Genre is required' }).trim().min(1, 'Genre is required').max(100, 'Genre is too long (100 characters at most)');
const transcript = z.string().trim().max(TRANSCRIPT_MAX, `A transcript is too long (${TRANSCRIPT_MAX} characters at most)`);
const storedPath = z.string().regex(STORED_IMAGE_PATH, 'Upload each screenshot here first');
const aliases = z.array(z.string().trim().min(1).max(200, 'An alias is too long (200 characters at most)')).max(20, 'At most 20 aliases');

/** The submit form checks its own fields with these, so the form and the server agree. */
export const SubmissionFieldSchemas = { gameName, genre, transcript };

const common = {
  language,
  gameName,
  /** True when the game is not in the catalogue (the player typed a new title). */
  newTitle: z.boolean({ error: 'newTitle must be true or false' }),
  genre,
  /** The player agrees to be shown as "submitted by" once a puzzle is resolved. */
  credit: z.boolean({ error: 'credit must be true or false' }),
};

export const ScreenshotInputSchema = z.object({ imagePath: storedPath, transcript: transcript.optional() });

export const SubmissionInputSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({
      kind: z.literal('screenshots'),
      ...common,
      screenshots: z.array(ScreenshotInputSchema).min(1, 'Add at least one screenshot').max(IMAGES_PER_LANGUAGE, `At most ${IMAGES_PER_LANGUAGE} screenshots`),
    }),
    z.object({
      kind: z.literal('text'),
      ...common,
      cards: z.array(ReviewTextSchema.extend({ posted: WrittenPostedDaySchema })).min(1, 'Add at least one review text').max(IMAGES_PER_LANGUAGE, `At most ${IMAGES_PER_LANGUAGE} review texts`),
    }),
  ],
  { error: 'kind must be screenshots or text' },
);
export type SubmissionInput = z.infer<typeof SubmissionInputSchema>;

export const SubmissionImageSchema = z.object({ imagePath: z.string(), transcript: z.string().nullable() });

/** A submission as its author sees it in "my submissions". */
export const MySubmissionSchema = z.object({
  id: z.string(),
  language,
  gameName: z.string(),
  kind: z.enum(['screenshots', 'text']),
  state: z.enum(SUBMISSION_STATES),
  refusalReason: z.enum(REFUSAL_REASONS).nullable(),
  refusalNote: z.string().nullable(),
  credit: z.boolean(),
  images: z.array(SubmissionImageSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type MySubmission = z.infer<typeof MySubmissionSchema>;

export const MySubmissionsResponseSchema = z.object({
  submissions: z.array(MySubmissionSchema),
  limits: z.object({ perDay: z.number().int(), usedToday: z.number().int(), maxPending: z.number().int(), pending: z.number().int() }),
});
export const SubmissionResponseSchema = z.object({ submission: MySubmissionSchema });
export const UploadedScreenshotSchema = z.object({ imagePath: z.string(), width: z.number().int(), height: z.number().int() });

// ---- moderation ----

/** What the server found before approval; each is a warning the moderator weighs, not a block. */
export const CheckSchema = z.object({
  kind: z.enum(['names-the-game', 'duplicate', 'implausible-image', 'new-title']),
  message: z.string(),
});
export type Check = z.infer<typeof CheckSchema>;

export const QueueItemSchema = MySubmissionSchema.extend({
  submitter: z.string(),
  newTitle: z.boolean(),
  genre: z.string(),
  difficulty: z.enum(DIFFICULTIES),
  aliases: z.array(z.string()),
  checks: z.array(CheckSchema),
});
export type QueueItem = z.infer<typeof QueueItemSchema>;

export const QueueQuerySchema = z.object({
  language,
  state: z.enum(SUBMISSION_STATES, { error: 'state must be pending, approved or refused' }).default('pending'),
});
export const QueueResponseSchema = z.object({ submissions: z.array(QueueItemSchema) });
export const QueueItemResponseSchema = z.object({ submission: QueueItemSchema });
export const ModeratorMeSchema = z.object({ languages: z.array(language) });

/** A moderator's edit: the order (by listing the current screenshots), transcripts, and the puzzle's fields. */
export const ModerationEditSchema = z.object({
  gameName,
  genre,
  difficulty: z.enum(DIFFICULTIES, { error: 'Difficulty must be easy, medium or hard' }),
  aliases,
  images: z.array(z.object({ imagePath: storedPath, transcript: transcript.nullable() })).min(1, 'Keep at least one screenshot').max(IMAGES_PER_LANGUAGE),
});
export type ModerationEdit = z.infer<typeof ModerationEditSchema>;

/** Blacks out a box of one screenshot; the box is in fractions of the image (0-1). */
export const RedactSchema = z
  .object({
    slot: z.number().int().min(0).max(IMAGES_PER_LANGUAGE - 1),
    left: z.number().min(0).max(1),
    top: z.number().min(0).max(1),
    width: z.number().gt(0, 'The box needs a width').max(1),
    height: z.number().gt(0, 'The box needs a height').max(1),
  })
  .refine((b) => b.left + b.width <= 1.0001 && b.top + b.height <= 1.0001, 'The box must stay inside the image');

export const ApproveSchema = z.object({ active: z.boolean({ error: 'active must be true or false' }) });
export const RefuseSchema = z.object({
  reason: z.enum(REFUSAL_REASONS, { error: 'Pick a reason from the list' }),
  note: z.string().trim().max(1000, 'The note is too long (1000 characters at most)').default(''),
});
export const SubmissionIdParamsSchema = z.object({ id: IdSchema });

// ---- admin: moderators and the action log ----

export const ModeratorSchema = z.object({ userId: z.string(), username: z.string(), languages: z.array(language) });
export const ModeratorsResponseSchema = z.object({ moderators: z.array(ModeratorSchema) });
export const SetModeratorSchema = z.object({
  username: z.string({ error: 'Username is required' }).trim().min(1, 'Username is required').max(100),
  languages: z.array(language).max(LANGUAGES.length),
});

export const LogEntrySchema = z.object({
  id: z.string(),
  actor: z.string(),
  action: z.string(),
  language: z.string().nullable(),
  submissionId: z.string().nullable(),
  detail: z.string(),
  createdAt: z.string(),
});
export const LogQuerySchema = z.object({ limit: z.coerce.number().int().min(1).max(200).default(100) });
export const LogResponseSchema = z.object({ entries: z.array(LogEntrySchema) });
