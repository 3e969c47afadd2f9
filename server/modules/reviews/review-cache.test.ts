// The play path's cache of reviews and their images (review-cache.ts) over a stand-in repository
// that counts its reads: the clock is the test's, so expiry is shown without waiting.
import { describe, expect, it } from 'vitest';
import type { ReviewRow } from '../../db/schema';
import { createReviewCache, type CachedReads } from './review-cache';

function fakeRepo() {
  const names = new Map([['a', 'Hades'], ['b', 'Celeste']]);
  const reads = { rows: 0, images: 0, active: 0 };
  const repo: CachedReads = {
    findById: async (id) => (await repo.findByIds([id]))[0],
    async findByIds(ids) {
      reads.rows += 1;
      return ids.filter((id) => names.has(id)).map((id) => ({ id, game_name: names.get(id)! }) as ReviewRow);
    },
    async imagesOf(ids) {
      reads.images += 1;
      return new Map(ids.filter((id) => names.has(id)).map((id) => [id, [{ language: 'en', slot: 0, imagePath: `/images/${names.get(id)}.webp`, altText: null }]]));
    },
    async activeIdsIn(language) {
      reads.active += 1;
      return language === 'en' ? [...names.keys()] : [];
    },
  };
  return { repo, reads, names };
}

function clockAt(start: number) {
  const clock = { t: start, now: () => clock.t };
  return clock;
}

describe('the review cache', () => {
  it('answers a second read from memory, and reads again once the entry is older than its lifetime', async () => {
    const { repo, reads, names } = fakeRepo();
    const clock = clockAt(1000);
    const cached = createReviewCache({ ttlMs: 60_000, now: clock.now }).over(repo);
    expect((await cached.findByIds(['a', 'b'])).map((r) => r.game_name)).toEqual(['Hades', 'Celeste']);
    expect((await cached.imagesOf(['a'])).get('a')![0]!.imagePath).toBe('/images/Hades.webp');
    expect(await cached.activeIdsIn('en')).toEqual(['a', 'b']);
    expect(reads).toEqual({ rows: 1, images: 1, active: 1 });

    names.set('a', 'Hades II'); // changed with no message on the bus
    names.set('c', 'Hollow Knight');
    clock.t += 59_999;
    expect((await cached.findById('a'))!.game_name).toBe('Hades');
    expect((await cached.imagesOf(['a'])).get('a')![0]!.imagePath).toBe('/images/Hades.webp');
    expect(await cached.activeIdsIn('en')).toEqual(['a', 'b']);
    expect(reads).toEqual({ rows: 1, images: 1, active: 1 });

    clock.t += 1;
    expect((await cached.findById('a'))!.game_name).toBe('Hades II');
    expect((await cached.imagesOf(['a'])).get('a')![0]!.imagePath).toBe('/images/Hades II.webp');
    expect(await cached.activeIdsIn('en')).toEqual(['a', 'b', 'c']);
    expect(reads).toEqual({ rows: 2, images: 2, active: 2 });
  });

  it('forgets everything on clear, and keeps nothing read before a clear that came while reading', async () => {
    const { repo, reads, names } = fakeRepo();
    const cache = createReviewCache({ now: clockAt(0).now });
    const cached = cache.over(repo);
    await cached.findByIds(['a']);
    expect(await cached.activeIdsIn('en')).toEqual(['a', 'b']);
    names.set('a', 'Hades II');
    names.set('c', 'Hollow Knight');
    cache.clear();
    expect((await cached.findById('a'))!.game_name).toBe('Hades II');
    expect(await cached.activeIdsIn('en')).toEqual(['a', 'b', 'c']);

    // A read under way when a change is announced answers its caller, but is not kept.
    const slow = cache.over({ ...repo, findByIds: async (ids) => { const rows = await repo.findByIds(ids); cache.clear(); return rows; } });
    await slow.findById('b');
    const before = reads.rows;
    await cached.findById('b');
    expect(reads.rows).toBe(before + 1);
  });

  it('reads only the ids it lacks, and keeps no absent review', async () => {
    const { repo } = fakeRepo();
    const seen: string[][] = [];
    const cached = createReviewCache({ now: clockAt(0).now }).over({ ...repo, findByIds: (ids) => (seen.push(ids), repo.findByIds(ids)) });
    await cached.findByIds(['a']);
    expect((await cached.findByIds(['a', 'b', 'zz'])).map((r) => r.id).sort()).toEqual(['a', 'b']);
    await cached.findByIds(['zz']);
    expect(seen).toEqual([['a'], ['b', 'zz'], ['zz']]);
  });

  it('hands out frozen objects, so no caller can change what the next one reads', async () => {
    const cached = createReviewCache({ now: clockAt(0).now }).over(fakeRepo().repo);
    const row = (await cached.findById('a'))!;
    const images = (await cached.imagesOf(['a'])).get('a')!;
    expect(() => { row.game_name = 'Changed'; }).toThrow(TypeError);
    expect(() => images.push({ language: 'en', slot: 1, imagePath: '/x.webp', altText: null })).toThrow(TypeError);
    expect(() => { images[0]!.altText = 'the answer'; }).toThrow(TypeError);
    const ids = await cached.activeIdsIn('en');
    expect(() => (ids as string[]).push('zz')).toThrow(TypeError);
    expect((await cached.findById('a'))!.game_name).toBe('Hades');
  });

  it('keeps at most maxReviews, dropping the oldest; with a lifetime of 0 it keeps nothing', async () => {
    const { repo, reads } = fakeRepo();
    const small = createReviewCache({ maxReviews: 1, now: clockAt(0).now }).over(repo);
    await small.findById('a');
    await small.findById('b');
    await small.findById('b');
    expect(reads.rows).toBe(2);
    await small.findById('a');
    expect(reads.rows).toBe(3);

    const off = createReviewCache({ ttlMs: 0, now: clockAt(0).now }).over(repo);
    await off.findById('a');
    await off.findById('a');
    expect(reads.rows).toBe(5);
  });
});
