import type { Selectable } from 'kysely';
import type { Db } from '../../db/database';
import type { ScoresTable } from '../../db/schema';
import { dayStreak, streakAfterDaily } from './day-streak';
import { createScoreCountsRepository } from './score-counts.repository';

export type ScoreRow = Selectable<ScoresTable>;
export type ScoresRepository = ReturnType<typeof createScoresRepository>;

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

    /**
     * Inserts a score record. Only a daily played on its day is ranked: it adds to the user's total,
     * games played, rank counts and day streak. Free play adds to the practice figure only; an
     * archive play to nothing (docs/rules.md). Call inside a transaction.
     */
    async record(row: ScoreRow): Promise<void> {
      await db.insertInto('scores').values(row).execute();
      if (row.game_mode === 'freeplay') {
        await db.updateTable('users').set((eb) => ({ practice_score: eb('practice_score', '+', row.score) })).where('id', '=', row.user_id).execute();
        return;
      }
      if (row.game_mode !== 'daily') return;
      const user = await db
        .updateTable('users')
        .set((eb) => ({ total_score: eb('total_score', '+', row.score), games_played: eb('games_played', '+', 1) }))
        .where('id', '=', row.user_id)
        .returning(['total_score', 'day_streak', 'last_daily_day'])
        .executeTakeFirstOrThrow();
      await counts.move(user.total_score - row.score, user.total_score);
      let next = streakAfterDaily(user, row.day);
      if (!next) {
        // An older day recorded after a newer one: recompute from the records (this row included).
        const days = await dailyDays(row.user_id);
        next = { day_streak: dayStreak(days, days[0]), last_daily_day: days[0]! };
      }
      if (next.day_streak !== user.day_streak || next.last_daily_day !== user.last_daily_day) {
        await db.updateTable('users').set(next).where('id', '=', row.user_id).execute();
      }
    },

    findByPlay: (playId: string): Promise<ScoreRow | undefined> =>
      db.selectFrom('scores').selectAll().where('play_id', '=', playId).executeTakeFirst(),

    forUser: (userId: string, limit: number): Promise<ScoreRow[]> =>
      db.selectFrom('scores').selectAll().where('user_id', '=', userId).orderBy('created_at', 'desc').limit(limit).execute(),

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
  };
}
