import { z } from 'zod';
import { IdSchema } from './common';
import { LanguageSchema } from './game';

/** Why a player reports a puzzle (docs/product.md). */
export const REPORT_REASONS = ['title-visible', 'wrong-answer', 'answer-should-be-accepted', 'offensive', 'broken-image'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

export const REPORT_NOTE_MAX = 1000;
/** A review with at least this many "title visible" reports is flagged on the admin calendar. */
export const TITLE_VISIBLE_FLAG_AT = 2;
/** Reports one account may send per hour. */
export const REPORTS_PER_HOUR = 20;

export const ReportBodySchema = z.object({
  reviewId: IdSchema,
  reason: z.enum(REPORT_REASONS, { error: `reason must be one of ${REPORT_REASONS.join(', ')}` }),
  note: z.string().trim().max(REPORT_NOTE_MAX, `The note is too long (${REPORT_NOTE_MAX} characters at most)`).optional().default(''),
});
export type ReportBody = z.infer<typeof ReportBodySchema>;

export const ReportCreatedSchema = z.object({ ok: z.literal(true), id: z.string() });

/** Report counts of a review: all reasons, and "title visible" alone. */
export const ReportCountsSchema = z.object({ total: z.number().int(), titleVisible: z.number().int() });
export type ReportCounts = z.infer<typeof ReportCountsSchema>;

export const QueuedReportSchema = z.object({
  id: z.string(),
  reviewId: z.string(),
  gameName: z.string(),
  language: LanguageSchema,
  reason: z.enum(REPORT_REASONS),
  note: z.string(),
  username: z.string(),
  createdAt: z.string(),
  /** Every report on this review, all languages. */
  reviewReports: ReportCountsSchema,
});
export type QueuedReport = z.infer<typeof QueuedReportSchema>;

export const ReportQueueQuerySchema = z.object({ language: LanguageSchema.optional() });
export const ReportQueueSchema = z.object({ reports: z.array(QueuedReportSchema) });
