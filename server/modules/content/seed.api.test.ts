import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../../shared/constants';
import { createTestApp, insertReviews, type TestApp } from '../../test/test-app';
import { loadDemoContent, seedDemoContent } from './seed';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 120_000);
afterAll(() => t.close());

const deps = () => ({ db: t.app.ctx.db, images: t.app.ctx.images, dataDir: t.dataDir });

describe('demo content', () => {
  it('has the promised counts per language', () => {
    const games = loadDemoContent();
    const count = (lang: string) => games.filter((g) => (g.reviews[lang as keyof typeof g.reviews]?.length ?? 0) > 0).length;
    expect(games.length).toBeGreaterThanOrEqual(60);
    expect(count('en')).toBeGreaterThanOrEqual(60);
    expect(count('tr')).toBeGreaterThanOrEqual(30);
    for (const lang of ['fr', 'es', 'it', 'de']) expect(count(lang)).toBeGreaterThanOrEqual(12);
  });

  it('seeds an empty database once, with every card image stored, and is idempotent', async () => {
    const first = await seedDemoContent(deps());
    expect(first.status).toBe('seeded');
    expect(first.reviewsInserted).toBeGreaterThanOrEqual(60);

    const langs = (await t.app.inject({ method: 'GET', url: '/api/game/languages' })).json().languages;
    for (const code of LANGUAGES) expect(langs.find((l: { code: string }) => l.code === code).playable).toBe(true);

    const images = await t.app.ctx.db.selectFrom('review_images').select(['image_path', 'alt_text']).execute();
    expect(images.length).toBe(first.imagesRendered);
    for (const img of images.slice(0, 25)) {
      expect(img.image_path).toMatch(/^\/images\/[a-f0-9]{32}\.webp$/);
      expect(img.alt_text).toBeTruthy();
      const res = await t.app.inject({ method: 'GET', url: img.image_path });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
    }

    expect((await seedDemoContent(deps())).status).toBe('skipped');
    const forced = await seedDemoContent(deps(), { force: true });
    expect(forced).toMatchObject({ status: 'seeded', reviewsInserted: 0 });
    expect((await t.app.ctx.repos.reviews.count())).toBe(first.reviewsInserted);
  }, 120_000);

  it('never touches a database that already has reviews unless forced', async () => {
    const other = await createTestApp();
    try {
      await insertReviews(other.app, [{ gameName: 'Some Admin Game' }]);
      const result = await seedDemoContent({ db: other.app.ctx.db, images: other.app.ctx.images, dataDir: other.dataDir });
      expect(result.status).toBe('skipped');
      expect(await other.app.ctx.repos.reviews.count()).toBe(1);
    } finally {
      await other.close();
    }
  });
});
