/**
 * Renders one review card per language from the demo content, plus a long (~1,200 character)
 * card, into one PNG contact sheet for eyeballing the renderer.
 *
 *   npx tsx scripts/contact-sheet.ts OUT.png
 */
import type { ReviewText as DemoReview } from '../shared/schemas/admin';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp, { type OverlayOptions } from 'sharp';
import { CARD_LANGUAGES, renderReviewCard, type CardLanguage, type ReviewCardInput } from '../server/modules/content/review-card';


const REVIEWS_DIR = join(import.meta.dirname, '..', 'content', 'reviews');
const GAP = 24;
const COLUMNS = 2;

function demoReviews(language: CardLanguage): DemoReview[] {
  const dir = join(REVIEWS_DIR, language);
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .flatMap((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')) as DemoReview[]);
}

/** The review showing off the most distinct non-ASCII characters; alternate recommended / not. */
function pick(language: CardLanguage, recommended: boolean): DemoReview {
  const score = (r: DemoReview) => new Set([...r.text].filter((c) => c > '\u007f')).size;
  const reviews = demoReviews(language).filter((r) => r.recommended === recommended);
  return reviews.reduce((best, r) => (score(r) > score(best) ? r : best));
}

/** Demo reviews of one language joined into paragraphs, cut at a sentence end near `target` characters. */
function longText(language: CardLanguage, target: number): string {
  const joined = demoReviews(language)
    .map((r, k) => (k % 3 === 2 ? `${r.text}\n\n` : `${r.text} `))
    .join('')
    .slice(0, target);
  return joined.slice(0, Math.max(joined.lastIndexOf('. '), joined.lastIndexOf('.\n')) + 1).trim();
}

async function main(): Promise<void> {
  const out = process.argv[2];
  if (!out) {
    console.error('usage: npx tsx scripts/contact-sheet.ts OUT.png');
    process.exit(2);
  }
  const inputs: ReviewCardInput[] = CARD_LANGUAGES.map((language, k) => ({ ...pick(language, k % 3 !== 1), language }));
  const long = pick('de', true);
  inputs.push({ ...long, reviewer: 'Vielschreiberin_Käthe', language: 'de', text: longText('de', 1250) });
  inputs.push({ ...pick('tr', false), reviewer: 'çok_uzun_yazan_İsmail', language: 'tr', text: longText('tr', 2000) });

  const started = performance.now();
  const cards = await Promise.all(inputs.map((input) => renderReviewCard(input)));
  const ms = performance.now() - started;

  const width = cards[0]?.width ?? 760;
  const rows: (typeof cards)[] = [];
  for (let k = 0; k < cards.length; k += COLUMNS) rows.push(cards.slice(k, k + COLUMNS));
  const rowHeights = rows.map((row) => Math.max(...row.map((c) => c.height)));
  const sheetWidth = GAP + COLUMNS * (width + GAP);
  const sheetHeight = GAP + rowHeights.reduce((sum, h) => sum + h + GAP, 0);

  const composites: OverlayOptions[] = [];
  let top = GAP;
  rows.forEach((row, r) => {
    row.forEach((card, c) => composites.push({ input: card.webp, left: GAP + c * (width + GAP), top }));
    top += (rowHeights[r] ?? 0) + GAP;
  });
  await sharp({ create: { width: sheetWidth, height: sheetHeight, channels: 3, background: '#5a6070' } })
    .composite(composites)
    .png()
    .toFile(out);

  inputs.forEach((input, k) => {
    const card = cards[k];
    if (!card) return;
    console.log(
      `${input.language} ${String(input.text.length).padStart(4)} chars -> ${card.width}x${card.height}, ` +
        `${(card.webp.length / 1024).toFixed(1)} KB, ${card.hash}`,
    );
  });
  console.log(`rendered ${cards.length} cards in ${ms.toFixed(0)} ms; wrote ${out} (${sheetWidth}x${sheetHeight})`);
}

await main();
