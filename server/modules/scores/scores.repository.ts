import type { Selectable } from 'kysely';
import type { Db } from '../../db/database';
import type { ScoresTable } from '../../db/schema';

export type ScoreRow = Selectable<ScoresTable>;
export type ScoresRepository = ReturnType<typeof createScoresRepository>;

export function createScoresRepository(db: Db) {
  return {
    /** Inserts a score record and adds it to the user's totals (call inside a transaction). */
    async record(row: ScoreRow): Promise<void> {
      await db.insertInto('scores').values(row).execute();
      await db
        .updateTable('users')
        .set((eb) => ({ total_score: eb('total_score', '+', row.score), games_played: eb('games_played', '+', 1) }))
        .where('id', '=', row.user_id)
        .execute();
    },

    findByPlay: (playId: string): Promise<ScoreRow | undefined> =>
      db.selectFrom('scores').selectAll().where('play_id', '=', playId).executeTakeFirst(),

    forUser: (userId: string, limit: number): Promise<ScoreRow[]> =>
      db.selectFrom('scores').selectAll().where('user_id', '=', userId).orderBy('created_at', 'desc').limit(limit).execute(),

    dailyLeaderboard: (day: string, limit: number) =>
      db
        .selectFrom('scores')
        .innerJoin('users', 'users.id', 'scores.user_id')
        .select(['users.username', 'scores.score', 'scores.reviews_completed', 'scores.max_streak'])
        .where('scores.game_mode', '=', 'daily')
        .where('scores.day', '=', day)
        .orderBy('scores.score', 'desc')
        .orderBy('scores.created_at', 'asc')
        .limit(limit)
        .execute(),

    allTimeLeaderboard: (limit: number) =>
      db
        .selectFrom('users')
        .select(['id', 'username', 'total_score', 'games_played'])
        .where('games_played', '>', 0)
        .orderBy('total_score', 'desc')
        .orderBy('created_at', 'asc')
        .limit(limit)
        .execute(),

    async rankOf(totalScore: number): Promise<{ rank: number; totalUsers: number }> {
      const above = await db.selectFrom('users').select((eb) => eb.fn.countAll<number>().as('n')).where('total_score', '>', totalScore).executeTakeFirstOrThrow();
      const all = await db.selectFrom('users').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      return { rank: Number(above.n) + 1, totalUsers: Number(all.n) };
    },
  };
}
