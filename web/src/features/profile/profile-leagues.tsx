import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Users } from 'lucide-react';
import { Spinner } from '../../components/spinner';
import { LeaguePlaces } from '../../components/league-places';
import { useMyLeagues } from '../../lib/leagues-api';

/** The profile's list of the player's leagues. */
export function ProfileLeagues() {
  const { t } = useTranslation('leagues');
  const leagues = useMyLeagues();
  return (
    <section className="card space-y-3 p-4 sm:p-6" aria-labelledby="profile-leagues-title" data-testid="profile-leagues">
      <h2 id="profile-leagues-title" className="flex items-center gap-2 text-xl font-bold">
        <Users className="h-5 w-5 text-indigo-300" aria-hidden="true" />
        {t('title')}
      </h2>
      {leagues.isPending ? <Spinner /> : leagues.data ? <LeaguePlaces leagues={leagues.data} showEmpty /> : <p className="text-slate-400">{t('loadFailed')}</p>}
      <Link to="/leagues" className="inline-block text-sm text-indigo-300 underline">
        {t('manage')}
      </Link>
    </section>
  );
}
