import { createHash } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { LANGUAGES, type Language } from '../../../shared/constants';
import { lockKey, type Db, type DbEngine } from '../../db/database';
import type { ImageStore } from '../../lib/image-store';
import { newId, nowIso } from '../../lib/ids';
import { fromRoot } from '../../lib/paths';
import { createRepositories, createTransaction, type Repositories } from '../../repositories';
import { GameMetaSchema, ReviewTextSchema, seededAliases, type GameMeta, type ReviewText } from './content-schema';
import { cardAltText, renderReviewCard, type CardLayoutName } from './review-card';
import { assertNoTitleInReview } from './title-guard';

export const CONTENT_DIR = fromRoot('content');
// The renderer's sources name the cached cards' version (the same from the sources and the bundle).
const RENDERER_DIR = fromRoot('server/modules/content/review-card');

export interface DemoGame extends GameMeta {
  reviews: Partial<Record<Language, ReviewText[]>>;
}

/**
 * Reads the demo content: one file per game, content/games/<slug>.json, with its cards in
 * content/reviews/<lang>/<slug>.json. Sorted by file name, so the seed order never varies.
 */
export function loadDemoContent(dir = CONTENT_DIR): DemoGame[] {
  const gameDir = path.join(dir, 'games');
  const files = fs.readdirSync(gameDir).filter((f) => f.endsWith('.json')).sort();
  return files.map((file) => {
    const game = GameMetaSchema.parse(JSON.parse(fs.readFileSync(path.join(gameDir, file), 'utf8')));
    if (`${game.slug}.json` !== file) throw new Error(`content/games/${file}: its slug is "${game.slug}"; the file must be named after it`);
    const reviews: DemoGame['reviews'] = {};
    for (const lang of LANGUAGES) {
      const reviewFile = path.join(dir, 'reviews', lang, `${game.slug}.json`);
      if (fs.existsSync(reviewFile)) reviews[lang] = z.array(ReviewTextSchema).max(3).parse(JSON.parse(fs.readFileSync(reviewFile, 'utf8')));
    }
    return { ...game, reviews };
  });
}

/** A demo card's image path, named by its text and language (the renderer may change; the name stays). */
export const demoCardPath = (images: ImageStore, review: ReviewText, language: Language) => images.lazy.nameOf(`card:${JSON.stringify([review, language])}`);

/**
 * Registers every shipped card with the image store, to be rendered on first use (or by the
 * background fill): a card's path is known without rendering it, so seeding and start-up never
 * wait for the renderer. Rendered WebPs are kept in `cacheDir` (see createCardCache), which several
 * data dirs may share. Returns how many cards were registered.
 */
export function registerDemoCards(images: ImageStore, cacheDir: string, contentDir?: string): number {
  return registerCards(images, cacheDir, cardJobs(loadDemoContent(contentDir)));
}

function registerCards(images: ImageStore, cacheDir: string, jobs: CardJob[]): number {
  const cards = createCardCache(cacheDir);
  for (const job of jobs) {
    const wide = demoCardPath(images, job.review, job.lang);
    images.lazy.register(wide, () => cards.webp(job.review, job.lang, 'wide'));
    images.lazy.register(images.narrowOf(wide), () => cards.webp(job.review, job.lang, 'narrow'));
  }
  return jobs.length;
}

/** Renders, one at a time, the registered cards not stored yet; stops early once `stopped()`. */
export async function renderMissingCards(images: ImageStore, stopped: () => boolean): Promise<number> {
  let rendered = 0;
  for (const p of await images.lazy.missing()) {
    if (stopped()) break;
    if (await images.lazy.materialize(p).catch(() => false)) rendered += 1;
  }
  return rendered;
}

/** The card cache on its own: a card's WebP from `cacheDir`, rendered and kept there on a miss. */
function createCardCache(cacheDir: string) {
  const rendererFiles = fs.readdirSync(RENDERER_DIR).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts')).sort();
  const rendererVersion = rendererFiles.reduce((hash, f) => hash.update(fs.readFileSync(path.join(RENDERER_DIR, f))), createHash('sha256')).digest('hex');
  fs.mkdirSync(cacheDir, { recursive: true });
  return {
    async webp(review: ReviewText, language: Language, layout: CardLayoutName): Promise<Buffer> {
      const key = createHash('sha256').update(rendererVersion).update(JSON.stringify([review, language, layout])).digest('hex');
      const file = path.join(cacheDir, `${key}.webp`);
      const cached = await fsp.readFile(file).catch(() => undefined);
      if (cached) return cached;
      const { webp } = await renderReviewCard({ ...review, language }, layout);
      // Written whole, then renamed: a reader never sees half a card.
      const partial = `${file}.${process.pid}.${newId()}.tmp`;
      await fsp.writeFile(partial, webp);
      await fsp.rename(partial, file);
      return webp;
    },
  };
}

export interface SeedDeps {
  db: Db;
  engine: DbEngine;
  images: ImageStore;
  /** Where rendered cards are kept between seeds (see createCardRenderer). */
  cardCacheDir: string;
  /** The shipped content; tests point it elsewhere. */
  contentDir?: string;
}

export interface SeedResult {
  /** Demo games added (their reviews). */
  reviewsInserted: number;
  /** Their cards (named now, rendered on first use). */
  cards: number;
}

type CardImages = Partial<Record<Language, { imagePath: string; altText: string }[]>>;

