import { LANGUAGES, utcDate, type Language } from '../../../shared/constants';
import { AT_LEAST_ONE_IMAGE, STORED_IMAGE_PATH, imageSlotName, type AdminReview, type AdminReviewQuery, type ReviewInput, type ReviewStats } from '../../../shared/schemas/admin';
import type { Db } from '../../db/database';
import type { ReviewRow } from '../../db/schema';
import { staffError } from '../../lib/app-error';
import { newId, nowIso } from '../../lib/ids';
import type { ImageStore } from '../../lib/image-store';
import { createReviewsRepository, type ReviewsRepository } from './reviews.repository';
import { assertTranscripts, type TranscribedImages } from './transcripts';
import type { ChallengesService } from '../challenges/challenges.service';
import { assertAliasesNameOnlyThisGame } from '../content/title-guard';
import type { DifficultyFromData } from '../../../shared/schemas/planning';
import { difficultiesFromData } from './difficulty-from-data';
import { createPlayFiguresRepository, type PlayFiguresRepository } from './play-figures.repository';
import type { ReportsService } from '../reports/reports.service';
import { parseAliases, reviewFigures } from './review-fields';
import type { Transaction } from '../../repositories';

/** Unused images younger than this are kept: an admin may be filling the review form right now. */
const ORPHAN_GRACE_MS = 60 * 60 * 1000;

export type AdminReviewsService = ReturnType<typeof createAdminReviewsService>;

