import type { Language } from '../../../shared/constants';
import type { Outcome, PlayableReview } from '../../../shared/schemas/game';
import type { PlayReviewRow } from '../../db/schema';
import { notFound } from '../../lib/app-error';
import type { ReviewImage } from '../reviews/reviews.repository';
import type { PlayReviews } from './play-unit';

// What a player is shown of the reviews in their play: the screenshots served so far in the play's
// language (else English, else any language the review has), and the answer once resolved.

/** Images a player sees for a review in a language, falling back to English, then any language. */
export async function imagesIn(repo: PlayReviews, reviewId: string, language: string) {
  return (await imagesOfReviews(repo, [reviewId], language)).get(reviewId)!;
}

/** imagesIn for several reviews, in one query. */
async function imagesOfReviews(repo: PlayReviews, reviewIds: string[], language: string) {
  const all = await repo.imagesOf(reviewIds);
  const result = new Map<string, { images: ReviewImage[]; language: string }>();
  for (const id of reviewIds) {
    const images = all.get(id) ?? [];
    const has = (lang: string) => images.some((i) => i.language === lang);
    // The images come ordered by language, so "any language" is the same one every time.
    const shownIn = has(language) ? language : has('en') ? 'en' : (images[0]?.language ?? language);
    result.set(id, { images: images.filter((i) => i.language === shownIn), language: shownIn });
  }
  return result;
}

/** The phone versions of rendered cards, by card path (ImageStore.narrowVersions). */
export type NarrowVersions = (paths: string[]) => Promise<Map<string, string>>;

/** The narrow version of each shown screenshot, parallel to them (null for an uploaded screenshot). */
export async function narrowOfShown(narrowVersions: NarrowVersions, shown: string[]): Promise<(string | null)[]> {
  const found = await narrowVersions(shown);
  return shown.map((p) => found.get(p) ?? null);
}

/** What the player sees of the play's entries (in their order): the screenshots served so far and, once resolved, the answer. */
export async function toPlayables(repo: PlayReviews, narrowVersions: NarrowVersions, entries: PlayReviewRow[], playLanguage: string): Promise<PlayableReview[]> {
  const ids = entries.map((e) => e.review_id);
  const byId = new Map((await repo.findByIds(ids)).map((r) => [r.id, r]));
  const imagesById = await imagesOfReviews(repo, ids, playLanguage);
  const shownById = new Map(entries.map((e) => [e.review_id, imagesById.get(e.review_id)!.images.slice(0, Math.max(1, e.revealed))]));
  // Only the shown screenshots are looked up: an unpaid one's phone version is never named either.
  const narrow = await narrowVersions([...shownById.values()].flat().map((i) => i.imagePath));
  return entries.map((entry) => {
    const review = byId.get(entry.review_id);
    if (!review) throw notFound('reviewNotFound');
    const { images, language } = imagesById.get(review.id)!;
    const shown = shownById.get(review.id) ?? [];
    const resolved = entry.outcome !== 'pending';
    return {
      id: review.id,
      reviewImages: shown.map((i) => i.imagePath),
      reviewImageAlts: shown.map((i) => i.altText),
      reviewImagesNarrow: shown.map((i) => narrow.get(i.imagePath) ?? null),
      maxReviews: images.length,
      gameImage: resolved ? review.game_image : null,
      language: language as Language,
      outcome: entry.outcome as Outcome,
      hintUsed: entry.hint_used === 1,
      genre: entry.hint_used === 1 || resolved ? review.genre : null,
      correctAnswer: resolved ? review.game_name : null,
      // The player's own answer, only once resolved: never a hint at an open review.
      result: resolved ? { guess: entry.outcome === 'skipped' ? null : entry.answer, points: entry.points } : null,
    };
  });
}

export async function toPlayable(repo: PlayReviews, narrowVersions: NarrowVersions, entry: PlayReviewRow, playLanguage: string): Promise<PlayableReview> {
  return (await toPlayables(repo, narrowVersions, [entry], playLanguage))[0]!;
}
