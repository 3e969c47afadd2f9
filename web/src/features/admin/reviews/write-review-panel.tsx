import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { LoaderCircle, PenLine, ThumbsDown, ThumbsUp } from 'lucide-react';
import { utcDate, type Language } from '../../../../../shared/constants';
import { DiscardConfirm, useUnsavedChanges } from '../../../components/modal';
import { staffErrorMessage } from '../../../lib/api';
import { englishAdminT, type AdminT } from '../admin-i18n';
import { languageName } from '../components/language-flag';
import { renderReview, type WrittenReview } from './reviews-api';
import { REVIEWER_MAX, REVIEW_TEXT_MAX, REVIEW_TEXT_MIN } from '../../../../../shared/schemas/admin';

export { REVIEW_TEXT_MAX, REVIEW_TEXT_MIN } from '../../../../../shared/schemas/admin';

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

type Errors = Partial<Record<'reviewer' | 'hours' | 'posted' | 'text', string>>;

/** The panel's own checks; the messages are in English unless the interface's texts are given. */
export function checkWrittenReview(form: { reviewer: string; hours: string; posted: string; text: string }, t: AdminT = englishAdminT()): Errors {
  const errors: Errors = {};
  if (!form.reviewer.trim()) errors.reviewer = t('write.errors.reviewer');
  const hours = Number(form.hours);
  if (form.hours.trim() === '' || !Number.isFinite(hours) || hours < 0) errors.hours = t('write.errors.hours');
  if (!/^\d{4}-\d{2}-\d{2}$/.test(form.posted)) errors.posted = t('write.errors.posted');
  if (form.text.trim().length < REVIEW_TEXT_MIN) errors.text = t('write.errors.text', { count: REVIEW_TEXT_MIN });
  return errors;
}

/**
 * "Write the review instead of uploading a screenshot": the server renders the typed review into
 * a review-card image. Not a <form>: it sits inside the review form, so Enter is handled here.
 */
export function WriteReviewPanel({ language, index, gameName, aliases, onRendered, onCancel, onBusyChange }: WriteReviewPanelProps) {
  const { t } = useTranslation('admin');
  const id = useId();
  const firstRef = useRef<HTMLInputElement>(null);
  const [form, setForm] = useState({ reviewer: '', hours: '', recommended: true, posted: utcDate(), text: '' });
  const [errors, setErrors] = useState<Errors>({});
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
    const next = checkWrittenReview(form, t);
    setErrors(next);
    const first = Object.keys(next)[0];
    if (first) {
      document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    mutation.mutate({
      review: { reviewer: form.reviewer.trim(), hours: Number(form.hours), recommended: form.recommended, posted: form.posted, text: form.text.trim() },
      index,
    });
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

  const field = (name: keyof Errors) => ({
    id: `${id}-${name}`,
    'aria-invalid': Boolean(errors[name]),
    'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined,
  });
  const error = (name: keyof Errors) =>
    errors[name] && (
      <p id={`${id}-${name}-error`} className="field-error">
        {errors[name]}
      </p>
    );
  const textLength = form.text.trim().length;

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

      <div className="grid gap-4 sm:grid-cols-3">
        <div className="sm:col-span-2">
          <label htmlFor={`${id}-reviewer`} className="label">
            {t('write.reviewer')}
          </label>
          <input
            ref={firstRef}
            {...field('reviewer')}
            className="input"
            maxLength={REVIEWER_MAX}
            autoComplete="off"
            value={form.reviewer}
            onChange={(e) => setForm({ ...form, reviewer: e.target.value })}
          />
          {error('reviewer')}
        </div>
        <div>
          <label htmlFor={`${id}-hours`} className="label">
            {t('write.hours')}
          </label>
          <input
            {...field('hours')}
            type="number"
            inputMode="decimal"
            min={0}
            step={0.1}
            className="input"
            value={form.hours}
            onChange={(e) => setForm({ ...form, hours: e.target.value })}
          />
          {error('hours')}
        </div>
        <fieldset className="min-w-0">
          <legend className="label">{t('write.recommended')}</legend>
          <div className="grid grid-cols-2 gap-2">
            {[
              { value: true, label: t('write.yes'), Icon: ThumbsUp },
              { value: false, label: t('write.no'), Icon: ThumbsDown },
            ].map(({ value, label, Icon }) => (
              <label
                key={String(value)}
                className="flex cursor-pointer items-center justify-center gap-1.5 rounded-lg border border-slate-700 px-3 py-2 text-sm font-medium has-[:checked]:border-indigo-400 has-[:checked]:bg-indigo-500/20 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-indigo-400"
              >
                <input
                  type="radio"
                  name={`${id}-recommended`}
                  className="sr-only"
                  checked={form.recommended === value}
                  onChange={() => setForm({ ...form, recommended: value })}
                />
                <Icon className="h-4 w-4" aria-hidden="true" />
                {label}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="sm:col-span-2">
          <label htmlFor={`${id}-posted`} className="label">
            {t('write.posted')}
          </label>
          <input {...field('posted')} type="date" className="input" max={utcDate()} value={form.posted} onChange={(e) => setForm({ ...form, posted: e.target.value })} />
          {error('posted')}
        </div>
        <div className="sm:col-span-3">
          <label htmlFor={`${id}-text`} className="label">
            {t('write.text')}
          </label>
          <textarea
            {...field('text')}
            rows={5}
            className="input"
            maxLength={REVIEW_TEXT_MAX}
            lang={language}
            value={form.text}
            onChange={(e) => setForm({ ...form, text: e.target.value })}
          />
          <div className="flex justify-between gap-2">
            {error('text') ?? <span />}
            <span className="mt-1 text-xs tabular-nums text-slate-400">
              {textLength}/{REVIEW_TEXT_MAX}
            </span>
          </div>
        </div>
      </div>

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
