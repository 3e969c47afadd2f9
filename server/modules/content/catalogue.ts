import fs from 'node:fs';
import path from 'node:path';
import { indexTitles, type TitleIndex } from '../../../shared/answer-matching';
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

/**
 * The autocomplete list: the title catalogue file plus the titles this installation added (every
 * saved review's name, and admins' decoys), deduplicated and sorted. Review names are not read
 * apart: an answer is one added title among others (docs/security.md).
 */
export function createCatalogue(reviews: ReviewsRepository) {
  let cached: { names: string[]; index: TitleIndex } | undefined;
  let cachedAt = 0;

  async function current() {
    // Refreshed after a minute too, so an instance sees reviews another instance added.
    if (!cached || Date.now() - cachedAt > CACHE_TTL_MS) {
      const seen = new Map<string, string>();
      for (const name of [...catalogueFileTitles(), ...(await reviews.addedTitles())]) {
        const key = name.toLocaleLowerCase('en-US');
        if (!seen.has(key)) seen.set(key, name);
      }
      const names = [...seen.values()].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }));
      // The answer matcher's view of the same list, built once per version of it.
      cached = { names, index: indexTitles(names) };
      cachedAt = Date.now();
    }
    return cached;
  }

  return {
    async names(): Promise<string[]> {
      return (await current()).names;
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
