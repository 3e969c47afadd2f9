import { describe, expect, it } from 'vitest';
import { AT_LEAST_ONE_IMAGE, type AdminReview } from '../../../../../shared/schemas/admin';
import { addAliases, emptyReviewForm, formFromReview, formSnapshot, formToInput, missingTranscripts, setSlot, TRANSCRIPT_MISSING, validateReviewForm, type ReviewFormState } from './review-form';

/** A stored image path (our own content-hash names). */
const img = (c: string) => `/images/${c.repeat(32)}.webp`;

const review: AdminReview = {
  _id: 'r1',
  gameName: 'Portal 2',
  genre: 'Puzzle',
  gameImage: null,
  difficulty: 'hard',
  aliases: ['Portal II'],
  isActive: true,
  reviewImages: { en: [img('a'), img('b')], tr: [img('c')], de: [img('d')] },
  reviewImageAlts: { en: ['Review by A. text', 'Second screenshot text'], tr: ['Review by T.'], de: ['Deutscher Text'] },
  timesPlayed: 4,
  timesCorrect: 1,
  totalPlays: 4,
  successRate: 25,
  skips: 0,
  skipPercentage: 0,
  hints: 0,
  hintPercentage: 0,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
};

const filled = (patch: Partial<ReviewFormState> = {}): ReviewFormState => {
  const form = { ...emptyReviewForm(), gameName: 'Portal 2', genre: 'Puzzle', ...patch };
  return patch.images ? form : { ...form, images: setSlot(form.images, 'en', 0, { path: img('a'), alt: 'The text it shows' }) };
};

describe('review form -> request body', () => {
  it('starts empty, medium, with 3 empty slots in every language', () => {
    const form = emptyReviewForm();
    expect(form.difficulty).toBe('medium');
    expect(Object.values(form.images).every((slots) => slots.length === 3 && slots.every((s) => s.path === ''))).toBe(true);
  });

  it('drops empty slots, keeps slot order and sends alts parallel to the images', () => {
    let images = emptyReviewForm().images;
    images = setSlot(images, 'en', 2, { path: img('e'), alt: 'Review by C.' });
    images = setSlot(images, 'en', 0, { path: img('f'), alt: null });
    images = setSlot(images, 'fr', 1, { path: img('0'), alt: 'Critique de D.' });
    const body = formToInput(filled({ images }));
    expect(body.reviewImages).toEqual({ en: [img('f'), img('e')], fr: [img('0')] });
    expect(body.reviewImageAlts).toEqual({ en: [null, 'Review by C.'], fr: ['Critique de D.'] });
    expect(Object.keys(body.reviewImages)).not.toContain('tr');
  });

  it('fills Edit from the review, pads each language to 3 slots and pairs the alts', () => {
    const form = formFromReview(review);
    expect(form.images.en.map((s) => s.path)).toEqual([img('a'), img('b'), '']);
    expect(form.images.en.map((s) => s.alt)).toEqual(['Review by A. text', 'Second screenshot text', null]);
    expect(form.images.de[0]).toEqual({ path: img('d'), alt: 'Deutscher Text' });
    expect(form.images.fr.map((s) => s.path)).toEqual(['', '', '']);
    expect(form.gameImage).toBe('');
    expect(form.aliases).toEqual(['Portal II']);
  });

  it('saves an unchanged edit as exactly what was loaded (no language dropped)', () => {
    const result = validateReviewForm(formFromReview(review));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.input.reviewImages).toEqual(review.reviewImages);
    expect(result.input.reviewImageAlts).toEqual({ en: ['Review by A. text', 'Second screenshot text'], tr: ['Review by T.'], de: ['Deutscher Text'] });
    expect(result.input).toMatchObject({ gameName: 'Portal 2', genre: 'Puzzle', gameImage: null, difficulty: 'hard', aliases: ['Portal II'] });
  });

  it('removing one language image keeps the others', () => {
    const form = formFromReview(review);
    const edited = { ...form, images: setSlot(form.images, 'en', 0, { path: '', alt: null }) };
    const body = formToInput(edited);
    expect(body.reviewImages).toEqual({ en: [img('b')], tr: [img('c')], de: [img('d')] });
    expect(body.reviewImageAlts.en).toEqual(['Second screenshot text']);
  });
});

