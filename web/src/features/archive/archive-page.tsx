import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CalendarDays, ChevronLeft, ChevronRight, CircleCheck, CircleDashed, CirclePlay } from 'lucide-react';
import type { ArchiveDay } from '../../../../shared/schemas/archive';
import { Spinner } from '../../components/spinner';
import { errorMessage } from '../../lib/api';
import { useAuth } from '../../lib/auth-context';
import { useAuthModal } from '../../lib/auth-modal-context';
import { MyStatsSection } from '../../components/my-stats/my-stats-section';
import { useArchive } from './archive-api';
import { ArchiveRule } from '../../components/archive-rule';
import { formatPuzzleDay } from '../../components/puzzle-label';

const MARKS = {
  finished: { icon: CircleCheck, className: 'text-emerald-300' },
  started: { icon: CirclePlay, className: 'text-amber-300' },
  new: { icon: CircleDashed, className: 'text-slate-500' },
} as const;

function DayRow({ day }: { day: ArchiveDay }) {
  const { t, i18n } = useTranslation('archive');
  const { icon: Icon, className } = MARKS[day.mark];
  return (
    <li>
      <Link
        to={`/daily/${day.date}`}
        className="flex items-center gap-3 rounded-xl border border-slate-800 bg-slate-900/60 px-4 py-3 transition hover:border-indigo-500/60 hover:bg-slate-800/60"
        data-testid="archive-day"
      >
        <span className="w-14 shrink-0 text-lg font-extrabold tabular-nums text-indigo-200">#{day.number}</span>
        <span className="min-w-0 flex-1">
          <span className="block truncate font-semibold text-white">{formatPuzzleDay(day.date, i18n.language, true)}</span>
          <span className={`flex items-center gap-1.5 text-sm ${className}`}>
            <Icon className="h-4 w-4 shrink-0" aria-hidden="true" />
            {t(`mark.${day.mark}`)}
            {day.onTheDay && <span className="text-slate-400">· {t('onTheDay')}</span>}
          </span>
        </span>
        <span className="shrink-0 text-right tabular-nums">
          {day.score === null ? (
            <span className="btn btn-secondary px-3 py-1.5 text-sm">{t('play')}</span>
          ) : (
            <span className="text-xl font-bold text-indigo-200">
              {day.score} <span className="text-sm font-medium text-slate-400">{t('points')}</span>
            </span>
          )}
        </span>
      </Link>
    </li>
  );
}

/** /archive: every past daily, newest first, paged, with the player's completion marks and scores. */
export function ArchivePage() {
  const { t } = useTranslation('archive');
  const { playerKey, loading, isAuthenticated } = useAuth();
  const [page, setPage] = useState(1);
  const archive = useArchive(playerKey, page, !loading);

  if (archive.isPending) return <Spinner label={t('loading')} />;
  if (archive.isError) return <p className="card mx-auto max-w-lg text-center text-slate-300">{errorMessage(archive.error, t('loadFailed'))}</p>;
  const { days, total, pageSize } = archive.data;
  const pages = Math.max(1, Math.ceil(total / pageSize));

  return (
    <section className="mx-auto max-w-3xl space-y-4" aria-labelledby="archive-title">
      <header className="space-y-2">
        <h1 id="archive-title" className="flex items-center gap-2 text-3xl font-extrabold tracking-tight">
          <CalendarDays className="h-7 w-7 text-indigo-300" aria-hidden="true" />
          {t('title')}
        </h1>
        <p className="text-slate-300">{t('intro')}</p>
        <ArchiveRule />
      </header>
      {days.length === 0 ? (
        <p className="card text-center text-slate-400">{t('empty')}</p>
      ) : (
        <ol className="space-y-2" aria-label={t('listLabel')}>
          {days.map((day) => (
            <DayRow key={day.date} day={day} />
          ))}
        </ol>
      )}
      {pages > 1 && (
        <nav className="flex items-center justify-between gap-2" aria-label={t('pagesLabel')}>
          <button type="button" className="btn btn-secondary" onClick={() => setPage((p) => p - 1)} disabled={page <= 1}>
            <ChevronLeft className="h-4 w-4" aria-hidden="true" />
            {t('newer')}
          </button>
          <span className="text-sm text-slate-400">{t('page', { page, pages })}</span>
          <button type="button" className="btn btn-secondary" onClick={() => setPage((p) => p + 1)} disabled={page >= pages}>
            {t('older')}
            <ChevronRight className="h-4 w-4" aria-hidden="true" />
          </button>
        </nav>
      )}
      {!isAuthenticated && <GuestStats player={playerKey} />}
    </section>
  );
}

/** A guest's own stats (kept for this browser); a signed-in player finds theirs on the profile. */
function GuestStats({ player }: { player: string }) {
  const { t } = useTranslation('stats');
  const { openAuth } = useAuthModal();
  const note = (
    <div className="flex flex-col gap-2 rounded-lg bg-amber-400/10 px-4 py-3 text-amber-100 sm:flex-row sm:items-center sm:justify-between">
      <p>{t('guestNote')}</p>
      <button type="button" className="btn btn-secondary shrink-0 px-3 py-1.5 text-sm" onClick={() => openAuth('register')}>
        {t('common:account.signUp')}
      </button>
    </div>
  );
  return <MyStatsSection player={player} guestNote={note} />;
}
