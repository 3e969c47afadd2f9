import { useTranslation } from 'react-i18next';
import { utcDate } from '../../../../shared/constants';
import { STATS_CALENDAR_DAYS } from '../../../../shared/schemas/my-stats';
import { useFormat } from '../../i18n/format';
import { DAY_MS } from '../../../../shared/days';


/** The last 90 UTC days, oldest first, a filled square for each day with a daily finished on its day. */
export function PlayedCalendar({ playedDays }: { playedDays: string[] }) {
  const { t } = useTranslation('stats');
  const format = useFormat();
  const played = new Set(playedDays);
  const today = Date.parse(`${utcDate()}T00:00:00Z`);
  const days = Array.from({ length: STATS_CALENDAR_DAYS }, (_, i) => new Date(today - (STATS_CALENDAR_DAYS - 1 - i) * DAY_MS).toISOString().slice(0, 10));
  const summary = t('calendar.summary', { count: days.filter((day) => played.has(day)).length, days: STATS_CALENDAR_DAYS });
  return (
    <figure className="m-0">
      <div className="grid grid-cols-[repeat(15,minmax(0,1fr))] gap-1" role="img" aria-label={summary} data-testid="played-calendar">
        {days.map((day) => (
          <span
            key={day}
            title={`${format.day(day, { month: 'short', day: 'numeric' })}${played.has(day) ? ` · ${t('calendar.played')}` : ''}`}
            className={`aspect-square rounded-sm ${played.has(day) ? 'bg-emerald-400' : 'bg-slate-800'}`}
            data-played={played.has(day) || undefined}
          />
        ))}
      </div>
      <figcaption className="mt-2 text-sm text-slate-300">{summary}</figcaption>
    </figure>
  );
}
