/**
 * Calendar days as the game counts them: UTC dates written YYYY-MM-DD (a day begins at midnight
 * UTC, docs/rules.md; today is `utcDate()` in shared/constants.ts). The one home of day arithmetic for the server and the web app.
 */
export const DAY_MS = 86_400_000;

const startOf = (day: string) => Date.parse(`${day}T00:00:00Z`);

/** The day `days` after `day` (before it when negative). */
export const addDays = (day: string, days: number): string => new Date(startOf(day) + days * DAY_MS).toISOString().slice(0, 10);

/** Whole days from `from` to `to` (negative when `to` comes first). */
export const daysBetween = (from: string, to: string): number => Math.round((startOf(to) - startOf(from)) / DAY_MS);

/** Is this text a real calendar day written YYYY-MM-DD ("2025-02-30" is not)? */
export function isRealDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const start = startOf(value);
  return !Number.isNaN(start) && new Date(start).toISOString().slice(0, 10) === value;
}
