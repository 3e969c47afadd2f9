// Transcripts: the text each screenshot shows, required for an active review, refused when it
// names the game, and given to players as the alt text of a revealed screenshot.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminTestApp, uploadedImagePath, type AdminTestApp } from '../../test/test-app';

let t: AdminTestApp;

beforeAll(async () => {
  t = await createAdminTestApp();
});
afterAll(() => t.close());

const asAdmin: AdminTestApp['asAdmin'] = (opts) => t.asAdmin(opts);
const uploaded = () => uploadedImagePath(asAdmin);

const reviewCount = async () => (await asAdmin({ method: 'GET', url: '/api/admin/reviews/stats' })).json().totalReviews as number;

describe('transcripts on save', () => {
  it('refuses a new (active) review whose screenshot has no transcript, naming the image', async () => {
    const [a, b] = [await uploaded(), await uploaded()];
    const before = await reviewCount();
    const cases = [
      [undefined, 1],
      [{ en: ['The text of the first one.'] }, 2],
      [{ en: ['The text of the first one.', '   '] }, 2],
    ] as const;
    for (const [alts, missing] of cases) {
      const res = await asAdmin({ method: 'POST', url: '/api/admin/reviews', payload: { gameName: 'Quiet Lighthouse', genre: 'Adventure', reviewImages: { en: [a, b] }, reviewImageAlts: alts } });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(`Transcript required for image ${missing} (English): an active review needs the text of every screenshot (players get it as the image description).`);
    }
    expect(await reviewCount()).toBe(before);
  });

  it.each([
    ['the game name', 'I loved every minute of Quiet Lighthouse, truly.', 'Quiet Lighthouse'],
    ['the name in another case', 'best of the quiet lighthouse games', 'Quiet Lighthouse'],
    ['an alias', 'QL is a gem among small games.', 'QL'],
  ])('refuses a transcript that contains %s, as a typed review is refused', async (_label, transcript, found) => {
    const img = await uploaded();
    const before = await reviewCount();
    const res = await asAdmin({
      method: 'POST',
      url: '/api/admin/reviews',
      payload: { gameName: 'Quiet Lighthouse', genre: 'Adventure', aliases: ['QL'], reviewImages: { tr: [img] }, reviewImageAlts: { tr: [transcript] } },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(`Transcript of image 1 (Türkçe): The review text must not contain the game name or an alias (found "${found}")`);
    expect(await reviewCount()).toBe(before);
  });

  it('stores the transcripts and shows each to a player as the alt text of a revealed screenshot', async () => {
    const [a, b] = [await uploaded(), await uploaded()];
    const created = await asAdmin({
      method: 'POST',
      url: '/api/admin/reviews',
      payload: { gameName: 'Only Puzzle Here', genre: 'Puzzle', reviewImages: { en: [a, b] }, reviewImageAlts: { en: ['  Ten hours of mirrors.  ', 'Recommended. The music is lovely.'] } },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().review.reviewImageAlts).toEqual({ en: ['Ten hours of mirrors.', 'Recommended. The music is lovely.'] });

    const served = await t.app.inject({ method: 'GET', url: '/api/game/random?language=en' });
    expect(served.json()).toMatchObject({ reviewImages: [a], reviewImageAlts: ['Ten hours of mirrors.'] });
    expect(served.body).not.toContain('The music is lovely');
    const cookie = served.cookies.find((c) => c.name === 'rq_guest')!.value;
    const revealed = await t.app.inject({ method: 'POST', url: '/api/game/reveal', cookies: { rq_guest: cookie }, payload: { reviewId: served.json().id } });
    expect(revealed.json()).toMatchObject({ reviewImages: [a, b], reviewImageAlts: ['Ten hours of mirrors.', 'Recommended. The music is lovely.'] });
  });
});

describe('transcripts and the active state', () => {
  it('lets an inactive review be saved without transcripts but refuses to activate it until they are there', async () => {
    const [a, b] = [await uploaded(), await uploaded()];
    const created = await asAdmin({ method: 'POST', url: '/api/admin/reviews', payload: { gameName: 'Draft Game', genre: 'Puzzle', reviewImages: { en: [a] }, reviewImageAlts: { en: ['First text.'] } } });
    const id = created.json().review._id as string;
    expect((await asAdmin({ method: 'PUT', url: `/api/admin/reviews/${id}`, payload: { isActive: false } })).statusCode).toBe(200);

    // Inactive: an image may be added before its transcript is typed.
    const draft = await asAdmin({ method: 'PUT', url: `/api/admin/reviews/${id}`, payload: { gameName: 'Draft Game', genre: 'Puzzle', reviewImages: { en: [a], de: [b] }, reviewImageAlts: { en: ['First text.'] } } });
    expect(draft.statusCode).toBe(200);
    expect(draft.json().review.reviewImageAlts).toEqual({ en: ['First text.'], de: [null] });

    const refused = await asAdmin({ method: 'PUT', url: `/api/admin/reviews/${id}`, payload: { isActive: true } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('This review cannot be activated: image 1 (Deutsch) has no transcript. Edit the review and type the text each screenshot shows.');
    expect((await asAdmin({ method: 'GET', url: '/api/admin/reviews?active=false' })).json().reviews.map((r: { _id: string }) => r._id)).toContain(id);

    const done = await asAdmin({ method: 'PUT', url: `/api/admin/reviews/${id}`, payload: { gameName: 'Draft Game', genre: 'Puzzle', reviewImages: { en: [a], de: [b] }, reviewImageAlts: { en: ['First text.'], de: ['Zweiter Text.'] } } });
    expect(done.statusCode).toBe(200);
    const on = await asAdmin({ method: 'PUT', url: `/api/admin/reviews/${id}`, payload: { isActive: true } });
    expect(on.statusCode).toBe(200);
    expect(on.json().review.isActive).toBe(true);

    // Active again: an edit that drops a transcript is refused.
    const dropped = await asAdmin({ method: 'PUT', url: `/api/admin/reviews/${id}`, payload: { gameName: 'Draft Game', genre: 'Puzzle', reviewImages: { en: [a], de: [b] }, reviewImageAlts: { en: ['First text.'] } } });
    expect(dropped.statusCode).toBe(400);
    expect(dropped.json().message).toContain('Transcript required for image 1 (Deutsch)');
  });

  it('refuses to activate a review whose stored transcript names the game', async () => {
    const img = await uploaded();
    const created = await asAdmin({ method: 'POST', url: '/api/admin/reviews', payload: { gameName: 'Sneaky Name', genre: 'Puzzle', reviewImages: { en: [img] }, reviewImageAlts: { en: ['Harmless text.'] } } });
    const id = created.json().review._id as string;
    await asAdmin({ method: 'PUT', url: `/api/admin/reviews/${id}`, payload: { isActive: false } });
    // Written before the rule existed (straight into the database).
    await t.app.ctx.db.updateTable('review_images').set({ alt_text: 'Sneaky Name is great' }).where('review_id', '=', id).execute();
    const res = await asAdmin({ method: 'PUT', url: `/api/admin/reviews/${id}`, payload: { isActive: true } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('Transcript of image 1 (English)');
  });
});
