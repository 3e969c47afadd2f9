import sharp from 'sharp';
import { LANGUAGES, LANGUAGE_NAMES, utcDate, type Language } from '../../../shared/constants';
import type { ModerationEdit, QueueItem, RefusalReason, SubmissionState } from '../../../shared/schemas/submissions';
import type { Db } from '../../db/database';
import type { SubmissionRow, UserRow } from '../../db/schema';
import { playerError, notFound, conflict, forbidden } from '../../lib/app-error';
import { newId, nowIso } from '../../lib/ids';
import type { ImageStore } from '../../lib/image-store';
import type { Transaction } from '../../repositories';
import { assertAliasesNameOnlyThisGame } from '../content/title-guard';
import { parseAliases } from '../reviews/review-fields';
import type { ReviewsService } from '../reviews/reviews.service';
import { assertTranscripts } from '../reviews/transcripts';
import { differenceHash, runChecks, type Existing } from './checks';
import { createModeratorsRepository } from './moderators.repository';
import { createSubmissionsRepository, type SubmissionImage } from './submissions.repository';
import { toMySubmission } from './submissions.service';
import { DAY_MS } from '../../../shared/days';

const gameKey = (name: string) => name.toLocaleLowerCase('en-US');

/**
 * The moderators' side: a queue per language, checks, edit, redact, approve and refuse. Every
 * call names the acting user; nothing happens outside the languages they moderate (admins: all).
 */
