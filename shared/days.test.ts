import { describe, expect, it } from 'vitest';
import { percent } from './constants';
import { addDays, daysBetween, isRealDay } from './days';

describe('days', () => {
  it('steps over month, year and leap-day ends', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2025-02-28', 1)).toBe('2025-03-01');
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(daysBetween('2025-12-30', '2026-01-02')).toBe(3);
    expect(daysBetween('2026-01-02', '2025-12-30')).toBe(-3);
  });

  it('tells a real calendar day from a malformed or impossible one', () => {
    for (const day of ['2024-02-29', '1999-12-31']) expect(isRealDay(day), day).toBe(true);
    for (const day of ['2025-02-30', '2025-13-01', '20250101', '2025-1-1', 'today', '']) expect(isRealDay(day), day).toBe(false);
  });

  it('rounds percentages, and nothing played is 0 %', () => {
    expect(percent(1, 3)).toBe(33);
    expect(percent(2, 3)).toBe(67);
    expect(percent(0, 0)).toBe(0);
  });
});
