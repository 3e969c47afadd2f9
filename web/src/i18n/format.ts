import { useTranslation } from 'react-i18next';
import { i18n } from './index';

/** The interface language as an Intl locale ('en' until i18next has started). */
export const currentLocale = (): string => i18n.resolvedLanguage ?? i18n.language ?? 'en';

// Building an Intl formatter costs far more than using one (the countdown formats every second), so
// each locale and set of options gets one, kept for the page's life.
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function formatter<T extends Intl.NumberFormat | Intl.DateTimeFormat>(kind: 'number' | 'date', locale: string, options: object, make: () => T): T {
  const key = `${kind}|${locale}|${JSON.stringify(options)}`;
  let found = formatters.get(key) as T | undefined;
  if (!found) {
    found = make();
    formatters.set(key, found);
  }
  return found;
}

const numberFormat = (locale: string, options: Intl.NumberFormatOptions = {}) => formatter('number', locale, options, () => new Intl.NumberFormat(locale, options));
const dateFormat = (locale: string, options: Intl.DateTimeFormatOptions) => formatter('date', locale, options, () => new Intl.DateTimeFormat(locale, options));

/** 12,345 / 12.345 / 12 345: a whole number in the interface language. */
export const formatNumber = (value: number, locale = currentLocale()): string => numberFormat(locale).format(value);

/** 42 %: a whole percentage in the interface language (`value` is already 0-100). */
export const formatPercent = (value: number, locale = currentLocale()): string =>
  numberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(value / 100);

/** "Saturday, November 22" for a YYYY-MM-DD UTC day (the daily's own day, not the local one). */
export function formatDay(date: string, locale = currentLocale(), options: Intl.DateTimeFormatOptions = { weekday: 'long', month: 'long', day: 'numeric' }): string {
  const parsed = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime())) return date;
  return dateFormat(locale, { ...options, timeZone: 'UTC' }).format(parsed);
}

/** A moment (ISO string) as a medium date and short time, in the player's time zone. */
export function formatDateTime(iso: string, locale = currentLocale()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return dateFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

/** A moment (ISO string) as a time of day with seconds, in the player's time zone. */
export function formatTime(iso: string, locale = currentLocale()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return dateFormat(locale, { timeStyle: 'medium' }).format(date);
}

/** hh:mm:ss with the interface language's digits. */
export function formatClock(totalSeconds: number, locale = currentLocale()): string {
  const two = numberFormat(locale, { minimumIntegerDigits: 2, useGrouping: false });
  const s = Math.max(0, Math.floor(totalSeconds));
  return [Math.floor(s / 3600), Math.floor((s % 3600) / 60), s % 60].map((n) => two.format(n)).join(':');
}

/** Re-renders the caller when the language changes and hands it the formatters for that language. */
export function useFormat() {
  const { i18n: instance } = useTranslation();
  const locale = instance.resolvedLanguage ?? instance.language ?? 'en';
  return {
    locale,
    number: (value: number) => formatNumber(value, locale),
    percent: (value: number) => formatPercent(value, locale),
    day: (date: string, options?: Intl.DateTimeFormatOptions) => formatDay(date, locale, options),
    dateTime: (iso: string) => formatDateTime(iso, locale),
    clock: (seconds: number) => formatClock(seconds, locale),
  };
}
