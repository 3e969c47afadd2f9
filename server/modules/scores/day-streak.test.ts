import { describe, expect, it } from 'vitest';
import { currentStreak, dayStreak, streakAfterDaily, type StoredStreak } from './day-streak';

/** Stores the days one by one as recording dailies does, then reads the streak on `today`. */
function stored(daysInOrder: string[], today: string): number {
  const s = daysInOrder.reduce<StoredStreak>((acc, d) => streakAfterDaily(acc, d) ?? acc, { day_streak: 0, last_daily_day: null });
  return currentStreak(s, today);
}

describe('dayStreak', () => {
  it.each([
    [[], 0],
    [['2026-11-22'], 1],
    [['2026-11-21'], 1],
    [['2026-11-20'], 0],
    [['2026-11-22', '2026-11-21', '2026-11-20'], 3],
    [['2026-11-21', '2026-11-20', '2026-11-18'], 2],
    [['2026-11-22', '2026-11-20'], 1],
    [['2026-03-01', '2026-02-28'], 2],
  ])('days %j on 2026-11-22 (or the day after the first) give %i', (days, expected) => {
    const today = days[0] === '2026-03-01' ? '2026-03-01' : '2026-11-22';
    expect(dayStreak(days, today)).toBe(expected);
  });
});

describe('stored day streak', () => {
  it.each([
    [[], '2026-11-22'],
    [['2026-11-22'], '2026-11-22'],
    [['2026-11-21'], '2026-11-22'],
    [['2026-11-20'], '2026-11-22'],
    [['2026-11-20', '2026-11-21', '2026-11-22'], '2026-11-22'],
    [['2026-11-18', '2026-11-20', '2026-11-21'], '2026-11-22'],
    [['2026-11-20', '2026-11-22'], '2026-11-22'],
    [['2026-11-20', '2026-11-21'], '2026-11-23'],
    [['2026-02-27', '2026-02-28', '2026-03-01'], '2026-03-01'],
    [['2024-02-28', '2024-02-29', '2024-03-01'], '2024-03-02'],
    [['2026-12-31', '2027-01-01'], '2027-01-01'],
  ])('days %j read on %s equal the computed streak', (days, today) => {
    expect(stored(days, today)).toBe(dayStreak([...days].reverse(), today));
  });

  it('keeps the streak when the same day is recorded twice and asks to recompute for an older day', () => {
    const s = { day_streak: 2, last_daily_day: '2026-11-22' };
    expect(streakAfterDaily(s, '2026-11-22')).toEqual(s);
    expect(streakAfterDaily(s, '2026-11-20')).toBeUndefined();
  });
});