/** The admin's side of the review content; `onChange`: reviews changed (caches: docs/architecture.md). */
export function createAdminReviewsService(deps: { db: Db; transaction: Transaction; images: ImageStore; challenges: ChallengesService; reports: ReportsService; onChange(): void }) {
  const { db, images, challenges } = deps;
  const reviews = createReviewsRepository(db);
  const playFigures = createPlayFiguresRepository(db);

  async function toAdmin(row: ReviewRow, imageRows: { language: string; slot: number; imagePath: string; altText: string | null }[], fromData?: DifficultyFromData): Promise<AdminReview> {
    const reviewImages: AdminReview['reviewImages'] = {};
    const reviewImageAlts: AdminReview['reviewImageAlts'] = {};
    for (const img of imageRows) {
      const lang = img.language as Language;
      (reviewImages[lang] ??= []).push(img.imagePath);
      (reviewImageAlts[lang] ??= []).push(img.altText);
    }
    return {
      _id: row.id,
      gameName: row.game_name,
      genre: row.genre,
      gameImage: row.game_image,
      difficulty: row.difficulty as AdminReview['difficulty'],
      aliases: parseAliases(row.aliases),
      isActive: row.is_active === 1,
      reviewImages,
      reviewImageAlts,
      timesPlayed: row.times_played,
      ...reviewFigures(row),
      difficultyFromData: fromData,
      createdAt: row.created_at,
      updatedAt: row.updated_at,
    };
  }

  /** One review as the admin sees it, read through `repos` (inside a transaction, its own: SQLite has one connection). */
  async function load(repos: { reviews: ReviewsRepository; playFigures: PlayFiguresRepository }, id: string): Promise<AdminReview> {
    const row = await repos.reviews.findById(id);
    if (!row) throw staffError('NOT_FOUND', 'Review not found');
    return toAdmin(row, (await repos.reviews.imagesOf([id])).get(id) ?? [], (await difficultiesFromData(repos.playFigures, [id])).get(id));
  }

  /**
   * Checks the images of a review form and pairs them with their transcripts. Only screenshots that
   * went through our upload or render pipeline (stored under their hash) are accepted.
   */
  async function imagesFrom(input: ReviewInput): Promise<TranscribedImages> {
    const out: TranscribedImages = {};
    let count = 0;
    for (const lang of LANGUAGES) {
      const paths = (input.reviewImages[lang] ?? []).map((p) => p.trim());
      const alts = input.reviewImageAlts?.[lang] ?? [];
      const list: { imagePath: string; altText: string | null }[] = [];
      for (const [i, p] of paths.entries()) {
        if (!p) continue; // empty slots are dropped (docs/product.md §5)
        // The schema already refused other paths; checked again so no caller can skip it.
        if (!STORED_IMAGE_PATH.test(p)) throw staffError('BAD_REQUEST', `reviewImages: ${imageSlotName(lang, i)} must be a screenshot uploaded or rendered here.`);
        if (!(await images.exists(p))) throw staffError('BAD_REQUEST', `Image not found: ${p}. Upload it again.`);
        list.push({ imagePath: p, altText: alts[i]?.trim() || null });
      }
      if (list.length > 0) out[lang] = list;
      count += list.length;
    }
    if (count === 0) throw staffError('BAD_REQUEST', AT_LEAST_ONE_IMAGE);
    return out;
  }

  /** A stored review's images in the shape the transcript check reads. */
  async function storedImages(repo: ReviewsRepository, id: string): Promise<TranscribedImages> {
    const out: TranscribedImages = {};
    for (const img of (await repo.imagesOf([id])).get(id) ?? []) (out[img.language as Language] ??= []).push(img);
    return out;
  }

  /** Dates of today's and future challenges that use the review. */
  const scheduledDates = (id: string) => challenges.datesUsing(id, utcDate());

  async function assertNameFree(repo: ReviewsRepository, name: string, exceptId?: string) {
    const key = name.toLocaleLowerCase('en-US');
    const clash = (await repo.listAll()).find((r) => r.id !== exceptId && r.retired_at === null && r.game_name.toLocaleLowerCase('en-US') === key);
    if (clash) throw staffError('CONFLICT', `A review for "${clash.game_name}" already exists.`);
  }

  return {
    /** One page of the reviews matching the query, newest first, with the number matching in all. */
    async list(query: AdminReviewQuery): Promise<{ reviews: AdminReview[]; total: number }> {
      const { limit, offset, ...filter } = query;
      const { rows, total } = await reviews.search(filter, { limit, offset });
      const imgs = await reviews.imagesOf(rows.map((r) => r.id));
      const fromData = await difficultiesFromData(playFigures, rows.map((r) => r.id));
      const reports = await deps.reports.countsFor(rows.map((r) => r.id));
      const list = await Promise.all(rows.map((r) => toAdmin(r, imgs.get(r.id) ?? [], fromData.get(r.id))));
      return { reviews: list.map((review) => ({ ...review, reports: reports.get(review._id) ?? { total: 0, titleVisible: 0 } })), total };
    },

    async stats(): Promise<ReviewStats> {
      const s = await reviews.stats();
      const total = Number(s.total ?? 0);
      const active = Number(s.active ?? 0);
      return {
        totalReviews: total,
        activeReviews: active,
        inactiveReviews: total - active,
        totalPlayed: Number(s.played ?? 0),
        totalCorrect: Number(s.correct ?? 0),
        activeDemoReviews: await reviews.countActiveDemo(),
      };
    },

    /** Deactivates every demo review at once (a real installation's own puzzles stay). */
    async deactivateDemo(): Promise<number> {
      const n = await reviews.deactivateDemo(nowIso());
      deps.onChange();
      return n;
    },

    async create(input: ReviewInput): Promise<AdminReview> {
      const imgs = await imagesFrom(input);
      // A new review is active at once, so every screenshot needs its transcript.
      assertTranscripts(imgs, [input.gameName, ...input.aliases], 'to save');
      const id = newId();
      const review = await deps.transaction(async (tx) => {
        const repo = tx.reviews;
        await assertNameFree(repo, input.gameName);
        await assertAliasesNameOnlyThisGame(repo, input);
        await repo.insert({ id, gameName: input.gameName, genre: input.genre, gameImage: input.gameImage, difficulty: input.difficulty, aliases: input.aliases, isActive: true, source: 'admin', images: imgs }, nowIso());
        return load(tx, id);
      });
      deps.onChange();
      return review;
    },

    /** A full edit: the stored review becomes exactly the form the admin saw. */
    async update(id: string, input: ReviewInput): Promise<AdminReview> {
      const imgs = await imagesFrom(input);
      const review = await deps.transaction(async (tx) => {
        const repo = tx.reviews;
        const row = await repo.findById(id);
        if (!row || row.retired_at) throw staffError('NOT_FOUND', 'Review not found');
        assertTranscripts(imgs, [input.gameName, ...input.aliases], row.is_active === 1 ? 'to save' : 'no');
        await assertNameFree(repo, input.gameName, id);
        await assertAliasesNameOnlyThisGame(repo, input, id);
        await repo.update({ id, gameName: input.gameName, genre: input.genre, gameImage: input.gameImage, difficulty: input.difficulty, aliases: input.aliases, isActive: row.is_active === 1, source: row.source, images: imgs }, nowIso());
        return load(tx, id);
      });
      deps.onChange();
      return review;
    },

    async setActive(id: string, isActive: boolean): Promise<AdminReview> {
      const row = await reviews.findById(id);
      if (!row || row.retired_at) throw staffError('NOT_FOUND', 'Review not found');
      if (!isActive) {
        const dates = await scheduledDates(id);
        if (dates.length > 0) throw staffError('CONFLICT', `This review is used by the daily challenge of ${dates.join(', ')}. Change that challenge first.`);
      } else if (row.is_active !== 1) {
        assertTranscripts(await storedImages(reviews, id), [row.game_name, ...parseAliases(row.aliases)], 'to activate');
      }
      await reviews.setActive(id, isActive, nowIso());
      deps.onChange();
      return load({ reviews, playFigures }, id);
    },

    /**
     * Deletes a review nobody ever played; a played one is retired instead (kept for archive days,
     * players' history and stats, never served or listed again). Either way, never one in today's or
     * a coming daily.
     */
    async remove(id: string): Promise<{ retired: boolean }> {
      const row = await reviews.findById(id);
      if (!row || row.retired_at) throw staffError('NOT_FOUND', 'Review not found');
      const dates = await scheduledDates(id);
      if (dates.length > 0) throw staffError('CONFLICT', `This review is used by the daily challenge of ${dates.join(', ')}. Change that challenge first.`);
      const retired = (await reviews.hasPlays(id)) || (await challenges.datesUsing(id, '0000-01-01')).length > 0;
      if (retired) await reviews.retire(id, nowIso());
      else await reviews.delete(id);
      deps.onChange();
      return { retired };
    },

    /** Deletes stored images that no review uses any more (older than the grace period). */
    async cleanUnusedImages(now = Date.now()): Promise<number> {
      const used = await reviews.usedImagePaths();
      // A card's phone version lives as long as the card (content/card-images.ts).
      for (const p of [...used]) used.add(images.narrowOf(p));
      let removed = 0;
      for (const p of await images.list()) {
        if (used.has(p)) continue;
        const age = await images.ageMs(p, now);
        if (age !== undefined && age > ORPHAN_GRACE_MS) {
          await images.remove(p);
          removed += 1;
        }
      }
      return removed;
    },
  };
}
