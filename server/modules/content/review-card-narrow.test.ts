import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { MAX_NARROW_CARD_BYTES, NARROW_CARD_SCALE, NARROW_CARD_WIDTH, renderReviewCard, reviewCardLayout, reviewCardSvg, type ReviewCardInput } from './review-card';

// The phone version of a card (docs/product.md, the review card): narrower, same text sizes.
const base: ReviewCardInput = {
  reviewer: 'Ein_sehr_langer_Rezensentenname_der_nicht_passt',
  hours: 1234.5,
  recommended: false,
  posted: '2021-03-18',
  text: 'Kurz und gut.',
  language: 'de',
};
const words = 'Ein Märchenbuch, das wie ein Violinenkonzert klingt und einem das Gehirn umbaut. ';

describe('the narrow card', () => {
  it('is drawn at twice its layout width, every line within it, at the same text sizes as the wide card', async () => {
    const card = await renderReviewCard({ ...base, text: words.repeat(4) }, 'narrow');
    const meta = await sharp(card.webp).metadata();
    expect(card.width).toBe(NARROW_CARD_WIDTH * NARROW_CARD_SCALE);
    expect(meta.width).toBe(card.width);
    expect(meta.height).toBe(card.height);
    const narrow = reviewCardLayout({ ...base, text: words.repeat(4) }, 'narrow');
    const wide = reviewCardLayout({ ...base, text: words.repeat(4) }, 'wide');
    expect(narrow.maxLineWidth).toBeLessThan(NARROW_CARD_WIDTH);
    for (const line of narrow.lines) expect(line.width).toBeLessThanOrEqual(narrow.maxLineWidth);
    expect(narrow.fontSize).toBe(wide.fontSize);
    expect(narrow.lines.length).toBeGreaterThan(wide.lines.length);
  });

  it('keeps the longest texts legible and within its byte budget', async () => {
    const text = words.repeat(30).slice(0, 2000);
    const card = await renderReviewCard({ ...base, text }, 'narrow');
    expect(card.webp.length).toBeLessThanOrEqual(MAX_NARROW_CARD_BYTES);
    expect(reviewCardLayout({ ...base, text }, 'narrow').fontSize).toBeGreaterThanOrEqual(17);
  });

  it('is deterministic and has the same transcript as the wide card', async () => {
    const a = await renderReviewCard(base, 'narrow');
    const b = await renderReviewCard(base, 'narrow');
    expect(a.webp.equals(b.webp)).toBe(true);
    expect(a.altText).toBe((await renderReviewCard(base, 'wide')).altText);
    expect(reviewCardSvg(base, 'narrow')).not.toBe(reviewCardSvg(base, 'wide'));
    expect(a.altText).toContain(base.reviewer);
  });
});
