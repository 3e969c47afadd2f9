import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../../shared/constants';
import { TEST_CARD_CACHE } from '../../test/card-cache-dir';
import { createTestApp, insertReviews, type TestApp } from '../../test/test-app';
import fs from 'node:fs';
import path from 'node:path';
import { CONTENT_DIR, demoCardPath, loadDemoContent, refreshDemoContent, registerDemoCards, seedDemoContent, type SeedDeps } from './seed';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 120_000);
afterAll(() => t.close());

const depsOf = (app: TestApp['app'], extra: Partial<SeedDeps> = {}): SeedDeps => ({ db: app.ctx.db, engine: app.ctx.engine, images: app.ctx.images, cardCacheDir: TEST_CARD_CACHE, ...extra });
const deps = () => depsOf(t.app);

/** A copy of the shipped content with only the given games (by slug), for seeds of a later version. */
function contentWith(slugs: string[]): string {
  const dir = fs.mkdtempSync(path.join(t.dataDir, 'content-'));
  fs.mkdirSync(path.join(dir, 'games'));
  for (const slug of slugs) {
    fs.copyFileSync(path.join(CONTENT_DIR, 'games', `${slug}.json`), path.join(dir, 'games', `${slug}.json`));
    for (const lang of LANGUAGES) {
      const file = path.join(CONTENT_DIR, 'reviews', lang, `${slug}.json`);
      if (!fs.existsSync(file)) continue;
      fs.mkdirSync(path.join(dir, 'reviews', lang), { recursive: true });
      fs.copyFileSync(file, path.join(dir, 'reviews', lang, `${slug}.json`));
    }
  }
  return dir;
}

