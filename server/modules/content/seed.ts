import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { LANGUAGES, type Language } from '../../../shared/constants';
import type { Db } from '../../db/database';
import type { ImageStore } from '../../lib/image-store';
import { newId, nowIso } from '../../lib/ids';
import { createReviewsRepository } from '../reviews/reviews.repository';
import { GameMetaSchema, ReviewTextSchema, type GameMeta, type ReviewText } from './content-schema';
import { renderReviewCard } from './review-card';
import { assertNoTitleInReview } from './title-guard';

export const CONTENT_DIR = path.resolve(import.meta.dirname, '../../../content');
const RENDERER_FILE = path.resolve(import.meta.dirname, 'review-card.ts');

export interface DemoGame extends GameMeta {
  reviews: Partial<Record<Language, ReviewText[]>>;
}

/** Reads the demo content: content/games.json and content/reviews/<lang>/<slug>.json. */
export function loadDemoContent(dir = CONTENT_DIR): DemoGame[] {
  const games = z.array(GameMetaSchema).parse(JSON.parse(fs.readFileSync(path.join(dir, 'games.json'), 'utf8')));
  return games.map((game) => {
    const reviews: DemoGame['reviews'] = {};
    for (const lang of LANGUAGES) {
      const file = path.join(dir, 'reviews', lang, `${game.slug}.json`);
      if (fs.existsSync(file)) reviews[lang] = z.array(ReviewTextSchema).max(3).parse(JSON.parse(fs.readFileSync(file, 'utf8')));
    }
    return { ...game, reviews };
  });
}

/**
 * Renders review texts to stored card images, reusing earlier renders: the cache key covers the
 * input and the renderer's source, so a change to either renders again.
 */
export function createCardRenderer(images: ImageStore, cacheFile: string) {
  const rendererVersion = createHash('sha256').update(fs.readFileSync(RENDERER_FILE)).digest('hex');
  let cache: Record<string, { imagePath: string; altText: string }> = {};
  try {
    cache = JSON.parse(fs.readFileSync(cacheFile, 'utf8'));
  } catch {
    cache = {};
  }
  return {
    async render(review: ReviewText, language: Language): Promise<{ imagePath: string; altText: string }> {
      const key = createHash('sha256').update(rendererVersion).update(JSON.stringify([review, language])).digest('hex');
      const hit = cache[key];
      if (hit && (await images.exists(hit.imagePath))) return hit;
      const card = await renderReviewCard({ ...review, language });
      const entry = { imagePath: await images.save(card.webp), altText: card.altText };
      cache[key] = entry;
      return entry;
    },
    save(): void {
      fs.mkdirSync(path.dirname(cacheFile), { recursive: true });
      fs.writeFileSync(cacheFile, JSON.stringify(cache));
    },
  };
}

export interface SeedResult {
  status: 'seeded' | 'skipped';
  reviewsInserted: number;
  imagesRendered: number;
}

/** Runs tasks with at most `limit` in flight (sharp already uses a thread pool; this bounds memory). */
async function mapLimit<T, R>(items: T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const i = next++;
        results[i] = await fn(items[i]!);
      }
    }),
  );
  return results;
}

type CardImages = Partial<Record<Language, { imagePath: string; altText: string }[]>>;

/** Checks every card of the games against the title guards, then renders them (cached), per game. */
async function renderGames(games: DemoGame[], renderer: ReturnType<typeof createCardRenderer>): Promise<{ images: Map<DemoGame, CardImages>; cards: number }> {
  const jobs = games.flatMap((game) =>
    Object.entries(game.reviews).flatMap(([lang, texts]) => (texts ?? []).map((review, slot) => ({ game, lang: lang as Language, slot, review }))),
  );
  for (const job of jobs) assertNoTitleInReview(job.review, [job.game.gameName, ...job.game.aliases]);
  const rendered = await mapLimit(jobs, 4, (job) => renderer.render(job.review, job.lang));
  renderer.save();
  const images = new Map<DemoGame, CardImages>();
  jobs.forEach((job, i) => {
    const forGame = images.get(job.game) ?? {};
    (forGame[job.lang] ??= [])[job.slot] = rendered[i]!;
    images.set(job.game, forGame);
  });
  return { images, cards: jobs.length };
}

