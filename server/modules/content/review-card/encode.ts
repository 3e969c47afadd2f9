/** The card's image: its SVG rasterised by sharp and encoded as WebP within the layout's byte budget. */
import sharp, { type WebpOptions } from 'sharp';
import { staffError } from '../../../lib/app-error';

/** Lossy WebP qualities tried in turn when the lossless card is over its byte budget. */
const WEBP_QUALITIES = [85, 78, 70, 62, 54, 46, 38];

/**
 * Lossless WebP keeps text edges crisp and is as small as lossy q80 on these flat images; a
 * card too big for it (texts over ~1,300 characters) steps down through lossy qualities.
 */
export async function encode(svg: string, maxBytes: number): Promise<Buffer> {
  const raw = await sharp(Buffer.from(svg), { density: 72 }).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const webp = (options: WebpOptions) => sharp(raw.data, { raw: raw.info }).webp(options).toBuffer();
  let smallest = await webp({ lossless: true, effort: 2 });
  if (smallest.length <= maxBytes) return smallest;
  for (const quality of WEBP_QUALITIES) {
    smallest = await webp({ quality, smartSubsample: true, effort: 4 });
    if (smallest.length <= maxBytes) return smallest;
  }
  throw staffError('INTERNAL', `The review card is too large to encode (${smallest.length} bytes)`);
}
