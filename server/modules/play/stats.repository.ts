import { sql } from 'kysely';
import { ARCHIVE_PAGE_SIZE } from '../../../shared/schemas/archive';
import { SCORE_BAR_WIDTH } from '../../../shared/schemas/my-stats';
import type { Db } from '../../db/database';
import { ownedBy, type Player } from './player';

export type StatsRepository = ReturnType<typeof createStatsRepository>;

/**
 * The figures read from the refereed plays: a player's own stats (grouped queries bounded by the
 * player's rows, through the plays' player indexes), a day's community figures, and the archive.
 */
export function createStatsRepository(db: Db) {
  const finishedOf = (player: Player) => db.selectFrom('plays').where('plays.status', '=', 'finished').where(ownedBy(player));
  const answeredBy = (player: Player) =>
    db.selectFrom('play_reviews').innerJoin('plays', 'plays.id', 'play_reviews.play_id').where(ownedBy(player)).where('play_reviews.outcome', '!=', 'pending');
  const dayPlays = (date: string) => db.selectFrom('plays').select('id').where('day', '=', date).where('mode', 'in', ['daily', 'archive']);

  return {
    /** The player's finished day plays per mode ('daily' on the day, 'archive'), with those all correct. */
    finishedDays: (player: Player) =>
      finishedOf(player)
        .where('plays.mode', 'in', ['daily', 'archive'])
        .select((eb) => ['plays.mode as mode', eb.fn.countAll<number>().as('n'), eb.fn.sum<number>(eb.case().when('plays.reviews_correct', '=', 3).then(1).else(0).end()).as('won')])
        .groupBy('plays.mode')
        .execute(),

    /** The player's finished day plays per score bar (SCORE_BAR_WIDTH points wide). */
    scoreBars: (player: Player) =>
      finishedOf(player)
        .where('plays.mode', 'in', ['daily', 'archive'])
        .select((eb) => [sql<number>`plays.score / ${sql.lit(SCORE_BAR_WIDTH)}`.as('bar'), eb.fn.countAll<number>().as('n')])
        .groupBy(sql`plays.score / ${sql.lit(SCORE_BAR_WIDTH)}`)
        .execute(),

    /** The days (oldest first) the player finished the daily on its day. */
    async dailyDays(player: Player): Promise<string[]> {
      const rows = await finishedOf(player).where('plays.mode', '=', 'daily').select('plays.day').distinct().orderBy('plays.day').execute();
      return rows.map((r) => r.day);
    },

    /** The player's resolved reviews per play language: resolved, correct, and screenshots seen on the correct ones. */
    answeredByLanguage: (player: Player) =>
      answeredBy(player)
        .select((eb) => [
          'plays.language as key',
          eb.fn.countAll<number>().as('resolved'),
          eb.fn.sum<number>(eb.case().when('play_reviews.outcome', '=', 'correct').then(1).else(0).end()).as('correct'),
          eb.fn.sum<number>(eb.case().when('play_reviews.outcome', '=', 'correct').then(eb.ref('play_reviews.revealed')).else(0).end()).as('screenshots'),
        ])
        .groupBy('plays.language')
        .execute(),

    /** The player's resolved reviews per genre (the `limit` most played): resolved and correct. */
    answeredByGenre: (player: Player, limit: number) =>
      answeredBy(player)
        .innerJoin('reviews', 'reviews.id', 'play_reviews.review_id')
        .select((eb) => [
          'reviews.genre as key',
          eb.fn.countAll<number>().as('resolved'),
          eb.fn.sum<number>(eb.case().when('play_reviews.outcome', '=', 'correct').then(1).else(0).end()).as('correct'),
        ])
        .groupBy('reviews.genre')
        .orderBy(sql`count(*)`, 'desc')
        .orderBy('reviews.genre')
        .limit(limit)
        .execute(),

    /** A day's resolutions before `cutoff`, per review: players, solved, and screenshots seen by those who solved it. */
    dayResolutions: (date: string, cutoff: string) =>
      db
        .selectFrom('play_reviews')
        .select((eb) => [
          'review_id',
          eb.fn.countAll<number>().as('players'),
          eb.fn.sum<number>(eb.case().when('outcome', '=', 'correct').then(1).else(0).end()).as('solved'),
          eb.fn.sum<number>(eb.case().when('outcome', '=', 'correct').then(eb.ref('revealed')).else(0).end()).as('screenshots'),
        ])
        .where('play_id', 'in', dayPlays(date))
        .where('outcome', '!=', 'pending')
        .where((eb) => eb.or([eb('resolved_at', '<', cutoff), eb('resolved_at', 'is', null)]))
        .groupBy('review_id')
        .execute(),

    /** A day's wrong answers before `cutoff`, per review and answer. */
    dayWrongAnswers: (date: string, cutoff: string) =>
      db
        .selectFrom('play_reviews')
        .select((eb) => ['review_id', 'answer', eb.fn.countAll<number>().as('n')])
        .where('play_id', 'in', dayPlays(date))
        .where('outcome', '=', 'incorrect')
        .where((eb) => eb.or([eb('resolved_at', '<', cutoff), eb('resolved_at', 'is', null)]))
        .groupBy(['review_id', 'answer'])
        .execute(),

    /** The day's finished live dailies, and how many of them scored below `score`. */
    async dayFinishers(date: string, score: number): Promise<{ total: number; beaten: number }> {
      const row = await db
        .selectFrom('plays')
        .select((eb) => [eb.fn.countAll<number>().as('total'), eb.fn.sum<number>(eb.case().when('score', '<', score).then(1).else(0).end()).as('beaten')])
        .where('mode', '=', 'daily')
        .where('day', '=', date)
        .where('status', '=', 'finished')
        .executeTakeFirstOrThrow();
      return { total: Number(row.total), beaten: Number(row.beaten ?? 0) };
    },

    /** One archive page of past challenge days (from `first`, before `today`), newest first, and how many there are. */
    async pastDays(first: string, today: string, page: number): Promise<{ dates: string[]; total: number }> {
      const past = db.selectFrom('daily_challenges').where('date', '<', today).where('date', '>=', first);
      const { n } = await past.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      const rows = await past.select('date').orderBy('date', 'desc').limit(ARCHIVE_PAGE_SIZE).offset((page - 1) * ARCHIVE_PAGE_SIZE).execute();
      return { dates: rows.map((r) => r.date), total: Number(n) };
    },
  };
}
