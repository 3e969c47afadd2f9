import { describe, expect, it } from 'vitest';
import { dayStreak } from './auth.service';

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
