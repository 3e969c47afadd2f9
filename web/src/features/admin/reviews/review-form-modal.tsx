import { useTranslation } from 'react-i18next';
import { LoaderCircle, Save } from 'lucide-react';
import { Modal } from '../../../components/modal';
import { ReviewFieldsSection } from './review-fields-section';
import { ReviewImagesSection } from './review-images-section';
import { useReviewForm, type ReviewModalTarget } from './use-review-form';

export type { ReviewModalTarget } from './use-review-form';

/**
 * docs/product.md §2 Add/Edit modal. Closing (close icon, Cancel, Escape, backdrop) drops the target and the
 * form; with unsaved changes it asks first.
 */
export function ReviewFormModal({ target, onClose }: { target: ReviewModalTarget | null; onClose(): void }) {
  const { t } = useTranslation('admin');
  return (
    <Modal open={target !== null} title={target?.mode === 'edit' ? t('reviewForm.editTitle') : t('reviewForm.addTitle')} onClose={onClose} width="max-w-4xl">
      {target && <ReviewForm key={target.mode === 'edit' ? target.review._id : 'add'} target={target} onDone={onClose} />}
    </Modal>
  );
}

function ReviewForm({ target, onDone }: { target: ReviewModalTarget; onDone(): void }) {
  const model = useReviewForm(target, onDone);
  const { t, isEdit, busyCount, requestClose, submit } = model;
  const { saving } = model;

  return (
    <form onSubmit={submit} noValidate className="space-y-6" aria-busy={saving} data-testid="review-form">
      <ReviewFieldsSection model={model} review={target.mode === 'edit' ? target.review : undefined} />
      <ReviewImagesSection model={model} />

      <div className="flex flex-col-reverse gap-2 border-t border-slate-800 pt-4 sm:flex-row sm:items-center sm:justify-end">
        {busyCount > 0 && (
          <p className="text-sm text-slate-400 sm:mr-auto" role="status">
            {t('reviewForm.waiting', { count: busyCount })}
          </p>
        )}
        <button type="button" className="btn btn-ghost" onClick={requestClose}>
          {t('actions.cancel')}
        </button>
        <button type="submit" className="btn btn-primary" disabled={saving || busyCount > 0}>
          {saving ? <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" /> : <Save className="h-4 w-4" aria-hidden="true" />}
          {isEdit ? t('reviewForm.update') : t('reviewForm.add')}
        </button>
      </div>
    </form>
  );
}

