import { useTranslation } from 'react-i18next';
import { CircleCheck, Trophy, UserPlus } from 'lucide-react';
import { useAuth } from '../../lib/auth-context';
import { useAuthModal } from '../../lib/auth-modal-context';

/**
 * Under today's finished daily: what became of the result. The server recorded a signed-in
 * player's score when the last review was resolved, so there is nothing left to submit: the note
 * says it is saved and the button only leads to the board (docs/decisions/0029). A guest is told
 * that signing up or logging in now keeps the result (server/modules/play/guest-carry-over.ts).
 */
export function DailyResultNote({ score, onViewLeaderboard }: { score: number; onViewLeaderboard(): void }) {
  const { isAuthenticated } = useAuth();
  const { openAuth } = useAuthModal();
  const { t } = useTranslation('daily');
  if (isAuthenticated) {
    return (
      <div className="flex flex-col items-center gap-3">
        <p className="flex items-center justify-center gap-2 rounded-lg bg-emerald-500/10 px-4 py-3 text-emerald-200" data-testid="daily-recorded">
          <CircleCheck className="h-5 w-5 shrink-0" aria-hidden="true" />
          {t('finished.saved', { score })}
        </p>
        <button type="button" className="btn btn-primary w-full py-3 text-lg sm:w-auto" onClick={onViewLeaderboard}>
          <Trophy className="h-5 w-5" aria-hidden="true" />
          {t('finished.viewLeaderboard')}
        </button>
      </div>
    );
  }
  return (
    <div className="rounded-lg bg-amber-400/10 px-4 py-3 text-amber-100" data-testid="daily-guest-note">
      <p>{t('finished.guest')}</p>
      <div className="mt-3 flex flex-wrap justify-center gap-2">
        <button type="button" className="btn btn-primary px-3 py-1.5 text-sm" onClick={() => openAuth('register')}>
          <UserPlus className="h-4 w-4" aria-hidden="true" />
          {t('common:account.signUp')}
        </button>
        <button type="button" className="btn btn-secondary px-3 py-1.5 text-sm" onClick={() => openAuth('login')}>
          {t('common:account.login')}
        </button>
      </div>
    </div>
  );
}
