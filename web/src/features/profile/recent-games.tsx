import { CalendarDays, Gamepad2 } from 'lucide-react';
import type { ScoreRecord } from '../../../../shared/schemas/game';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../i18n/format';


/** The last games: one row per record, with every figure labelled (phones stack them). */
export function RecentGames({ scores }: { scores: ScoreRecord[] }) {
  const { t } = useTranslation('profile');
  const format = useFormat();
  if (scores.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 py-10 text-center text-slate-400">
        <Gamepad2 className="h-8 w-8 text-slate-600" aria-hidden="true" />
        <p>{t('noGames')}</p>
      </div>
    );
  }
  return (
    <ol className="space-y-2" data-testid="recent-games">
      {scores.map((s) => {
        const Icon = s.gameMode === 'freeplay' ? Gamepad2 : CalendarDays;
        const figures: [string, number][] = [
          [t('completed'), s.reviewsCompleted],
          [t('skipped'), s.reviewsSkipped],
          [t('hintsUsed'), s.hintsUsed],
          [t('maxStreak'), s.maxStreak],
        ];
        return (
          <li key={s._id} className="flex flex-col gap-3 rounded-xl border border-slate-800 bg-slate-900/60 p-4 md:flex-row md:items-center md:gap-6">
            <div className="flex items-center gap-3 md:w-64 md:shrink-0">
              <span className={`flex h-10 w-10 shrink-0 items-center justify-center rounded-lg ${s.gameMode !== 'freeplay' ? 'bg-indigo-500/20 text-indigo-200' : 'bg-fuchsia-500/20 text-fuchsia-200'}`}>
                <Icon className="h-5 w-5" aria-hidden="true" />
              </span>
              <div className="min-w-0 flex-1">
                <p className="font-semibold text-white">{t(`mode.${s.gameMode}`)}</p>
                <p className="text-sm text-slate-400">
                  <time dateTime={s.createdAt}>{format.dateTime(s.createdAt)}</time>
                </p>
              </div>
              {/* The score sits beside the mode on phones and gets its own column on wide screens. */}
              <p className="text-2xl font-bold tabular-nums text-indigo-200 md:hidden">
                {format.number(s.score)} <span className="text-sm font-medium text-slate-400">{t('pts')}</span>
              </p>
            </div>
            <p className="hidden w-24 shrink-0 text-2xl font-bold tabular-nums text-indigo-200 md:block">
              {format.number(s.score)} <span className="text-sm font-medium text-slate-400">{t('pts')}</span>
            </p>
            <dl className="grid flex-1 grid-cols-2 gap-2 text-center sm:grid-cols-4">
              {figures.map(([label, value]) => (
                <div key={label} className="rounded-lg bg-slate-800/60 px-1 py-1.5">
                  <dt className="text-[0.7rem] uppercase tracking-wide text-slate-400">{label}</dt>
                  <dd className="font-semibold tabular-nums text-slate-100">{value}</dd>
                </div>
              ))}
            </dl>
          </li>
        );
      })}
    </ol>
  );
}
