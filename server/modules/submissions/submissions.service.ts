import sharp from 'sharp';
import { MAX_PENDING_SUBMISSIONS, SUBMISSIONS_PER_DAY, type MySubmission, type RefusalReason, type SubmissionInput } from '../../../shared/schemas/submissions';
import { lockKey, type Db, type DbEngine } from '../../db/database';
import type { SubmissionRow, UserRow } from '../../db/schema';
import { playerError, badRequest } from '../../lib/app-error';
import { newId, nowIso } from '../../lib/ids';
import { toSafeWebp } from '../../lib/image-processing';
import type { ImageStore } from '../../lib/image-store';
import { saveRenderedCard } from '../content/card-images';
import { titleFoundInReviewer, titleFoundInText } from '../content/title-guard';
import { createSubmissionsRepository, type SubmissionImage } from './submissions.repository';
import { DAY_MS } from '../../../shared/days';

const limitError = (perDay: boolean) =>
  perDay ? playerError('RATE_LIMITED', 'submitPerDay', { max: SUBMISSIONS_PER_DAY }) : playerError('RATE_LIMITED', 'submitPending', { max: MAX_PENDING_SUBMISSIONS });

export function toMySubmission(row: SubmissionRow, images: SubmissionImage[]): MySubmission {
  return {
    id: row.id,
    language: row.language as MySubmission['language'],
    gameName: row.game_name,
    kind: row.kind as MySubmission['kind'],
    state: row.state as MySubmission['state'],
    refusalReason: (row.refusal_reason as RefusalReason | null) ?? null,
    refusalNote: row.refusal_note,
    credit: row.credit === 1,
    images,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** A player's side of submissions: uploading screenshots, submitting, and "my submissions". */
export function createSubmissionsService(deps: { db: Db; engine: DbEngine; images: ImageStore; catalogueNames(): Promise<string[]> }) {
  const repo = createSubmissionsRepository(deps.db);

  async function limitsOf(userId: string) {
    const [usedToday, pending] = await Promise.all([repo.countSince(userId, new Date(Date.now() - DAY_MS).toISOString()), repo.countPending(userId)]);
    return { perDay: SUBMISSIONS_PER_DAY, usedToday, maxPending: MAX_PENDING_SUBMISSIONS, pending };
  }

  /** The catalogue's spelling of the game, or the typed title when the player says it is new. */
  async function gameOf(input: SubmissionInput): Promise<{ gameName: string; newTitle: boolean }> {
    const key = input.gameName.toLocaleLowerCase('en-US');
    const known = (await deps.catalogueNames()).find((name) => name.toLocaleLowerCase('en-US') === key);
    if (known) return { gameName: known, newTitle: false };
    if (!input.newTitle) throw badRequest('gameNotListed', { game: input.gameName });
    return { gameName: input.gameName, newTitle: true };
  }

  async function screenshotsOf(user: UserRow, input: Extract<SubmissionInput, { kind: 'screenshots' }>): Promise<SubmissionImage[]> {
    const paths = input.screenshots.map((s) => s.imagePath);
    if (new Set(paths).size !== paths.length) throw badRequest('screenshotTwice');
    const mine = await repo.uploadsOf(user.id, paths);
    for (const [i, p] of paths.entries()) {
      // Only screenshots this player uploaded through the submission pipeline.
      if (!mine.has(p) || !(await deps.images.exists(p))) throw badRequest('screenshotNotUploaded', { n: i + 1 });
    }
    return input.screenshots.map((s) => ({ imagePath: s.imagePath, transcript: s.transcript?.trim() || null }));
  }

  async function cardsOf(input: Extract<SubmissionInput, { kind: 'text' }>, gameName: string): Promise<SubmissionImage[]> {
    const out: SubmissionImage[] = [];
    for (const [i, card] of input.cards.entries()) {
      // The renderer's rule for every card it makes: the text never names the game.
      const inText = titleFoundInText(card.text, [gameName]);
      if (inText !== undefined) throw playerError('VALIDATION', 'cardTextNamesGame', { n: i + 1, found: inText });
      const inReviewer = titleFoundInReviewer(card.reviewer, [gameName]);
      if (inReviewer !== undefined) throw playerError('VALIDATION', 'cardReviewerNamesGame', { n: i + 1, found: inReviewer });
      const rendered = await saveRenderedCard(deps.images, { ...card, language: input.language });
      out.push({ imagePath: rendered.imagePath, transcript: rendered.altText });
    }
    return out;
  }

  return {
    /** Stores an uploaded screenshot through the safe pipeline and remembers who sent it and its size. */
    async upload(user: UserRow, bytes: Buffer) {
      const webp = await toSafeWebp(bytes);
      const { width = 0, height = 0 } = await sharp(webp).metadata();
      const imagePath = await deps.images.save(webp);
      await repo.recordUpload({ imagePath, userId: user.id, width, height, at: nowIso() });
      return { imagePath, width, height };
    },

    async create(user: UserRow, input: SubmissionInput): Promise<MySubmission> {
      const limits = await limitsOf(user.id);
      if (limits.usedToday >= SUBMISSIONS_PER_DAY || limits.pending >= MAX_PENDING_SUBMISSIONS) throw limitError(limits.usedToday >= SUBMISSIONS_PER_DAY);
      const game = await gameOf(input);
      const images = input.kind === 'screenshots' ? await screenshotsOf(user, input) : await cardsOf(input, game.gameName);
      const at = nowIso();
      const row: SubmissionRow = {
        id: newId(),
        user_id: user.id,
        language: input.language,
        game_name: game.gameName,
        new_title: game.newTitle ? 1 : 0,
        genre: input.genre,
        kind: input.kind,
        credit: input.credit ? 1 : 0,
        difficulty: 'medium',
        aliases: '[]',
        state: 'pending',
        refusal_reason: null,
        refusal_note: null,
        review_id: null,
        created_at: at,
        updated_at: at,
      };
      await deps.db.transaction().execute(async (trx) => {
        // Counted again under the player's lock: parallel requests cannot all pass the limits above.
        await lockKey(trx, deps.engine, `submit:${user.id}`);
        const inTrx = createSubmissionsRepository(trx);
        const [usedToday, pending] = await Promise.all([inTrx.countSince(user.id, new Date(Date.now() - DAY_MS).toISOString()), inTrx.countPending(user.id)]);
        if (usedToday >= SUBMISSIONS_PER_DAY || pending >= MAX_PENDING_SUBMISSIONS) throw limitError(usedToday >= SUBMISSIONS_PER_DAY);
        await inTrx.insert(row, images);
      });
      return toMySubmission(row, images);
    },

    async mine(user: UserRow) {
      const rows = await repo.listByUser(user.id);
      const images = await repo.imagesOf(rows.map((r) => r.id));
      return { submissions: rows.map((r) => toMySubmission(r, images.get(r.id) ?? [])), limits: await limitsOf(user.id) };
    },
  };
}
