import fs from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { indexTitles } from '../../../shared/answer-matching';
import { DIFFICULTIES, IMAGES_PER_LANGUAGE, type Language } from '../../../shared/constants';
import type { Db, DbEngine } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { newId, nowIso } from '../../lib/ids';
import type { ImageStore } from '../../lib/image-store';
import { toSafeWebp } from '../../lib/image-processing';
import { createRepositories, createTransaction } from '../../repositories';
import { assertTranscripts } from '../reviews/transcripts';
import { LanguageKeySchema, ReviewTextSchema } from './content-schema';
import { saveRenderedCard } from './card-images';
import { catalogueFileTitles } from './catalogue';
import { aliasClashMessage, assertNoTitleInReview } from './title-guard';

const ImageRefSchema = z.object({
  image: z
    .string()
    .trim()
    .min(1, 'image must be a file path')
    // Screenshots are decoded and stored here; fetching from elsewhere is not ours to do.
    .refine((v) => !/^[a-z][a-z0-9+.-]*:|^[\\/]{2}/i.test(v), 'image must be a file path next to the JSON file, not a URL'),
  /** The transcript: the text the screenshot shows (its alt text); required for an active game. */
  altText: z.string().trim().max(2000).optional(),
});

const ImportEntrySchema = z.object({
  gameName: z.string({ error: 'gameName is required' }).trim().min(1, 'gameName is required').max(200),
  genre: z.string({ error: 'genre is required' }).trim().min(1, 'genre is required').max(100),
  difficulty: z.enum(DIFFICULTIES, { error: 'difficulty must be easy, medium or hard' }).default('medium'),
  aliases: z.array(z.string().trim().min(1).max(200)).max(20).default([]),
  gameImage: z.url({ error: 'gameImage must be a URL' }).optional(),
  active: z.boolean().default(true),
  reviews: z
    .partialRecord(LanguageKeySchema, z.array(z.union([ReviewTextSchema, ImageRefSchema])).min(1).max(IMAGES_PER_LANGUAGE, `at most ${IMAGES_PER_LANGUAGE} reviews per language`))
    .refine((r) => Object.keys(r).length > 0, 'reviews needs at least one language'),
});
export type ImportEntry = z.infer<typeof ImportEntrySchema>;

export interface ImportReport {
  imported: { index: number; gameName: string; images: number }[];
  rejected: { index: number; gameName?: string; reasons: string[] }[];
}

function describe(err: unknown): string {
  return err instanceof AppError ? err.message : err instanceof Error ? err.message : String(err);
}

/**
 * Imports games from a JSON file (format in docs/content-import.md). Every entry is checked and its
 * images made before anything is written; the accepted entries are then inserted in one transaction,
 * so no entry is ever half-imported.
 */
export async function importContent(deps: { db: Db; engine: DbEngine; images: ImageStore }, file: string): Promise<ImportReport> {
  const raw: unknown = JSON.parse(await fs.readFile(file, 'utf8'));
  const entries = Array.isArray(raw) ? raw : (raw as { games?: unknown })?.games;
  if (!Array.isArray(entries)) throw new Error('The file must hold a JSON array of games (or an object with a "games" array).');
  const baseDir = path.dirname(path.resolve(file));
  const repo = createRepositories(deps.db, deps.engine).reviews;
  const existing = (await repo.listAll()).map((r) => r.game_name);
  const taken = new Set(existing.map((n) => n.toLocaleLowerCase('en-US')));
  // Every title an alias must not be: the catalogue, the reviews and the file's own games.
  const fileNames = entries.flatMap((e: unknown) => (typeof (e as { gameName?: unknown })?.gameName === 'string' ? [(e as { gameName: string }).gameName] : []));
  const titles = indexTitles([...catalogueFileTitles(), ...(await repo.addedTitles()), ...existing, ...fileNames]);

  const report: ImportReport = { imported: [], rejected: [] };
  const ready: { index: number; entry: ImportEntry; images: Partial<Record<Language, { imagePath: string; altText: string | null }[]>> }[] = [];

  for (const [index, item] of entries.entries()) {
    const parsed = ImportEntrySchema.safeParse(item);
    const gameName = parsed.success ? parsed.data.gameName : typeof (item as { gameName?: unknown })?.gameName === 'string' ? (item as { gameName: string }).gameName : undefined;
    if (!parsed.success) {
      report.rejected.push({ index, gameName, reasons: parsed.error.issues.map((i) => `${i.path.join('.') || 'entry'}: ${i.message}`) });
      continue;
    }
    const entry = parsed.data;
    const reasons: string[] = [];
    const key = entry.gameName.toLocaleLowerCase('en-US');
    if (taken.has(key)) reasons.push(`a game named "${entry.gameName}" already exists`);
    const aliasClash = aliasClashMessage(entry.gameName, entry.aliases, titles);
    if (aliasClash) reasons.push(`aliases: ${aliasClash}`);
    const images: (typeof ready)[number]['images'] = {};
    for (const [lang, items] of Object.entries(entry.reviews) as [Language, (typeof entry.reviews)[Language]][]) {
      for (const [slot, review] of (items ?? []).entries()) {
        const where = `reviews.${lang}.${slot}`;
        try {
          if ('text' in review) {
            assertNoTitleInReview(review, [entry.gameName, ...entry.aliases]);
            (images[lang] ??= []).push(await saveRenderedCard(deps.images, { ...review, language: lang }));
          } else {
            const target = path.resolve(baseDir, review.image);
            if (path.relative(baseDir, target).startsWith('..') || path.isAbsolute(path.relative(baseDir, target))) {
              throw new Error(`image must be inside the folder of the JSON file: ${review.image}`);
            }
            const bytes = await fs.readFile(target).catch(() => {
              throw new Error(`image file not found: ${review.image}`);
            });
            (images[lang] ??= []).push({ imagePath: await deps.images.save(await toSafeWebp(bytes)), altText: review.altText ?? null });
          }
        } catch (err) {
          reasons.push(`${where}: ${describe(err)}`);
        }
      }
    }
    if (reasons.length === 0) {
      try {
        assertTranscripts(images, [entry.gameName, ...entry.aliases], entry.active ? 'to save' : 'no');
      } catch (err) {
        reasons.push(describe(err));
      }
    }
    if (reasons.length > 0) report.rejected.push({ index, gameName: entry.gameName, reasons });
    else {
      taken.add(key);
      ready.push({ index, entry, images });
    }
  }

  const at = nowIso();
  await createTransaction(deps.db, deps.engine)(async (tx) => {
    const r = tx.reviews;
    for (const { entry, images } of ready) {
      await r.insert(
        { id: newId(), gameName: entry.gameName, genre: entry.genre, gameImage: entry.gameImage ?? null, difficulty: entry.difficulty, aliases: entry.aliases, isActive: entry.active, source: 'import', images },
        at,
      );
    }
  });
  report.imported = ready.map(({ index, entry, images }) => ({ index, gameName: entry.gameName, images: Object.values(images).reduce((n, l) => n + (l?.length ?? 0), 0) }));
  return report;
}
