import { utcDate } from '../../../shared/constants';
import { addDays } from '../../../shared/days';

const dayBefore = (day: string) => addDays(day, -1);

/** Counts consecutive UTC days with a finished daily, ending today or yesterday; 0 once a day is missed. */
export function dayStreak(daysNewestFirst: string[], today: string = utcDate()): number {
  if (daysNewestFirst.length === 0) return 0;
  let expected = daysNewestFirst[0] === today ? today : dayBefore(today);
  let streak = 0;
  for (const day of daysNewestFirst) {
    if (day !== expected) break;
    streak += 1;
    expected = dayBefore(expected);
  }
  return streak;
}

export interface StoredStreak {
  day_streak: number;
  last_daily_day: string | null;
}

/** The streak shown today: the stored one while its last day is today or yesterday, else 0 (a missed day). */
export function currentStreak(stored: StoredStreak, today: string = utcDate()): number {
  if (!stored.last_daily_day) return 0;
  return stored.last_daily_day === today || stored.last_daily_day === dayBefore(today) ? stored.day_streak : 0;
}

/**
 * The stored streak after a daily of `day` is recorded, or undefined when `day` is older than the
 * stored last day (out of order: recompute with `dayStreak` from the records).
 */
export function streakAfterDaily(stored: StoredStreak, day: string): StoredStreak | undefined {
  const last = stored.last_daily_day;
  if (last === day) return stored;
  if (last && last > day) return undefined;
  return { day_streak: last === dayBefore(day) ? stored.day_streak + 1 : 1, last_daily_day: day };
}
