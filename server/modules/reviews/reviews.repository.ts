import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { ReviewRow } from '../../db/schema';

export type ReviewsRepository = ReturnType<typeof createReviewsRepository>;

export interface ReviewImage {
  slot: number;
  imagePath: string;
  altText: string | null;
}

export interface NewReview {
  id: string;
  gameName: string;
  genre: string;
  gameImage: string | null;
  difficulty: string;
  aliases: string[];
  isActive: boolean;
  source: string;
  /** Images per language, in slot order. */
  images: Partial<Record<string, { imagePath: string; altText: string | null }[]>>;
}

/** Filters of the admin review list; text filters match a part, ignoring (ASCII) case. */
export interface ReviewFilter {
  q?: string;
  genre?: string;
  language?: string;
  active?: boolean;
}

/** A LIKE pattern matching `text` anywhere, with the wildcards in it taken literally (escape '\'). */
const containsPattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export function createReviewsRepository(db: Db) {
  async function insertImages(review: NewReview): Promise<void> {
    const rows = Object.entries(review.images).flatMap(([language, images]) =>
      (images ?? []).map((img, slot) => ({ review_id: review.id, language, slot, image_path: img.imagePath, alt_text: img.altText })),
    );
    if (rows.length > 0) await db.insertInto('review_images').values(rows).execute();
  }

  /** A saved review's name joins the installation's catalogue (names list and answer matching). */
  async function addTitle(title: string, at: string): Promise<void> {
    await db
      .insertInto('catalogue_titles')
      .values({ title_key: title.toLocaleLowerCase('en-US'), title, created_at: at })
      .onConflict((oc) => oc.column('title_key').doNothing())
      .execute();
  }

  return {
    addTitle,

    /** Titles this installation added to the catalogue: answers and decoys alike. */
    addedTitles: async (): Promise<string[]> => (await db.selectFrom('catalogue_titles').select('title').execute()).map((r) => r.title),

    /** Inserts a review with its images (call inside a transaction when other writes go with it). */
    async insert(review: NewReview, at: string): Promise<void> {
      await addTitle(review.gameName, at);
      await db
        .insertInto('reviews')
        .values({
          id: review.id,
          game_name: review.gameName,
          genre: review.genre,
          game_image: review.gameImage,
          difficulty: review.difficulty,
          aliases: JSON.stringify(review.aliases),
          is_active: review.isActive ? 1 : 0,
          source: review.source,
          created_at: at,
          updated_at: at,
        })
        .execute();
      await insertImages(review);
    },

    list: (limit: number): Promise<ReviewRow[]> =>
      db.selectFrom('reviews').selectAll().orderBy('created_at', 'desc').orderBy('id').limit(limit).execute(),

    /** One page of reviews matching the filter, newest first, and how many match in all. */
    async search(filter: ReviewFilter, page: { limit: number; offset: number }): Promise<{ rows: ReviewRow[]; total: number }> {
      // Retired reviews are kept for past days and history only: the admin list no longer shows them.
      let query = db.selectFrom('reviews').where('retired_at', 'is', null);
      const like = (column: 'game_name' | 'genre' | 'aliases', text: string) => sql<boolean>`lower(${sql.ref(column)}) like ${containsPattern(text)} escape '\\'`;
      if (filter.q) {
        const q = filter.q;
        query = query.where(() => sql<boolean>`(${like('game_name', q)} or ${like('aliases', q)} or ${like('genre', q)})`);
      }
      if (filter.genre) {
        const genre = filter.genre;
        query = query.where(() => like('genre', genre));
      }
      if (filter.language) {
        const language = filter.language;
        query = query.where((eb) =>
          eb.exists(eb.selectFrom('review_images').select('review_images.slot').whereRef('review_images.review_id', '=', 'reviews.id').where('review_images.language', '=', language)),
        );
      }
      if (filter.active !== undefined) query = query.where('is_active', '=', filter.active ? 1 : 0);
      const [rows, count] = await Promise.all([
        query.selectAll().orderBy('created_at', 'desc').orderBy('id').limit(page.limit).offset(page.offset).execute(),
        query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(count.n) };
    },

    listAll: (): Promise<ReviewRow[]> => db.selectFrom('reviews').selectAll().orderBy('game_name').execute(),

    /** What the analytics payload shows of every review: its name, settings and play counters. */
    playFigures: () =>
      db.selectFrom('reviews').select(['id', 'game_name', 'difficulty', 'is_active', 'times_played', 'times_correct', 'skips', 'hints']).execute(),

    /** Every image row of the given reviews, grouped by review id. */
    async imagesOf(reviewIds: string[]): Promise<Map<string, (ReviewImage & { language: string })[]>> {
      const map = new Map<string, (ReviewImage & { language: string })[]>();
      if (reviewIds.length === 0) return map;
      const rows = await db.selectFrom('review_images').selectAll().where('review_id', 'in', reviewIds).orderBy('language').orderBy('slot').execute();
      for (const r of rows) {
        const list = map.get(r.review_id) ?? [];
        list.push({ language: r.language, slot: r.slot, imagePath: r.image_path, altText: r.alt_text });
        map.set(r.review_id, list);
      }
      return map;
    },

    /** Replaces a review's fields and all its images (call inside a transaction). */
    async update(review: NewReview, at: string): Promise<void> {
      await addTitle(review.gameName, at);
      await db
        .updateTable('reviews')
        .set({
          game_name: review.gameName,
          genre: review.genre,
          game_image: review.gameImage,
          difficulty: review.difficulty,
          aliases: JSON.stringify(review.aliases),
          updated_at: at,
        })
        .where('id', '=', review.id)
        .execute();
      await db.deleteFrom('review_images').where('review_id', '=', review.id).execute();
      await insertImages(review);
    },

    /** Adds a language's screenshots to a review that has none in it (a merged submission). */
    async addImages(id: string, language: string, images: { imagePath: string; altText: string | null }[], at: string): Promise<void> {
      await db.insertInto('review_images').values(images.map((img, slot) => ({ review_id: id, language, slot, image_path: img.imagePath, alt_text: img.altText }))).execute();
      await db.updateTable('reviews').set({ updated_at: at }).where('id', '=', id).execute();
    },

    /** Credits the review to the player who submitted it (they agreed to be named). */
    async setCredit(id: string, userId: string): Promise<void> {
      await db.updateTable('reviews').set({ credit_user_id: userId }).where('id', '=', id).execute();
    },

    async setActive(id: string, isActive: boolean, at: string): Promise<void> {
      await db.updateTable('reviews').set({ is_active: isActive ? 1 : 0, updated_at: at }).where('id', '=', id).execute();
    },

    async delete(id: string): Promise<void> {
      await db.deleteFrom('reviews').where('id', '=', id).execute();
    },

    /** Retires a played review: kept for archive days, history and stats, never served or listed again. */
    async retire(id: string, at: string): Promise<void> {
      await db.updateTable('reviews').set({ is_active: 0, retired_at: at, updated_at: at }).where('id', '=', id).execute();
    },

    /** True when any play was ever served the review (it cannot be deleted, only retired). */
    async hasPlays(id: string): Promise<boolean> {
      return (await db.selectFrom('play_reviews').select('review_id').where('review_id', '=', id).executeTakeFirst()) !== undefined;
    },

    /** Active demo reviews (seeded from the project's public content: their answers are public). */
    async countActiveDemo(): Promise<number> {
      const r = await db.selectFrom('reviews').select((eb) => eb.fn.countAll<number>().as('n')).where('source', '=', 'seed').where('is_active', '=', 1).executeTakeFirstOrThrow();
      return Number(r.n);
    },

    /** Deactivates every demo review; returns how many were active. */
    async deactivateDemo(at: string): Promise<number> {
      const r = await db.updateTable('reviews').set({ is_active: 0, updated_at: at }).where('source', '=', 'seed').where('is_active', '=', 1).executeTakeFirst();
      return Number(r.numUpdatedRows);
    },

    async stats() {
      return db
        .selectFrom('reviews')
        .where('retired_at', 'is', null)
        .select((eb) => [
          eb.fn.countAll<number>().as('total'),
          eb.fn.sum<number>('is_active').as('active'),
          eb.fn.sum<number>('times_played').as('played'),
          eb.fn.sum<number>('times_correct').as('correct'),
        ])
        .executeTakeFirstOrThrow();
    },

    /** Zeroes every review's play counters; returns how many reviews had any. */
    async resetAnalytics(): Promise<number> {
      const r = await db
        .updateTable('reviews')
        .set({ times_played: 0, times_correct: 0, skips: 0, hints: 0 })
        .where((eb) => eb.or([eb('times_played', '>', 0), eb('times_correct', '>', 0), eb('skips', '>', 0), eb('hints', '>', 0)]))
        .executeTakeFirst();
      return Number(r.numUpdatedRows);
    },

    /** Image paths still used by some review. */
    /** Images a review or a submission uses (a submission's stay while a moderator may look at it). */
    async usedImagePaths(): Promise<Set<string>> {
      const rows = await db.selectFrom('review_images').select('image_path').union(db.selectFrom('submission_images').select('image_path')).execute();
      return new Set(rows.map((r) => r.image_path));
    },

    async count(): Promise<number> {
      const r = await db.selectFrom('reviews').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      return Number(r.n);
    },

    findById: (id: string): Promise<ReviewRow | undefined> =>
      db.selectFrom('reviews').selectAll().where('id', '=', id).executeTakeFirst(),

    /** Reviews by id (those that exist), in one query. */
    findByIds: (ids: string[]): Promise<ReviewRow[]> =>
      ids.length === 0 ? Promise.resolve([]) : db.selectFrom('reviews').selectAll().where('id', 'in', ids).execute(),

    /** Ids of active reviews with at least one image in the language. */
    async activeIdsIn(language: string): Promise<readonly string[]> {
      const rows = await db
        .selectFrom('reviews')
        .select('reviews.id')
        .where('reviews.is_active', '=', 1)
        .where((eb) =>
          eb.exists(eb.selectFrom('review_images').select('review_images.slot').whereRef('review_images.review_id', '=', 'reviews.id').where('review_images.language', '=', language)),
        )
        .orderBy('reviews.id')
        .execute();
      return rows.map((r) => r.id);
    },

    /** Number of active reviews per language, leaving out the reviews in `except`. */
    async activeCountsByLanguage(except: readonly string[] = []): Promise<Record<string, number>> {
      let query = db
        .selectFrom('review_images')
        .innerJoin('reviews', 'reviews.id', 'review_images.review_id')
        .select(['review_images.language', sql<number>`count(distinct reviews.id)`.as('n')])
        .where('reviews.is_active', '=', 1);
      if (except.length > 0) query = query.where('reviews.id', 'not in', [...except]);
      const rows = await query.groupBy('review_images.language').execute();
      return Object.fromEntries(rows.map((r) => [r.language, Number(r.n)]));
    },

    /** The languages each active review has images in. */
    async activeLanguagesByReview(): Promise<Map<string, string[]>> {
      const rows = await db
        .selectFrom('review_images')
        .innerJoin('reviews', 'reviews.id', 'review_images.review_id')
        .select(['review_images.review_id', 'review_images.language'])
        .distinct()
        .where('reviews.is_active', '=', 1)
        .execute();
      const byReview = new Map<string, string[]>();
      for (const r of rows) byReview.set(r.review_id, [...(byReview.get(r.review_id) ?? []), r.language]);
      return byReview;
    },

    /** Adds to a review's play counters (analytics). */
    async countPlay(id: string, delta: { played?: number; correct?: number; skips?: number; hints?: number }): Promise<void> {
      await db
        .updateTable('reviews')
        .set((eb) => ({
          times_played: eb('times_played', '+', delta.played ?? 0),
          times_correct: eb('times_correct', '+', delta.correct ?? 0),
          skips: eb('skips', '+', delta.skips ?? 0),
          hints: eb('hints', '+', delta.hints ?? 0),
        }))
        .where('id', '=', id)
        .execute();
    },
  };
}
