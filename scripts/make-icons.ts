// `npx tsx scripts/make-icons.ts`: renders the home-screen icons of the web app manifest from
// web/public/favicon.svg. The PNGs are committed; run this again only when the favicon changes.
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const PUBLIC = path.resolve(import.meta.dirname, '../web/public');
const svg = fs.readFileSync(path.join(PUBLIC, 'favicon.svg'));
/** The favicon's own indigo, behind maskable icons (the launcher may crop to a circle). */
const BACKGROUND = '#6366f1';

async function icon(file: string, size: number, padding = 0): Promise<void> {
  const inner = Math.round(size * (1 - 2 * padding));
  const art = await sharp(svg, { density: 72 * (inner / 64) * 2 }).resize(inner, inner).png().toBuffer();
  await sharp({ create: { width: size, height: size, channels: 4, background: padding ? BACKGROUND : { r: 0, g: 0, b: 0, alpha: 0 } } })
    .composite([{ input: art, gravity: 'center' }])
    .png({ compressionLevel: 9 })
    .toFile(path.join(PUBLIC, 'icons', file));
}

fs.mkdirSync(path.join(PUBLIC, 'icons'), { recursive: true });
await icon('icon-192.png', 192);
await icon('icon-512.png', 512);
// Maskable icons keep their art inside the central 80 % safe zone.
await icon('maskable-512.png', 512, 0.1);
await icon('apple-touch-icon.png', 180, 0.06);
console.log('Icons written to web/public/icons/.');
