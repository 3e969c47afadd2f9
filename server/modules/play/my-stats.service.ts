import { utcDate } from '../../../shared/constants';
import { SCORE_BARS, STATS_CALENDAR_DAYS, type Accuracy, type MyStats } from '../../../shared/schemas/my-stats';
import { dayStreak } from '../scores/day-streak';
import type { Player } from './player';
import type { StatsRepository } from './stats.repository';
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

/** How many genres the stats list (the most played). */
const GENRES_SHOWN = 8;

/** A player's own figures, computed from their refereed plays (stats.repository.ts). */
export function createMyStatsService(deps: { stats: StatsRepository }) {
  const { stats } = deps;

  return {
    async forPlayer(player: Player): Promise<MyStats> {
      const today = utcDate();
      const [dailies, bars, played, answered, genres] = await Promise.all([
        stats.finishedDays(player),
        stats.scoreBars(player),
        stats.dailyDays(player),
        stats.answeredByLanguage(player),
        stats.answeredByGenre(player, GENRES_SHOWN),
      ]);

      const count = (mode: string) => Number(dailies.find((d) => d.mode === mode)?.n ?? 0);
      const scoreBars = Array.from({ length: SCORE_BARS }, () => 0);
      for (const { bar, n } of bars) scoreBars[Math.min(Math.max(Number(bar), 0), SCORE_BARS - 1)]! += Number(n);
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
