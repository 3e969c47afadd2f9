import { useTranslation } from 'react-i18next';
import { ArrowDown, ArrowUp, ImagePlus, Plus, Trash2 } from 'lucide-react';
import { IMAGES_PER_LANGUAGE, LANGUAGE_NAMES, LANGUAGES, type Language } from '../../../../shared/constants';
import { TRANSCRIPT_MAX } from '../../../../shared/schemas/admin';
import { SUBMISSION_UPLOAD_MB } from '../../../../shared/schemas/submissions';
import { FieldError, invalidProps } from '../../components/field-error';
import { ReviewCardFields } from '../../components/review-card-fields';
import { moved, type SubmitFormState } from './use-submit-form';

function OrderButtons({ index, count, onMove, onRemove, label }: { index: number; count: number; onMove(by: -1 | 1): void; onRemove(): void; label: string }) {
  const { t } = useTranslation('submit');
  return (
    <div className="flex gap-1">
      <button type="button" className="btn btn-ghost px-2" disabled={index === 0} onClick={() => onMove(-1)} aria-label={t('form.moveUp', { item: label })}>
        <ArrowUp className="h-4 w-4" aria-hidden="true" />
      </button>
      <button type="button" className="btn btn-ghost px-2" disabled={index === count - 1} onClick={() => onMove(1)} aria-label={t('form.moveDown', { item: label })}>
        <ArrowDown className="h-4 w-4" aria-hidden="true" />
      </button>
      <button type="button" className="btn btn-ghost px-2 text-rose-300" onClick={onRemove} aria-label={t('form.remove', { item: label })}>
        <Trash2 className="h-4 w-4" aria-hidden="true" />
      </button>
    </div>
  );
}

