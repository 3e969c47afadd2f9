import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { IMAGES_PER_LANGUAGE, isLanguage, type Language } from '../../../../shared/constants';
import { SubmissionFieldSchemas, type SubmissionInput } from '../../../../shared/schemas/submissions';
import { checkReviewCard, emptyReviewCard, hasProblems, REVIEW_CARD_FIELDS, reviewCardFieldId, toReviewText, type ReviewCardDraft, type ReviewCardProblems } from '../../components/review-card-fields';
import { errorMessage } from '../../lib/api';
import { sendSubmission, submitKeys, uploadScreenshot } from './submit-api';

export interface Shot {
  imagePath: string;
  transcript: string;
}
export type SubmitKind = 'text' | 'screenshots';

/** What is wrong with the form, each shown beside its field (catalogue keys of the submit namespace). */
export interface SubmitErrors {
  gameName?: 'form.needGame';
  genre?: 'form.needGenre';
  shots?: 'form.needShot';
  cards?: ReviewCardProblems[];
  /** The server's answer or a failed upload, shown above the Submit button. */
  server?: string;
}

/** Moves item i one place up (-1) or down (+1). */
export function moved<T>(list: T[], i: number, by: -1 | 1): T[] {
  const j = i + by;
  if (j < 0 || j >= list.length) return list;
  const next = [...list];
  [next[i], next[j]] = [next[j]!, next[i]!];
  return next;
}

/** The ids the form's fields carry, so a check can put the cursor on the first field it flags. */
export const submitFieldIds = (id: string) => ({
  gameName: `${id}-game`,
  genre: `${id}-genre`,
  language: `${id}-language`,
  shots: `${id}-shots`,
  card: (i: number) => `${id}-card-${i}`,
});

/**
 * The submit form's state and its checks: every problem is found at once (the shared schemas' rules)
 * and each message goes when its field is edited.
 */
export function useSubmitForm(id: string) {
  const { t, i18n } = useTranslation('submit');
  const queryClient = useQueryClient();
  const ids = submitFieldIds(id);
  const [kind, setKind] = useState<SubmitKind>('text');
  const [gameName, setGameNameValue] = useState('');
  const [newTitle, setNewTitle] = useState(false);
  const [genre, setGenreValue] = useState('');
  const [language, setLanguage] = useState<Language>(isLanguage(i18n.language) ? i18n.language : 'en');
  const [credit, setCredit] = useState(false);
  const [shots, setShots] = useState<Shot[]>([]);
  const [cards, setCards] = useState<ReviewCardDraft[]>(() => [emptyReviewCard()]);
  const [uploading, setUploading] = useState(false);
  const [errors, setErrors] = useState<SubmitErrors>({});

  const clear = (field: keyof SubmitErrors) => setErrors((e) => (e[field] ? { ...e, [field]: undefined } : e));

  const reset = () => {
    setGameNameValue('');
    setNewTitle(false);
    setGenreValue('');
    setShots([]);
    setCards([emptyReviewCard()]);
    setErrors({});
  };

  const send = useMutation({
    mutationFn: sendSubmission,
    onSuccess: () => {
      toast.success(t('form.sent'));
      reset();
      void queryClient.invalidateQueries({ queryKey: submitKeys.mine });
    },
    onError: (err) => setErrors({ server: errorMessage(err, t('form.failed')) }),
  });

  async function addFiles(files: FileList | null) {
    if (!files) return;
    setUploading(true);
    setErrors((e) => ({ ...e, server: undefined, shots: undefined }));
    try {
      for (const file of [...files].slice(0, IMAGES_PER_LANGUAGE - shots.length)) {
        const up = await uploadScreenshot(file);
        setShots((list) => [...list, { imagePath: up.imagePath, transcript: '' }]);
      }
    } catch (err) {
      setErrors((e) => ({ ...e, server: errorMessage(err, t('form.uploadFailed')) }));
    } finally {
      setUploading(false);
    }
  }

  /** Every problem of the form; the first field with one gets the cursor. */
  function check(): SubmitErrors {
    const found: SubmitErrors = {};
    if (!SubmissionFieldSchemas.gameName.safeParse(gameName).success) found.gameName = 'form.needGame';
    if (!SubmissionFieldSchemas.genre.safeParse(genre).success) found.genre = 'form.needGenre';
    if (kind === 'screenshots' && shots.length === 0) found.shots = 'form.needShot';
    if (kind === 'text') {
      const problems = cards.map((c) => checkReviewCard(c));
      if (problems.some(hasProblems)) found.cards = problems;
    }
    return found;
  }

  function focusFirst(found: SubmitErrors) {
    const cardIndex = found.cards?.findIndex(hasProblems) ?? -1;
    const cardField = cardIndex >= 0 ? REVIEW_CARD_FIELDS.find((f) => found.cards![cardIndex]![f]) : undefined;
    const target = found.gameName
      ? ids.gameName
      : found.genre
        ? ids.genre
        : found.shots
          ? ids.shots
          : cardField
            ? reviewCardFieldId(ids.card(cardIndex), cardField)
            : undefined;
    if (target) document.getElementById(target)?.focus();
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = check();
    setErrors(found);
    if (Object.values(found).some(Boolean)) {
      focusFirst(found);
      return;
    }
    const common = { language, gameName: gameName.trim(), newTitle, genre: genre.trim(), credit };
    const body: SubmissionInput =
      kind === 'screenshots'
        ? { kind, ...common, screenshots: shots.map((s) => ({ imagePath: s.imagePath, transcript: s.transcript.trim() || undefined })) }
        : { kind, ...common, cards: cards.map(toReviewText) };
    send.mutate(body);
  }

  const setCard = (i: number, patch: Partial<ReviewCardDraft>) => {
    setCards((list) => list.map((c, n) => (n === i ? { ...c, ...patch } : c)));
    setErrors((e) => {
      const problems = e.cards?.[i];
      if (!problems || !Object.keys(patch).some((k) => k in problems)) return e;
      const rest = Object.fromEntries(Object.entries(problems).filter(([k]) => !(k in patch)));
      return { ...e, cards: e.cards!.map((p, n) => (n === i ? rest : p)) };
    });
  };
  const setShot = (i: number, patch: Partial<Shot>) => setShots((list) => list.map((s, n) => (n === i ? { ...s, ...patch } : s)));
  // Moving or removing a card moves its messages with it.
  const reorderCards = (change: <T>(list: T[]) => T[]) => {
    setCards((list) => change(list));
    setErrors((e) => (e.cards ? { ...e, cards: change(e.cards) } : e));
  };

  return {
    ids,
    kind,
    setKind,
    gameName,
    setGameName: (value: string) => {
      setGameNameValue(value);
      clear('gameName');
    },
    newTitle,
    setNewTitle,
    genre,
    setGenre: (value: string) => {
      setGenreValue(value);
      clear('genre');
    },
    language,
    setLanguage,
    credit,
    setCredit,
    shots,
    setShot,
    setShots,
    addFiles,
    uploading,
    cards,
    setCard,
    addCard: () => setCards((list) => [...list, emptyReviewCard()]),
    moveCard: (i: number, by: -1 | 1) => reorderCards((list) => moved(list, i, by)),
    removeCard: (i: number) => reorderCards((list) => list.filter((_, n) => n !== i)),
    errors,
    submit,
    sending: send.isPending,
  };
}

export type SubmitFormState = ReturnType<typeof useSubmitForm>;
