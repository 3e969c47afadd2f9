// The admin review list past its first 50 (docs/product.md §9): paging with a total, and search by name, genre,
// language and active state (GET /api/admin/reviews).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminTestApp, insertReviews, type AdminTestApp } from '../../test/test-app';

let t: AdminTestApp;
const ids = new Map<string, string>();

beforeAll(async () => {
  t = await createAdminTestApp();
  // 62 reviews, as in the issue: 56 plain ones and 6 with something to search for.
  await insertReviews(t.app, Array.from({ length: 56 }, (_, i) => ({ gameName: `Filler Game ${String(i + 1).padStart(2, '0')}`, genre: 'Platformer', images: 1 })));
  const special = [
    { gameName: 'Stardew Valley', genre: 'Farming Sim', aliases: ['SDV'] },
    { gameName: 'Hollow Knight', genre: 'Metroidvania', languages: ['en', 'tr'] },
    { gameName: 'Sleeping Dogs', genre: 'Action Adventure', isActive: false },
    { gameName: 'Portal 2', genre: 'Puzzle', languages: ['de'] },
    { gameName: '100% Orange Juice', genre: 'Board Game' },
    { gameName: 'Half_Life', genre: 'Shooter', isActive: false, languages: ['tr'] },
  ];
  const made = await insertReviews(t.app, special.map((g) => ({ ...g, images: 1 })));
  special.forEach((g, i) => ids.set(g.gameName, made[i]!));
});
afterAll(() => t.close());

const list = (query: string) => t.asAdmin({ method: 'GET', url: `/api/admin/reviews${query}` });
const names = (body: { reviews: { gameName: string }[] }) => body.reviews.map((r) => r.gameName).sort();

describe('paging', () => {
  it('reaches every one of 62 reviews, 50 at a time, with the total', async () => {
    const first = await list('?limit=50');
    expect(first.statusCode).toBe(200);
    expect(first.json().reviews).toHaveLength(50);
    expect(first.json().total).toBe(62);
    const second = await list('?limit=50&offset=50');
    expect(second.json().reviews).toHaveLength(12);
    expect(second.json().total).toBe(62);
    const all = [...first.json().reviews, ...second.json().reviews].map((r: { _id: string }) => r._id);
    expect(new Set(all).size).toBe(62);
    // The challenge picker's call (docs/product.md §9) still answers with the reviews (at most 100).
    const picker = await list('?limit=100');
    expect(picker.json().reviews).toHaveLength(62);
    expect((await list('')).json().reviews).toHaveLength(50);
  });

  it('answers an offset past the end with an empty page', async () => {
    const res = await list('?limit=50&offset=500');
    expect(res.json()).toEqual({ reviews: [], total: 62 });
  });
});

describe('search', () => {
  it.each([
    ['part of the name, any case', '?q=hollow', ['Hollow Knight']],
    ['an alias', '?q=sdv', ['Stardew Valley']],
    ['part of the genre', '?q=metroid', ['Hollow Knight']],
    ['a genre filter', '?genre=puzzle', ['Portal 2']],
    ['a language (has images in it)', '?language=tr', ['Half_Life', 'Hollow Knight']],
    ['inactive reviews', '?active=false', ['Half_Life', 'Sleeping Dogs']],
    ['filters together', '?language=tr&active=true', ['Hollow Knight']],
    ['a % taken literally', '?q=100%25', ['100% Orange Juice']],
    ['an _ taken literally', '?q=f_l', ['Half_Life']],
    ['nothing matching', '?q=zzzz', []],
  ])('finds reviews by %s', async (_label, query, expected) => {
    const res = await list(query);
    expect(res.statusCode).toBe(200);
    expect(names(res.json())).toEqual(expected);
    expect(res.json().total).toBe(expected.length);
  });

  it('pages through search results', async () => {
    const first = await list('?q=filler&limit=40');
    expect(first.json()).toMatchObject({ total: 56 });
    expect(first.json().reviews).toHaveLength(40);
    const rest = await list('?q=filler&limit=40&offset=40');
    expect(rest.json().reviews).toHaveLength(16);
    expect(names(rest.json()).every((n) => n.startsWith('Filler Game'))).toBe(true);
  });

  it.each([
    ['?offset=-1', 'offset must be 0 or more'],
    ['?offset=abc', 'offset must be a number'],
    ['?offset=1.5', 'offset must be a whole number'],
    ['?active=yes', 'active must be true or false'],
    ['?language=xx', 'language must be one of en, fr, es, it, de, tr'],
    [`?q=${'a'.repeat(201)}`, 'q is too long (200 characters at most)'],
    [`?genre=${'a'.repeat(101)}`, 'genre is too long (100 characters at most)'],
    ['?limit=101', 'limit must be at most 100'],
  ])('refuses %s with "%s"', async (query, message) => {
    const res = await list(query);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });
});

describe('the challenge picker past 100 reviews', () => {
  it('finds any active review by searching, even one beyond the 100 newest', async () => {
    const [oldest] = await insertReviews(t.app, [{ gameName: 'Outer Wilds', genre: 'Exploration', images: 1 }]);
    // Make it the oldest of all, then add enough newer reviews to push it past the first 100.
    await t.app.ctx.db.updateTable('reviews').set({ created_at: '2000-01-01T00:00:00.000Z' }).where('id', '=', oldest!).execute();
    await insertReviews(t.app, Array.from({ length: 50 }, (_, i) => ({ gameName: `Newer Game ${i + 1}`, images: 1 })));
    const newest100 = await list('?limit=100&active=true');
    expect(newest100.json().total).toBeGreaterThan(100);
    expect(newest100.json().reviews.map((r: { _id: string }) => r._id)).not.toContain(oldest);
    const searched = await list('?limit=100&active=true&q=outer%20wil');
    expect(searched.json()).toMatchObject({ total: 1, reviews: [{ _id: oldest, gameName: 'Outer Wilds' }] });
  });
});
