import type { CommunityStats, ReviewCommunityStats } from '../../../shared/schemas/community';
import type { Db } from '../../db/database';
import { createChallengesRepository } from './challenges.repository';
import { createPlaysRepository, type Player } from './plays.repository';

/** How long a day's figures are kept: aggregates only, a few seconds stale at most, the same in every worker. */
const CACHE_MS = 15_000;
const WRONG_GUESSES_SHOWN = 3;

interface DayFigures {
  reviewIds: string[];
  perReview: Map<string, ReviewCommunityStats>;
}

const percent = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part / whole) * 100));

/**
 * Community figures of a day's daily. Each review's figures are given to a viewer only once they
 * resolved that review in their own play of the day, so no figure hints at an unresolved answer;
 * the "better than" share only once their play is finished.
 */
export function createCommunityStats(deps: { db: Db; catalogueNames: () => Promise<string[]> }) {
  const { db } = deps;
  const cache = new Map<string, { at: number; figures: Promise<DayFigures> }>();

  async function compute(date: string): Promise<DayFigures> {
    const reviewIds = (await createChallengesRepository(db).findByDate(date))?.reviewIds ?? [];
    const dayPlays = db.selectFrom('plays').select('id').where('day', '=', date).where('mode', 'in', ['daily', 'archive']);
    const rows = await db
      .selectFrom('play_reviews')
      .select((eb) => [
        'review_id',
        eb.fn.countAll<number>().as('players'),
        eb.fn.sum<number>(eb.case().when('outcome', '=', 'correct').then(1).else(0).end()).as('solved'),
        eb.fn.sum<number>(eb.case().when('outcome', '=', 'correct').then(eb.ref('revealed')).else(0).end()).as('screenshots'),
      ])
      .where('play_id', 'in', dayPlays)
      .where('outcome', '!=', 'pending')
      .groupBy('review_id')
      .execute();
    const guesses = await db
      .selectFrom('play_reviews')
      .select((eb) => ['review_id', 'answer', eb.fn.countAll<number>().as('n')])
      .where('play_id', 'in', dayPlays)
      .where('outcome', '=', 'incorrect')
      .groupBy(['review_id', 'answer'])
      .execute();
    const titles = new Map((await deps.catalogueNames()).map((name) => [name.trim().toLowerCase(), name]));
    const perReview = new Map<string, ReviewCommunityStats>();
    for (const id of reviewIds) {
      const row = rows.find((r) => r.review_id === id);
      const players = Number(row?.players ?? 0);
      const solved = Number(row?.solved ?? 0);
      // Only catalogue titles are shown (never free text a player typed), counted case-insensitively.
      const counts = new Map<string, number>();
      for (const g of guesses.filter((x) => x.review_id === id)) {
        const title = titles.get((g.answer ?? '').trim().toLowerCase());
        if (title) counts.set(title, (counts.get(title) ?? 0) + Number(g.n));
      }
      const wrongGuesses = [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).slice(0, WRONG_GUESSES_SHOWN).map(([t]) => t);
      perReview.set(id, {
        reviewId: id,
        players,
        solvedPercent: percent(solved, players),
        averageScreenshots: solved === 0 ? null : Math.round((Number(row?.screenshots ?? 0) / solved) * 10) / 10,
        wrongGuesses,
      });
    }
    return { reviewIds, perReview };
  }

  function figuresOf(date: string): Promise<DayFigures> {
    const hit = cache.get(date);
    if (hit && Date.now() - hit.at < CACHE_MS) return hit.figures;
    const figures = compute(date);
    cache.set(date, { at: Date.now(), figures });
    figures.catch(() => cache.delete(date));
    return figures;
  }

  return {
    async forViewer(player: Player, date: string): Promise<CommunityStats> {
      const plays = createPlaysRepository(db);
      const own = (await plays.findDaily(player, date, 'archive')) ?? (await plays.findDaily(player, date, 'daily'));
      const entries = own ? await plays.playReviews(own.id) : [];
      const resolved = new Set(entries.filter((e) => e.outcome !== 'pending').map((e) => e.review_id));
      if (resolved.size === 0) return { reviews: entries.map(() => null), dayPlayers: null, betterThanPercent: null };
      const figures = await figuresOf(date);
      const reviews = entries.map((e) => (resolved.has(e.review_id) ? (figures.perReview.get(e.review_id) ?? null) : null));
      if (own?.status !== 'finished') return { reviews, dayPlayers: null, betterThanPercent: null };
      // Counted fresh (indexed counts), so the player's own finish is in it at once.
      const { total, beaten } = await db
        .selectFrom('plays')
        .select((eb) => [eb.fn.countAll<number>().as('total'), eb.fn.sum<number>(eb.case().when('score', '<', own.score).then(1).else(0).end()).as('beaten')])
        .where('mode', '=', 'daily')
        .where('day', '=', date)
        .where('status', '=', 'finished')
        .executeTakeFirstOrThrow();
      return { reviews, dayPlayers: Number(total), betterThanPercent: percent(Number(beaten ?? 0), Number(total)) };
    },
  };
}