describe('demo content', () => {
  it('has the promised counts per language', () => {
    const games = loadDemoContent();
    const count = (lang: string) => games.filter((g) => (g.reviews[lang as keyof typeof g.reviews]?.length ?? 0) > 0).length;
    // A year of dailies in every language.
    for (const lang of LANGUAGES) expect(count(lang), lang).toBeGreaterThanOrEqual(365);
  });

  it('seeds an empty database once, every card named and served on first use, and is idempotent', async () => {
    const first = await seedDemoContent(deps());
    expect(first.reviewsInserted).toBe(loadDemoContent().length);

    const langs = (await t.app.inject({ method: 'GET', url: '/api/game/languages' })).json().languages;
    for (const code of LANGUAGES) expect(langs.find((l: { code: string }) => l.code === code).playable).toBe(true);

    const images = await t.app.ctx.db.selectFrom('review_images').select(['image_path', 'alt_text']).execute();
    expect(images.length).toBe(first.cards);
    for (const img of images.slice(0, 25)) {
      expect(img.image_path).toMatch(/^\/images\/[a-f0-9]{32}\.webp$/);
      expect(img.alt_text).toBeTruthy();
      const res = await t.app.inject({ method: 'GET', url: img.image_path });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
    }

    // Localised titles are seeded as aliases, after the game's own (issue 25), so the checker accepts them.
    const uncharted = await t.app.ctx.db.selectFrom('reviews').select('aliases').where('game_name', '=', "Uncharted 4: A Thief's End").executeTakeFirstOrThrow();
    expect(JSON.parse(uncharted.aliases)).toEqual(expect.arrayContaining(['Uncharted 4', 'Uncharted 4: Fine di un ladro', 'Uncharted 4: El Desenlace del Ladrón', 'アンチャーテッド 海賊王と最後の秘宝']));

    expect(await seedDemoContent(deps())).toEqual({ reviewsInserted: 0, cards: 0 });
    expect(await seedDemoContent(deps(), { readd: true })).toMatchObject({ reviewsInserted: 0 });
    expect(await t.app.ctx.repos.reviews.count()).toBe(first.reviewsInserted);
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

  it('renders a card on first use, once under concurrent requests; an edited text gets another image', async () => {
    const cacheDir = path.join(t.dataDir, 'cache-test');
    const contentDir = contentWith(['celeste']);
    const { images } = t.app.ctx;
    expect(registerDemoCards(images, cacheDir, contentDir)).toBe(LANGUAGES.length * 3);
    const card = loadDemoContent(contentDir)[0]!.reviews.en![0]!;
    const cardPath = demoCardPath(images, card, 'en');
    expect(demoCardPath(images, card, 'en')).toBe(cardPath);
    expect(await images.exists(cardPath)).toBe(true); // known before it is rendered
    const served = await Promise.all(Array.from({ length: 6 }, () => t.app.inject({ method: 'GET', url: cardPath })));
    for (const res of served) {
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.equals(served[0]!.rawPayload)).toBe(true);
    }
    expect(fs.readdirSync(cacheDir).filter((f) => f.endsWith('.webp'))).toHaveLength(1);
    expect(demoCardPath(images, { ...card, text: `${card.text} Edited.` }, 'en')).not.toBe(cardPath);
  });

  it('adds the demo games to a database with admin reviews, never touching them, and skips a name an admin already uses', async () => {
    const other = await createTestApp();
    try {
      await insertReviews(other.app, [{ gameName: 'Some Admin Game' }, { gameName: 'Portal 2', genre: 'Admin Genre' }]);
      const contentDir = contentWith(['celeste', 'portal-2']);
      expect(await seedDemoContent(depsOf(other.app, { contentDir }))).toMatchObject({ reviewsInserted: 1 });
      const rows = await other.app.ctx.repos.reviews.listAll();
      expect(rows.map((r) => [r.game_name, r.source === 'seed'])).toEqual([
        ['Celeste', true],
        ['Portal 2', false],
        ['Some Admin Game', false],
      ]);
      expect(rows.find((r) => r.game_name === 'Portal 2')!.genre).toBe('Admin Genre');
    } finally {
      await other.close();
    }
  });

  it('on a later start adds only newly shipped demo games, and never brings back one an admin deleted', async () => {
    const other = await createTestApp();
    try {
      const v1 = contentWith(['celeste', 'hades']);
      expect(await seedDemoContent(depsOf(other.app, { contentDir: v1 }))).toMatchObject({ reviewsInserted: 2 });
      const hades = (await other.app.ctx.repos.reviews.listAll()).find((r) => r.game_name === 'Hades')!;
      await other.app.ctx.db.deleteFrom('review_images').where('review_id', '=', hades.id).execute();
      await other.app.ctx.db.deleteFrom('reviews').where('id', '=', hades.id).execute();

      const v2 = contentWith(['celeste', 'hades', 'portal-2']);
      expect(await seedDemoContent(depsOf(other.app, { contentDir: v2 }))).toMatchObject({ reviewsInserted: 1 });
      expect((await other.app.ctx.repos.reviews.listAll()).map((r) => r.game_name)).toEqual(['Celeste', 'Portal 2']);
      expect(await seedDemoContent(depsOf(other.app, { contentDir: v2 }))).toMatchObject({ reviewsInserted: 0 });
      // The CLI's --force brings the deleted one back.
      expect(await seedDemoContent(depsOf(other.app, { contentDir: v2 }), { readd: true })).toMatchObject({ reviewsInserted: 1 });
    } finally {
      await other.close();
    }
  });

  it('counts the demo games an earlier version seeded as offered, so an upgrade adds only the new ones', async () => {
    const other = await createTestApp();
    try {
      // Seeded before demo_games was kept: the reviews are there, the list is empty.
      await seedDemoContent(depsOf(other.app, { contentDir: contentWith(['celeste']) }));
      await other.app.ctx.db.deleteFrom('demo_games').execute();
      const result = await seedDemoContent(depsOf(other.app, { contentDir: contentWith(['celeste', 'hades']) }));
      expect(result).toMatchObject({ reviewsInserted: 1 });
      expect((await other.app.ctx.repos.reviews.listAll()).map((r) => r.game_name)).toEqual(['Celeste', 'Hades']);
    } finally {
      await other.close();
    }
  });
});
