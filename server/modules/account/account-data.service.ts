import { isLanguage } from '../../../shared/constants';
import type { AccountExport } from '../../../shared/schemas/account';
import type { Db } from '../../db/database';
import type { UserRow } from '../../db/schema';
import { nowIso } from '../../lib/ids';
import type { AuthService } from '../auth/auth.service';
import { createAccountDataRepository } from './account-data.repository';
import type { Sessions } from './sessions';
import type { Transaction } from '../../repositories';


/**
 * "Download my data" and "delete my account" (docs/security.md, "Accounts"). `onReviewsChange`: a
 * deleted account's "submitted by" credits left its reviews (caches: docs/architecture.md).
 */
export function createAccountDataService({ db, transaction, auth, sessions, onReviewsChange }: { db: Db; transaction: Transaction; auth: AuthService; sessions: Sessions; onReviewsChange(): void }) {
  const data = createAccountDataRepository(db);
  return {
    async exportData(user: UserRow): Promise<AccountExport> {
      const [me, plays, answers, scores, submissions, contactMessages] = await Promise.all([
        auth.toUser(user),
        data.plays(user.id),
        data.answers(user.id),
        data.scores(user.id),
        data.submissions(user.id),
        data.contactMessages(user.id),
      ]);
      const answersOf = new Map<string, typeof answers>();
      for (const a of answers) answersOf.set(a.play_id, [...(answersOf.get(a.play_id) ?? []), a]);
      return {
        exportedAt: nowIso(),
        account: {
          id: me.id,
          username: me.username,
          email: me.email,
          totalScore: me.totalScore,
          gamesPlayed: me.gamesPlayed,
          practiceScore: me.practiceScore,
          streak: me.streak,
          isAdmin: me.isAdmin,
          createdAt: user.created_at,
          interfaceLanguage: isLanguage(user.interface_language) ? user.interface_language : null,
        },
        // The player's own answers only: never a puzzle's name or its expected answer.
        plays: plays.map((p) => ({
          id: p.id,
          mode: p.mode,
          language: p.language,
          day: p.day,
          hard: p.hard === 1,
          status: p.status,
          score: p.score,
          reviewsCompleted: p.reviews_completed,
          reviewsCorrect: p.reviews_correct,
          reviewsSkipped: p.reviews_skipped,
          hintsUsed: p.hints_used,
          maxStreak: p.max_streak,
          createdAt: p.created_at,
          answers: (answersOf.get(p.id) ?? []).map((a) => ({ position: a.position, outcome: a.outcome, answer: a.answer, points: a.points })),
        })),
        scores: scores.map((s) => ({ id: s.id, playId: s.play_id, mode: s.game_mode, day: s.day, score: s.score, hard: s.hard === 1, createdAt: s.created_at })),
        submissions: submissions.map((s) => ({ id: s.id, language: s.language, gameName: s.game_name, genre: s.genre, state: s.state, createdAt: s.created_at })),
        contactMessages: contactMessages.map((c) => ({ subject: c.subject, message: c.message, createdAt: c.created_at })),
      };
    },

    /** The password was checked by the caller. Every session ends with the account. */
    async deleteAccount(userId: string): Promise<void> {
      // The account leaves the ranks (the rank counts: decision 13) and its leagues in the same transaction.
      await transaction(async (tx) => {
        const totalScore = await tx.accountData.erase(userId, nowIso());
        if (totalScore === undefined) return;
        await tx.scoreCounts.removeUser(totalScore);
        await tx.leagues.leaveAll(userId);
      });
      onReviewsChange();
      sessions.ended(userId);
    },
  };
}
