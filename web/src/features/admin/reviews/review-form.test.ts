import { describe, expect, it } from 'vitest';
import { AT_LEAST_ONE_IMAGE, type AdminReview } from '../../../../../shared/schemas/admin';
import { addAliases, emptyReviewForm, formFromReview, formToInput, setSlot, validateReviewForm, type ReviewFormState } from './review-form';

const review: AdminReview = {
  _id: 'r1',
  gameName: 'Portal 2',
  genre: 'Puzzle',
  gameImage: null,
  difficulty: 'hard',
  aliases: ['Portal II'],
  isActive: true,
  reviewImages: { en: ['/images/a.webp', '/images/b.webp'], tr: ['/images/t.webp'], de: ['https://cdn.example/d.png'] },
  reviewImageAlts: { en: ['Review by A. text', null], tr: ['Review by T.'] },
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
  return patch.images ? form : { ...form, images: setSlot(form.images, 'en', 0, { path: '/images/a.webp', alt: null }) };
};

describe('review form -> request body', () => {
  it('starts empty, medium, with 3 empty slots in every language', () => {
    const form = emptyReviewForm();
    expect(form.difficulty).toBe('medium');
    expect(Object.values(form.images).every((slots) => slots.length === 3 && slots.every((s) => s.path === ''))).toBe(true);
  });

  it('drops empty slots, keeps slot order and sends alts parallel to the images', () => {
    let images = emptyReviewForm().images;
    images = setSlot(images, 'en', 2, { path: '/images/third.webp', alt: 'Review by C.' });
    images = setSlot(images, 'en', 0, { path: '/images/first.webp', alt: null });
    images = setSlot(images, 'fr', 1, { path: '/images/fr.webp', alt: 'Critique de D.' });
    const body = formToInput(filled({ images }));
    expect(body.reviewImages).toEqual({ en: ['/images/first.webp', '/images/third.webp'], fr: ['/images/fr.webp'] });
    expect(body.reviewImageAlts).toEqual({ en: [null, 'Review by C.'], fr: ['Critique de D.'] });
    expect(Object.keys(body.reviewImages)).not.toContain('tr');
  });

  it('fills Edit from the review, pads each language to 3 slots and pairs the alts', () => {
    const form = formFromReview(review);
    expect(form.images.en.map((s) => s.path)).toEqual(['/images/a.webp', '/images/b.webp', '']);
    expect(form.images.en.map((s) => s.alt)).toEqual(['Review by A. text', null, null]);
    expect(form.images.de[0]).toEqual({ path: 'https://cdn.example/d.png', alt: null }); // no alts sent for de
    expect(form.images.fr.map((s) => s.path)).toEqual(['', '', '']);
    expect(form.gameImage).toBe('');
    expect(form.aliases).toEqual(['Portal II']);
  });

  it('saves an unchanged edit as exactly what was loaded (no language dropped)', () => {
    const result = validateReviewForm(formFromReview(review));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.input.reviewImages).toEqual(review.reviewImages);
    expect(result.input.reviewImageAlts).toEqual({ en: ['Review by A. text', null], tr: ['Review by T.'], de: [null] });
    expect(result.input).toMatchObject({ gameName: 'Portal 2', genre: 'Puzzle', gameImage: null, difficulty: 'hard', aliases: ['Portal II'] });
  });

  it('removing one language image keeps the others', () => {
    const form = formFromReview(review);
    const edited = { ...form, images: setSlot(form.images, 'en', 0, { path: '', alt: null }) };
    const body = formToInput(edited);
    expect(body.reviewImages).toEqual({ en: ['/images/b.webp'], tr: ['/images/t.webp'], de: ['https://cdn.example/d.png'] });
    expect(body.reviewImageAlts.en).toEqual([null]);
  });
});

describe('review form validation (the server schema + SPEC 5)', () => {
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
    const images = setSlot(emptyReviewForm().images, 'tr', 2, { path: '/images/t.webp', alt: null });
    expect(validateReviewForm(filled({ images })).ok).toBe(true);
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

describe('addAliases', () => {
  it('splits on commas, trims, drops blanks and duplicates (ignoring case)', () => {
    expect(addAliases(['GTA V'], ' gta v, Grand Theft Auto 5 ,, GTA5 ')).toEqual(['GTA V', 'Grand Theft Auto 5', 'GTA5']);
  });
  it('collapses inner spaces', () => {
    expect(addAliases([], 'Half   Life')).toEqual(['Half Life']);
  });
});
