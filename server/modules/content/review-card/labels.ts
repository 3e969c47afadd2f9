/**
 * The review card's labels in the six card languages, and how numbers and dates are written in
 * each (docs/architecture.md, Content). No Intl: ICU versions differ between machines.
 */
import type { Language } from '../../../../shared/constants';

/** A card is written in one of the game's languages (shared/constants.ts), each with its labels here. */
export type CardLanguage = Language;

export interface Labels {
  recommended: string;
  notRecommended: string;
  hours: (value: string, hours: number) => string;
  posted: (date: string) => string;
  months: readonly string[];
  date: (day: number, month: string, year: number) => string;
  decimal: string;
  thousands: string;
  reviewBy: (name: string) => string;
}

export const LABELS: Record<CardLanguage, Labels> = {
  en: {
    recommended: 'Recommended',
    notRecommended: 'Not Recommended',
    hours: (v, h) => `${v} ${h === 1 ? 'hour' : 'hours'} on record`,
    posted: (d) => `Posted: ${d}`,
    months: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
    date: (d, m, y) => `${m} ${d}, ${y}`,
    decimal: '.',
    thousands: ',',
    reviewBy: (n) => `Review by ${n}`,
  },
  fr: {
    recommended: 'Recommandé',
    notRecommended: 'Non recommandé',
    // French singular goes up to (but not including) 2: "1,5 heure".
    hours: (v, h) => (h < 2 ? `${v} heure enregistrée` : `${v} heures enregistrées`),
    posted: (d) => `Publiée le ${d}`,
    months: ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'],
    date: (d, m, y) => `${d === 1 ? '1er' : d} ${m} ${y}`,
    decimal: ',',
    thousands: '\u00a0',
    reviewBy: (n) => `Évaluation de ${n}`,
  },
  es: {
    recommended: 'Recomendado',
    notRecommended: 'No recomendado',
    hours: (v, h) => (h === 1 ? `${v} hora registrada` : `${v} horas registradas`),
    posted: (d) => `Publicada el ${d}`,
    months: ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'],
    date: (d, m, y) => `${d} de ${m} de ${y}`,
    decimal: ',',
    thousands: '.',
    reviewBy: (n) => `Reseña de ${n}`,
  },
  it: {
    recommended: 'Consigliato',
    notRecommended: 'Non consigliato',
    hours: (v, h) => (h === 1 ? `${v} ora registrata` : `${v} ore registrate`),
    posted: (d) => `Pubblicata il ${d}`,
    months: ['gennaio', 'febbraio', 'marzo', 'aprile', 'maggio', 'giugno', 'luglio', 'agosto', 'settembre', 'ottobre', 'novembre', 'dicembre'],
    date: (d, m, y) => `${d} ${m} ${y}`,
    decimal: ',',
    thousands: '.',
    reviewBy: (n) => `Recensione di ${n}`,
  },
  de: {
    recommended: 'Empfohlen',
    notRecommended: 'Nicht empfohlen',
    hours: (v, h) => (h === 1 ? `${v} Stunde Spielzeit` : `${v} Stunden Spielzeit`),
    posted: (d) => `Veröffentlicht am ${d}`,
    months: ['Januar', 'Februar', 'März', 'April', 'Mai', 'Juni', 'Juli', 'August', 'September', 'Oktober', 'November', 'Dezember'],
    date: (d, m, y) => `${d}. ${m} ${y}`,
    decimal: ',',
    thousands: '.',
    reviewBy: (n) => `Rezension von ${n}`,
  },
  tr: {
    recommended: 'Önerilir',
    notRecommended: 'Önerilmez',
    // Turkish nouns stay singular after a number: "58,2 kayıtlı saat".
    hours: (v) => `${v} kayıtlı saat`,
    posted: (d) => `Yayınlanma tarihi: ${d}`,
    months: ['Ocak', 'Şubat', 'Mart', 'Nisan', 'Mayıs', 'Haziran', 'Temmuz', 'Ağustos', 'Eylül', 'Ekim', 'Kasım', 'Aralık'],
    date: (d, m, y) => `${d} ${m} ${y}`,
    decimal: ',',
    thousands: '.',
    reviewBy: (n) => `İnceleyen: ${n}`,
  },
};

/** Hours with at most one decimal, in the language's number format (no Intl: ICU versions differ). */
function formatHours(hours: number, l: Labels): string {
  const tenths = Math.round(hours * 10);
  const whole = Math.floor(tenths / 10);
  const fraction = tenths % 10;
  const grouped = String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, l.thousands);
  return fraction === 0 ? grouped : `${grouped}${l.decimal}${fraction}`;
}

/** The hours line, its plural chosen by the number as shown. */
export function hoursLabel(hours: number, l: Labels): string {
  return l.hours(formatHours(hours, l), Math.round(hours * 10) / 10);
}

export function formatDate(posted: string, l: Labels): string {
  const [y, m, d] = posted.split('-').map(Number) as [number, number, number];
  return l.date(d, l.months[m - 1] ?? '', y);
}
