import { IMAGES_PER_LANGUAGE, LANGUAGES, type Difficulty, type Language } from '../../../../../shared/constants';
import { AT_LEAST_ONE_IMAGE, ReviewInputSchema, transcriptRequiredMessage, type AdminReview, type ReviewInput } from '../../../../../shared/schemas/admin';

/**
 * One image slot of the modal: empty when `path` is ''. `alt` is the transcript (the text the
 * screenshot shows): typed by the admin for an upload, filled in from the text of a rendered review.
 */
export interface ImageSlot {
  path: string;
  alt: string | null;
}

export type SlotImages = Record<Language, ImageSlot[]>;

export interface ReviewFormState {
  gameName: string;
  genre: string;
  gameImage: string;
  difficulty: Difficulty;
  aliases: string[];
  images: SlotImages;
}

export type ReviewFormField = 'gameName' | 'genre' | 'gameImage' | 'difficulty' | 'aliases' | 'reviewImages';
export type ReviewFormErrors = Partial<Record<ReviewFormField, string>>;

export const EMPTY_SLOT: ImageSlot = { path: '', alt: null };

const emptySlots = () => Array.from({ length: IMAGES_PER_LANGUAGE }, () => ({ ...EMPTY_SLOT }));

export function emptyImages(): SlotImages {
  return Object.fromEntries(LANGUAGES.map((lang) => [lang, emptySlots()])) as SlotImages;
}

/** docs/product.md §4: Add starts from an empty form with difficulty medium. */
export function emptyReviewForm(): ReviewFormState {
  return { gameName: '', genre: '', gameImage: '', difficulty: 'medium', aliases: [], images: emptyImages() };
}

/**
 * docs/product.md §4: Edit fills the form from the review and pads every language to 3 slots. Every language
 * is carried, shown or not, so saving never drops another language's images.
 */
export function formFromReview(review: AdminReview): ReviewFormState {
  const images = emptyImages();
  for (const lang of LANGUAGES) {
    const paths = review.reviewImages[lang] ?? [];
    const alts = review.reviewImageAlts[lang] ?? [];
    const slots = paths.map((path, i) => ({ path, alt: alts[i] ?? null }));
    while (slots.length < IMAGES_PER_LANGUAGE) slots.push({ ...EMPTY_SLOT });
    images[lang] = slots;
  }
  return {
    gameName: review.gameName,
    genre: review.genre,
    gameImage: review.gameImage ?? '',
    difficulty: review.difficulty,
    aliases: [...review.aliases],
    images,
  };
}

/** Filled slots of a language. */
export const filledCount = (slots: readonly ImageSlot[]) => slots.filter((s) => s.path.trim() !== '').length;

export const totalImages = (images: SlotImages) => LANGUAGES.reduce((sum, lang) => sum + filledCount(images[lang]), 0);

/**
 * The request body before validation: empty slots dropped, the rest in slot order, languages
 * without images left out, and the alts parallel to the images (null for an uploaded screenshot).
 */
export function formToInput(form: ReviewFormState) {
  const reviewImages: Partial<Record<Language, string[]>> = {};
  const reviewImageAlts: Partial<Record<Language, (string | null)[]>> = {};
  for (const lang of LANGUAGES) {
    const filled = form.images[lang].filter((s) => s.path.trim() !== '');
    if (filled.length === 0) continue;
    reviewImages[lang] = filled.map((s) => s.path.trim());
    reviewImageAlts[lang] = filled.map((s) => s.alt);
  }
  return {
    gameName: form.gameName,
    genre: form.genre,
    gameImage: form.gameImage.trim(),
    difficulty: form.difficulty,
    aliases: form.aliases,
    reviewImages,
    reviewImageAlts,
  };
}

const FIELDS: readonly ReviewFormField[] = ['gameName', 'genre', 'gameImage', 'difficulty', 'aliases', 'reviewImages'];

/** Shown under a screenshot whose transcript is missing (the form's message names the image). */
export const TRANSCRIPT_MISSING = 'Required: type the text this screenshot shows.';

/** `${language}:${slot}`: one slot of the form. */
export type SlotKey = `${Language}:${number}`;

export type ReviewFormResult =
  | { ok: true; input: ReviewInput }
  | { ok: false; errors: ReviewFormErrors; messages: string[]; transcriptErrors: Partial<Record<SlotKey, string>>; firstSlot?: { language: Language; index: number } };

/** Filled slots without a transcript, in the order the admin sees them (language tabs, then slots). */
export function missingTranscripts(images: SlotImages, order: readonly Language[] = LANGUAGES): { language: Language; index: number }[] {
  return order.flatMap((language) => images[language].flatMap((s, index) => (s.path.trim() !== '' && !s.alt?.trim() ? [{ language, index }] : [])));
}

/**
 * Checks the form with the server's own schema plus the at-least-one-image rule (docs/product.md §5) and, for a
 * review that is (or becomes) active, a transcript for every screenshot.
 */
export function validateReviewForm(form: ReviewFormState, opts: { requireTranscripts: boolean; languageOrder?: readonly Language[] } = { requireTranscripts: true }): ReviewFormResult {
  const parsed = ReviewInputSchema.safeParse(formToInput(form));
  const errors: ReviewFormErrors = {};
  const transcriptErrors: Partial<Record<SlotKey, string>> = {};
  const missing = opts.requireTranscripts ? missingTranscripts(form.images, opts.languageOrder) : [];
  for (const { language, index } of missing) transcriptErrors[`${language}:${index}`] = TRANSCRIPT_MISSING;
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const head = issue.path[0];
      const field = FIELDS.find((f) => f === head) ?? (head === 'reviewImageAlts' ? 'reviewImages' : undefined);
      if (field) errors[field] ??= issue.message;
    }
  }
  if (totalImages(form.images) === 0) errors.reviewImages ??= AT_LEAST_ONE_IMAGE;
  const first = missing[0];
  if (first) errors.reviewImages ??= transcriptRequiredMessage(first.language, first.index);
  const messages = FIELDS.flatMap((f) => (errors[f] ? [errors[f]] : []));
  if (messages.length > 0 || !parsed.success) {
    return { ok: false, errors, messages: messages.length > 0 ? messages : ['Please check the form'], transcriptErrors, firstSlot: first };
  }
  return { ok: true, input: parsed.data };
}

/**
 * Aliases typed as text: split on commas, trimmed, blanks dropped, each name once (ignoring case),
 * appended to the ones already there.
 */
export function addAliases(current: readonly string[], text: string): string[] {
  const next = [...current];
  const seen = new Set(current.map((a) => a.toLocaleLowerCase()));
  for (const raw of text.split(',')) {
    const alias = raw.trim().replace(/\s+/g, ' ');
    if (!alias || seen.has(alias.toLocaleLowerCase())) continue;
    seen.add(alias.toLocaleLowerCase());
    next.push(alias);
  }
  return next;
}

/** The form as it would be saved: what "unsaved changes" is measured against. */
export const formSnapshot = (form: ReviewFormState) => JSON.stringify(formToInput(form));

/** Returns the images with one slot replaced. */
export function setSlot(images: SlotImages, lang: Language, index: number, slot: ImageSlot): SlotImages {
  return { ...images, [lang]: images[lang].map((s, i) => (i === index ? slot : s)) };
}
