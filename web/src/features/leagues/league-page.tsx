import { useState, type FormEvent } from 'react';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Crown, LogOut, Pencil, RefreshCw, Trash2, UserMinus, Users } from 'lucide-react';
import { LEAGUES, type LeagueDetail } from '../../../../shared/schemas/leagues';
import { Spinner } from '../../components/spinner';
import { ApiError, errorMessage, isUnauthorized } from '../../lib/api';
import { useAuth } from '../../lib/auth-context';
import { CopyLink } from '../../components/copy-link';
import { LeagueAllTimeBoard, LeagueDayBoard } from './league-boards';
import { deleteLeague, inviteLink, leagueKeys, removeMember, renameLeague, renewInviteCode, useLeague } from '../../lib/leagues-api';

/** /leagues/:id: the league's boards, its invite link and its members (members only). */
export function LeaguePage() {
  const { id = '' } = useParams();
  const { user, isAuthenticated, loading } = useAuth();
  const league = useLeague(id);
  const { t } = useTranslation('leagues');
  if (loading) return <Spinner />;
  if (!isAuthenticated) return <Navigate to="/" replace />;
  if (league.isPending) return <Spinner />;
  if (league.isError) {
    const missing = league.error instanceof ApiError && league.error.status === 404;
    return (
      <section className="card mx-auto max-w-lg p-6 text-center">
        <h1 className="mb-4 text-2xl font-bold">{missing ? t('notFound') : t('loadFailed')}</h1>
        <Link to="/leagues" className="btn btn-secondary">
          {t('backToLeagues')}
        </Link>
      </section>
    );
  }
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <LeagueHeader league={league.data} />
      <LeagueDayBoard leagueId={id} me={user?.username} />
      <LeagueAllTimeBoard leagueId={id} me={user?.username} />
      <LeagueMembers league={league.data} me={user?.id} />
    </div>
  );
}

function useLeagueAction<V, T>(action: (variable: V) => Promise<T>, onDone: (result: T) => void) {
  const { t } = useTranslation('leagues');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: action,
    onSuccess: (result) => {
      void queryClient.invalidateQueries({ queryKey: leagueKeys.all });
      onDone(result);
    },
    onError: (err) => {
      if (!isUnauthorized(err)) toast.error(errorMessage(err, t('actionFailed')));
    },
  });
}

function LeagueHeader({ league }: { league: LeagueDetail }) {
  const { t } = useTranslation('leagues');
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(league.name);
  const rename = useLeagueAction(() => renameLeague(league.id, name), () => setEditing(false));
  const renew = useLeagueAction(() => renewInviteCode(league.id), () => toast.success(t('codeRenewed')));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    rename.mutate();
  };
  return (
    <section className="card space-y-4 p-4 sm:p-6" aria-labelledby="league-name">
      {editing ? (
        <form className="flex flex-col gap-2 sm:flex-row sm:items-end" onSubmit={submit}>
          <div className="flex-1">
            <label htmlFor="league-rename" className="label">
              {t('name')}
            </label>
            <input id="league-rename" className="input" required maxLength={LEAGUES.nameMax} value={name} onChange={(e) => setName(e.target.value)} />
          </div>
          <div className="flex gap-2">
            <button type="submit" className="btn btn-primary" disabled={rename.isPending || name.trim() === ''}>
              {t('save')}
            </button>
            <button type="button" className="btn btn-secondary" onClick={() => setEditing(false)}>
              {t('cancel')}
            </button>
          </div>
        </form>
      ) : (
        <div className="flex items-start gap-3">
          <h1 id="league-name" className="min-w-0 flex-1 break-words text-3xl font-extrabold tracking-tight">
            {league.name}
          </h1>
          {league.isOwner && (
            <button type="button" className="btn btn-secondary shrink-0 px-3 py-1.5 text-sm" onClick={() => setEditing(true)}>
              <Pencil className="h-4 w-4" aria-hidden="true" />
              {t('rename')}
            </button>
          )}
        </div>
      )}
      <p className="flex items-center gap-2 text-slate-300">
        <Users className="h-4 w-4" aria-hidden="true" />
        {t('memberCount', { count: league.memberCount })}
        {league.today && <span className="font-semibold text-indigo-200">· {t('placeShort', { rank: league.today.rank, of: league.today.of })}</span>}
      </p>
      <CopyLink id="league-invite" label={t('inviteLink')} link={inviteLink(league.inviteCode)} />
      <p className="text-sm text-slate-400">{t('inviteHelp')}</p>
      {league.isOwner && (
        <button type="button" className="btn btn-secondary px-3 py-1.5 text-sm" onClick={() => renew.mutate()} disabled={renew.isPending}>
          <RefreshCw className="h-4 w-4" aria-hidden="true" />
          {t('renewCode')}
        </button>
      )}
    </section>
  );
}

function LeagueMembers({ league, me }: { league: LeagueDetail; me?: string }) {
  const { t } = useTranslation('leagues');
  const navigate = useNavigate();
  const leave = useLeagueAction(() => removeMember(league.id, me ?? ''), () => void navigate('/leagues'));
  const remove = useLeagueAction((userId: string) => removeMember(league.id, userId), () => toast.success(t('memberRemoved')));
  const destroy = useLeagueAction(() => deleteLeague(league.id), () => void navigate('/leagues'));
  const confirmThen = (question: string, run: () => void) => {
    if (window.confirm(question)) run();
  };
  return (
    <section className="card space-y-3 p-4 sm:p-6" aria-labelledby="league-members-title">
      <h2 id="league-members-title" className="text-xl font-bold">
        {t('members')}
      </h2>
      <ul className="divide-y divide-slate-800" data-testid="league-members">
        {league.members.map((m) => (
          <li key={m.userId} className="flex items-center gap-2 py-2">
            <span className="min-w-0 flex-1 truncate">{m.username}</span>
            {m.isOwner && (
              <span className="flex shrink-0 items-center gap-1 text-sm text-amber-200">
                <Crown className="h-4 w-4" aria-hidden="true" />
                {t('owner')}
              </span>
            )}
            {league.isOwner && !m.isOwner && (
              <button
                type="button"
                className="btn btn-secondary shrink-0 px-2 py-1 text-sm"
                onClick={() => confirmThen(t('confirmRemove', { name: m.username }), () => remove.mutate(m.userId))}
                aria-label={t('removeMember', { name: m.username })}
              >
                <UserMinus className="h-4 w-4" aria-hidden="true" />
                <span className="hidden sm:inline">{t('remove')}</span>
              </button>
            )}
          </li>
        ))}
      </ul>
      {league.isOwner ? (
        <button type="button" className="btn bg-rose-600 text-white hover:bg-rose-500" onClick={() => confirmThen(t('confirmDelete', { name: league.name }), () => destroy.mutate())}>
          <Trash2 className="h-4 w-4" aria-hidden="true" />
          {t('delete')}
        </button>
      ) : (
        <button type="button" className="btn btn-secondary" onClick={() => confirmThen(t('confirmLeave', { name: league.name }), () => leave.mutate())}>
          <LogOut className="h-4 w-4" aria-hidden="true" />
          {t('leave')}
        </button>
      )}
    </section>
  );
}
