import type { CommunityStats, ReviewCommunityStats } from '../../../shared/schemas/community';
import type { PlayReviewRow } from '../../db/schema';
import { nowIso } from '../../lib/ids';
import type { PlayRepos } from './play-unit';
import type { Player } from './player';
import { percent } from '../../../shared/constants';

/** How long a day's figures are kept: aggregates only, a few seconds stale at most, the same in every worker. */
const CACHE_MS = 15_000;
const WRONG_GUESSES_SHOWN = 3;

interface ReviewCounts {
  players: number;
  solved: number;
  /** Screenshots seen by those who solved it, summed. */
  screenshots: number;
  /** Wrong guesses by catalogue title (free text is never counted). */
  guesses: Map<string, number>;
}

interface DayFigures {
  reviewIds: string[];
  /** Only resolutions before this instant are counted (and undated old ones), so a viewer's later own ones are added exactly once. */
  cutoff: string;
  counts: Map<string, ReviewCounts>;
  /** Catalogue titles by their lower-case form. */
  titles: Map<string, string>;
}

function addGuess(counts: ReviewCounts, titles: Map<string, string>, answer: string | null, n: number): void {
  const title = titles.get((answer ?? '').trim().toLowerCase());
  if (title) counts.guesses.set(title, (counts.guesses.get(title) ?? 0) + n);
}

/** The cached counts of a review plus the viewer's own resolution when it came after them (so they read "1 of 1", never "0 of 0"). */
function withOwn(figures: DayFigures, entry: PlayReviewRow): ReviewCommunityStats {
  const cached = figures.counts.get(entry.review_id) ?? { players: 0, solved: 0, screenshots: 0, guesses: new Map<string, number>() };
  const c: ReviewCounts = { ...cached, guesses: new Map(cached.guesses) };
  if (entry.resolved_at !== null && entry.resolved_at >= figures.cutoff) {
    c.players += 1;
    if (entry.outcome === 'correct') {
      c.solved += 1;
      c.screenshots += entry.revealed;
    }
    if (entry.outcome === 'incorrect') addGuess(c, figures.titles, entry.answer, 1);
  }
  return {
    reviewId: entry.review_id,
    players: c.players,
    solvedPercent: percent(c.solved, c.players),
    averageScreenshots: c.solved === 0 ? null : Math.round((c.screenshots / c.solved) * 10) / 10,
    wrongGuesses: [...c.guesses.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).slice(0, WRONG_GUESSES_SHOWN).map(([t]) => t),
  };
}

/**
 * Community figures of a day's daily. Each review's figures are given to a viewer only once they
 * resolved that review in their own play of the day, so no figure hints at an unresolved answer;
 * the "better than" share only once their play is finished.
 */
export function createCommunityStats(deps: { read: Pick<PlayRepos, 'plays' | 'challenges' | 'stats'>; catalogueNames: () => Promise<string[]> }) {
  const { plays, challenges, stats } = deps.read;
  const cache = new Map<string, { at: number; figures: Promise<DayFigures> }>();

  async function compute(date: string): Promise<DayFigures> {
    // Answers stamped before the cutoff are counted here, later ones by withOwn for their player. An
    // answer stamped just before the cutoff whose transaction commits after these reads is in neither,
    // for its player only and until the figures are computed again (CACHE_MS): a rare, short miss.
    const cutoff = nowIso();
    const reviewIds = (await challenges.findByDate(date))?.reviewIds ?? [];
    const rows = await stats.dayResolutions(date, cutoff);
    const guesses = await stats.dayWrongAnswers(date, cutoff);
    const titles = new Map((await deps.catalogueNames()).map((name) => [name.trim().toLowerCase(), name]));
    const counts = new Map<string, ReviewCounts>();
    for (const id of reviewIds) {
      const row = rows.find((r) => r.review_id === id);
      const entry: ReviewCounts = { players: Number(row?.players ?? 0), solved: Number(row?.solved ?? 0), screenshots: Number(row?.screenshots ?? 0), guesses: new Map() };
      // Only catalogue titles are shown (never free text a player typed), counted case-insensitively.
      for (const g of guesses.filter((x) => x.review_id === id)) addGuess(entry, titles, g.answer, Number(g.n));
      counts.set(id, entry);
    }
    return { reviewIds, cutoff, counts, titles };
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
      const own = (await plays.findDaily(player, date, 'archive')) ?? (await plays.findDaily(player, date, 'daily'));
      const entries = own ? await plays.playReviews(own.id) : [];
      const resolved = new Set(entries.filter((e) => e.outcome !== 'pending').map((e) => e.review_id));
      if (resolved.size === 0) return { reviews: entries.map(() => null), dayPlayers: null, betterThanPercent: null };
      const figures = await figuresOf(date);
      const reviews = entries.map((e) => (resolved.has(e.review_id) && figures.reviewIds.includes(e.review_id) ? withOwn(figures, e) : null));
      if (own?.status !== 'finished') return { reviews, dayPlayers: null, betterThanPercent: null };
      // Counted fresh (indexed counts), so the player's own finish is in it at once.
      const { total, beaten } = await stats.dayFinishers(date, own.score);
      return { reviews, dayPlayers: total, betterThanPercent: percent(beaten, total) };
    },
  };
}
