import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Users } from 'lucide-react';
import { useFormat } from '../../i18n/format';
import { useMyLeagues } from '../../lib/leagues-api';

/** On today's finished daily: "#2 of 7 in <league>" for each of the player's leagues. */
export function DailyLeaguePlaces() {
  const { t } = useTranslation('leagues');
  const format = useFormat();
  const leagues = useMyLeagues();
  if (!leagues.data) return null;
  if (leagues.data.length === 0) {
    return (
      <p className="text-sm text-slate-400">
        <Link to="/leagues" className="text-indigo-300 underline">
          {t('startOne')}
        </Link>
      </p>
    );
  }
  return (
    <ul className="flex flex-wrap justify-center gap-2" aria-label={t('title')} data-testid="daily-league-places">
      {leagues.data.map((l) => (
        <li key={l.id}>
          <Link to={`/leagues/${l.id}`} className="inline-flex items-center gap-1.5 rounded-full bg-indigo-500/15 px-3 py-1.5 text-sm font-semibold text-indigo-100 hover:bg-indigo-500/25">
            <Users className="h-4 w-4" aria-hidden="true" />
            {l.today ? t('place', { rank: format.number(l.today.rank), of: format.number(l.today.of), name: l.name }) : l.name}
          </Link>
        </li>
      ))}
    </ul>
  );
}
