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

/**
 * Seeds the demo reviews. Without `force` it only touches an empty database; with it, it adds the
 * demo games that are missing (by name), so running it twice changes nothing.
 */
export async function seedDemoContent(deps: { db: Db; images: ImageStore; dataDir: string }, options: { force?: boolean } = {}): Promise<SeedResult> {
  const reviews = createReviewsRepository(deps.db);
  if (!options.force && (await reviews.count()) > 0) return { status: 'skipped', reviewsInserted: 0, imagesRendered: 0 };

  const existing = new Set((await reviews.allGameNames()).map((n) => n.toLocaleLowerCase('en-US')));
  const games = loadDemoContent().filter((g) => !existing.has(g.gameName.toLocaleLowerCase('en-US')));
  const renderer = createCardRenderer(deps.images, path.join(deps.dataDir, 'render-cache.json'));

  const jobs = games.flatMap((game) =>
    Object.entries(game.reviews).flatMap(([lang, texts]) => (texts ?? []).map((review, slot) => ({ game, lang: lang as Language, slot, review }))),
  );
  for (const job of jobs) assertNoTitleInReview(job.review, [job.game.gameName, ...job.game.aliases]);
  const rendered = await mapLimit(jobs, 4, (job) => renderer.render(job.review, job.lang));
  renderer.save();

  const at = nowIso();
  await deps.db.transaction().execute(async (trx) => {
    const repo = createReviewsRepository(trx);
    for (const game of games) {
      const images: Partial<Record<Language, { imagePath: string; altText: string }[]>> = {};
      jobs.forEach((job, i) => {
        if (job.game !== game) return;
        (images[job.lang] ??= [])[job.slot] = rendered[i]!;
      });
      await repo.insert(
        { id: newId(), gameName: game.gameName, genre: game.genre, gameImage: null, difficulty: game.difficulty, aliases: game.aliases, isActive: true, source: 'seed', images },
        at,
      );
    }
  });
  return { status: 'seeded', reviewsInserted: games.length, imagesRendered: jobs.length };
}
