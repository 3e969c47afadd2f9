// A resumed daily shows each review in the play's language, else in English, with what the player
// paid for: the reviews come back together (playable-reviews.ts), so each must keep its own figures.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, insertReviews, type TestApp, guestBrowser } from '../../test/test-app';
import { imagesIn } from './playable-reviews';

let t: TestApp;
const GAMES = [
  { gameName: 'Hades', languages: ['en', 'tr'], images: 3 },
  { gameName: 'Celeste', languages: ['en'], images: 2 },
  { gameName: 'Factorio', languages: ['tr', 'en'], images: 4 },
];

beforeAll(async () => {
  t = await createTestApp();
  await insertReviews(t.app, GAMES);
});
afterAll(() => t.close());

const guest = () => guestBrowser(t.app);

interface Served {
  id: string;
  language: string;
  reviewImageAlts: string[];
  maxReviews: number;
  outcome: string;
}

describe('a resumed daily', () => {
  it('shows every review in its own language, order and paid screenshots', async () => {
    const call = guest();
    const first = (await call({ method: 'GET', url: '/api/game/daily?language=tr' })).json();
    expect(first.language).toBe('tr');
    const served = first.reviews as Served[];
    expect(served).toHaveLength(3);
    const inEnglishOnly = served.find((r) => r.maxReviews === 2)!;
    const inTurkish = served.filter((r) => r !== inEnglishOnly);
    expect(inEnglishOnly).toMatchObject({ language: 'en', reviewImageAlts: ['en review 1'] });
    for (const r of inTurkish) expect(r).toMatchObject({ language: 'tr', reviewImageAlts: ['tr review 1'] });

    // Pay for a second screenshot of the second review only, then resume.
    await call({ method: 'POST', url: '/api/game/skip', payload: { reviewId: served[0]!.id } });
    const revealed = await call({ method: 'POST', url: '/api/game/reveal', payload: { reviewId: served[1]!.id } });
    expect(revealed.statusCode).toBe(200);
    const resumed = (await call({ method: 'GET', url: '/api/game/daily?language=tr' })).json().reviews as Served[];

    expect(resumed.map((r) => r.id)).toEqual(served.map((r) => r.id));
    expect(resumed.map((r) => r.language)).toEqual(served.map((r) => r.language));
    expect(resumed.map((r) => r.reviewImageAlts.length)).toEqual([1, 2, 1]);
    expect(resumed[1]!.reviewImageAlts).toEqual([`${served[1]!.language} review 1`, `${served[1]!.language} review 2`]);
    expect(resumed.map((r) => r.outcome)).toEqual(['skipped', 'pending', 'pending']);
    expect(resumed.map((r) => r.maxReviews)).toEqual(served.map((r) => r.maxReviews));
  });
});

describe('the screenshots of a review', () => {
  it('come in the play\'s language, else English, else the first language the review has', async () => {
    const [both, germanAndItalian] = await insertReviews(t.app, [
      { gameName: 'Celeste Two', languages: ['en', 'fr'], images: 2, isActive: false },
      { gameName: 'Hades Two', languages: ['it', 'de'], images: 2, isActive: false },
    ]);
    const repo = t.app.ctx.repos.reviews;
    expect(await imagesIn(repo, both!, 'fr')).toMatchObject({ language: 'fr', images: [{ altText: 'fr review 1' }, { altText: 'fr review 2' }] });
    expect(await imagesIn(repo, both!, 'tr')).toMatchObject({ language: 'en', images: [{ altText: 'en review 1' }, { altText: 'en review 2' }] });
    expect(await imagesIn(repo, germanAndItalian!, 'tr')).toMatchObject({ language: 'de', images: [{ altText: 'de review 1' }, { altText: 'de review 2' }] });
  });
});