export function createModerationService(deps: { db: Db; transaction: Transaction; images: ImageStore; reviews: ReviewsService; onReviewsChange(): void }) {
  const { db, images, reviews } = deps;
  const submissions = createSubmissionsRepository(db);
  const moderators = createModeratorsRepository(db);
  // Stored images are named by their content hash, so a path's picture never changes.
  const hashes = new Map<string, bigint | null>();

  async function hashOf(path: string): Promise<bigint | undefined> {
    if (!hashes.has(path)) {
      const bytes = await images.read(path);
      hashes.set(path, bytes ? await differenceHash(bytes).catch(() => null) : null);
    }
    return hashes.get(path) ?? undefined;
  }

  async function languagesOf(user: UserRow): Promise<Language[]> {
    return user.is_admin === 1 ? [...LANGUAGES] : moderators.languagesOf(user.id);
  }

  async function assertModerates(user: UserRow, language: string): Promise<void> {
    const mine = await languagesOf(user);
    if (mine.includes(language as Language)) return;
    const names = mine.map((l) => LANGUAGE_NAMES[l]).join(', ');
    throw (mine.length === 0 ? forbidden('moderatorsOnly') : forbidden('moderateOnly', { languages: names }));
  }

  /**
   * Loads a submission the user may moderate (403 for another language), pending unless `anyState`
   * (a read). Nobody acts on their own submission: another moderator or an admin decides it.
   */
  async function load(user: UserRow, id: string, anyState = false): Promise<SubmissionRow> {
    const row = await submissions.findById(id);
    if (!row) throw notFound('submissionNotFound');
    await assertModerates(user, row.language);
    if (anyState) return row;
    if (row.user_id === user.id) throw forbidden('ownSubmission');
    if (row.state !== 'pending') throw conflict(row.state === 'approved' ? 'submissionApprovedAlready' : 'submissionRefusedAlready');
    return row;
  }

  /** What the puzzle would be compared with: reviews in its language and the other pending submissions. */
  async function existingFor(row: SubmissionRow): Promise<Existing[]> {
    const out: Existing[] = [];
    for (const { review: r, images: all } of await reviews.allWithImages()) {
      const imgs = all.filter((i) => i.language === row.language);
      if (imgs.length === 0) continue;
      const sameGame = gameKey(r.game_name) === gameKey(row.game_name);
      out.push({
        label: `the review of ${r.game_name}`,
        sameGame,
        texts: imgs.map((i) => i.altText ?? '').filter(Boolean),
        // Demo cards are drawn from their texts (compared above): only real screenshots are hashed.
        hashes: row.kind === 'screenshots' && r.source !== 'seed' ? await hashesOf(imgs.map((i) => i.imagePath)) : [],
      });
    }
    const pending = (await submissions.pendingIn(row.language)).filter((s) => s.id !== row.id);
    const pendingImages = await submissions.imagesOf(pending.map((s) => s.id));
    for (const s of pending) {
      const imgs = pendingImages.get(s.id) ?? [];
      out.push({
        label: `another submission of ${s.game_name} (${s.created_at.slice(0, 10)})`,
        sameGame: gameKey(s.game_name) === gameKey(row.game_name),
        texts: imgs.map((i) => i.transcript ?? '').filter(Boolean),
        hashes: row.kind === 'screenshots' && s.kind === 'screenshots' ? await hashesOf(imgs.map((i) => i.imagePath)) : [],
      });
    }
    return out;
  }

  async function hashesOf(paths: string[]): Promise<bigint[]> {
    const out: bigint[] = [];
    for (const p of paths) {
      const h = await hashOf(p);
      if (h !== undefined) out.push(h);
    }
    return out;
  }

  async function toQueueItem(row: SubmissionRow, imgs: SubmissionImage[], submitter: string, withChecks: boolean): Promise<QueueItem> {
    const sizes = row.kind === 'screenshots' ? await submissions.uploadSizes(imgs.map((i) => i.imagePath)) : new Map<string, { width: number; height: number }>();
    const checked = await Promise.all(
      imgs.map(async (img) => ({ transcript: img.transcript, size: sizes.get(img.imagePath), hash: row.kind === 'screenshots' ? await hashOf(img.imagePath) : undefined })),
    );
    const aliases = parseAliases(row.aliases);
    return {
      ...toMySubmission(row, imgs),
      submitter,
      newTitle: row.new_title === 1,
      genre: row.genre,
      difficulty: row.difficulty as QueueItem['difficulty'],
      aliases,
      checks: withChecks ? runChecks({ names: [row.game_name, ...aliases], newTitle: row.new_title === 1, images: checked, existing: await existingFor(row) }) : [],
    };
  }

  async function item(row: SubmissionRow): Promise<QueueItem> {
    const imgs = (await submissions.imagesOf([row.id])).get(row.id) ?? [];
    const names = await submissions.usernames([row.user_id]);
    return toQueueItem(row, imgs, names.get(row.user_id) ?? 'deleted user', row.state === 'pending');
  }

  const log = (user: UserRow, action: string, row: SubmissionRow, detail: string) =>
    moderators.log({ actor: user, action, language: row.language, submissionId: row.id, detail });

  return {
    languagesOf,

    async queue(user: UserRow, language: Language, state: SubmissionState): Promise<QueueItem[]> {
      await assertModerates(user, language);
      const rows = await submissions.listByLanguage(language, state);
      const imgs = await submissions.imagesOf(rows.map((r) => r.id));
      const names = await submissions.usernames(rows.map((r) => r.user_id));
      const out: QueueItem[] = [];
      for (const r of rows) out.push(await toQueueItem(r, imgs.get(r.id) ?? [], names.get(r.user_id) ?? 'deleted user', r.state === 'pending'));
      return out;
    },

    async get(user: UserRow, id: string): Promise<QueueItem> {
      return item(await load(user, id, true));
    },

    async edit(user: UserRow, id: string, edit: ModerationEdit): Promise<QueueItem> {
      const row = await load(user, id);
      const current = (await submissions.imagesOf([id])).get(id) ?? [];
      const paths = edit.images.map((i) => i.imagePath);
      // Only the submission's own screenshots, each once: the edit reorders or drops, never adds.
      if (new Set(paths).size !== paths.length || paths.some((p) => !current.some((c) => c.imagePath === p))) {
        throw playerError('VALIDATION', 'editReorderOnly');
      }
      const changes: string[] = [];
      if (edit.gameName !== row.game_name) changes.push(`game "${row.game_name}" -> "${edit.gameName}"`);
      if (edit.genre !== row.genre) changes.push(`genre "${row.genre}" -> "${edit.genre}"`);
      if (edit.difficulty !== row.difficulty) changes.push(`difficulty ${row.difficulty} -> ${edit.difficulty}`);
      if (JSON.stringify(edit.aliases) !== row.aliases) changes.push(`aliases [${edit.aliases.join(', ')}]`);
      if (paths.join() !== current.map((c) => c.imagePath).join()) changes.push(`screenshots ${current.length} -> ${paths.length}, order ${paths.map((p) => current.findIndex((c) => c.imagePath === p) + 1).join(',')}`);
      // Aliases are checked where they are saved (issue 25), not only at approval.
      if (JSON.stringify(edit.aliases) !== row.aliases || edit.gameName !== row.game_name) await assertAliasesNameOnlyThisGame(reviews, { gameName: edit.gameName, aliases: edit.aliases });
      const transcripts = edit.images.map((i) => i.transcript?.trim() || null);
      if (transcripts.some((t, i) => t !== (current.find((c) => c.imagePath === paths[i])?.transcript ?? null))) changes.push('transcripts');
      await deps.transaction(async (tx) => {
        const repo = tx.submissions;
        await repo.update(id, { game_name: edit.gameName, genre: edit.genre, difficulty: edit.difficulty, aliases: JSON.stringify(edit.aliases), updated_at: nowIso() });
        await repo.replaceImages(id, edit.images.map((i, n) => ({ imagePath: i.imagePath, transcript: transcripts[n] ?? null })));
      });
      await log(user, 'edit', row, changes.length > 0 ? changes.join('; ') : 'no change');
      return item((await submissions.findById(id))!);
    },

    /** Blacks out a box of one screenshot (a name, a spoiler) and keeps the new image in its place. */
    async redact(user: UserRow, id: string, box: { slot: number; left: number; top: number; width: number; height: number }): Promise<QueueItem> {
      const row = await load(user, id);
      const current = (await submissions.imagesOf([id])).get(id) ?? [];
      const target = current[box.slot];
      if (!target) throw notFound('screenshotNotFound', { n: box.slot + 1 });
      const bytes = await images.read(target.imagePath);
      if (!bytes) throw notFound('screenshotFileMissing');
      const { width = 0, height = 0 } = await sharp(bytes).metadata();
      const w = Math.max(1, Math.round(box.width * width));
      const h = Math.max(1, Math.round(box.height * height));
      const black = await sharp({ create: { width: Math.min(w, width), height: Math.min(h, height), channels: 3, background: '#000000' } }).png().toBuffer();
      const webp = await sharp(bytes)
        .composite([{ input: black, left: Math.min(Math.round(box.left * width), width - 1), top: Math.min(Math.round(box.top * height), height - 1) }])
        .webp({ quality: 82 })
        .toBuffer();
      const imagePath = await images.save(webp);
      await submissions.recordUpload({ imagePath, userId: row.user_id, width, height, at: nowIso() });
      await submissions.replaceImages(id, current.map((c, i) => (i === box.slot ? { ...c, imagePath } : c)));
      await submissions.update(id, { updated_at: nowIso() });
      const pct = (v: number) => `${Math.round(v * 100)}%`;
      await log(user, 'redact', row, `screenshot ${box.slot + 1}: box at ${pct(box.left)},${pct(box.top)} size ${pct(box.width)}x${pct(box.height)}`);
      return item((await submissions.findById(id))!);
    },

    /**
     * Makes the submission a review: a new one (active or not, as the moderator chose), or this
     * language's screenshots added to the game's existing review when it has none in this language.
     */
    async approve(user: UserRow, id: string, active: boolean): Promise<QueueItem> {
      const row = await load(user, id);
      const imgs = ((await submissions.imagesOf([id])).get(id) ?? []).map((i) => ({ imagePath: i.imagePath, altText: i.transcript }));
      const language = row.language as Language;
      const aliases = parseAliases(row.aliases);
      const names = [row.game_name, ...aliases];
      const reviewId = await deps.transaction(async (tx) => {
        const repo = tx.reviews;
        const decide = async (reviewId: string) => {
          const decided = await tx.submissions.decide(id, { state: 'approved', refusal_reason: null, refusal_note: null, review_id: reviewId, updated_at: nowIso() });
          if (!decided) throw conflict('submissionDecidedByOther');
          return reviewId;
        };
        const existing = (await repo.listAll()).find((r) => gameKey(r.game_name) === gameKey(row.game_name) && r.retired_at === null);
        if (existing) {
          const has = (await repo.imagesOf([existing.id])).get(existing.id)?.some((i) => i.language === language);
          if (has) throw conflict('gameHasLanguageReview', { game: existing.game_name, language: LANGUAGE_NAMES[language] });
          // Nothing a player holds is pulled from under them: a review in a live or coming daily, or
          // waiting for someone's answer, keeps its screenshots as they are (docs/rules.md).
          const dates = await tx.challenges.datesUsing(existing.id, utcDate());
          if (dates.length > 0) throw conflict('gameInDaily', { game: existing.game_name, date: dates[0]! });
          if (await tx.plays.isPending(existing.id, new Date(Date.now() - DAY_MS).toISOString())) throw conflict('gameBeingPlayed', { game: existing.game_name });
          assertTranscripts({ [language]: imgs }, [existing.game_name, ...parseAliases(existing.aliases)], existing.is_active === 1 ? 'to save' : 'no');
          await repo.addImages(existing.id, language, imgs, nowIso());
          // A merge adds a language; the review's "submitted by" credit stays whose it was.
          return decide(existing.id);
        }
        assertTranscripts({ [language]: imgs }, names, active ? 'to save' : 'no');
        await assertAliasesNameOnlyThisGame(repo, { gameName: row.game_name, aliases });
        const newReviewId = newId();
        await repo.insert(
          { id: newReviewId, gameName: row.game_name, genre: row.genre, gameImage: null, difficulty: row.difficulty, aliases, isActive: active, source: 'submission', images: { [language]: imgs } },
          nowIso(),
        );
        if (row.credit === 1) await repo.setCredit(newReviewId, row.user_id);
        return decide(newReviewId);
      });
      // Announced as soon as it is committed, whatever happens to the log line.
      deps.onReviewsChange();
      await log(user, 'approve', row, `${row.game_name}: ${active ? 'active' : 'inactive'} review ${reviewId}`);
      return item((await submissions.findById(id))!);
    },

    async refuse(user: UserRow, id: string, reason: RefusalReason, note: string): Promise<QueueItem> {
      const row = await load(user, id);
      const decided = await submissions.decide(id, { state: 'refused', refusal_reason: reason, refusal_note: note || null, review_id: null, updated_at: nowIso() });
      if (!decided) throw conflict('submissionDecidedByOther');
      await log(user, 'refuse', row, `${row.game_name}: ${reason}${note ? ` - ${note}` : ''}`);
      return item((await submissions.findById(id))!);
    },
  };
}