const renderCacheOf = (deps: { images: ImageStore; dataDir: string }) => createCardRenderer(deps.images, path.join(deps.dataDir, 'render-cache.json'));

/**
 * Seeds the demo reviews. Without `force` it only touches an empty database; with it, it adds the
 * demo games that are missing (by name), so running it twice changes nothing.
 */
export async function seedDemoContent(deps: { db: Db; images: ImageStore; dataDir: string }, options: { force?: boolean } = {}): Promise<SeedResult> {
  const reviews = createReviewsRepository(deps.db);
  if (!options.force && (await reviews.count()) > 0) return { status: 'skipped', reviewsInserted: 0, imagesRendered: 0 };

  const existing = new Set((await reviews.allGameNames()).map((n) => n.toLocaleLowerCase('en-US')));
  const games = loadDemoContent().filter((g) => !existing.has(g.gameName.toLocaleLowerCase('en-US')));
  const { images, cards } = await renderGames(games, renderCacheOf(deps));

  const at = nowIso();
  await deps.db.transaction().execute(async (trx) => {
    const repo = createReviewsRepository(trx);
    for (const game of games) {
      await repo.insert(
        { id: newId(), gameName: game.gameName, genre: game.genre, gameImage: null, difficulty: game.difficulty, aliases: game.aliases, isActive: true, source: 'seed', images: images.get(game) ?? {} },
        at,
      );
    }
  });
  return { status: 'seeded', reviewsInserted: games.length, imagesRendered: cards };
}

const sameCards = (stored: { language: string; slot: number; imagePath: string }[], shipped: CardImages): boolean => {
  const key = (lang: string, slot: number, imagePath: string) => `${lang}/${slot}/${imagePath}`;
  const want = Object.entries(shipped).flatMap(([lang, list]) => (list ?? []).map((img, slot) => key(lang, slot, img.imagePath)));
  const have = stored.map((img) => key(img.language, img.slot, img.imagePath));
  return want.length === have.length && want.every((k) => have.includes(k));
};

/**
 * Brings the demo reviews an earlier seed inserted (source "seed", matched by name) up to the
 * shipped content: their cards and aliases become the shipped ones when they differ. Genre,
 * difficulty, active state and play figures are kept. Changed texts render again (the render
 * cache is keyed by the card's input); unchanged ones reuse their image.
 */
export async function refreshDemoContent(deps: { db: Db; images: ImageStore; dataDir: string }): Promise<{ reviewsUpdated: number }> {
  const reviews = createReviewsRepository(deps.db);
  const seeded = new Map((await reviews.listAll()).filter((r) => r.source === 'seed').map((r) => [r.game_name.toLocaleLowerCase('en-US'), r]));
  const games = loadDemoContent().filter((g) => seeded.has(g.gameName.toLocaleLowerCase('en-US')));
  const { images } = await renderGames(games, renderCacheOf(deps));
  const stored = await reviews.imagesOf([...seeded.values()].map((r) => r.id));

  const changed = games.flatMap((game) => {
    const row = seeded.get(game.gameName.toLocaleLowerCase('en-US'))!;
    const shipped = images.get(game) ?? {};
    const same = sameCards(stored.get(row.id) ?? [], shipped) && row.aliases === JSON.stringify(game.aliases);
    return same ? [] : [{ row, game, shipped }];
  });
  const at = nowIso();
  await deps.db.transaction().execute(async (trx) => {
    const repo = createReviewsRepository(trx);
    for (const { row, game, shipped } of changed) {
      await repo.update(
        { id: row.id, gameName: row.game_name, genre: row.genre, gameImage: row.game_image, difficulty: row.difficulty, aliases: game.aliases, isActive: row.is_active === 1, source: row.source, images: shipped },
        at,
      );
    }
  });
  return { reviewsUpdated: changed.length };
}
