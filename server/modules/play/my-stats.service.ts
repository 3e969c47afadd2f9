import { sql } from 'kysely';
import { utcDate } from '../../../shared/constants';
import { SCORE_BAR_WIDTH, SCORE_BARS, STATS_CALENDAR_DAYS, type Accuracy, type MyStats } from '../../../shared/schemas/my-stats';
import type { Db } from '../../db/database';
import { dayStreak } from '../scores/day-streak';
import { ownedBy, type Player } from './plays.repository';
import { addDays } from '../../../shared/days';

const daysBefore = (day: string, n: number) => addDays(day, -n);

/** The longest run of consecutive days in a list sorted oldest first. */
function longestRun(daysOldestFirst: string[]): number {
  let best = 0;
  let run = 0;
  daysOldestFirst.forEach((day, i) => {
    run = i > 0 && daysBefore(day, 1) === daysOldestFirst[i - 1] ? run + 1 : 1;
    best = Math.max(best, run);
  });
  return best;
}

/**
 * A player's own figures, computed from their refereed plays with a few grouped queries (each
 * bounded by the player's own rows, through the plays' player indexes).
 */
export function createMyStatsService(deps: { db: Db }) {
  const { db } = deps;
  const mine = () => db.selectFrom('plays').where('plays.status', '=', 'finished');

  return {
    async forPlayer(player: Player): Promise<MyStats> {
      const today = utcDate();
      const isMine = ownedBy(player);
      const [dailies, bars, days, answered, genres] = await Promise.all([
        mine()
          .where(isMine)
          .where('plays.mode', 'in', ['daily', 'archive'])
          .select((eb) => [
            'plays.mode as mode',
            eb.fn.countAll<number>().as('n'),
            eb.fn.sum<number>(eb.case().when('plays.reviews_correct', '=', 3).then(1).else(0).end()).as('won'),
          ])
          .groupBy('plays.mode')
          .execute(),
        mine()
          .where(isMine)
          .where('plays.mode', 'in', ['daily', 'archive'])
          .select((eb) => [sql<number>`plays.score / ${sql.lit(SCORE_BAR_WIDTH)}`.as('bar'), eb.fn.countAll<number>().as('n')])
          .groupBy(sql`plays.score / ${sql.lit(SCORE_BAR_WIDTH)}`)
          .execute(),
        mine().where(isMine).where('plays.mode', '=', 'daily').select('plays.day').distinct().orderBy('plays.day').execute(),
        db
          .selectFrom('play_reviews')
          .innerJoin('plays', 'plays.id', 'play_reviews.play_id')
          .where(isMine)
          .where('play_reviews.outcome', '!=', 'pending')
          .select((eb) => [
            'plays.language as key',
            eb.fn.countAll<number>().as('resolved'),
            eb.fn.sum<number>(eb.case().when('play_reviews.outcome', '=', 'correct').then(1).else(0).end()).as('correct'),
            eb.fn.sum<number>(eb.case().when('play_reviews.outcome', '=', 'correct').then(eb.ref('play_reviews.revealed')).else(0).end()).as('screenshots'),
          ])
          .groupBy('plays.language')
          .execute(),
        db
          .selectFrom('play_reviews')
          .innerJoin('plays', 'plays.id', 'play_reviews.play_id')
          .innerJoin('reviews', 'reviews.id', 'play_reviews.review_id')
          .where(isMine)
          .where('play_reviews.outcome', '!=', 'pending')
          .select((eb) => [
            'reviews.genre as key',
            eb.fn.countAll<number>().as('resolved'),
            eb.fn.sum<number>(eb.case().when('play_reviews.outcome', '=', 'correct').then(1).else(0).end()).as('correct'),
          ])
          .groupBy('reviews.genre')
          .orderBy(sql`count(*)`, 'desc')
          .orderBy('reviews.genre')
          .limit(8)
          .execute(),
      ]);

      const count = (mode: string) => Number(dailies.find((d) => d.mode === mode)?.n ?? 0);
      const scoreBars = Array.from({ length: SCORE_BARS }, () => 0);
      for (const { bar, n } of bars) scoreBars[Math.min(Math.max(Number(bar), 0), SCORE_BARS - 1)]! += Number(n);
      const played = days.map((d) => d.day);
      const accuracy = (rows: { key: string; resolved: number; correct: number }[]): Accuracy[] =>
        rows.map((r) => ({ key: r.key, resolved: Number(r.resolved), correct: Number(r.correct) }));
      const named = answered.reduce((sum, r) => sum + Number(r.correct), 0);
      const screenshots = answered.reduce((sum, r) => sum + Number(r.screenshots), 0);
      const from = daysBefore(today, STATS_CALENDAR_DAYS - 1);

      return {
        dailies: { onTheDay: count('daily'), fromArchive: count('archive'), won: dailies.reduce((sum, d) => sum + Number(d.won ?? 0), 0) },
        streak: { current: dayStreak([...played].reverse(), today), best: longestRun(played) },
        scoreBars,
        averageScreenshots: named > 0 ? Math.round((screenshots / named) * 10) / 10 : null,
        byLanguage: accuracy(answered.sort((a, b) => Number(b.resolved) - Number(a.resolved) || a.key.localeCompare(b.key))),
        byGenre: accuracy(genres),
        playedDays: played.filter((day) => day >= from && day <= today),
      };
    },
  };
}
