import { percent } from '../../../shared/constants';
import type { ReviewRow } from '../../db/schema';

/** A review's stored aliases (a JSON list); anything unreadable reads as none. */
export function parseAliases(json: string): string[] {
  try {
    const v: unknown = JSON.parse(json);
    return Array.isArray(v) ? v.filter((a): a is string => typeof a === 'string') : [];
  } catch {
    return [];
  }
}

/** Play figures of a review as the admin screens show them. */
export function reviewFigures(row: Pick<ReviewRow, 'times_played' | 'times_correct' | 'skips' | 'hints'>) {
  return {
    totalPlays: row.times_played,
    timesCorrect: row.times_correct,
    successRate: percent(row.times_correct, row.times_played),
    skips: row.skips,
    skipPercentage: percent(row.skips, row.times_played),
    hints: row.hints,
    hintPercentage: percent(row.hints, row.times_played),
  };
}
