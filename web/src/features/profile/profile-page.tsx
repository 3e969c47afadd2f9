import { useEffect } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Dumbbell, Flame, Gamepad2, ListChecks, Medal, Star, UserCog, UserRoundX } from 'lucide-react';
import type { User } from '../../../../shared/schemas/auth';
import { Spinner } from '../../components/spinner';
import { StatTile } from '../../components/stat-tile';
import { useFormat } from '../../i18n/format';
import { ApiError } from '../../lib/api';
import { useAuth } from '../../lib/auth-context';
import { MyStatsSection } from '../../components/my-stats/my-stats-section';
import { ProfileLeagues } from './profile-leagues';
import { useRank, useRecentScores } from './profile-api';
import { RecentGames } from './recent-games';

function ProfileNotFound() {
  const { t } = useTranslation('profile');
  return (
    <section className="card mx-auto max-w-lg text-center">
      <UserRoundX className="mx-auto mb-3 h-10 w-10 text-slate-500" aria-hidden="true" />
      <h1 className="mb-6 text-3xl font-bold">{t('notFound')}</h1>
      <Link to="/" className="btn btn-primary">
        {t('backHome')}
      </Link>
    </section>
  );
}

function OwnProfile({ user }: { user: User }) {
  const { refreshUser } = useAuth();
  const { t } = useTranslation('profile');
  const format = useFormat();
  const scores = useRecentScores(user.id, true);
  const rank = useRank(user.id, true);
  const failed = [scores.error, rank.error].find((e) => e !== null);
  const notFound = failed instanceof ApiError && failed.status === 404;

  useEffect(() => {
    // Totals and streak live on the user record; make sure they are today's.
    refreshUser().catch((err: unknown) => console.error('Refreshing the user failed', err));
  }, [refreshUser]);

  useEffect(() => {
    if (failed && !notFound) toast.error(t('loadFailed'), { id: 'profile-error' });
  }, [failed, notFound, t]);

  if (notFound) return <ProfileNotFound />;

  return (
    <div className="space-y-6">
      <section className="card flex flex-col gap-4 p-4 sm:flex-row sm:items-center sm:p-6" aria-labelledby="profile-name">
        <span
          className="flex h-16 w-16 shrink-0 items-center justify-center rounded-2xl bg-gradient-to-br from-indigo-500 to-fuchsia-500 text-3xl font-extrabold uppercase text-white"
          aria-hidden="true"
        >
          {user.username.slice(0, 1)}
        </span>
        <div className="min-w-0 flex-1">
          <h1 id="profile-name" className="truncate text-3xl font-extrabold tracking-tight">
            {user.username}
          </h1>
          {user.email && <p className="truncate text-slate-400">{user.email}</p>}
          <Link to="/account" className="mt-1 inline-flex items-center gap-1 text-sm font-semibold text-indigo-300 hover:underline">
            <UserCog className="h-4 w-4" aria-hidden="true" />
            {t('account:page.open')}
          </Link>
        </div>
        <p className="flex items-center gap-2 self-start rounded-full bg-amber-400/15 px-4 py-2 font-semibold text-amber-100 sm:self-center" data-testid="profile-rank">
          <Medal className="h-5 w-5 text-amber-300" aria-hidden="true" />
          {rank.data
            ? t('rank', { rank: format.number(rank.data.rank), total: format.number(rank.data.totalUsers) })
            : rank.isPending
              ? t('ranking')
              : t('unranked')}
        </p>
      </section>

      <section aria-describedby="profile-ranked-note">
        <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4 sm:gap-3">
          <StatTile label={t('totalScore')} value={format.number(user.totalScore)} icon={<Star className="h-3.5 w-3.5" aria-hidden="true" />} testId="profile-total" />
          <StatTile label={t('gamesPlayed')} value={format.number(user.gamesPlayed)} icon={<Gamepad2 className="h-3.5 w-3.5" aria-hidden="true" />} testId="profile-games" />
          <StatTile label={t('currentStreak')} value={t('days', { count: user.streak })} icon={<Flame className="h-3.5 w-3.5" aria-hidden="true" />} testId="profile-streak" />
          <StatTile label={t('practiceScore')} value={format.number(user.practiceScore ?? 0)} icon={<Dumbbell className="h-3.5 w-3.5" aria-hidden="true" />} testId="profile-practice" />
        </dl>
        <p id="profile-ranked-note" className="mt-2 text-sm text-slate-400">
          {t('rankedNote')}
        </p>
      </section>

      <MyStatsSection player={user.id} />

      <ProfileLeagues />

      <section className="card p-4 sm:p-6" aria-labelledby="recent-games-title">
        <h2 id="recent-games-title" className="mb-4 flex items-center gap-2 text-xl font-bold">
          <ListChecks className="h-5 w-5 text-indigo-300" aria-hidden="true" />
          {t('recentGames')}
        </h2>
        {scores.isPending ? (
          <Spinner label={t('loadingGames')} />
        ) : scores.data ? (
          <RecentGames scores={scores.data} />
        ) : (
          <p className="py-10 text-center text-slate-400">{t('gamesFailed')}</p>
        )}
      </section>
    </div>
  );
}

/** /profile/:userId? — only the signed-in player's own profile is shown (docs/product.md §2). */
export function ProfilePage() {
  const { user, loading } = useAuth();
  const { userId } = useParams();
  if (loading) return <Spinner />;
  if (!user) return <Navigate to="/" replace />;
  if (userId !== undefined && userId !== user.id) return <ProfileNotFound />;
  return <OwnProfile user={user} />;
}
