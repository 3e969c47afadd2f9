import { useTranslation } from 'react-i18next';

/** "Daily #41 · Saturday, November 22": the puzzle number and its UTC day, in the interface language. */
export function PuzzleLabel({ number, date }: { number: number; date: string }) {
  const { t, i18n } = useTranslation('archive');
  return <>{t('puzzle', { number, day: formatPuzzleDay(date, i18n.language) })}</>;
}

/**
 * A YYYY-MM-DD daily date in words, on the UTC day (the daily's own day, not the local one); `short`
 * (with the year) fits a phone's list row.
 */
export function formatPuzzleDay(date: string, language: string, short = false): string {
  const parsed = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime())) return date;
  const style: Intl.DateTimeFormatOptions = short ? { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' } : { weekday: 'long', month: 'long', day: 'numeric' };
  return parsed.toLocaleDateString(language, { ...style, timeZone: 'UTC' });
}
