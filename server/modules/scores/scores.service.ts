import { utcDate } from '../../../shared/constants';
import type { ScoreRecord, SubmitScoreBody } from '../../../shared/schemas/game';
import { badRequest, notFound } from '../../lib/app-error';
import { currentStreak } from './day-streak';
import type { UserRow } from '../../db/schema';
import type { PlayService } from '../play/play.service';
import type { ScoreRow, ScoresRepository } from './scores.repository';

export type ScoresService = ReturnType<typeof createScoresService>;

function toRecord(row: ScoreRow): ScoreRecord {
  return {
    _id: row.id,
    gameMode: row.game_mode as ScoreRecord['gameMode'],
    score: row.score,
    reviewsCompleted: row.reviews_completed,
    reviewsSkipped: row.reviews_skipped,
    hintsUsed: row.hints_used,
    maxStreak: row.max_streak,
    createdAt: row.created_at,
  };
}

/**
 * Standard competition ranking of a list sorted best first: equal scores share a rank and the next
 * different score takes its position (1, 2, 2, 4). Valid for any top-N list, which starts at rank 1.
 */
export function competitionRanks(scoresBestFirst: number[]): number[] {
  const ranks: number[] = [];
  scoresBestFirst.forEach((score, i) => ranks.push(i > 0 && score === scoresBestFirst[i - 1] ? ranks[i - 1]! : i + 1));
  return ranks;
}

/** `users`: where a player's row is read (the users repository, wired in context.ts). */
export function createScoresService(deps: { scores: ScoresRepository; users: { findById(id: string): Promise<UserRow | undefined> }; play: PlayService }) {
  const { scores, users, play } = deps;
  return {
    /**
     * The score submit call (`POST /scores/submit`, decision 7). The stored figures are always the server's: a daily is recorded when its
     * last review is resolved (this returns that record); a free-play session is ended and recorded here.
     */
    async submit(userId: string, body: SubmitScoreBody): Promise<ScoreRecord> {
      if (body.gameMode === 'daily') {
        const daily = await play.finishedDaily(userId);
        if (!daily) throw badRequest('finishDailyFirst');
        const row = await scores.findByPlay(daily.id);
        if (!row) throw badRequest('finishDailyFirst');
        return toRecord(row);
      }
      const playId = await play.endFreeplay(userId, body.score);
      return toRecord((await scores.findByPlay(playId))!);
    },

    async dailyLeaderboard(day: string, limit: number) {
      const rows = await scores.dailyLeaderboard(day, limit);
      const ranks = competitionRanks(rows.map((r) => r.score));
      return rows.map((r, i) => ({ rank: ranks[i]!, username: r.username, score: r.score, reviewsCompleted: r.reviews_completed, maxStreak: r.max_streak, hard: r.hard === 1 }));
    },

    async allTimeLeaderboard(limit: number) {
      const rows = await scores.allTimeLeaderboard(limit);
      const ranks = competitionRanks(rows.map((r) => r.total_score));
      const today = utcDate();
      return rows.map((r, i) => ({
        rank: ranks[i]!,
        username: r.username,
        totalScore: r.total_score,
        gamesPlayed: r.games_played,
        streak: currentStreak(r, today),
      }));
    },

    /** Own scores only: any other id is "Profile not found". */
    async userScores(viewerId: string, userId: string, limit: number): Promise<ScoreRecord[]> {
      if (viewerId !== userId) throw notFound('profileNotFound');
      return (await scores.forUser(userId, limit)).map(toRecord);
    },

    /** Players with an account, from the rank counts (decision 13): a few hundred rows instead of every user. */
    playerCount: async (): Promise<number> => (await scores.rankOf(0)).totalUsers,

    async rank(viewerId: string, userId: string) {
      if (viewerId !== userId) throw notFound('profileNotFound');
      const user = await users.findById(userId);
      if (!user) throw notFound('profileNotFound');
      return scores.rankOf(user.total_score);
    },
  };
}
