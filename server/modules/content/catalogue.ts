import fs from 'node:fs';
import path from 'node:path';
import { indexTitles, type TitleIndex } from '../../../shared/answer-matching';
import { LANGUAGES, type Language } from '../../../shared/constants';
import type { ReviewsRepository } from '../reviews/reviews.repository';

const CACHE_TTL_MS = 60_000;
const CATALOGUE_FILE = path.resolve(import.meta.dirname, '../../../content/catalogue.txt');

let fileTitles: string[] | undefined;

/** The titles of content/catalogue.txt (read once per process). */
export function catalogueFileTitles(): string[] {
  fileTitles ??= fs.existsSync(CATALOGUE_FILE)
    ? fs.readFileSync(CATALOGUE_FILE, 'utf8').split('\n').map((l) => l.trim()).filter(Boolean)
    : [];
  return fileTitles;
}

const GAMES_DIR = path.resolve(import.meta.dirname, '../../../content/games');

let fileLocalTitles: { gameName: string; localTitles: Record<string, string[] | undefined> }[] | undefined;

/** The official localised titles of the shipped games (content/games/*.json, read once per process). */
function contentLocalTitles() {
  fileLocalTitles ??= fs.existsSync(GAMES_DIR)
    ? fs
        .readdirSync(GAMES_DIR)
        .filter((f) => f.endsWith('.json'))
        .map((f) => JSON.parse(fs.readFileSync(path.join(GAMES_DIR, f), 'utf8')) as { gameName: string; localTitles?: Record<string, string[] | undefined> })
        .map((g) => ({ gameName: g.gameName, localTitles: g.localTitles ?? {} }))
    : [];
  return fileLocalTitles;
}

/** The autocomplete list: the title catalogue plus every review's game name, deduplicated and sorted. */
export function createCatalogue(reviews: ReviewsRepository) {
  let cached:
    | { names: string[]; index: TitleIndex; localTitles: Partial<Record<Language, Record<string, string[]>>> }
    | undefined;
  let cachedAt = 0;

  async function current() {
    // Refreshed after a minute too, so an instance sees reviews another instance added.
    if (!cached || Date.now() - cachedAt > CACHE_TTL_MS) {
      const seen = new Map<string, string>();
      for (const name of [...catalogueFileTitles(), ...(await reviews.allGameNames())]) {
        const key = name.toLocaleLowerCase('en-US');
        if (!seen.has(key)) seen.set(key, name);
      }
      const names = [...seen.values()].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }));
      const spelled = (name: string) => seen.get(name.toLocaleLowerCase('en-US'));
      // The autocomplete shows a game's title in the player's language (shipped titles only).
      const localTitles: Partial<Record<Language, Record<string, string[]>>> = {};
      for (const game of contentLocalTitles()) {
        const name = spelled(game.gameName);
        if (name === undefined) continue;
        for (const lang of LANGUAGES) {
          const titles = game.localTitles[lang];
          if (titles?.length) (localTitles[lang] ??= {})[name] = titles;
        }
      }
      // The answer matcher's view of the same list, built once per version of it.
      cached = { names, index: indexTitles(names), localTitles };
      cachedAt = Date.now();
    }
    return cached;
  }

  return {
    async names(): Promise<string[]> {
      return (await current()).names;
    },
    /** The autocomplete's catalogue: names, and localised titles by language then name. */
    async autocomplete() {
      const { names, localTitles } = await current();
      return { gameNames: names, localTitles };
    },
    /** The catalogue indexed for answer matching (isCorrectAnswer). */
    async index(): Promise<TitleIndex> {
      return (await current()).index;
    },
    /** Call after reviews are added or renamed. */
    invalidate(): void {
      cached = undefined;
    },
  };
}
