import type { Selectable } from 'kysely';
import type { Db } from '../../db/database';
import { prepared } from '../../db/prepared';
import type { ScoresTable } from '../../db/schema';
import type { StoredStreak } from './day-streak';
import { createScoreCountsRepository } from './score-counts.repository';

export type ScoreRow = Selectable<ScoresTable>;
export type ScoresRepository = ReturnType<typeof createScoresRepository>;

// A player's own scores (their profile): built once (db/prepared.ts).
const latestOf = prepared((db: Db, userId: string, limit: number) => db.selectFrom('scores').selectAll().where('user_id', '=', userId).orderBy('created_at', 'desc').limit(limit));

export function createScoresRepository(db: Db) {
  const counts = createScoreCountsRepository(db);

  /** Distinct UTC days (newest first) on which the user finished a daily challenge: the streak's source of truth. */
  async function dailyDays(userId: string): Promise<string[]> {
    const rows = await db
      .selectFrom('scores')
      .select('day')
      .distinct()
      .where('user_id', '=', userId)
      .where('game_mode', '=', 'daily')
      .orderBy('day', 'desc')
      .execute();
    return rows.map((r) => r.day);
  }

  return {
    dailyDays,

    async insert(row: ScoreRow): Promise<void> {
      await db.insertInto('scores').values(row).execute();
    },

    /** Adds a free-play score to the user's practice figure. */
    async addPractice(userId: string, score: number): Promise<void> {
      await db.updateTable('users').set((eb) => ({ practice_score: eb('practice_score', '+', score) })).where('id', '=', userId).execute();
    },

    /** Adds a ranked daily to the user's total and games played; returns the new figures and the stored streak. */
    addRanked: (userId: string, score: number) =>
      db
        .updateTable('users')
        .set((eb) => ({ total_score: eb('total_score', '+', score), games_played: eb('games_played', '+', 1) }))
        .where('id', '=', userId)
        .returning(['total_score', 'games_played', 'day_streak', 'last_daily_day'])
        .executeTakeFirstOrThrow(),

    async setStreak(userId: string, streak: StoredStreak): Promise<void> {
      await db.updateTable('users').set(streak).where('id', '=', userId).execute();
    },

    findByPlay: (playId: string): Promise<ScoreRow | undefined> =>
      db.selectFrom('scores').selectAll().where('play_id', '=', playId).executeTakeFirst(),

    forUser: async (userId: string, limit: number): Promise<ScoreRow[]> => (await latestOf(db, userId, limit)).rows,

    dailyLeaderboard: (day: string, limit: number) =>
      db
        .selectFrom('scores')
        .innerJoin('users', 'users.id', 'scores.user_id')
        .select(['users.username', 'scores.score', 'scores.reviews_completed', 'scores.max_streak', 'scores.hard'])
        .where('scores.game_mode', '=', 'daily')
        .where('scores.day', '=', day)
        .orderBy('scores.score', 'desc')
        .orderBy('scores.created_at', 'asc')
        .limit(limit)
        .execute(),

    allTimeLeaderboard: (limit: number) =>
      db
        .selectFrom('users')
        .select(['id', 'username', 'total_score', 'games_played', 'day_streak', 'last_daily_day'])
        .where('games_played', '>', 0)
        .orderBy('total_score', 'desc')
        .orderBy('created_at', 'asc')
        .limit(limit)
        .execute(),

    rankOf: (totalScore: number) => counts.rankOf(totalScore),

    /** A user's total went from `from` to `to`: the stored rank counts follow (score-counts.ts). */
    moveRank: (from: number, to: number) => counts.move(from, to),
  };
}
