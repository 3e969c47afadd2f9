import { useEffect, useRef } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Users } from 'lucide-react';
import { Spinner } from '../../components/spinner';
import { errorMessage } from '../../lib/api';
import { useAuth } from '../../lib/auth-context';
import { useAuthModal } from '../../lib/auth-modal-context';
import { joinLeague, leagueKeys, pendingInvite } from '../../lib/leagues-api';

/**
 * /leagues/join/:code: a signed-in player joins at once; a guest is asked to sign up or log in and
 * joins right after (the code waits in this browser meanwhile, so a reload does not lose it).
 */
export function JoinLeaguePage() {
  const { code = '' } = useParams();
  const { isAuthenticated, loading } = useAuth();
  const { openAuth } = useAuthModal();
  const { t } = useTranslation('leagues');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const started = useRef(false);
  const join = useMutation({
    mutationFn: () => joinLeague(code),
    onSuccess: (league) => {
      pendingInvite.clear();
      void queryClient.invalidateQueries({ queryKey: leagueKeys.all });
      toast.success(t('joined', { name: league.name }));
      void navigate(`/leagues/${league.id}`, { replace: true });
    },
    onError: () => pendingInvite.clear(),
  });

  useEffect(() => {
    if (loading) return;
    if (!isAuthenticated) {
      pendingInvite.store(code);
      return;
    }
    if (started.current) return;
    started.current = true;
    join.mutate();
  }, [loading, isAuthenticated, code, join]);

  if (loading || join.isPending || join.isSuccess) return <Spinner />;
  return (
    <section className="card mx-auto max-w-lg space-y-4 p-6 text-center" aria-labelledby="join-title">
      <Users className="mx-auto h-10 w-10 text-indigo-300" aria-hidden="true" />
      <h1 id="join-title" className="text-2xl font-bold">
        {join.isError ? t('joinFailedTitle') : t('invitedTitle')}
      </h1>
      {join.isError ? (
        <>
          <p className="text-slate-300" role="alert">
            {errorMessage(join.error, t('joinFailed'))}
          </p>
          <Link to="/leagues" className="btn btn-secondary">
            {t('backToLeagues')}
          </Link>
        </>
      ) : (
        <>
          <p className="text-slate-300">{t('invitedText')}</p>
          <div className="flex flex-col justify-center gap-2 sm:flex-row">
            <button type="button" className="btn btn-primary" onClick={() => openAuth('register')}>
              {t('common:account.signUp')}
            </button>
            <button type="button" className="btn btn-secondary" onClick={() => openAuth('login')}>
              {t('common:account.login')}
            </button>
          </div>
        </>
      )}
    </section>
  );
}
