import sharp, { type Metadata } from 'sharp';
import { playerError } from './app-error';
import { MAX_UPLOAD_MB } from '../../shared/schemas/admin';

export const MAX_UPLOAD_BYTES = MAX_UPLOAD_MB * 1024 * 1024;
/** Decompression-bomb guard: more pixels than this are refused before decoding. */
export const MAX_INPUT_PIXELS = 40_000_000;
/** Stored screenshots are scaled down to fit this box. */
export const MAX_OUTPUT_WIDTH = 1600;
export const MAX_OUTPUT_HEIGHT = 2400;
const ACCEPTED = new Set(['jpeg', 'png', 'webp']);

/**
 * Turns untrusted image bytes into a safe WebP: the type is decided by decoding (never by name or
 * declared type), only JPEG/PNG/WebP pass, metadata is dropped and the size capped.
 */
export async function toSafeWebp(bytes: Buffer): Promise<Buffer> {
  if (bytes.length > MAX_UPLOAD_BYTES) throw playerError('PAYLOAD_TOO_LARGE', 'imageTooLarge', { mb: MAX_UPLOAD_BYTES / 1024 / 1024 });
  let meta: Metadata;
  try {
    // Only the header is read here, so no pixel limit: an oversized image gets the dimensions message below.
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw playerError('VALIDATION', 'imageInvalid');
  }
  if (!meta.format || !ACCEPTED.has(meta.format)) throw playerError('VALIDATION', 'imageUnsupported');
  if ((meta.width ?? 0) * (meta.height ?? 0) > MAX_INPUT_PIXELS) {
    throw playerError('VALIDATION', 'imageDimensions', { width: meta.width ?? 0, height: meta.height ?? 0, megapixels: MAX_INPUT_PIXELS / 1_000_000 });
  }
  try {
    // No withMetadata(): sharp drops EXIF/XMP/ICC by default. rotate() applies the EXIF orientation first.
    return await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width: MAX_OUTPUT_WIDTH, height: MAX_OUTPUT_HEIGHT, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw playerError('VALIDATION', 'imageDamaged');
  }
}
