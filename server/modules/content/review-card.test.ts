import { createHash } from 'node:crypto';
import type { ReviewText as DemoReview } from '../../../shared/schemas/admin';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error';
import {
  CARD_LANGUAGES,
  CARD_WIDTH,
  MAX_CARD_BYTES,
  MAX_CARD_HEIGHT,
  cardAltText,
  renderReviewCard,
  reviewCardLayout,
  reviewCardSvg,
  unsupportedCharacters,
  type CardLanguage,
  type ReviewCardInput,
} from './review-card';


const CONTENT = join(import.meta.dirname, '..', '..', '..', 'content');

const demo: (ReviewCardInput & { slug: string })[] = CARD_LANGUAGES.flatMap((language) =>
  readdirSync(join(CONTENT, 'reviews', language))
    .filter((f) => f.endsWith('.json'))
    .sort()
    .flatMap((f) =>
      (JSON.parse(readFileSync(join(CONTENT, 'reviews', language, f), 'utf8')) as DemoReview[]).map((r) => ({
        ...r,
        language,
        slug: f.replace(/\.json$/, ''),
      })),
    ),
);

const byLength = [...demo].sort((a, b) => b.text.length - a.text.length);

/** Demo texts of one language joined into one text of exactly `length` characters. */
function longText(language: CardLanguage, length: number): string {
  const joined = demo
    .filter((r) => r.language === language)
    .map((r) => r.text)
    .join(' ');
  expect(joined.length).toBeGreaterThanOrEqual(length);
  return joined.slice(0, length - 1).trimEnd() + '.';
}

const base: ReviewCardInput = {
  reviewer: 'turbo_tarık',
  hours: 870.4,
  recommended: true,
  posted: '2021-03-18',
  text: 'Öğrenmesi beş dakika, ustalaşması beş yıl.',
  language: 'tr',
};

async function expectValidationError(promise: Promise<unknown>, message: RegExp): Promise<void> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  expect((error as AppError).code).toBe('VALIDATION');
  expect((error as AppError).message).toMatch(message);
}

describe('renderReviewCard', () => {
  it('encodes a WebP of the fixed width and the reported height', async () => {
    const card = await renderReviewCard(base);
    const meta = await sharp(card.webp).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.width).toBe(CARD_WIDTH);
    expect(card.width).toBe(CARD_WIDTH);
    expect(meta.height).toBe(card.height);
    expect(card.height).toBeGreaterThan(200);
    expect(card.webp.length).toBeLessThanOrEqual(MAX_CARD_BYTES);
    expect(card.hash).toBe(createHash('sha256').update(card.webp).digest('hex').slice(0, 32));
  });

  it('is deterministic: the same input gives the same bytes', async () => {
    const input = { ...base, language: 'fr' as const, text: longText('fr', 900) };
    const [a, b] = [await renderReviewCard(input), await renderReviewCard({ ...input })];
    expect(a.hash).toBe(b.hash);
    expect(a.webp.equals(b.webp)).toBe(true);
    expect((await renderReviewCard({ ...input, recommended: false })).hash).not.toBe(a.hash);
  });

  it('draws text as outlines only, so no system font is ever involved', () => {
    const svg = reviewCardSvg({ ...base, text: 'Çığ «œ» ß ¡¿ñ “quoted” ‘it’s’ — done…' });
    expect(svg).not.toMatch(/<text|font-family|<tspan/);
    expect(svg).toMatch(/<path id="g\d+" d="M/);
  });

  it('renders every demo review within the byte budget', async () => {
    for (const review of byLength.slice(0, 6)) {
      const card = await renderReviewCard(review);
      expect(card.webp.length, `${review.language}/${review.slug}`).toBeLessThanOrEqual(MAX_CARD_BYTES);
    }
  });

  it('wraps long texts: taller cards, smaller steps, still within size and height caps', async () => {
    const short = await renderReviewCard({ ...base, language: 'de', text: 'Kurz und gut.' });
    const sizes = [];
    for (const length of [600, 1200, 2000]) {
      const card = await renderReviewCard({ ...base, language: 'de', text: longText('de', length) });
      expect(card.width).toBe(CARD_WIDTH);
      expect(card.height).toBeLessThanOrEqual(MAX_CARD_HEIGHT);
      expect(card.webp.length, `${length} characters`).toBeLessThanOrEqual(MAX_CARD_BYTES);
      expect((await sharp(card.webp).metadata()).height).toBe(card.height);
      sizes.push(card.height);
    }
    expect(sizes[0]).toBeGreaterThan(short.height);
    expect(sizes[1]).toBeGreaterThan(sizes[0] ?? 0);
    // 1,200 characters still fit at a legible size, wrapped by measured widths.
    const layout = reviewCardLayout({ ...base, language: 'de', text: longText('de', 1200) });
    expect(layout.fontSize).toBeGreaterThanOrEqual(17);
    expect(layout.lines.length).toBeGreaterThan(12);
    expect(layout.lines.length).toBeLessThan(30);
    for (const line of layout.lines) expect(line.width).toBeLessThanOrEqual(layout.maxLineWidth);
    // Lines are filled: every line but a paragraph's last is at least 3/4 full.
    const full = layout.lines.filter((line, k) => line.text !== '' && (layout.lines[k + 1]?.text ?? '') !== '');
    for (const line of full) expect(line.width).toBeGreaterThan(layout.maxLineWidth * 0.75);
    // Long texts step the font size down; short ones use the largest size.
    expect(layout.fontSize).toBeLessThan(reviewCardLayout(base).fontSize);
  });

  it('keeps texts with many line breaks and overlong words within the height cap', async () => {
    const lines = await renderReviewCard({ ...base, text: Array.from({ length: 180 }, (_, k) => `satır ${k}`).join('\n') });
    expect(lines.height).toBeLessThanOrEqual(MAX_CARD_HEIGHT);
    expect(lines.webp.length).toBeLessThanOrEqual(MAX_CARD_BYTES);
    const cut = reviewCardLayout({ ...base, text: Array.from({ length: 180 }, (_, k) => `satır ${k}`).join('\n') });
    expect(cut.lines.length).toBeLessThan(180);
    expect(cut.lines.at(-1)?.text).toMatch(/…$/);
    const word = await renderReviewCard({ ...base, text: 'ğ'.repeat(1500) });
    expect(word.width).toBe(CARD_WIDTH);
    expect(word.height).toBeLessThanOrEqual(MAX_CARD_HEIGHT);
  });

  it('rejects bad input with clear validation errors', async () => {
    await expectValidationError(renderReviewCard({ ...base, text: '' }), /must not be empty/);
    await expectValidationError(renderReviewCard({ ...base, text: ' \n\t ' }), /must not be empty/);
    await expectValidationError(renderReviewCard({ ...base, text: 'a'.repeat(2001) }), /at most 2000 characters/);
    await expectValidationError(renderReviewCard({ ...base, hours: -1 }), /Hours on record/);
    await expectValidationError(renderReviewCard({ ...base, hours: Number.NaN }), /Hours on record/);
    await expectValidationError(renderReviewCard({ ...base, posted: '2021-13-01' }), /YYYY-MM-DD/);
    await expectValidationError(renderReviewCard({ ...base, posted: '2021-02-30' }), /YYYY-MM-DD/);
    await expectValidationError(renderReviewCard({ ...base, posted: '18/03/2021' }), /YYYY-MM-DD/);
    await expectValidationError(renderReviewCard({ ...base, reviewer: '  ' }), /reviewer name must not be empty/);
    await expectValidationError(renderReviewCard({ ...base, language: 'pt' as CardLanguage }), /Unsupported card language/);
    // A character the font lacks is refused, never drawn as a tofu box.
    await expectValidationError(renderReviewCard({ ...base, text: 'Harika 🎮 oyun' }), /cannot draw: "🎮"/);
    await expectValidationError(renderReviewCard({ ...base, reviewer: 'プレイヤー' }), /reviewer name contains characters/);
    // 2,000 characters is fine.
    await expect(renderReviewCard({ ...base, text: 'a '.repeat(1000) })).resolves.toBeDefined();
  });
});

