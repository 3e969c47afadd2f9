import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { LoaderCircle, PenLine } from 'lucide-react';
import type { Language } from '../../../../../shared/constants';
import { DiscardConfirm, useUnsavedChanges } from '../../../components/modal';
import { staffErrorMessage } from '../../../lib/api';
import {
  checkReviewCard,
  emptyReviewCard,
  REVIEW_CARD_FIELDS,
  ReviewCardFields,
  reviewCardFieldId,
  toReviewText,
  type ReviewCardDraft,
  type ReviewCardProblems,
} from '../../../components/review-card-fields';
import { languageName } from '../components/language-flag';
import { renderReview, type WrittenReview } from './reviews-api';

interface WriteReviewPanelProps {
  language: Language;
  index: number;
  gameName: string;
  aliases: string[];
  /** `index` is the slot the render was started for (the panel may have been retargeted since). */
  onRendered(imagePath: string, altText: string, index: number): void;
  onCancel(): void;
  onBusyChange(busy: boolean, index: number): void;
}

/**
 * "Write the review instead of uploading a screenshot": the server renders the typed review into
 * a review-card image. Not a <form>: it sits inside the review form, so Enter is handled here.
 */
export function WriteReviewPanel({ language, index, gameName, aliases, onRendered, onCancel, onBusyChange }: WriteReviewPanelProps) {
  const { t } = useTranslation('admin');
  const id = useId();
  const firstRef = useRef<HTMLInputElement>(null);
  const [form, setForm] = useState<ReviewCardDraft>(emptyReviewCard);
  const [errors, setErrors] = useState<ReviewCardProblems>({});
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  const hasText = form.reviewer.trim() !== '' || form.hours.trim() !== '' || form.text.trim() !== '';
  // What is typed here counts as unsaved work of the whole review modal.
  useUnsavedChanges(hasText);
  const cancel = () => (hasText ? setConfirmingCancel(true) : onCancel());

  const mutation = useMutation({
    mutationFn: ({ review }: { review: WrittenReview; index: number }) => renderReview(review, language, gameName, aliases),
    onMutate: ({ index: slot }) => onBusyChange(true, slot),
    onSettled: (_data, _error, { index: slot }) => onBusyChange(false, slot),
    onSuccess: ({ imagePath, altText }, { index: slot }) => onRendered(imagePath, altText, slot),
    onError: (error) => toast.error(staffErrorMessage(error, t('write.renderFailed'))),
  });

  useEffect(() => {
    firstRef.current?.focus();
  }, []);

  function submit() {
    const next = checkReviewCard(form);
    setErrors(next);
    const first = REVIEW_CARD_FIELDS.find((f) => next[f]);
    if (first) {
      document.getElementById(reviewCardFieldId(id, first))?.focus();
      return;
    }
    mutation.mutate({ review: toReviewText(form), index });
  }

  function onKeyDown(event: KeyboardEvent) {
    // Enter in a one-line field renders the card instead of submitting the whole review.
    if (event.key === 'Enter' && event.target instanceof HTMLInputElement && event.target.type !== 'radio') {
      event.preventDefault();
      submit();
    }
    if (event.key === 'Escape' && !event.defaultPrevented) {
      // Close this panel only, not the modal around it (asking first when something is typed).
      event.preventDefault();
      event.stopPropagation();
      cancel();
    }
  }

  return (
    <section
      role="group"
      aria-labelledby={`${id}-title`}
      className="mt-4 rounded-xl border border-indigo-400/40 bg-indigo-500/5 p-4"
      onKeyDown={onKeyDown}
      data-testid="write-review-panel"
    >
      <h4 id={`${id}-title`} className="mb-1 flex items-center gap-2 font-semibold text-white">
        <PenLine className="h-4 w-4 text-indigo-300" aria-hidden="true" />
        {t('write.title', { n: index + 1, language: languageName(language) })}
      </h4>
      <p className="mb-4 text-sm text-slate-400">{t('write.intro')}</p>

      <ReviewCardFields
        idPrefix={id}
        value={form}
        language={language}
        firstRef={firstRef}
        problems={errors}
        onChange={(patch) => {
          setForm((f) => ({ ...f, ...patch }));
          // A message goes as soon as its field is edited.
          setErrors((e) => Object.fromEntries(Object.entries(e).filter(([k]) => !(k in patch))));
        }}
      />

      {confirmingCancel && (
        <div className="mt-4 flex justify-center">
          <DiscardConfirm
            title={t('write.discardTitle')}
            message={t('write.discardMessage')}
            keepLabel={t('write.keep')}
            discardLabel={t('write.discard')}
            onKeep={() => {
              setConfirmingCancel(false);
              requestAnimationFrame(() => document.getElementById(`${id}-text`)?.focus());
            }}
            onDiscard={onCancel}
            modal={false}
          />
        </div>
      )}
      <div className="mt-4 flex flex-wrap justify-end gap-2" hidden={confirmingCancel}>
        <button type="button" className="btn btn-ghost" onClick={cancel} disabled={mutation.isPending}>
          {t('actions.cancel')}
        </button>
        <button type="button" className="btn btn-primary" onClick={submit} disabled={mutation.isPending}>
          {mutation.isPending ? <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" /> : <PenLine className="h-4 w-4" aria-hidden="true" />}
          {mutation.isPending ? t('write.rendering') : t('write.render')}
        </button>
      </div>
    </section>
  );
}
