import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ChevronRight, Crown } from 'lucide-react';
import type { LeagueSummary } from '../../../shared/schemas/leagues';
import { useFormat } from '../i18n/format';

/** The player's leagues, each with today's place ("#2 of 7") once they finished today's daily. */
export function LeaguePlaces({ leagues, showEmpty = false }: { leagues: LeagueSummary[]; showEmpty?: boolean }) {
  const { t } = useTranslation('leagues');
  const format = useFormat();
  if (leagues.length === 0) return showEmpty ? <p className="text-slate-400">{t('none')}</p> : null;
  return (
    <ul className="divide-y divide-slate-800 rounded-lg border border-slate-800" data-testid="league-places">
      {leagues.map((l) => (
        <li key={l.id}>
          <Link to={`/leagues/${l.id}`} className="flex items-center gap-3 px-3 py-3 hover:bg-slate-800/50">
            <span className="min-w-0 flex-1">
              <span className="flex items-center gap-1.5 font-semibold text-slate-100">
                <span className="truncate">{l.name}</span>
                {l.isOwner && <Crown className="h-4 w-4 shrink-0 text-amber-300" aria-label={t('owner')} />}
              </span>
              <span className="text-sm text-slate-400">{t('memberCount', { count: l.memberCount })}</span>
            </span>
            <span className="shrink-0 text-right text-sm" data-testid="league-place">
              {l.today ? (
                <span className="font-semibold text-indigo-200">{t('placeShort', { rank: format.number(l.today.rank), of: format.number(l.today.of) })}</span>
              ) : (
                <span className="text-slate-400">{t('notPlayedToday')}</span>
              )}
            </span>
            <ChevronRight className="h-4 w-4 shrink-0 text-slate-500" aria-hidden="true" />
          </Link>
        </li>
      ))}
    </ul>
  );
}
