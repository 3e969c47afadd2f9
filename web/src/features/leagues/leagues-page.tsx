import { useState, type FormEvent } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Plus, Users } from 'lucide-react';
import { LEAGUES } from '../../../../shared/schemas/leagues';
import { Spinner } from '../../components/spinner';
import { errorMessage, isUnauthorized } from '../../lib/api';
import { useAuth } from '../../lib/auth-context';
import { createLeague, leagueKeys, useMyLeagues } from '../../lib/leagues-api';
import { LeaguePlaces } from '../../components/league-places';

/** /leagues: the player's leagues (with today's place in each) and a form to create one. */
export function LeaguesPage() {
  const { isAuthenticated, loading } = useAuth();
  const { t } = useTranslation('leagues');
  const leagues = useMyLeagues(isAuthenticated);
  if (loading) return <Spinner />;
  if (!isAuthenticated) return <Navigate to="/" replace />;
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <section className="card space-y-4 p-4 sm:p-6" aria-labelledby="leagues-title">
        <h1 id="leagues-title" className="flex items-center gap-2 text-3xl font-extrabold tracking-tight">
          <Users className="h-7 w-7 text-indigo-300" aria-hidden="true" />
          {t('title')}
        </h1>
        <p className="text-slate-300">{t('intro')}</p>
        {leagues.isPending ? <Spinner /> : leagues.isError ? <p className="text-slate-400">{t('loadFailed')}</p> : <LeaguePlaces leagues={leagues.data} showEmpty />}
      </section>
      <CreateLeagueForm ownedCount={leagues.data?.filter((l) => l.isOwner).length ?? 0} />
    </div>
  );
}

function CreateLeagueForm({ ownedCount }: { ownedCount: number }) {
  const { t } = useTranslation('leagues');
  const [name, setName] = useState('');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const create = useMutation({
    mutationFn: () => createLeague(name),
    onSuccess: (league) => {
      void queryClient.invalidateQueries({ queryKey: leagueKeys.all });
      toast.success(t('created', { name: league.name }));
      void navigate(`/leagues/${league.id}`);
    },
    onError: (err) => {
      if (!isUnauthorized(err)) toast.error(errorMessage(err, t('createFailed')));
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate();
  };
  const full = ownedCount >= LEAGUES.maxOwned;
  return (
    <section className="card space-y-3 p-4 sm:p-6" aria-labelledby="create-league-title">
      <h2 id="create-league-title" className="text-xl font-bold">
        {t('createTitle')}
      </h2>
      {full ? (
        <p className="text-slate-300">{t('ownLimit', { max: LEAGUES.maxOwned })}</p>
      ) : (
        <form className="flex flex-col gap-2 sm:flex-row sm:items-end" onSubmit={submit}>
          <div className="flex-1">
            <label htmlFor="league-name" className="label">
              {t('name')}
            </label>
            <input id="league-name" className="input" required maxLength={LEAGUES.nameMax} value={name} onChange={(e) => setName(e.target.value)} placeholder={t('namePlaceholder')} />
          </div>
          <button type="submit" className="btn btn-primary" disabled={create.isPending || name.trim() === ''}>
            <Plus className="h-4 w-4" aria-hidden="true" />
            {t('create')}
          </button>
        </form>
      )}
      <p className="text-sm text-slate-400">
        {t('joinHint')} <Link to="/daily" className="text-indigo-300 underline">{t('playToday')}</Link>
      </p>
    </section>
  );
}