/** The game, whether it is a new title, its genre and the review's language. */
export function GameSection({ form, names }: { form: SubmitFormState; names: readonly string[] }) {
  const { t } = useTranslation('submit');
  const { ids, errors } = form;
  const typed = form.gameName.trim().toLowerCase();
  const gameError = errors.gameName && t(errors.gameName);
  const genreError = errors.genre && t(errors.genre);
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div className="sm:col-span-2">
        <label htmlFor={ids.gameName} className="label">
          {t('form.game')}
        </label>
        <input {...invalidProps(ids.gameName, gameError)} className="input" list={`${ids.gameName}-names`} maxLength={200} value={form.gameName} onChange={(e) => form.setGameName(e.target.value)} autoComplete="off" />
        <datalist id={`${ids.gameName}-names`}>
          {typed.length >= 2 &&
            names
              .filter((n) => n.toLowerCase().includes(typed))
              .slice(0, 20)
              .map((n) => <option key={n} value={n} />)}
        </datalist>
        <FieldError id={ids.gameName} message={gameError} />
        <label className="mt-2 flex items-center gap-2 text-sm text-slate-300">
          <input type="checkbox" checked={form.newTitle} onChange={(e) => form.setNewTitle(e.target.checked)} />
          {t('form.newTitle')}
        </label>
      </div>
      <div>
        <label htmlFor={ids.genre} className="label">
          {t('form.genre')}
        </label>
        <input {...invalidProps(ids.genre, genreError)} className="input" maxLength={100} placeholder={t('form.genrePlaceholder')} value={form.genre} onChange={(e) => form.setGenre(e.target.value)} />
        <FieldError id={ids.genre} message={genreError} />
      </div>
      <div>
        <label htmlFor={ids.language} className="label">
          {t('form.language')}
        </label>
        <select id={ids.language} className="input" value={form.language} onChange={(e) => form.setLanguage(e.target.value as Language)}>
          {LANGUAGES.map((l) => (
            <option key={l} value={l}>
              {LANGUAGE_NAMES[l]}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}

/** 1-3 uploaded screenshots, each with the text it shows. */
export function ScreenshotsSection({ form }: { form: SubmitFormState }) {
  const { t } = useTranslation('submit');
  const { ids, shots } = form;
  const shotsError = form.errors.shots && t(form.errors.shots);
  return (
    <div className="space-y-3">
      {shots.map((s, i) => (
        <div key={s.imagePath} className="rounded-xl border border-slate-800 bg-slate-950/60 p-3">
          <div className="mb-2 flex items-center justify-between gap-2">
            <span className="text-sm font-semibold">{t('form.screenshotN', { n: i + 1 })}</span>
            <OrderButtons
              index={i}
              count={shots.length}
              label={t('form.screenshotN', { n: i + 1 })}
              onMove={(by) => form.setShots((list) => moved(list, i, by))}
              onRemove={() => form.setShots((list) => list.filter((_, n) => n !== i))}
            />
          </div>
          <img src={s.imagePath} alt={t('form.screenshotN', { n: i + 1 })} className="mb-2 max-h-48 w-full rounded-lg object-contain" />
          <label htmlFor={`${ids.shots}-tr-${i}`} className="label">
            {t('form.transcript')}
          </label>
          <textarea
            id={`${ids.shots}-tr-${i}`}
            className="input"
            rows={2}
            maxLength={TRANSCRIPT_MAX}
            aria-describedby={`${ids.shots}-tr-help`}
            value={s.transcript}
            onChange={(e) => form.setShot(i, { transcript: e.target.value })}
          />
        </div>
      ))}
      {shots.length > 0 && (
        <p id={`${ids.shots}-tr-help`} className="text-sm text-slate-400">
          {t('form.transcriptHelp')}
        </p>
      )}
      {shots.length < IMAGES_PER_LANGUAGE && (
        <label className={`btn btn-secondary w-full cursor-pointer ${form.uploading ? 'opacity-50' : ''}`}>
          <ImagePlus className="h-4 w-4" aria-hidden="true" />
          {form.uploading ? t('form.uploading') : t('form.addScreenshot')}
          <input
            {...invalidProps(ids.shots, shotsError)}
            type="file"
            accept="image/jpeg,image/png,image/webp"
            className="sr-only"
            disabled={form.uploading}
            onChange={(e) => {
              void form.addFiles(e.target.files);
              e.target.value = '';
            }}
          />
        </label>
      )}
      <FieldError id={ids.shots} message={shotsError} />
      <p className="text-sm text-slate-400">{t('form.screenshotRules', { mb: SUBMISSION_UPLOAD_MB, max: IMAGES_PER_LANGUAGE })}</p>
    </div>
  );
}

/** 1-3 typed review texts, rendered into review cards by the server. */
export function CardsSection({ form }: { form: SubmitFormState }) {
  const { t } = useTranslation('submit');
  const { ids, cards } = form;
  return (
    <div className="space-y-3">
      {cards.map((c, i) => (
        <div key={i} className="space-y-2 rounded-xl border border-slate-800 bg-slate-950/60 p-3" role="group" aria-labelledby={`${ids.card(i)}-title`}>
          <div className="flex items-center justify-between gap-2">
            <span id={`${ids.card(i)}-title`} className="text-sm font-semibold">
              {t('form.reviewN', { n: i + 1 })}
            </span>
            {cards.length > 1 && (
              <OrderButtons index={i} count={cards.length} label={t('form.reviewN', { n: i + 1 })} onMove={(by) => form.moveCard(i, by)} onRemove={() => form.removeCard(i)} />
            )}
          </div>
          <ReviewCardFields idPrefix={ids.card(i)} value={c} language={form.language} problems={form.errors.cards?.[i]} onChange={(patch) => form.setCard(i, patch)} />
        </div>
      ))}
      {cards.length < IMAGES_PER_LANGUAGE && (
        <button type="button" className="btn btn-secondary w-full" onClick={form.addCard}>
          <Plus className="h-4 w-4" aria-hidden="true" />
          {t('form.addReview')}
        </button>
      )}
      <p className="text-sm text-slate-400">{t('form.textRules')}</p>
    </div>
  );
}
