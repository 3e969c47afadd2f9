import type { ReviewRow } from '../../db/schema';
import type { ReviewImage, ReviewsRepository } from './reviews.repository';

// The reviews, their images and the lists free play draws from (the active ids per language, the
// reviews the coming dailies hold), as the play path reads them, kept in memory per process: they change
// only through the admin's and moderators' edits (the calendar's too), which publish 'reviews' on the cache bus
// (docs/architecture.md, "Caches"); each process clears this cache on that message. Entries also
// expire after `ttlMs`, so a message that never arrives (a CLI import, a lost Redis message) only
// delays a change by that much.

type Images = (ReviewImage & { language: string })[];

/** The reads this cache answers. */
export type CachedReads = Pick<ReviewsRepository, 'findById' | 'findByIds' | 'imagesOf' | 'activeIdsIn'>;

export interface ReviewCache {
  /**
   * `repo` with its review and image reads answered from the cache; a miss is read through `repo`
   * itself (inside a transaction, its own connection: SQLite has one). The objects handed out are
   * frozen and shared: no caller may change them. A cached row's play counters (times_played...)
   * are those of when it was read: the play path never shows them.
   */
  over<R extends CachedReads>(repo: R): R;
  /**
   * A list derived from the reviews or the daily calendar (whose changes publish 'reviews' too), kept
   * under `key` like the rest: read through `load` when absent or past its lifetime. Frozen.
   */
  remember(key: string, load: () => Promise<readonly string[]>): Promise<readonly string[]>;
  /** Forgets everything (a review changed somewhere). */
  clear(): void;
}

interface Entry<V> {
  value: V;
  at: number;
}

export interface ReviewCacheOptions {
  /** How long an entry is used before it is read again; 0 keeps nothing. */
  ttlMs?: number;
  /** Reviews kept at most; beyond that the oldest entry goes. */
  maxReviews?: number;
  /** The clock (tests pass their own). */
  now?: () => number;
}

export function createReviewCache(options: ReviewCacheOptions = {}): ReviewCache {
  const { ttlMs = 60_000, maxReviews = 5000, now = Date.now } = options;
  const rows = new Map<string, Entry<ReviewRow>>();
  const images = new Map<string, Entry<Images>>();
  // Lists derived from the reviews or the daily calendar (remember()), e.g. the active ids per language.
  const lists = new Map<string, Entry<readonly string[]>>();
  // Bumped by clear(): a read that started before a change does not store what it read after it.
  let generation = 0;

  /** The fresh entries among `ids`, loading the others with `load` (absent ids are not kept). */
  async function through<V>(map: Map<string, Entry<V>>, ids: string[], load: (missing: string[]) => Promise<Map<string, V>>, freeze: (v: V) => V) {
    const found = new Map<string, V>();
    const missing: string[] = [];
    const t = now();
    for (const id of new Set(ids)) {
      const entry = map.get(id);
      if (entry && t - entry.at < ttlMs) found.set(id, entry.value);
      else missing.push(id);
    }
    if (missing.length === 0) return found;
    const started = generation;
    for (const [id, value] of await load(missing)) {
      const frozen = freeze(value);
      found.set(id, frozen);
      if (started !== generation || ttlMs <= 0) continue;
      map.delete(id); // re-inserted last: the Map's order is the order of age
      map.set(id, { value: frozen, at: t });
      if (map.size > maxReviews) map.delete(map.keys().next().value!);
    }
    return found;
  }

  const freezeImages = (list: Images): Images => Object.freeze(list.map((i) => Object.freeze(i))) as Images;

  async function remember(key: string, load: () => Promise<readonly string[]>): Promise<readonly string[]> {
    const freeze = (list: readonly string[]) => Object.freeze(list);
    return (await through(lists, [key], async () => new Map([[key, await load()]]), freeze)).get(key)!;
  }

  return {
    over<R extends CachedReads>(repo: R): R {
      const findByIds = async (ids: string[]): Promise<ReviewRow[]> => {
        const load = async (missing: string[]) => new Map((await repo.findByIds(missing)).map((r) => [r.id, r]));
        return [...(await through(rows, ids, load, (row) => Object.freeze(row))).values()];
      };
      return {
        ...repo,
        findByIds,
        findById: async (id: string) => (await findByIds([id]))[0],
        imagesOf: (ids: string[]) => through(images, ids, (missing) => repo.imagesOf(missing), freezeImages),
        activeIdsIn: (language: string) => remember(`active:${language}`, () => repo.activeIdsIn(language)),
      };
    },
    remember,
    clear() {
      generation += 1;
      rows.clear();
      images.clear();
      lists.clear();
    },
  };
}