describe('font coverage', () => {
  it('has a glyph for every character of every demo review and reviewer name', () => {
    expect(demo.length).toBeGreaterThan(100);
    for (const review of demo) {
      expect(unsupportedCharacters(review.text), `${review.language}/${review.slug}`).toEqual([]);
      expect(unsupportedCharacters(review.reviewer), `${review.language}/${review.slug}`).toEqual([]);
    }
  });

  it('covers the special characters of all six languages, quotes and apostrophes', () => {
    const special =
      'çğıİöşüÇĞÖŞÜ âêîôûàèùéëïüÿœŒæÆ«» ß äöüÄÖÜ ¡¿ñÑáíóú àèìòùÀÈÌÒÙ ' + '\'"‘’“”„‚‹›–—…·•€°½\u00a0\u202f';
    expect(unsupportedCharacters(special)).toEqual([]);
    expect(unsupportedCharacters('a中b😀c')).toEqual(['中', '😀']);
  });
});

describe('labels and alt text', () => {
  it('writes the card content as plain text in the card language', () => {
    expect(cardAltText(base)).toBe(
      'İnceleyen: turbo_tarık. Önerilir. 870,4 kayıtlı saat. Yayınlanma tarihi: 18 Mart 2021. ' +
        'Öğrenmesi beş dakika, ustalaşması beş yıl.',
    );
    expect(cardAltText({ ...base, language: 'en', recommended: false, hours: 1, posted: '2023-12-09', text: 'Line one.\n\nLine two.' })).toBe(
      'Review by turbo_tarık. Not Recommended. 1 hour on record. Posted: December 9, 2023. Line one. Line two.',
    );
  });

  it('localizes every label, number and date', () => {
    const alt = (language: CardLanguage, extra: Partial<ReviewCardInput> = {}) =>
      cardAltText({ ...base, language, posted: '2022-04-01', hours: 1204.84, ...extra });
    expect(alt('en')).toContain('Recommended. 1,204.8 hours on record. Posted: April 1, 2022.');
    expect(alt('fr', { recommended: false })).toContain('Non recommandé. 1\u00a0204,8 heures enregistrées. Publiée le 1er avril 2022.');
    expect(alt('fr', { hours: 1.5 })).toContain('1,5 heure enregistrée.');
    expect(alt('es')).toContain('Recomendado. 1.204,8 horas registradas. Publicada el 1 de abril de 2022.');
    expect(alt('it', { recommended: false })).toContain('Non consigliato. 1.204,8 ore registrate. Pubblicata il 1 aprile 2022.');
    expect(alt('de')).toContain('Empfohlen. 1.204,8 Stunden Spielzeit. Veröffentlicht am 1. April 2022.');
    expect(alt('de', { hours: 1 })).toContain('1 Stunde Spielzeit.');
    expect(alt('tr', { recommended: false, hours: 12 })).toContain('Önerilmez. 12 kayıtlı saat. Yayınlanma tarihi: 1 Nisan 2022.');
  });
});
