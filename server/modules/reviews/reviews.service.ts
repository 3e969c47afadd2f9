import type { Difficulty } from '../../../shared/constants';
import type { Db } from '../../db/database';
import type { ReviewRow } from '../../db/schema';
import { createReviewsRepository, type ReviewImage } from './reviews.repository';

/** A review as the lists of other modules show it (the daily's calendar and scheduling). */
export interface ReviewSummary {
  gameName: string;
  /** The admin's setting. */
  difficulty: Difficulty;
  isActive: boolean;
  /** Its first screenshot, the English one where there is one. */
  image: string | null;
}

export type ReviewsService = ReturnType<typeof createReviewsService>;

/** What other modules read of the reviews (the admin's edits: admin-reviews.service.ts). */
export function createReviewsService(deps: { db: Db }) {
  const reviews = createReviewsRepository(deps.db);

  return {
    /** The summaries of the reviews among `ids` that exist (retired ones included). */
    async summaries(ids: readonly string[]): Promise<Map<string, ReviewSummary>> {
      const unique = [...new Set(ids)];
      const [rows, images] = await Promise.all([reviews.findByIds(unique), reviews.imagesOf(unique)]);
      return new Map(
        rows.map((r) => {
          const list = images.get(r.id) ?? [];
          const image = (list.find((i) => i.language === 'en') ?? list[0])?.imagePath ?? null;
          return [r.id, { gameName: r.game_name, difficulty: r.difficulty as Difficulty, isActive: r.is_active === 1, image }];
        }),
      );
    },

    /** Every review, by name (retired ones included). */
    listAll: (): Promise<ReviewRow[]> => reviews.listAll(),

    /** Every review (by name) with its images: what a submission is compared with. */
    async allWithImages(): Promise<{ review: ReviewRow; images: (ReviewImage & { language: string })[] }[]> {
      const rows = await reviews.listAll();
      const images = await reviews.imagesOf(rows.map((r) => r.id));
      return rows.map((review) => ({ review, images: images.get(review.id) ?? [] }));
    },

    /** Titles this installation added to the catalogue (content/catalogue.ts). */
    addedTitles: () => reviews.addedTitles(),

    /** Every review's name, settings and play counters (the analytics payload). */
    playCounters: () => reviews.playFigures(),

    /** Active demo reviews (their answers are public in the project's repository). */
    countActiveDemo: () => reviews.countActiveDemo(),
  };
}
