import { HARDEST_MIN_PLAYS, type AnalyticsPayload } from '../../../shared/schemas/admin';
import type { Db } from '../../db/database';
import type { Presence } from '../../lib/presence';
import { SETTING } from '../../db/app-settings';
import type { Transaction } from '../../repositories';
import { reviewFigures } from '../reviews/review-fields';
import type { ReviewsService } from '../reviews/reviews.service';
import type { ScoresService } from '../scores/scores.service';
import { createAnswerDayCountsRepository } from './answer-day-counts.repository';

export const ONLINE_WINDOW_MS = 5 * 60 * 1000;
const CHART_DAYS = 30;

export type AnalyticsService = ReturnType<typeof createAnalyticsService>;

export function createAnalyticsService(deps: { db: Db; transaction: Transaction; reviews: ReviewsService; scores: ScoresService; presence: Presence }) {
  const { db } = deps;
  const answerDays = createAnswerDayCountsRepository(db);

  /** The chart: answers per UTC day over the last 30 days, from the counters kept with each answer. */
  async function perDay(): Promise<AnalyticsPayload['daily']> {
    const today = new Date();
    const days = Array.from({ length: CHART_DAYS }, (_, i) => new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() - (CHART_DAYS - 1 - i))).toISOString().slice(0, 10));
    const byDay = await answerDays.perDay(days[0]!);
    return days.map((date) => ({ date, plays: byDay.get(date)?.plays ?? 0, correct: byDay.get(date)?.correct ?? 0 }));
  }

  return {
    async payload(): Promise<AnalyticsPayload> {
      const rows = await deps.reviews.playCounters();
      const reviewStats = rows.map((r) => ({ _id: r.id, gameName: r.game_name, difficulty: r.difficulty as 'easy' | 'medium' | 'hard', isActive: r.is_active === 1, ...reviewFigures(r) }));
      const played = reviewStats.filter((r) => r.totalPlays >= HARDEST_MIN_PLAYS);
      // Hardest: the lowest success rate among reviews played often enough to tell; more plays break ties (more evidence).
      const hardestReview = played.sort((a, b) => a.successRate - b.successRate || b.totalPlays - a.totalPlays)[0] ?? null;
      const totalUsers = await deps.scores.playerCount();
      return {
        globalStats: {
          totalUsers,
          onlineUsers: await deps.presence.countSince(Date.now() - ONLINE_WINDOW_MS),
          totalGamesPlayed: reviewStats.reduce((n, r) => n + r.totalPlays, 0),
          totalCorrectAnswers: reviewStats.reduce((n, r) => n + r.timesCorrect, 0),
        },
        hardestReview,
        reviewStats: reviewStats.sort((a, b) => b.totalPlays - a.totalPlays),
        daily: await perDay(),
        timestamp: new Date().toISOString(),
      };
    },

    async reset(): Promise<number> {
      return deps.transaction(async (tx) => {
        const at = new Date().toISOString();
        await tx.settings.set(SETTING.analyticsResetAt, at);
        await tx.answerDayCounts.clear();
        return tx.reviews.resetAnalytics();
      });
    },
  };
}
