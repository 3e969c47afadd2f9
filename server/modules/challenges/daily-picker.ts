import { createHash } from 'node:crypto';
import { DAILY_REVIEW_COUNT, DIFFICULTIES, type Difficulty } from '../../../shared/constants';

/** A PRNG seeded from a string (mulberry32 over a SHA-256 seed), so a seed always gives the same picks. */
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
 * Picks the day's reviews deterministically from `seed` (the date keyed with the installation's
 * secret, see daily-pool.ts: nobody without it can compute a coming pick), avoiding recently used ones where the
 * pool allows. The daily is the same for every player, whatever their language, so each pick
 * prefers the review that brings the most languages not yet covered by the day's earlier picks
 * (`languagesOf`): a player of a less-served language then meets a review in their own language
 * whenever the content allows, and the reviews that exist in many languages are spread over days
 * instead of spent together. Among the reviews that bring as many languages, it prefers one of a
 * difficulty (`difficultyOf`) the day does not have yet, so a day has an easier, a medium and a
 * harder review when the pool allows; the day is served easiest first. Returns fewer than 3 only
 * when fewer exist.
 */
export function pickDailyReviews(
  seed: string,
  candidateIds: readonly string[],
  recentlyUsed: Set<string>,
  languagesOf: (id: string) => readonly string[] = () => [],
  difficultyOf: (id: string) => Difficulty | undefined = () => undefined,
): string[] {
  const sorted = [...candidateIds].sort();
  const random = seededRandom(`daily:${seed}`);
  const shuffle = (ids: string[]) => {
    const a = [...ids];
    for (let i = a.length - 1; i > 0; i -= 1) {
      const j = Math.floor(random() * (i + 1));
      [a[i], a[j]] = [a[j]!, a[i]!];
    }
    return a;
  };
  const picked: string[] = [];
  const covered = new Set<string>();
  const difficulties = new Set<Difficulty>();
  const take = (pool: string[]) => {
    const remaining = [...pool];
    while (picked.length < DAILY_REVIEW_COUNT && remaining.length > 0) {
      // The first (in shuffled order) of those adding the most uncovered languages, then a missing
      // difficulty, then the fewest languages in all (a review in many languages that adds none
      // today is kept for a day it helps: a fraction below the difficulty's 1 only breaks ties).
      let best = 0;
      let bestScore = -1;
      remaining.forEach((id, i) => {
        const languages = languagesOf(id);
        const gain = languages.filter((l) => !covered.has(l)).length;
        const difficulty = difficultyOf(id);
        const score = gain * 2 + (difficulty && !difficulties.has(difficulty) ? 1 : 0) + 0.5 / (1 + languages.length);
        if (score > bestScore) [best, bestScore] = [i, score];
      });
      const [id] = remaining.splice(best, 1);
      picked.push(id!);
      for (const l of languagesOf(id!)) covered.add(l);
      const difficulty = difficultyOf(id!);
      if (difficulty) difficulties.add(difficulty);
    }
  };
  take(shuffle(sorted.filter((id) => !recentlyUsed.has(id))));
  take(shuffle(sorted.filter((id) => !picked.includes(id))));
  // Easiest first (a stable sort: reviews of unknown difficulty keep the picking order).
  const rank = (id: string) => DIFFICULTIES.indexOf(difficultyOf(id) ?? 'medium');
  return picked.sort((a, b) => rank(a) - rank(b));
}