describe('review form validation (the server schema + docs/product.md §5)', () => {
  it.each([
    [{ gameName: '  ' }, 'gameName', 'Game name is required'],
    [{ genre: '' }, 'genre', 'Genre is required'],
    [{ gameImage: 'not a url' }, 'gameImage', 'Game image must be a URL (http:// or https://)'],
  ] as const)('%o -> %s: %s', (patch, field, message) => {
    const result = validateReviewForm(filled(patch));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors[field]).toBe(message);
    expect(result.messages[0]).toBe(message);
  });

  it('needs at least one image in any language', () => {
    const result = validateReviewForm(filled({ images: emptyReviewForm().images }));
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors.reviewImages).toBe(AT_LEAST_ONE_IMAGE);
  });

  it('accepts one image in a language other than the first', () => {
    const images = setSlot(emptyReviewForm().images, 'tr', 2, { path: img('c'), alt: 'Metin' });
    expect(validateReviewForm(filled({ images })).ok).toBe(true);
  });

  it('refuses a linked screenshot (only uploaded or rendered ones), naming the slot', () => {
    // As an older review may hold it (the form itself only ever puts our own paths in a slot).
    const images = setSlot(emptyReviewForm().images, 'fr', 0, { path: 'https://cdn.example/shot.png', alt: 'Texte' });
    const result = validateReviewForm(filled({ images }));
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors.reviewImages).toMatch(/^reviewImages: image 1 \(Français\) must be a screenshot uploaded or rendered here/);
  });

  it('asks for the transcript of every screenshot of an active review, and names the first missing one in tab order', () => {
    let images = setSlot(emptyReviewForm().images, 'en', 0, { path: img('a'), alt: 'Text one' });
    images = setSlot(images, 'en', 2, { path: img('b'), alt: '   ' });
    images = setSlot(images, 'tr', 0, { path: img('c'), alt: null });
    const result = validateReviewForm(filled({ images }), { requireTranscripts: true, languageOrder: ['en', 'tr', 'fr', 'es', 'it', 'de'] });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.firstSlot).toEqual({ language: 'en', index: 2 });
    expect(result.transcriptErrors).toEqual({ 'en:2': TRANSCRIPT_MISSING, 'tr:0': TRANSCRIPT_MISSING });
    expect(result.errors.reviewImages).toBe('Transcript required for image 3 (English): an active review needs the text of every screenshot (players get it as the image description).');
    // An inactive review may be saved before its transcripts are typed.
    expect(validateReviewForm(filled({ images }), { requireTranscripts: false }).ok).toBe(true);
    expect(missingTranscripts(images)).toEqual([{ language: 'en', index: 2 }, { language: 'tr', index: 0 }]);
  });

  it('reports the fields in form order', () => {
    const result = validateReviewForm({ ...emptyReviewForm() });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.messages).toEqual(['Game name is required', 'Genre is required', AT_LEAST_ONE_IMAGE]);
  });

  it('trims the names and turns an empty image URL into null', () => {
    const result = validateReviewForm(filled({ gameName: '  Portal 2 ', gameImage: '   ' }));
    expect(result.ok && result.input.gameName).toBe('Portal 2');
    expect(result.ok && result.input.gameImage).toBeNull();
  });
});

describe('unsaved changes', () => {
  it('sees a change to any field or transcript, and not a form that is back to how it was loaded', () => {
    const loaded = formFromReview(review);
    const start = formSnapshot(loaded);
    expect(formSnapshot(formFromReview(review))).toBe(start);
    expect(formSnapshot({ ...loaded, genre: 'Puzzle!' })).not.toBe(start);
    expect(formSnapshot({ ...loaded, images: setSlot(loaded.images, 'en', 1, { path: img('b'), alt: 'Edited text' }) })).not.toBe(start);
    expect(formSnapshot({ ...loaded, images: setSlot(loaded.images, 'en', 2, { path: '', alt: null }) })).toBe(start);
  });
});

describe('addAliases', () => {
  it('splits on commas, trims, drops blanks and duplicates (ignoring case)', () => {
    expect(addAliases(['GTA V'], ' gta v, Grand Theft Auto 5 ,, GTA5 ')).toEqual(['GTA V', 'Grand Theft Auto 5', 'GTA5']);
  });
  it('collapses inner spaces', () => {
    expect(addAliases([], 'Half   Life')).toEqual(['Half Life']);
  });
});
