import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { LoaderCircle, RotateCcw, TriangleAlert } from 'lucide-react';
import { Modal } from '../../../components/modal';
import { useFormat } from '../../../i18n/format';
import { resetAnalytics } from './analytics-api';
import { ADMIN_QUERY_ROOT } from '../admin-keys';

/** docs/product.md §5: the reset needs a confirmation that says what is lost, and that it is final. */
export function ResetAnalyticsDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const { t } = useTranslation('admin');
  const format = useFormat();
  const queryClient = useQueryClient();
  const reset = useMutation({
    mutationFn: resetAnalytics,
    onSuccess: ({ reviewsUpdated }) => {
      toast.success(t('reset.done', { count: reviewsUpdated, updated: format.number(reviewsUpdated) }));
      // Times played and correct guesses on the reviews tab go to zero too.
      void queryClient.invalidateQueries({ queryKey: ADMIN_QUERY_ROOT });
      onClose();
    },
    onError: () => toast.error(t('reset.failed')),
  });

  return (
    <Modal open={open} title={t('reset.title')} onClose={() => !reset.isPending && onClose()}>
      <div className="space-y-5">
        <div className="flex gap-3 rounded-xl border border-rose-500/30 bg-rose-500/10 p-4 text-rose-100">
          <TriangleAlert className="mt-0.5 h-5 w-5 shrink-0 text-rose-300" aria-hidden="true" />
          <p>
            {t('reset.warning')} <strong>{t('reset.final')}</strong>
          </p>
        </div>
        <p className="text-sm text-slate-400">{t('reset.kept')}</p>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <button type="button" className="btn btn-ghost" onClick={onClose} disabled={reset.isPending} autoFocus>
            {t('actions.cancel')}
          </button>
          <button type="button" className="btn bg-rose-600 text-white hover:bg-rose-500" onClick={() => reset.mutate()} disabled={reset.isPending}>
            {reset.isPending ? <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" /> : <RotateCcw className="h-4 w-4" aria-hidden="true" />}
            {t('reset.confirm')}
          </button>
        </div>
      </div>
    </Modal>
  );
}
