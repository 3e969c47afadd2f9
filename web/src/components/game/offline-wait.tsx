import { WifiOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { BusyAction } from './use-review-actions';

/** Said while an action waits for the connection: it is kept and sent by itself once online. */
export function OfflineWait({ action }: { action: BusyAction }) {
  const { t } = useTranslation('offline');
  return (
    <p role="status" className="flex items-start gap-2 rounded-xl border border-amber-500/50 bg-amber-950/60 p-3 text-sm text-amber-100" data-testid="offline-wait">
      <WifiOff className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
      <span>{t(action === 'verify' ? 'answerWaiting' : 'actionWaiting')}</span>
    </p>
  );
}
