import { utcDate } from '../../../shared/constants';
import type { ScoreRecord, SubmitScoreBody } from '../../../shared/schemas/game';
import type { PlayRow, UserRow } from '../../db/schema';
import { badRequest, notFound } from '../../lib/app-error';
import { newId, nowIso } from '../../lib/ids';
import { currentStreak, dayStreak, streakAfterDaily } from './day-streak';
import type { LeaguesRepository } from '../leagues/leagues.repository';
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

/**
 * Records finished plays' scores, on the caller's transaction (`scores` and `leagues` built on it).
 * Only a daily played on its day is ranked: it adds to the user's total, games played, rank counts,
 * day streak and the boards of the player's leagues. Free play adds to the practice figure only; an archive play to nothing (docs/rules.md).
 */
export function createScoreRecorder(scores: ScoresRepository, leagues: Pick<LeaguesRepository, 'recordDaily'>) {
  return {
    /** Records a finished play's score for a signed-in player, once (the play id is unique in scores). */
    async recordPlay(play: PlayRow, score: number): Promise<void> {
      const userId = play.user_id;
      if (!userId || (await scores.findByPlay(play.id))) return;
      const { mode, day } = play;
      const row = {
        id: newId(), user_id: userId, play_id: play.id, game_mode: mode, score, reviews_completed: play.reviews_completed,
        reviews_skipped: play.reviews_skipped, hints_used: play.hints_used, max_streak: play.max_streak, hard: play.hard, day, created_at: nowIso(),
      };
      await scores.insert(row);
      if (mode === 'freeplay') return scores.addPractice(userId, score);
      if (mode !== 'daily') return;
      const user = await scores.addRanked(userId, score);
      await scores.moveRank(user.total_score - score, user.total_score);
      let next = streakAfterDaily(user, day);
      if (!next) {
        // An older day recorded after a newer one: recompute from the records (this one included).
        const days = await scores.dailyDays(userId);
        next = { day_streak: dayStreak(days, days[0]), last_daily_day: days[0]! };
      }
      if (next.day_streak !== user.day_streak || next.last_daily_day !== user.last_daily_day) await scores.setStreak(userId, next);
      const { user_id, reviews_completed, max_streak, hard, created_at } = row;
      await leagues.recordDaily({ day, user_id, score, reviews_completed, max_streak, hard, created_at }, { total_score: user.total_score, games_played: user.games_played, ...next });
    },
  };
}

export type ScoreRecorder = ReturnType<typeof createScoreRecorder>;

/** What submit asks of play: the finished daily of today, and the end of a free-play session (its play id). */
export interface PlayEnds {
  finishedDaily(userId: string): Promise<{ id: string } | undefined>;
  endFreeplay(userId: string, claimedScore: number): Promise<string>;
}

export function createScoresService(deps: { scores: ScoresRepository; play: PlayEnds }) {
  const { scores, play } = deps;
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

    /** `viewer`: the signed-in account, as just read (requireUser). */
    async rank(viewer: Pick<UserRow, 'id' | 'total_score'>, userId: string) {
      if (viewer.id !== userId) throw notFound('profileNotFound');
      return scores.rankOf(viewer.total_score);
    },
  };
}