/** Every card of the games, with its place (language and slot). */
type CardJob = { game: DemoGame; lang: Language; slot: number; review: ReviewText };
const cardJobs = (games: DemoGame[]): CardJob[] =>
  games.flatMap((game) => Object.entries(game.reviews).flatMap(([lang, texts]) => (texts ?? []).map((review, slot) => ({ game, lang: lang as Language, slot, review }))));

/** Checks every card of the games against the title guards and names its image (rendered on first use). */
function planGames(games: DemoGame[], deps: SeedDeps): { images: Map<DemoGame, CardImages>; cards: number } {
  const jobs = cardJobs(games);
  for (const job of jobs) assertNoTitleInReview(job.review, [job.game.gameName, ...job.game.aliases]);
  registerCards(deps.images, deps.cardCacheDir, jobs);
  const images = new Map<DemoGame, CardImages>();
  for (const job of jobs) {
    const forGame = images.get(job.game) ?? {};
    (forGame[job.lang] ??= [])[job.slot] = { imagePath: demoCardPath(deps.images, job.review, job.lang), altText: cardAltText({ ...job.review, language: job.lang }) };
    images.set(job.game, forGame);
  }
  return { images, cards: jobs.length };
}

const nameKey = (name: string) => name.toLocaleLowerCase('en-US');

/**
 * Adds the demo games this database has not been offered yet: all of them on a fresh install, the
 * newly shipped ones on a later start. A game whose name an existing review already has is skipped
 * (admin content is never touched), and a demo game an admin deleted is not brought back, unless
 * `readd` (the CLI's --force) asks for every missing demo game again. Safe to run concurrently:
 * the inserts happen under a lock, after checking again.
 */
export async function seedDemoContent(deps: SeedDeps, options: { readd?: boolean } = {}): Promise<SeedResult> {
  const demo = loadDemoContent(deps.contentDir);
  const pending = async (repos: Repositories) => {
    const offered = new Set(await repos.demoGames.offeredSlugs());
    const reviews = await repos.reviews.listAll();
    // Installs from before demo_games was kept: the games an earlier seed added count as offered.
    if (offered.size === 0) {
      const seeded = new Set(reviews.filter((r) => r.source === 'seed').map((r) => nameKey(r.game_name)));
      for (const game of demo) if (seeded.has(nameKey(game.gameName))) offered.add(game.slug);
    }
    const existing = new Set(reviews.map((r) => nameKey(r.game_name)));
    const unoffered = demo.filter((g) => options.readd || !offered.has(g.slug));
    return { unoffered, toAdd: unoffered.filter((g) => !existing.has(nameKey(g.gameName))) };
  };

  const repos = createRepositories(deps.db, deps.engine);
  const { toAdd } = await pending(repos);
  if (toAdd.length === 0 && !options.readd) {
    await recordOffered(repos, (await pending(repos)).unoffered);
    return { reviewsInserted: 0, cards: 0 };
  }
  const { images, cards } = planGames(toAdd, deps);

  const at = nowIso();
  let inserted = 0;
  await deps.db.transaction().execute(async (trx) => {
    await lockKey(trx, deps.engine, 'demo-seed');
    const tx = createRepositories(trx, deps.engine);
    const now = await pending(tx);
    const repo = tx.reviews;
    for (const game of now.toAdd) {
      const cardsOf = images.get(game);
      if (!cardsOf) continue; // shipped between the two checks: the next start adds it
      await repo.insert(
        { id: newId(), gameName: game.gameName, genre: game.genre, gameImage: null, difficulty: game.difficulty, aliases: seededAliases(game), isActive: true, source: 'seed', images: cardsOf },
        at,
      );
      inserted += 1;
    }
    await recordOffered(tx, now.unoffered);
  });
  return { reviewsInserted: inserted, cards };
}

async function recordOffered(repos: Repositories, games: DemoGame[]): Promise<void> {
  if (games.length > 0) await repos.demoGames.recordOffered(games.map((g) => g.slug), nowIso());
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
export async function refreshDemoContent(deps: SeedDeps): Promise<{ reviewsUpdated: number }> {
  const { reviews } = createRepositories(deps.db, deps.engine);
  const seeded = new Map((await reviews.listAll()).filter((r) => r.source === 'seed').map((r) => [nameKey(r.game_name), r]));
  const games = loadDemoContent(deps.contentDir).filter((g) => seeded.has(nameKey(g.gameName)));
  const { images } = planGames(games, deps);
  const stored = await reviews.imagesOf([...seeded.values()].map((r) => r.id));

  const changed = games.flatMap((game) => {
    const row = seeded.get(nameKey(game.gameName))!;
    const shipped = images.get(game) ?? {};
    const same = sameCards(stored.get(row.id) ?? [], shipped) && row.aliases === JSON.stringify(seededAliases(game));
    return same ? [] : [{ row, game, shipped }];
  });
  const at = nowIso();
  await createTransaction(deps.db, deps.engine)(async (tx) => {
    const repo = tx.reviews;
    for (const { row, game, shipped } of changed) {
      await repo.update(
        { id: row.id, gameName: row.game_name, genre: row.genre, gameImage: row.game_image, difficulty: row.difficulty, aliases: seededAliases(game), isActive: row.is_active === 1, source: row.source, images: shipped },
        at,
      );
    }
  });
  return { reviewsUpdated: changed.length };
}
