import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../../../../shared/constants';
import { MAX_UPLOAD_MB, transcriptRequiredMessage, type ReviewInput } from '../../../../../shared/schemas/admin';
import { useUnsavedChanges } from '../../../components/modal';
import { staffErrorMessage } from '../../../lib/api';
import { ADMIN_QUERY_ROOT } from '../admin-keys';
import { translateAdminMessage } from '../admin-i18n';
import { ADMIN_LANGUAGES } from '../components/language-flag';
import { transcriptId } from './image-slot';
import {
  addAliases,
  emptyReviewForm,
  formFromReview,
  formSnapshot,
  setSlot,
  validateReviewForm,
  type ReviewFormErrors,
  type ReviewFormField,
  type ReviewFormState,
  type SlotKey,
} from './review-form';
import type { AdminReview } from '../../../../../shared/schemas/admin';
import { createReview, MAX_UPLOAD_BYTES, updateReview, UPLOAD_ACCEPT, uploadReviewImage } from './reviews-api';

export type ReviewModalTarget = { mode: 'add' } | { mode: 'edit'; review: AdminReview };

const ACCEPTED_TYPES = UPLOAD_ACCEPT.split(',');
export const FIELD_IDS: Record<ReviewFormField, string> = {
  gameName: 'review-game-name',
  genre: 'review-genre',
  gameImage: 'review-game-image',
  difficulty: 'review-difficulty',
  aliases: 'review-aliases',
  reviewImages: 'review-images-title',
};

/**
 * The admin review form's state (docs/product.md §4): the fields, the screenshot slots and their
 * uploads or renders in progress, the checks (shared schema) and saving.
 */
export function useReviewForm(target: ReviewModalTarget, onDone: () => void) {
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

  return {
    t,
    isEdit,
    requireTranscripts,
    form,
    setForm,
    aliasDraft,
    setAliasDraft,
    errors,
    transcriptErrors,
    language,
    setLanguage,
    busy,
    busyCount,
    writing,
    setWriting,
    requestClose,
    saving: save.isPending,
    update,
    markBusy,
    clearSlotError,
    fillSlot,
    setTranscript,
    upload,
    submit,
  };
}

export type ReviewFormModel = ReturnType<typeof useReviewForm>;
