import { useState, type FormEvent, type ReactNode } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Images, LoaderCircle, Save } from 'lucide-react';
import { DIFFICULTIES, IMAGES_PER_LANGUAGE, type Language } from '../../../../../shared/constants';
import { MAX_UPLOAD_MB, transcriptRequiredMessage, type AdminReview, type ReviewInput } from '../../../../../shared/schemas/admin';
import { Modal, useUnsavedChanges } from '../../../components/modal';
import { staffErrorMessage } from '../../../lib/api';
import { imageUrl } from '../../../lib/image-url';
import { translateAdminMessage } from '../admin-i18n';
import { ADMIN_LANGUAGES, LanguageFlag, languageName } from '../components/language-flag';
import { TabList, tabPanelProps } from '../components/tabs';
import { AliasInput } from './alias-input';
import { ImageSlot, slotHeadingId, transcriptId } from './image-slot';
import {
  addAliases,
  EMPTY_SLOT,
  emptyReviewForm,
  filledCount,
  formFromReview,
  formSnapshot,
  setSlot,
  validateReviewForm,
  type ReviewFormErrors,
  type ReviewFormField,
  type ReviewFormState,
  type SlotKey,
} from './review-form';
import { createReview, MAX_UPLOAD_BYTES, updateReview, UPLOAD_ACCEPT, uploadReviewImage } from './reviews-api';
import { WriteReviewPanel } from './write-review-panel';
import { DifficultyFromDataNote } from './difficulty-from-data';
import { ADMIN_QUERY_ROOT } from '../admin-keys';

export type ReviewModalTarget = { mode: 'add' } | { mode: 'edit'; review: AdminReview };

