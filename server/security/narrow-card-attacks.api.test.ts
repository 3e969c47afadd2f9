// Attacks on the cards' phone versions (docs/security.md, puzzle secrecy): a narrow card is listed
// only beside a screenshot the player was shown, its name cannot be worked out from the card's, and
// it lives and dies with its card.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createDiskImageStore } from '../lib/image-store';
import { newId } from '../lib/ids';
import { createTestApp, type TestApp } from '../test/test-app';
import { daily, guestBrowser, playerBrowser, reveal, seedPuzzles, serveInFreeplay, verify } from './attack-kit';

let t: TestApp;
let app: FastifyInstance;
let answers: Map<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  app = t.app;
  answers = await seedPuzzles(app);
  // Today's daily is planned first, so the reviews added below stay in free play.
  await daily(guestBrowser(app));
});
afterAll(() => t.close());

const webpOf = (background: string, width = 40) => sharp({ create: { width, height: 20, channels: 3, background } }).webp().toBuffer();

/** A review of three rendered cards (each with its phone version) and one uploaded screenshot (none). */
async function insertReview() {
  const cards: string[] = [];
  for (const color of ['#a00', '#0a0', '#00a']) {
    const card = await app.ctx.images.save(await webpOf(color));
    await app.ctx.images.saveNarrow(card, await webpOf(color, 20));
    cards.push(card);
  }
  const upload = await app.ctx.images.save(await webpOf('#aa0'));
  const id = newId();
  const gameName = `Narrow Secret ${id.slice(0, 6)}`;
  await app.ctx.repos.reviews.insert(
    {
      id, gameName, genre: 'Mystery', gameImage: null, difficulty: 'medium', aliases: [], isActive: true, source: 'admin',
      images: { en: [...cards, upload].map((imagePath, i) => ({ imagePath, altText: `card ${i + 1}` })) },
    },
    new Date().toISOString(),
  );
  answers.set(id, gameName);
  app.ctx.bus.publish('reviews'); // announced as the admin's and moderators' edits are
  return { id, gameName, cards, upload, narrow: cards.map((c) => app.ctx.images.narrowOf(c)) };
}

describe('phone versions of unrevealed screenshots', () => {
  it('lists a phone version only beside a screenshot the player paid for, in every answer', async () => {
    const r = await insertReview();
    const p = await playerBrowser(app);
    const seen: string[] = [];
    const served = await serveInFreeplay(p.call, r.id);
    seen.push(served.body);
    expect(served.json()).toMatchObject({ reviewImages: [r.cards[0]], reviewImagesNarrow: [r.narrow[0]] });
    for (const url of ['/api/game/names', '/api/game/languages', '/api/auth/me']) seen.push((await p.call({ method: 'GET', url })).body);
    seen.push((await daily(p.call)).body);
    for (const text of seen) for (const hidden of [...r.narrow.slice(1), ...r.cards.slice(1)]) expect(text).not.toContain(hidden);

    // Served like the card itself once listed.
    expect((await app.inject({ method: 'GET', url: r.narrow[0]! })).headers['content-type']).toBe('image/webp');

    const paid = await reveal(p.call, r.id);
    expect(paid.json()).toMatchObject({ reviewImages: r.cards.slice(0, 2), reviewImagesNarrow: r.narrow.slice(0, 2) });
    expect(paid.body).not.toContain(r.narrow[2]);
    // Reloading the page gives the same list, nothing more.
    const again = await serveInFreeplay(p.call, r.id);
    expect(again.json()).toMatchObject({ reviewImagesNarrow: r.narrow.slice(0, 2) });
    expect(again.body).not.toContain(r.narrow[2]);
  });

  it('gives an uploaded screenshot no phone version (its transcript is the readable text)', async () => {
    const r = await insertReview();
    const p = await playerBrowser(app);
    await serveInFreeplay(p.call, r.id);
    for (let k = 0; k < 3; k += 1) await reveal(p.call, r.id);
    const last = (await serveInFreeplay(p.call, r.id)).json();
    expect(last.reviewImages).toEqual([...r.cards, r.upload]);
    expect(last.reviewImagesNarrow).toEqual([...r.narrow, null]);
    expect(last.reviewImageAlts[3]).toBe('card 4');
  });

  it('names a phone version with the installation key: another key, or the card name alone, gives nothing', async () => {
    const r = await insertReview();
    const elsewhere = createDiskImageStore(`${t.dataDir}/uploads`, 'another-installation-key');
    const guessed = elsewhere.narrowOf(r.cards[1]!);
    expect(guessed).not.toBe(r.narrow[1]);
    expect((await app.inject({ method: 'GET', url: guessed })).statusCode).toBe(404);
    // The card's name with a suffix is not a path we serve either.
    for (const url of [r.cards[1]!.replace('.webp', '-narrow.webp'), r.cards[1]!.replace('.webp', '.narrow.webp')]) {
      expect((await app.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
  });

  it('gives a guest the same rule as a signed-in player', async () => {
    const r = await insertReview();
    const g = await guestBrowser(app);
    const served = await serveInFreeplay(g, r.id);
    expect(served.json()).toMatchObject({ reviewImagesNarrow: [r.narrow[0]] });
    expect(served.body).not.toContain(r.narrow[1]);
    // Answering shows the answer, not the screenshots left unpaid.
    const answered = await verify(g, r.id, r.gameName);
    expect(answered.json()).toMatchObject({ isCorrect: true });
    expect(answered.body).not.toContain(r.narrow[1]);
  });

  it('removes a phone version with its card, and keeps the one of a card in use', async () => {
    const used = await insertReview();
    const orphan = await app.ctx.images.save(await webpOf('#0aa'));
    const orphanNarrow = await app.ctx.images.saveNarrow(orphan, await webpOf('#0aa', 20));
    await app.ctx.services.adminReviews.cleanUnusedImages(Date.now() + 365 * 24 * 3600 * 1000);
    expect(await app.ctx.images.exists(orphanNarrow)).toBe(false);
    expect(await app.ctx.images.exists(orphan)).toBe(false);
    expect(await app.ctx.images.exists(used.narrow[0]!)).toBe(true);
    expect(await app.ctx.images.exists(used.cards[0]!)).toBe(true);
  });
});
