import { ListChecks, LoaderCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** "You have played N reviews" with the Reset History button (start screen and summary). */
export function PlayedHistory({ count, onReset, resetting }: { count: number; onReset(): void; resetting: boolean }) {
  const { t } = useTranslation('freeplay');
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-slate-800 bg-slate-900/60 px-4 py-3">
      <p className="flex items-center gap-2 text-slate-300" aria-live="polite">
        <ListChecks className="h-5 w-5 text-indigo-300" aria-hidden="true" />
        <span>
          {t('history.played')} <strong className="tabular-nums text-white" data-testid="played-count">{count}</strong>
        </span>
      </p>
      <button type="button" className="btn btn-ghost px-3 py-1.5 text-sm" onClick={onReset} disabled={resetting}>
        {resetting && <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" />}
        {t('history.reset')}
      </button>
    </div>
  );
}
