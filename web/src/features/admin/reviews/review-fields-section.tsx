import { useState, type ReactNode } from 'react';
import { DIFFICULTIES } from '../../../../../shared/constants';
import type { AdminReview } from '../../../../../shared/schemas/admin';
import { FieldError, invalidProps } from '../../../components/field-error';
import { imageUrl } from '../../../lib/image-url';
import { translateAdminMessage } from '../admin-i18n';
import { AliasInput } from './alias-input';
import { DifficultyFromDataNote } from './difficulty-from-data';
import type { ReviewFormField, ReviewFormState } from './review-form';
import { FIELD_IDS, type ReviewFormModel } from './use-review-form';

/** A field's message in the interface language, if it has one. */
export function fieldMessage(model: ReviewFormModel, field: ReviewFormField): string | undefined {
  const message = model.errors[field];
  return message ? translateAdminMessage(model.t, message) : undefined;
}

/** The review's own fields: game name, genre, aliases, box art and difficulty. */
export function ReviewFieldsSection({ model, review }: { model: ReviewFormModel; review?: AdminReview }) {
  const { t, form, update, aliasDraft, setAliasDraft } = model;
  const invalid = (field: ReviewFormField) => invalidProps(FIELD_IDS[field], fieldMessage(model, field));
  const labelled = (field: ReviewFormField, label: ReactNode, input: ReactNode, className = '') => (
    <div className={className}>
      <label htmlFor={FIELD_IDS[field]} className="label">
        {label}
      </label>
      {input}
      <FieldError id={FIELD_IDS[field]} message={fieldMessage(model, field)} />
    </div>
  );
  const imageUrlValid = /^https?:\/\/\S+$/i.test(form.gameImage.trim());

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {labelled(
        'gameName',
        t('reviewForm.gameName'),
        <input
          {...invalid('gameName')}
          className="input"
          autoComplete="off"
          maxLength={200}
          value={form.gameName}
          onChange={(e) => update({ gameName: e.target.value }, 'gameName')}
        />,
      )}
      {labelled(
        'genre',
        t('reviewForm.genre'),
        <input
          {...invalid('genre')}
          className="input"
          autoComplete="off"
          maxLength={100}
          placeholder={t('reviewForm.genrePlaceholder')}
          value={form.genre}
          onChange={(e) => update({ genre: e.target.value }, 'genre')}
        />,
      )}
      {labelled(
        'aliases',
        <>
          {t('reviewForm.aliases')} <span className="font-normal text-slate-400">{t('reviewForm.aliasesHint')}</span>
        </>,
        <AliasInput
          field={invalid('aliases')}
          aliases={form.aliases}
          draft={aliasDraft}
          onChange={(aliases, draft) => {
            update({ aliases }, 'aliases');
            setAliasDraft(draft);
          }}
        />,
        'sm:col-span-2',
      )}
      {labelled(
        'gameImage',
        <>
          {t('reviewForm.gameImage')} <span className="font-normal text-slate-400">{t('reviewForm.optional')}</span>
        </>,
        <div className="flex items-center gap-3">
          <input
            {...invalid('gameImage')}
            type="url"
            inputMode="url"
            className="input"
            placeholder="https://..."
            value={form.gameImage}
            onChange={(e) => update({ gameImage: e.target.value }, 'gameImage')}
          />
          {imageUrlValid && <GameImageThumb key={form.gameImage} src={form.gameImage.trim()} />}
        </div>,
      )}
      {labelled(
        'difficulty',
        t('reviewForm.difficulty'),
        <>
          <select
            id={FIELD_IDS.difficulty}
            className="input"
            value={form.difficulty}
            onChange={(e) => update({ difficulty: e.target.value as ReviewFormState['difficulty'] }, 'difficulty')}
          >
            {DIFFICULTIES.map((d) => (
              <option key={d} value={d}>
                {t(`difficulty.${d}`)}
              </option>
            ))}
          </select>
          {review && <DifficultyFromDataNote data={review.difficultyFromData} />}
        </>,
      )}
    </div>

  );
}

/** A small preview of the box-art URL; hidden when it does not load. */
function GameImageThumb({ src }: { src: string }) {
  const [failed, setFailed] = useState(false);
  if (failed) return null;
  return <img src={imageUrl(src)} alt="" className="h-10 w-10 shrink-0 rounded-md object-cover ring-1 ring-slate-700" onError={() => setFailed(true)} />;
}
