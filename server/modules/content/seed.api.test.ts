import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../../shared/constants';
import { createTestApp, insertReviews, type TestApp } from '../../test/test-app';
import fs from 'node:fs';
import path from 'node:path';
import { createCardRenderer, loadDemoContent, refreshDemoContent, seedDemoContent } from './seed';

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

  it('brings seeded reviews from an older demo version up to the shipped cards and aliases, and only those', async () => {
    const repo = t.app.ctx.repos.reviews;
    const rows = await repo.listAll();
    const dst = rows.find((r) => r.game_name === "Don't Starve Together")!;
    const other = rows.find((r) => r.game_name === 'Portal 2')!;
    const shipped = (await repo.imagesOf([dst.id])).get(dst.id)!;
    const otherImages = (await repo.imagesOf([other.id])).get(other.id)!;
    // As an older demo version left it: another card text, and an alias that is another game.
    await repo.update(
      { id: dst.id, gameName: dst.game_name, genre: dst.genre, gameImage: null, difficulty: dst.difficulty, aliases: ["Don't Starve", 'DST'], isActive: true, source: 'seed', images: { en: [otherImages[0]!] } },
      '2020-01-01T00:00:00.000Z',
    );

    expect(await refreshDemoContent(deps())).toEqual({ reviewsUpdated: 1 });
    const after = await repo.findById(dst.id);
    expect(JSON.parse(after!.aliases)).toEqual(loadDemoContent().find((g) => g.gameName === dst.game_name)!.aliases);
    expect(JSON.parse(after!.aliases)).not.toContain("Don't Starve");
    expect((await repo.imagesOf([dst.id])).get(dst.id)).toEqual(shipped);
    expect((await repo.findById(other.id))!.updated_at).toBe(other.updated_at);
    expect(await refreshDemoContent(deps())).toEqual({ reviewsUpdated: 0 });
  }, 120_000);

  it('renders a card again when its text changes, and reuses the image of an unchanged card', async () => {
    const cacheFile = path.join(t.dataDir, 'cache-test', 'render-cache.json');
    const card = { reviewer: 'cache_tester', hours: 3, recommended: true, posted: '2024-01-02', text: 'A first version of this review text.' };
    const first = createCardRenderer(t.app.ctx.images, cacheFile);
    const original = await first.render(card, 'en');
    first.save();

    const next = createCardRenderer(t.app.ctx.images, cacheFile);
    expect(await next.render(card, 'en')).toEqual(original);
    const edited = await next.render({ ...card, text: 'A second, corrected version of this review text.' }, 'en');
    expect(edited.imagePath).not.toBe(original.imagePath);
    expect(edited.altText).toContain('corrected version');
    next.save();
    expect(Object.keys(JSON.parse(fs.readFileSync(cacheFile, 'utf8')))).toHaveLength(2);
  });

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
