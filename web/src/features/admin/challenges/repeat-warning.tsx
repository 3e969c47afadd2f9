import { useTranslation } from 'react-i18next';
import { TriangleAlert } from 'lucide-react';
import { daysBetween } from '../../../../../shared/days';
import type { CalendarDay } from '../../../../../shared/schemas/planning';
import { useFormat } from '../../../i18n/format';
import { useCalendar } from './calendar-api';

export interface Repeat {
  gameName: string;
  dates: string[];
}

/** The chosen reviews that other days of the calendar show within `withinDays` of `date`. */
export function repeatsNear(days: CalendarDay[], date: string, reviewIds: string[], withinDays: number): Repeat[] {
  return reviewIds.flatMap((id) => {
    const near = days.filter((d) => d.date !== date && Math.abs(daysBetween(d.date, date)) <= withinDays && d.reviews.some((r) => r._id === id));
    const gameName = near[0]?.reviews.find((r) => r._id === id)?.gameName;
    return gameName ? [{ gameName, dates: near.map((d) => d.date) }] : [];
  });
}

/**
 * Warns, without refusing, when a review being scheduled is already on a day close to this one
 * (the calendar's days, scheduled or to be picked): its players would meet it again so soon.
 */
export function RepeatWarning({ date, reviewIds }: { date: string; reviewIds: string[] }) {
  const { t } = useTranslation('admin');
  const format = useFormat();
  const calendar = useCalendar();
  if (!calendar.data || !date || reviewIds.length === 0) return null;
  const repeats = repeatsNear(calendar.data.days, date, reviewIds, calendar.data.rules.warningDays);
  if (repeats.length === 0) return null;
  return (
    <div role="status" className="flex gap-2 rounded-lg border border-amber-400/40 bg-amber-500/10 px-3 py-2 text-sm text-amber-100" data-testid="repeat-warning">
      <TriangleAlert className="mt-0.5 h-4 w-4 shrink-0 text-amber-300" aria-hidden="true" />
      <ul className="space-y-1">
        {repeats.map((r) => (
          <li key={r.gameName}>
            {t('challengeForm.repeatWarning', { game: r.gameName, dates: r.dates.map((d) => format.day(d)).join(', '), days: calendar.data.rules.warningDays })}
          </li>
        ))}
      </ul>
    </div>
  );
}
