/**
 * What the server checks before a moderator approves a submission. Each finding is a warning shown
 * in the queue: the moderator decides (a refusal reason exists for each).
 */
import sharp from 'sharp';
import { textMentionsTitle } from '../../../shared/answer-matching';
import type { Check } from '../../../shared/schemas/submissions';

/** Smallest screenshot that can show a readable review. */
export const MIN_SCREENSHOT_WIDTH = 300;
export const MIN_SCREENSHOT_HEIGHT = 80;
/** A review screenshot is wider than tall, or a little taller; outside this it is not one. */
export const MIN_ASPECT = 0.4;
export const MAX_ASPECT = 6;
/** Differences (of 64 bits) under which two images are taken as the same picture. */
export const SIMILAR_IMAGE_BITS = 6;
/** Share of the shorter text's words found in the other above which one is taken as a copy. */
export const SIMILAR_TEXT_SHARE = 0.7;
/** Texts this short (in distinct words) are never compared: too few words to tell. */
const MIN_COMPARED_WORDS = 6;

/** Why a screenshot of this size does not look like a review (undefined when it does). */
export function implausibleSize(width: number, height: number): string | undefined {
  if (width < MIN_SCREENSHOT_WIDTH || height < MIN_SCREENSHOT_HEIGHT) {
    return `is too small to be a readable review (${width}x${height}; at least ${MIN_SCREENSHOT_WIDTH}x${MIN_SCREENSHOT_HEIGHT})`;
  }
  const aspect = width / height;
  if (aspect < MIN_ASPECT || aspect > MAX_ASPECT) return `has an unusual shape for a review (${width}x${height})`;
  return undefined;
}

/**
 * A difference hash: the image shrunk to 9x8 greys, one bit per pair of neighbours (left darker
 * than right). Re-encoded, rescaled or slightly recoloured copies keep nearly the same bits.
 */
export async function differenceHash(bytes: Buffer): Promise<bigint> {
  const pixels = await sharp(bytes).greyscale().resize(9, 8, { fit: 'fill' }).raw().toBuffer();
  let hash = 0n;
  for (let y = 0; y < 8; y += 1) {
    for (let x = 0; x < 8; x += 1) {
      hash = (hash << 1n) | (pixels[y * 9 + x]! < pixels[y * 9 + x + 1]! ? 1n : 0n);
    }
  }
  return hash;
}

export function differingBits(a: bigint, b: bigint): number {
  let v = a ^ b;
  let n = 0;
  while (v > 0n) {
    n += Number(v & 1n);
    v >>= 1n;
  }
  return n;
}

// Words of 4 letters or more: little words ("de", "the") and numbers (hours, dates) say nothing of a copy.
const words = (text: string) => new Set((text.toLocaleLowerCase().normalize('NFKD').replace(/\p{M}/gu, '').match(/\p{L}{4,}/gu) ?? []));

/**
 * The share of the shorter text's distinct words that the other also has (0-1). The shorter one,
 * because a card's transcript carries its reviewer, hours and date around the same review text.
 */
export function textSimilarity(a: string, b: string): number {
  const wa = words(a);
  const wb = words(b);
  const shorter = Math.min(wa.size, wb.size);
  if (shorter < MIN_COMPARED_WORDS) return 0;
  let shared = 0;
  for (const w of wa) if (wb.has(w)) shared += 1;
  return shared / shorter;
}

export interface CheckedImage {
  transcript: string | null;
  /** Pixel size when the player uploaded it (screenshots only). */
  size?: { width: number; height: number };
  hash?: bigint;
}

export interface Existing {
  /** Where it is, as the moderator should read it ("the review of Portal 2", "submission abc"). */
  label: string;
  sameGame: boolean;
  texts: string[];
  hashes: bigint[];
}

/** Runs every check on a submission's screenshots against the existing reviews and submissions. */
export function runChecks(input: { names: string[]; newTitle: boolean; images: CheckedImage[]; existing: Existing[] }): Check[] {
  const checks: Check[] = [];
  if (input.newTitle) checks.push({ kind: 'new-title', message: 'The game is not in the catalogue yet: check its title and genre.' });
  for (const [i, image] of input.images.entries()) {
    const text = image.transcript ?? '';
    const named = input.names.find((name) => name.trim() !== '' && textMentionsTitle(text, [name]));
    if (named) checks.push({ kind: 'names-the-game', message: `Screenshot ${i + 1} names the game ("${named}"): redact it or refuse.` });
    const bad = image.size && implausibleSize(image.size.width, image.size.height);
    if (bad) checks.push({ kind: 'implausible-image', message: `Screenshot ${i + 1} ${bad}.` });
  }
  for (const other of input.existing) {
    const copiedText = other.sameGame && input.images.some((img) => img.transcript && other.texts.some((t) => textSimilarity(img.transcript!, t) >= SIMILAR_TEXT_SHARE));
    const copiedImage = input.images.some((img) => img.hash !== undefined && other.hashes.some((h) => differingBits(img.hash!, h) <= SIMILAR_IMAGE_BITS));
    if (copiedText || copiedImage) {
      checks.push({ kind: 'duplicate', message: `Looks like a copy of ${other.label} (${copiedImage ? 'a very similar image' : 'a very similar text'}).` });
    }
  }
  return checks;
}
