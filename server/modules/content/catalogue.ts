import fs from 'node:fs';
import path from 'node:path';
import type { ReviewsRepository } from '../reviews/reviews.repository';

const CACHE_TTL_MS = 60_000;
const CATALOGUE_FILE = path.resolve(import.meta.dirname, '../../../content/catalogue.txt');

/** The autocomplete list: the title catalogue plus every review's game name, deduplicated and sorted. */
export function createCatalogue(reviews: ReviewsRepository) {
  const fromFile = fs.existsSync(CATALOGUE_FILE)
    ? fs.readFileSync(CATALOGUE_FILE, 'utf8').split('\n').map((l) => l.trim()).filter(Boolean)
    : [];
  let cached: string[] | undefined;
  let cachedAt = 0;
  return {
    async names(): Promise<string[]> {
      // Refreshed after a minute too, so an instance sees reviews another instance added.
      if (!cached || Date.now() - cachedAt > CACHE_TTL_MS) {
        const seen = new Map<string, string>();
        for (const name of [...fromFile, ...(await reviews.allGameNames())]) {
          const key = name.toLocaleLowerCase('en-US');
          if (!seen.has(key)) seen.set(key, name);
        }
        cached = [...seen.values()].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }));
        cachedAt = Date.now();
      }
      return cached;
    },
    /** Call after reviews are added or renamed. */
    invalidate(): void {
      cached = undefined;
    },
  };
}
