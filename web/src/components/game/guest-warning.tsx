import { UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../lib/auth-context';
import { useAuthModal } from '../../lib/auth-modal-context';

/**
 * Shown to guests before they play: their scores are not saved (docs/product.md §1, §5). Before a
 * daily it also says what signing up later today keeps (the guest's day moves to the account,
 * server/modules/play/guest-carry-over.ts).
 */
export function GuestWarning({ mode = 'freeplay' }: { mode?: 'daily' | 'freeplay' }) {
  const { isAuthenticated, loading } = useAuth();
  const { openAuth } = useAuthModal();
  const { t } = useTranslation('game');
  if (isAuthenticated || loading) return null;
  return (
    <div className="flex flex-col gap-3 rounded-xl border border-amber-400/30 bg-amber-400/10 p-4 sm:flex-row sm:items-center" data-testid="guest-warning">
      <UserRound className="hidden h-6 w-6 shrink-0 text-amber-300 sm:block" aria-hidden="true" />
      <p className="flex-1 text-sm text-amber-100">
        <strong className="block font-semibold text-amber-200">{t('guest.title')}</strong>
        {t(mode === 'daily' ? 'guest.textDaily' : 'guest.text')}
      </p>
      <div className="flex gap-2">
        <button type="button" className="btn btn-secondary px-3 py-1.5 text-sm" onClick={() => openAuth('login')}>
          {t('common:account.login')}
        </button>
        <button type="button" className="btn btn-primary px-3 py-1.5 text-sm" onClick={() => openAuth('register')}>
          {t('common:account.signUp')}
        </button>
      </div>
    </div>
  );
}
