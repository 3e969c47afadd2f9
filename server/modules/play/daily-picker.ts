import { createHash } from 'node:crypto';
import { DAILY_REVIEW_COUNT } from '../../../shared/constants';

/** A PRNG seeded from a string (mulberry32 over a SHA-256 seed), so a date always gives the same picks. */
function seededRandom(seed: string): () => number {
  let a = createHash('sha256').update(seed).digest().readUInt32LE(0);
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Picks the day's reviews deterministically from the date, avoiding recently used ones where the
 * pool allows. Returns fewer than 3 only when fewer exist.
 */
export function pickDailyReviews(date: string, candidateIds: string[], recentlyUsed: Set<string>): string[] {
  const sorted = [...candidateIds].sort();
  const fresh = sorted.filter((id) => !recentlyUsed.has(id));
  const random = seededRandom(`daily:${date}`);
  const shuffle = (ids: string[]) => {
    const a = [...ids];
    for (let i = a.length - 1; i > 0; i -= 1) {
      const j = Math.floor(random() * (i + 1));
      [a[i], a[j]] = [a[j]!, a[i]!];
    }
    return a;
  };
  const picked = shuffle(fresh).slice(0, DAILY_REVIEW_COUNT);
  if (picked.length < DAILY_REVIEW_COUNT) {
    const rest = shuffle(sorted.filter((id) => !picked.includes(id)));
    picked.push(...rest.slice(0, DAILY_REVIEW_COUNT - picked.length));
  }
  return picked;
}
