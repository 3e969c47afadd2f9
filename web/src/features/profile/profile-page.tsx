import { useEffect } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import toast from 'react-hot-toast';
import { Flame, Gamepad2, ListChecks, Medal, Star, UserRoundX } from 'lucide-react';
import type { User } from '../../../../shared/schemas/auth';
import { Spinner } from '../../components/spinner';
import { StatTile } from '../../components/stat-tile';
import { ApiError } from '../../lib/api';
import { useAuth } from '../auth/auth-context';
import { useRank, useRecentScores } from './profile-api';
import { RecentGames } from './recent-games';

function ProfileNotFound() {
  return (
    <section className="card mx-auto max-w-lg text-center">
      <UserRoundX className="mx-auto mb-3 h-10 w-10 text-slate-500" aria-hidden="true" />
      <h1 className="mb-6 text-3xl font-bold">Profile not found</h1>
      <Link to="/" className="btn btn-primary">
        Back to Home
      </Link>
    </section>
  );
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

function OwnProfile({ user }: { user: User }) {
  const { refreshUser } = useAuth();
  const scores = useRecentScores(user.id, true);
  const rank = useRank(user.id, true);
  const failed = [scores.error, rank.error].find((e) => e !== null);
  const notFound = failed instanceof ApiError && failed.status === 404;

  useEffect(() => {
    // Totals and streak live on the user record; make sure they are today's.
    refreshUser().catch((err: unknown) => console.error('Refreshing the user failed', err));
  }, [refreshUser]);

  useEffect(() => {
    if (failed && !notFound) toast.error('Failed to load profile', { id: 'profile-error' });
  }, [failed, notFound]);

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
        </div>
        <p className="flex items-center gap-2 self-start rounded-full bg-amber-400/15 px-4 py-2 font-semibold text-amber-100 sm:self-center" data-testid="profile-rank">
          <Medal className="h-5 w-5 text-amber-300" aria-hidden="true" />
          {rank.data ? `#${rank.data.rank} of ${rank.data.totalUsers}` : rank.isPending ? 'Ranking...' : 'Unranked'}
        </p>
      </section>

      <dl className="grid grid-cols-3 gap-2 sm:gap-3">
        <StatTile label="Total score" value={user.totalScore.toLocaleString('en-US')} icon={<Star className="h-3.5 w-3.5" aria-hidden="true" />} testId="profile-total" />
        <StatTile label="Games played" value={user.gamesPlayed} icon={<Gamepad2 className="h-3.5 w-3.5" aria-hidden="true" />} testId="profile-games" />
        <StatTile label="Current streak" value={plural(user.streak, 'day')} icon={<Flame className="h-3.5 w-3.5" aria-hidden="true" />} testId="profile-streak" />
      </dl>

      <section className="card p-4 sm:p-6" aria-labelledby="recent-games-title">
        <h2 id="recent-games-title" className="mb-4 flex items-center gap-2 text-xl font-bold">
          <ListChecks className="h-5 w-5 text-indigo-300" aria-hidden="true" />
          Recent Games
        </h2>
        {scores.isPending ? (
          <Spinner label="Loading games..." />
        ) : scores.data ? (
          <RecentGames scores={scores.data} />
        ) : (
          <p className="py-10 text-center text-slate-400">Your recent games could not be loaded.</p>
        )}
      </section>
    </div>
  );
}

/** /profile/:userId? — only the signed-in player's own profile is shown (SPEC 2). */
export function ProfilePage() {
  const { user, loading } = useAuth();
  const { userId } = useParams();
  if (loading) return <Spinner />;
  if (!user) return <Navigate to="/" replace />;
  if (userId !== undefined && userId !== user.id) return <ProfileNotFound />;
  return <OwnProfile user={user} />;
}
