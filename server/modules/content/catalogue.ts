import fs from 'node:fs';
import path from 'node:path';
import type { ReviewsRepository } from '../reviews/reviews.repository';

const CATALOGUE_FILE = path.resolve(import.meta.dirname, '../../../content/catalogue.txt');

/** The autocomplete list: the title catalogue plus every review's game name, deduplicated and sorted. */
export function createCatalogue(reviews: ReviewsRepository) {
  const fromFile = fs.existsSync(CATALOGUE_FILE)
    ? fs.readFileSync(CATALOGUE_FILE, 'utf8').split('\n').map((l) => l.trim()).filter(Boolean)
    : [];
  let cached: string[] | undefined;
  return {
    async names(): Promise<string[]> {
      if (!cached) {
        const seen = new Map<string, string>();
        for (const name of [...fromFile, ...(await reviews.allGameNames())]) {
          const key = name.toLocaleLowerCase('en-US');
          if (!seen.has(key)) seen.set(key, name);
        }
        cached = [...seen.values()].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }));
      }
      return cached;
    },
    /** Call after reviews are added or renamed. */
    invalidate(): void {
      cached = undefined;
    },
  };
}
