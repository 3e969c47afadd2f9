import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { ThumbsDown, ThumbsUp } from 'lucide-react';
import { utcDate } from '../../../../shared/constants';
import { REVIEW_HOURS_MAX, REVIEW_TEXT_MAX, REVIEWER_MAX } from '../../../../shared/schemas/admin';
import { FieldError, invalidProps } from '../field-error';
import type { ReviewCardDraft, ReviewCardField, ReviewCardProblems } from './review-card-check';

interface ReviewCardFieldsProps {
  /** Unique per card on the page: every input's id starts with it (`${idPrefix}-reviewer`...). */
  idPrefix: string;
  value: ReviewCardDraft;
  onChange(patch: Partial<ReviewCardDraft>): void;
  problems?: ReviewCardProblems;
  /** The review's language (the text box is marked with it, for spell checkers and screen readers). */
  language?: string;
  firstRef?: Ref<HTMLInputElement>;
}

export const reviewCardFieldId = (idPrefix: string, field: ReviewCardField) => `${idPrefix}-${field}`;

/**
 * The fields of one review card (reviewer, hours, recommended, posted date, text), used by the admin's
 * "write review" panel and by the player's submit form. Each problem is shown under its field, which is
 * marked aria-invalid and described by the message. Limits come from shared/schemas/admin.ts.
 */
export function ReviewCardFields({ idPrefix, value, onChange, problems = {}, language, firstRef }: ReviewCardFieldsProps) {
  const { t } = useTranslation('common');
  const id = (field: ReviewCardField) => reviewCardFieldId(idPrefix, field);
  const messageOf = (name: ReviewCardField) => {
    const problem = problems[name];
    return problem && t(`reviewCard.errors.${problem.key}`, problem.values ?? {});
  };
  const field = (name: ReviewCardField) => invalidProps(id(name), messageOf(name));
  const error = (name: ReviewCardField) => <FieldError id={id(name)} message={messageOf(name)} />;
  const textLength = value.text.trim().length;

  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <div className="sm:col-span-2">
        <label htmlFor={id('reviewer')} className="label">
          {t('reviewCard.reviewer')}
        </label>
        <input
          ref={firstRef}
          {...field('reviewer')}
          className="input"
          maxLength={REVIEWER_MAX}
          autoComplete="off"
          value={value.reviewer}
          onChange={(e) => onChange({ reviewer: e.target.value })}
        />
        {error('reviewer')}
      </div>
      <div>
        <label htmlFor={id('hours')} className="label">
          {t('reviewCard.hours')}
        </label>
        <input
          {...field('hours')}
          type="number"
          inputMode="decimal"
          min={0}
          max={REVIEW_HOURS_MAX}
          step={0.1}
          className="input"
          value={value.hours}
          onChange={(e) => onChange({ hours: e.target.value })}
        />
        {error('hours')}
      </div>
      <fieldset className="min-w-0">
        <legend className="label">{t('reviewCard.recommended')}</legend>
        <div className="grid grid-cols-2 gap-2">
          {[
            { choice: true, label: t('reviewCard.yes'), Icon: ThumbsUp },
            { choice: false, label: t('reviewCard.no'), Icon: ThumbsDown },
          ].map(({ choice, label, Icon }) => (
            <label
              key={String(choice)}
              className="flex cursor-pointer items-center justify-center gap-1.5 rounded-lg border border-slate-700 px-3 py-2 text-sm font-medium has-[:checked]:border-indigo-400 has-[:checked]:bg-indigo-500/20 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-indigo-400"
            >
              <input type="radio" name={`${idPrefix}-recommended`} className="sr-only" checked={value.recommended === choice} onChange={() => onChange({ recommended: choice })} />
              <Icon className="h-4 w-4" aria-hidden="true" />
              {label}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="sm:col-span-2">
        <label htmlFor={id('posted')} className="label">
          {t('reviewCard.posted')}
        </label>
        <input {...field('posted')} type="date" className="input" max={utcDate()} value={value.posted} onChange={(e) => onChange({ posted: e.target.value })} />
        {error('posted')}
      </div>
      <div className="sm:col-span-3">
        <label htmlFor={id('text')} className="label">
          {t('reviewCard.text')}
        </label>
        <textarea {...field('text')} rows={5} className="input" maxLength={REVIEW_TEXT_MAX} lang={language} value={value.text} onChange={(e) => onChange({ text: e.target.value })} />
        <div className="flex justify-between gap-2">
          {error('text') ?? <span />}
          <span className="mt-1 text-xs tabular-nums text-slate-400">
            {textLength}/{REVIEW_TEXT_MAX}
          </span>
        </div>
      </div>
    </div>
  );
}
