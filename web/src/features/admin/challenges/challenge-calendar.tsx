import { useTranslation } from 'react-i18next';
import { AlertTriangle, CalendarRange, CheckCircle2, Pencil, Plus, Sparkles } from 'lucide-react';
import { LANGUAGE_NAMES, utcDate } from '../../../../../shared/constants';
import type { DailyChallenge } from '../../../../../shared/schemas/admin';
import type { CalendarDay, CalendarResponse, LanguagePool } from '../../../../../shared/schemas/planning';
import { Spinner } from '../../../components/spinner';
import { Badge } from '../components/badges';
import { LanguageFlag } from '../components/language-flag';
import { useCalendar } from './calendar-api';
import { TitleVisibleFlag } from '../../../components/report-badges';

const DIFFICULTY_DOT = { easy: 'bg-sky-400', medium: 'bg-amber-400', hard: 'bg-rose-400' } as const;
const KIND_TONE = { scheduled: 'indigo', picked: 'sky', auto: 'slate' } as const;

function useDates() {
  const { i18n } = useTranslation('planning');
  const format = (date: string, options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(i18n.language, { ...options, timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));
  return {
    day: (date: string) => format(date, { weekday: 'short', day: 'numeric', month: 'short' }),
    long: (date: string) => format(date, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }),
  };
}

/** A stored day in the shape the challenge modal edits. */
const asChallenge = (day: CalendarDay): DailyChallenge => ({ _id: day.challengeId!, date: day.date, reviewIds: day.reviews, isActive: day.date === utcDate(), source: day.kind === 'scheduled' ? 'admin' : 'auto' });

function PoolCard({ pool, days, warningDays }: { pool: LanguagePool; days: number; warningDays: number }) {
  const { t } = useTranslation('planning');
  const dates = useDates();
  const warn = pool.firstRepeat !== null;
  return (
    <li className={`rounded-xl border p-3 text-sm ${warn ? 'border-amber-500/40 bg-amber-500/10' : 'border-slate-800 bg-slate-950/50'}`} data-testid={`pool-${pool.language}`}>
      <p className="flex items-center gap-2 font-semibold text-slate-100">
        <LanguageFlag language={pool.language} className="h-3 w-4" />
        {LANGUAGE_NAMES[pool.language]}
        <span className="ml-auto font-normal tabular-nums text-slate-300">{t('calendar.pool', { count: pool.pool })}</span>
      </p>
      {pool.pool === 0 ? (
        <p className="mt-1 text-slate-400">{t('calendar.emptyPool')}</p>
      ) : (
        <>
          <p className="mt-1 text-slate-400">{t('calendar.covered', { covered: pool.daysCovered, days })}</p>
          {pool.firstRepeat ? (
            <p className="mt-1 flex gap-1.5 text-amber-200">
              <AlertTriangle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
              {t('calendar.repeatFrom', { date: dates.day(pool.firstRepeat.date), game: pool.firstRepeat.gameName, lastShown: dates.day(pool.firstRepeat.lastShown) })}
            </p>
          ) : (
            <p className="mt-1 flex gap-1.5 text-emerald-300">
              <CheckCircle2 className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
              {t('calendar.noRepeat', { days: warningDays })}
            </p>
          )}
        </>
      )}
    </li>
  );
}

interface DayRowProps {
  day: CalendarDay;
  warningDays: number;
  onCreate(date: string): void;
  onEdit(challenge: DailyChallenge): void;
}