const ACCEPTED_TYPES = UPLOAD_ACCEPT.split(',');
const FIELD_IDS: Record<ReviewFormField, string> = {
  gameName: 'review-game-name',
  genre: 'review-genre',
  gameImage: 'review-game-image',
  difficulty: 'review-difficulty',
  aliases: 'review-aliases',
  reviewImages: 'review-images-title',
};

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
  const { t } = useTranslation('admin');
  const queryClient = useQueryClient();
  const isEdit = target.mode === 'edit';
  // A new review is active at once; an edited one keeps its state.
  const requireTranscripts = target.mode === 'add' || target.review.isActive;
  const [form, setForm] = useState<ReviewFormState>(() => (target.mode === 'edit' ? formFromReview(target.review) : emptyReviewForm()));
  const [saved] = useState(() => formSnapshot(form));
  const [aliasDraft, setAliasDraft] = useState('');
  const [errors, setErrors] = useState<ReviewFormErrors>({});
  const [transcriptErrors, setTranscriptErrors] = useState<Partial<Record<SlotKey, string>>>({});
  const [language, setLanguage] = useState<Language>(ADMIN_LANGUAGES[0]!);
  const [busy, setBusy] = useState<Partial<Record<SlotKey, 'upload' | 'render'>>>({});
  const [writing, setWriting] = useState<{ language: Language; index: number } | null>(null);
  const busyCount = Object.keys(busy).length;
  const requestClose = useUnsavedChanges(formSnapshot(form) !== saved || aliasDraft.trim() !== '' || busyCount > 0);

  const save = useMutation({
    mutationFn: (input: ReviewInput) => (target.mode === 'edit' ? updateReview(target.review._id, input) : createReview(input)),
    onSuccess: () => {
      toast.success(isEdit ? t('reviewForm.updated') : t('reviewForm.added'));
      // Stats, lists and the challenges that show this review's name.
      void queryClient.invalidateQueries({ queryKey: ADMIN_QUERY_ROOT });
      onDone();
    },
    onError: (error) => toast.error(staffErrorMessage(error, t('reviewForm.saveFailed'))),
  });

  const update = (patch: Partial<ReviewFormState>, field?: ReviewFormField) => {
    setForm((f) => ({ ...f, ...patch }));
    if (field && errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const markBusy = (key: SlotKey, kind: 'upload' | 'render' | null) =>
    setBusy((b) => {
      const next = { ...b };
      if (kind) next[key] = kind;
      else delete next[key];
      return next;
    });

  const clearSlotError = (lang: Language, index: number) => {
    setErrors((e) => ({ ...e, reviewImages: undefined }));
    setTranscriptErrors((current) => {
      const next = { ...current };
      delete next[`${lang}:${index}`];
      return next;
    });
  };

  const fillSlot = (lang: Language, index: number, path: string, alt: string | null) => {
    setForm((f) => ({ ...f, images: setSlot(f.images, lang, index, { path, alt }) }));
    clearSlotError(lang, index);
  };

  const setTranscript = (lang: Language, index: number, text: string) => {
    setForm((f) => ({ ...f, images: setSlot(f.images, lang, index, { ...f.images[lang][index]!, alt: text }) }));
    if (text.trim()) clearSlotError(lang, index);
  };

  async function upload(lang: Language, index: number, file: File) {
    if (file.type && !ACCEPTED_TYPES.includes(file.type)) {
      toast.error(t('reviewForm.wrongType'));
      return;
    }
    if (file.size > MAX_UPLOAD_BYTES) {
      toast.error(t('reviewForm.tooLarge', { mb: MAX_UPLOAD_MB }));
      return;
    }
    const key: SlotKey = `${lang}:${index}`;
    markBusy(key, 'upload');
    if (writing?.language === lang && writing.index === index) setWriting(null);
    try {
      fillSlot(lang, index, await uploadReviewImage(file, lang, index), null);
    } catch (error) {
      toast.error(staffErrorMessage(error, t('reviewForm.uploadFailed')));
    } finally {
      markBusy(key, null);
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (busyCount > 0) {
      toast.error(t('reviewForm.stillUploading'));
      return;
    }
    const aliases = addAliases(form.aliases, aliasDraft);
    const withDraft = { ...form, aliases };
    if (aliasDraft.trim()) {
      setForm(withDraft);
      setAliasDraft('');
    }
    const result = validateReviewForm(withDraft, { requireTranscripts, languageOrder: ADMIN_LANGUAGES });
    if (!result.ok) {
      setErrors(result.errors);
      setTranscriptErrors(result.transcriptErrors);
      toast.error(translateAdminMessage(t, result.messages[0]!));
      const first = (Object.keys(FIELD_IDS) as ReviewFormField[]).find((f) => result.errors[f]);
      const slot = result.firstSlot;
      if (first === 'reviewImages' && slot && result.errors.reviewImages === transcriptRequiredMessage(slot.language, slot.index)) {
        // Show the language tab of the first screenshot without a transcript and put the cursor there.
        setLanguage(slot.language);
        requestAnimationFrame(() => document.getElementById(transcriptId(slot.language, slot.index))?.focus());
      } else if (first) document.getElementById(FIELD_IDS[first])?.focus();
      return;
    }
    setErrors({});
    setTranscriptErrors({});
    save.mutate(result.input);
  }

  const slotError = (key: SlotKey) => {
    const message = transcriptErrors[key];
    return message && translateAdminMessage(t, message);
  };
  const errorId = (field: ReviewFormField) => (errors[field] ? `${FIELD_IDS[field]}-error` : undefined);
  const fieldError = (field: ReviewFormField) =>
    errors[field] && (
      <p id={`${FIELD_IDS[field]}-error`} className="field-error">
        {translateAdminMessage(t, errors[field])}
      </p>
    );
  const labelled = (field: ReviewFormField, label: ReactNode, input: ReactNode, className = '') => (
    <div className={className}>
      <label htmlFor={FIELD_IDS[field]} className="label">
        {label}
      </label>
      {input}
      {fieldError(field)}
    </div>
  );
  const imageUrlValid = /^https?:\/\/\S+$/i.test(form.gameImage.trim());
  const disabled = save.isPending;

  return (
    <form onSubmit={submit} noValidate className="space-y-6" aria-busy={save.isPending} data-testid="review-form">
      <div className="grid gap-4 sm:grid-cols-2">
        {labelled(
          'gameName',
          t('reviewForm.gameName'),
          <input
            id={FIELD_IDS.gameName}
            className="input"
            autoComplete="off"
            maxLength={200}
            value={form.gameName}
            aria-invalid={Boolean(errors.gameName)}
            aria-describedby={errorId('gameName')}
            onChange={(e) => update({ gameName: e.target.value }, 'gameName')}
          />,
        )}
        {labelled(
          'genre',
          t('reviewForm.genre'),
          <input
            id={FIELD_IDS.genre}
            className="input"
            autoComplete="off"
            maxLength={100}
            placeholder={t('reviewForm.genrePlaceholder')}
            value={form.genre}
            aria-invalid={Boolean(errors.genre)}
            aria-describedby={errorId('genre')}
            onChange={(e) => update({ genre: e.target.value }, 'genre')}
          />,
        )}
        {labelled(
          'aliases',
          <>
            {t('reviewForm.aliases')} <span className="font-normal text-slate-400">{t('reviewForm.aliasesHint')}</span>
          </>,
          <AliasInput
            id={FIELD_IDS.aliases}
            aliases={form.aliases}
            draft={aliasDraft}
            invalid={Boolean(errors.aliases)}
            describedBy={errorId('aliases')}
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
              id={FIELD_IDS.gameImage}
              type="url"
              inputMode="url"
              className="input"
              placeholder="https://..."
              value={form.gameImage}
              aria-invalid={Boolean(errors.gameImage)}
              aria-describedby={errorId('gameImage')}
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
            {isEdit && <DifficultyFromDataNote data={target.review.difficultyFromData} />}
          </>,
        )}
      </div>

      <section aria-labelledby={FIELD_IDS.reviewImages}>
        <div className="mb-3">
          <h3 id={FIELD_IDS.reviewImages} tabIndex={-1} className="flex items-center gap-2 text-lg font-bold focus:outline-none">
            <Images className="h-5 w-5 text-indigo-300" aria-hidden="true" />
            {t('reviewForm.images')}
          </h3>
          <p className="text-sm text-slate-400">
            {t('reviewForm.imagesHelp', { max: IMAGES_PER_LANGUAGE })}
            {requireTranscripts ? ` ${t('reviewForm.transcriptHelp')}` : ''}
          </p>
        </div>
        <TabList
          idPrefix="review-lang"
          label={t('reviewForm.languageTabs')}
          tabs={ADMIN_LANGUAGES.map((lang) => ({
            id: lang,
            label: (
              <>
                <LanguageFlag language={lang} className="h-3 w-4 sm:h-3.5 sm:w-5" />
                <span className="truncate">{languageName(lang)}</span>
                <span className="ml-auto rounded-full bg-black/25 px-1 text-[0.7rem] tabular-nums sm:px-1.5 sm:text-xs" aria-label={t('reviewForm.filled', { filled: filledCount(form.images[lang]), max: IMAGES_PER_LANGUAGE })}>
                  {filledCount(form.images[lang])}/{IMAGES_PER_LANGUAGE}
                </span>
              </>
            ),
          }))}
          selected={language}
          onSelect={setLanguage}
          className="mb-3 grid grid-cols-2 gap-1.5 sm:grid-cols-3"
          tabClassName={(selected) =>
            `flex min-w-0 items-center gap-1.5 rounded-lg border px-2 py-1.5 text-sm font-semibold sm:gap-2 sm:px-3 transition focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-indigo-400 ${
              selected ? 'border-indigo-400 bg-indigo-500/20 text-white' : 'border-slate-700 text-slate-300 hover:border-slate-500 hover:text-white'
            }`
          }
        />
        {/* Every language stays mounted (hidden when not selected) so a half-written review survives a tab switch. */}
        {ADMIN_LANGUAGES.map((lang) => (
          <div key={lang} {...tabPanelProps('review-lang', lang)} hidden={lang !== language} className="rounded-xl focus-visible:outline-2 focus-visible:outline-indigo-400">
            <div className="grid gap-3 sm:grid-cols-3">
              {form.images[lang].map((slot, index) => (
                <ImageSlot
                  key={index}
                  language={lang}
                  index={index}
                  slot={slot}
                  required={lang === ADMIN_LANGUAGES[0] && index === 0}
                  busy={busy[`${lang}:${index}`] ?? null}
                  writing={writing?.language === lang && writing.index === index}
                  disabled={disabled}
                  transcriptRequired={requireTranscripts}
                  transcriptError={slotError(`${lang}:${index}`)}
                  onTranscript={(text) => setTranscript(lang, index, text)}
                  onFile={(file) => void upload(lang, index, file)}
                  onWrite={() => setWriting(writing?.language === lang && writing.index === index ? null : { language: lang, index })}
                  onRemove={() => {
                    setForm((f) => ({ ...f, images: setSlot(f.images, lang, index, EMPTY_SLOT) }));
                    clearSlotError(lang, index);
                    document.getElementById(slotHeadingId(lang, index))?.focus();
                  }}
                />
              ))}
            </div>
            {writing?.language === lang && (
              <WriteReviewPanel
                key={lang}
                language={lang}
                index={writing.index}
                gameName={form.gameName}
                aliases={addAliases(form.aliases, aliasDraft)}
                onBusyChange={(isBusy, index) => markBusy(`${lang}:${index}`, isBusy ? 'render' : null)}
                onRendered={(path, alt, index) => {
                  fillSlot(lang, index, path, alt);
                  setWriting(null);
                  document.getElementById(slotHeadingId(lang, index))?.focus();
                }}
                onCancel={() => {
                  setWriting(null);
                  document.getElementById(slotHeadingId(lang, writing.index))?.focus();
                }}
              />
            )}
          </div>
        ))}
        {fieldError('reviewImages')}
      </section>

      <div className="flex flex-col-reverse gap-2 border-t border-slate-800 pt-4 sm:flex-row sm:items-center sm:justify-end">
        {busyCount > 0 && (
          <p className="text-sm text-slate-400 sm:mr-auto" role="status">
            {t('reviewForm.waiting', { count: busyCount })}
          </p>
        )}
        <button type="button" className="btn btn-ghost" onClick={requestClose}>
          {t('actions.cancel')}
        </button>
        <button type="submit" className="btn btn-primary" disabled={disabled || busyCount > 0}>
          {save.isPending ? <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" /> : <Save className="h-4 w-4" aria-hidden="true" />}
          {isEdit ? t('reviewForm.update') : t('reviewForm.add')}
        </button>
      </div>
    </form>
  );
}

/** A small preview of the box-art URL; hidden when it does not load. */
function GameImageThumb({ src }: { src: string }) {
  const [failed, setFailed] = useState(false);
  if (failed) return null;
  return <img src={imageUrl(src)} alt="" className="h-10 w-10 shrink-0 rounded-md object-cover ring-1 ring-slate-700" onError={() => setFailed(true)} />;
}
