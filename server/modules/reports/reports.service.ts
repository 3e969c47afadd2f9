import type { Language } from '../../../shared/constants';
import type { QueuedReport, ReportBody, ReportReason } from '../../../shared/schemas/reports';
import type { Db } from '../../db/database';
import type { UserRow } from '../../db/schema';
import { notFound, conflict, forbidden } from '../../lib/app-error';
import { newId, nowIso } from '../../lib/ids';
import { createReportsRepository } from './reports.repository';

export type ReportsService = ReturnType<typeof createReportsService>;

/**
 * Reports on puzzles (docs/product.md): a signed-in player reports a review they played to its end,
 * once; the report goes to the admins and the moderators of the language the review was played in.
 */
export function createReportsService(deps: { db: Db; languagesModeratedBy(user: UserRow): Promise<readonly Language[]> }) {
  const reports = createReportsRepository(deps.db);

  return {
    /** Report counts per review, for the admin's list and calendar (reviews without reports are absent). */
    countsFor: (reviewIds: readonly string[]) => reports.counts(reviewIds),

    async report(user: UserRow, body: ReportBody): Promise<string> {
      // A review the player was never served, or has not finished, reads like one that does not exist
      // only when it does not: an unknown id is "not found", a known one "play it first".
      const entry = await reports.resolvedEntry(user.id, body.reviewId);
      if (!entry) {
        if (!(await reports.reviewExists(body.reviewId))) throw notFound('reviewNotFound');
        throw forbidden('reportNotPlayed');
      }
      const id = newId();
      const inserted = await reports.insert({ id, review_id: body.reviewId, user_id: user.id, language: entry.language, reason: body.reason, note: body.note, created_at: nowIso() });
      if (!inserted) throw conflict('reportTwice');
      return id;
    },

    /** The reports an admin (every language) or a moderator (their languages) sees; `language` narrows it. */
    async queue(user: UserRow, language?: Language): Promise<QueuedReport[]> {
      const mine = await deps.languagesModeratedBy(user);
      if (mine.length === 0) throw forbidden('moderatorsOnly');
      if (language && !mine.includes(language)) throw forbidden('moderatorsOnly');
      const rows = await reports.queue(language ? [language] : mine);
      const counts = await reports.counts(rows.map((r) => r.review_id));
      return rows.map((r) => ({
        id: r.id,
        reviewId: r.review_id,
        gameName: r.game_name,
        language: r.language as Language,
        reason: r.reason as ReportReason,
        note: r.note,
        username: r.username,
        createdAt: r.created_at,
        reviewReports: counts.get(r.review_id) ?? { total: 0, titleVisible: 0 },
      }));
    },
  };
}
