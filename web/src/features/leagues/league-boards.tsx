import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CalendarDays, ChevronLeft, ChevronRight, Trophy } from 'lucide-react';
import { utcDate } from '../../../../shared/constants';
import { allTimeColumns, dailyColumns, HardMark, LeaderboardTable } from '../../components/leaderboard';
import { useFormat } from '../../i18n/format';
import { useLeagueAllTimeBoard, useLeagueDailyBoard } from '../../lib/leagues-api';
import { addDays as shiftDay } from '../../../../shared/days';


/** One day's league board (today first, then the past days one by one), with who has not played. */
export function LeagueDayBoard({ leagueId, me }: { leagueId: string; me?: string }) {
  const today = utcDate();
  const [day, setDay] = useState(today);
  const board = useLeagueDailyBoard(leagueId, day);
  const { t, i18n } = useTranslation();
  const { t: tl } = useTranslation('leagues');
  const format = useFormat();
  const isToday = day === today;
  return (
    <div className="space-y-3">
      <div className="flex items-center justify-between gap-2">
        <button type="button" className="btn btn-secondary px-2 py-1.5" onClick={() => setDay(shiftDay(day, -1))} aria-label={tl('previousDay')}>
          <ChevronLeft className="h-4 w-4" aria-hidden="true" />
        </button>
        <p className="text-center font-semibold text-slate-200" data-testid="league-day">
          {isToday ? tl('today') : format.day(day)}
        </p>
        <button type="button" className="btn btn-secondary px-2 py-1.5" onClick={() => setDay(shiftDay(day, 1))} disabled={isToday} aria-label={tl('nextDay')}>
          <ChevronRight className="h-4 w-4" aria-hidden="true" />
        </button>
      </div>
      <LeaderboardTable
        title={isToday ? tl('todayBoard') : tl('dayBoard', { day: format.day(day) })}
        icon={<CalendarDays className="h-5 w-5 text-indigo-300" aria-hidden="true" />}
        entries={board.data?.leaderboard}
        isPending={board.isPending}
        isError={board.isError}
        columns={dailyColumns(t, i18n.resolvedLanguage ?? 'en')}
        emptyText={isToday ? tl('emptyToday') : tl('emptyDay')}
        highlightUsername={me}
        mark={(entry) => <HardMark entry={entry} />}
        testId="league-board-daily"
      />
      {board.data && board.data.notPlayed.length > 0 && (
        <div className="card p-4" data-testid="league-not-played">
          <h3 className="mb-2 text-sm font-semibold uppercase tracking-wide text-slate-400">{isToday ? tl('notPlayedYet') : tl('didNotPlay')}</h3>
          <ul className="flex flex-wrap gap-2">
            {board.data.notPlayed.map((m) => (
              <li key={m.userId} className={`rounded-full px-3 py-1 text-sm ${m.username === me ? 'bg-indigo-500/25 text-indigo-100' : 'bg-slate-800 text-slate-300'}`}>
                {m.username}
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}

export function LeagueAllTimeBoard({ leagueId, me }: { leagueId: string; me?: string }) {
  const board = useLeagueAllTimeBoard(leagueId);
  const { t, i18n } = useTranslation();
  const { t: tl } = useTranslation('leagues');
  return (
    <LeaderboardTable
      title={tl('allTimeBoard')}
      icon={<Trophy className="h-5 w-5 text-amber-300" aria-hidden="true" />}
      entries={board.data}
      isPending={board.isPending}
      isError={board.isError}
      columns={allTimeColumns(t, i18n.resolvedLanguage ?? 'en')}
      emptyText={tl('emptyAllTime')}
      highlightUsername={me}
      testId="league-board-alltime"
    />
  );
}
