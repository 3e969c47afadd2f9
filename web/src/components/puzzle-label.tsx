import { useTranslation } from 'react-i18next';
import { formatDay } from '../i18n/format';

/**
 * "Daily #41 · Saturday, November 22": the puzzle number and its UTC day, in the interface language.
 * Without a number (the start screen drawn before the server answered) the number shows as "…".
 */
export function PuzzleLabel({ number, date }: { number?: number; date: string }) {
  const { t, i18n } = useTranslation('archive');
  return <>{t('puzzle', { number: number ?? '…', day: formatPuzzleDay(date, i18n.language) })}</>;
}

const SHORT_DAY: Intl.DateTimeFormatOptions = { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' };

/**
 * A YYYY-MM-DD daily date in words, on the UTC day (the daily's own day, not the local one); `short`
 * (with the year) fits a phone's list row.
 */
export const formatPuzzleDay = (date: string, language: string, short = false): string => formatDay(date, language, short ? SHORT_DAY : undefined);