function DayRow({ day, warningDays, onCreate, onEdit }: DayRowProps) {
  const { t } = useTranslation('planning');
  const dates = useDates();
  const isToday = day.date === utcDate();
  const label = dates.long(day.date);
  return (
    <li className="flex flex-col gap-2 border-t border-slate-800 py-3 first:border-t-0 sm:flex-row sm:items-start sm:gap-4" data-testid="calendar-day" data-date={day.date} data-kind={day.kind}>
      <div className="flex shrink-0 items-center gap-2 sm:w-56 sm:flex-col sm:items-start sm:gap-1">
        <time dateTime={day.date} className="font-semibold text-slate-100" title={label}>
          {dates.day(day.date)}
          {isToday && <span className="ml-2 text-xs font-normal text-emerald-300">{t('calendar.today')}</span>}
        </time>
        <Badge tone={KIND_TONE[day.kind]}>
          {day.kind !== 'scheduled' && <Sparkles className="h-3 w-3" aria-hidden="true" />}
          {t(`calendar.kind.${day.kind}`)}
        </Badge>
      </div>
      <div className="min-w-0 flex-1">
        {day.reviews.length === 0 ? (
          <p className="text-sm text-slate-400">{t('calendar.noReviews')}</p>
        ) : (
          <ul className={`flex flex-wrap gap-x-4 gap-y-1 text-sm ${day.kind === 'auto' ? 'text-slate-400' : 'text-slate-200'}`}>
            {day.reviews.map((r) => (
              <li key={r._id} className="flex min-w-0 items-center gap-1.5">
                <span className={`h-2 w-2 shrink-0 rounded-full ${DIFFICULTY_DOT[r.difficulty]}`} title={t(`difficulty.${r.difficulty}`)} aria-hidden="true" />
                <span className="sr-only">{t(`difficulty.${r.difficulty}`)}:</span>
                <span className="truncate">{r.gameName}</span>
                <TitleVisibleFlag count={r.titleVisibleReports} />
              </li>
            ))}
          </ul>
        )}
        {day.repeatLanguages.length > 0 && (
          <p className="mt-1 flex gap-1.5 text-sm text-amber-200">
            <AlertTriangle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
            {t('calendar.repeat', { days: warningDays, languages: day.repeatLanguages.map((l) => LANGUAGE_NAMES[l]).join(', ') })}
          </p>
        )}
      </div>
      <div className="shrink-0">
        {day.challengeId ? (
          <button type="button" className="btn btn-secondary px-3 py-1 text-sm" onClick={() => onEdit(asChallenge(day))} aria-label={t('calendar.editDay', { date: label })}>
            <Pencil className="h-4 w-4" aria-hidden="true" />
            {t('calendar.edit')}
          </button>
        ) : (
          <button type="button" className="btn btn-secondary px-3 py-1 text-sm" onClick={() => onCreate(day.date)} aria-label={t('calendar.scheduleDay', { date: label })}>
            <Plus className="h-4 w-4" aria-hidden="true" />
            {t('calendar.schedule')}
          </button>
        )}
      </div>
    </li>
  );
}

function CalendarBody({ data, onCreate, onEdit }: { data: CalendarResponse; onCreate(date: string): void; onEdit(challenge: DailyChallenge): void }) {
  const { t } = useTranslation('planning');
  const { noRepeatDays, warningDays } = data.rules;
  return (
    <>
      <p className="text-sm text-slate-400">{t('calendar.intro')}</p>
      <p className="mt-2 text-sm text-slate-400" data-testid="calendar-rule">
        {t('calendar.rule', { noRepeatDays, warningDays })}
      </p>
      <h3 className="mt-4 mb-2 font-semibold text-slate-200">{t('calendar.pools')}</h3>
      <ul className="grid gap-2 sm:grid-cols-2 xl:grid-cols-3">
        {data.languages.map((pool) => (
          <PoolCard key={pool.language} pool={pool} days={data.days.length} warningDays={warningDays} />
        ))}
      </ul>
      <p className="mt-4 text-xs text-slate-400">{t('calendar.difficultyNote')}</p>
      <ol className="mt-2">
        {data.days.map((day) => (
          <DayRow key={day.date} day={day} warningDays={warningDays} onCreate={onCreate} onEdit={onEdit} />
        ))}
      </ol>
    </>
  );
}

/** The next 30 days of the daily: scheduled, auto-picked or to be auto-picked, and each language's repeat warning. */
export function ChallengeCalendar({ onCreate, onEdit }: { onCreate(date: string): void; onEdit(challenge: DailyChallenge): void }) {
  const { t } = useTranslation('planning');
  const query = useCalendar();
  return (
    <section className="card p-4 sm:p-6" aria-labelledby="challenge-calendar-title" data-testid="challenge-calendar">
      <h2 id="challenge-calendar-title" className="mb-2 flex items-center gap-2 text-xl font-bold">
        <CalendarRange className="h-5 w-5 text-indigo-300" aria-hidden="true" />
        {t('calendar.title')}
      </h2>
      {query.isPending ? (
        <Spinner label={t('calendar.loading')} />
      ) : query.isError ? (
        <p className="py-6 text-center text-slate-400">{t('calendar.failed')}</p>
      ) : (
        <CalendarBody data={query.data} onCreate={onCreate} onEdit={onEdit} />
      )}
    </section>
  );
}
