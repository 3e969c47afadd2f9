import { describe, expect, it } from 'vitest';
import { cardAltText } from '../content/review-card';
import { differenceHash, differingBits, implausibleSize, SIMILAR_IMAGE_BITS, SIMILAR_TEXT_SHARE, textSimilarity } from './checks';
import { patternPng } from './submission-test-kit';

const cardOf = (text: string, reviewer: string) => cardAltText({ reviewer, hours: 12, recommended: true, posted: '2024-05-02', text, language: 'fr' });

describe('text similarity', () => {
  it('sees a copy with a word changed, even inside a card transcript', () => {
    const a = 'Une ferme héritée du grand-père, des saisons qui passent et des voisins attachants.';
    expect(textSimilarity(cardOf(a, 'lina'), 'Une ferme héritée du grand-père, des saisons qui passent et des voisins très attachants.')).toBeGreaterThanOrEqual(SIMILAR_TEXT_SHARE);
  });

  it('does not take two different reviews of one game, in the same card layout, for copies', () => {
    const a = cardOf('Une ferme héritée du grand-père, des saisons qui passent et des voisins attachants.', 'lina');
    const b = cardOf('Pêcher pendant des heures au bord de la rivière reste mon moment préféré du jeu.', 'marco');
    expect(textSimilarity(a, b)).toBeLessThan(SIMILAR_TEXT_SHARE);
  });
});

describe('image similarity', () => {
  it('finds a re-scaled copy close, another picture far', async () => {
    const original = await differenceHash(await patternPng(800, 300, 2));
    expect(differingBits(original, await differenceHash(await patternPng(500, 190, 2)))).toBeLessThanOrEqual(SIMILAR_IMAGE_BITS);
    expect(differingBits(original, await differenceHash(await patternPng(800, 300, 9)))).toBeGreaterThan(SIMILAR_IMAGE_BITS);
  });
});

describe('screenshot size', () => {
  it.each([
    [1200, 400, undefined],
    [600, 900, undefined],
    [200, 100, 'is too small to be a readable review (200x100; at least 300x80)'],
    [400, 1200, 'has an unusual shape for a review (400x1200)'],
    [3000, 300, 'has an unusual shape for a review (3000x300)'],
  ])('%ix%i: %s', (w, h, expected) => {
    expect(implausibleSize(w, h)).toBe(expected);
  });
});
