/**
 * Review-card renderer (docs/architecture.md, Content): draws a store-review "screenshot" from a review
 * text, in ReviewQuest's own style, as a WebP image.
 *
 * Every machine renders the same bytes: the text is laid out with fontkit from the Noto Sans
 * files shipped in @fontsource/noto-sans and drawn as SVG <path> outlines, so sharp/librsvg
 * never looks up a system font. Icons are plain shapes (no emoji font either). The parts:
 * `input.ts` (checks, normalisation), `labels.ts` (texts per language), `fonts.ts` (shaping,
 * wrapping), `layout.ts` (the two layouts), `svg.ts` (drawing), `encode.ts` (WebP).
 */
import { createHash } from 'node:crypto';
import { encode } from './encode';
import { loadFonts, measure } from './fonts';
import { normalizeCardText, validateCard, type ReviewCardInput } from './input';
import { formatDate, hoursLabel, LABELS } from './labels';
import { GEOMETRY, type CardLayoutName } from './layout';
import { buildSvg } from './svg';

export { CARD_LANGUAGES, normalizeCardText, unsupportedCharacters, type ReviewCardInput } from './input';
export type { CardLanguage } from './labels';
export {
  CARD_WIDTH,
  MAX_CARD_BYTES,
  MAX_CARD_HEIGHT,
  MAX_NARROW_CARD_BYTES,
  NARROW_CARD_SCALE,
  NARROW_CARD_WIDTH,
  SMALLEST_BODY_FONT_PX,
  type CardLayoutName,
} from './layout';

export interface RenderedCard {
  webp: Buffer;
  /** First 32 hex characters of the SHA-256 of `webp`. */
  hash: string;
  /** The card's content as plain text, kept with the image for screen readers. */
  altText: string;
  width: number;
  height: number;
}

/**
 * Renders a review card; throws AppError('VALIDATION') on bad input. Same input, same bytes.
 * `width` and `height` are the image's pixels (the narrow layout is drawn at twice its size).
 */
export async function renderReviewCard(input: ReviewCardInput, layout: CardLayoutName = 'wide'): Promise<RenderedCard> {
  const card = validateCard(input);
  const l = LABELS[card.language];
  const g = GEOMETRY[layout];
  const { svg, height } = buildSvg(card, l, g);
  const webp = await encode(svg, g.maxBytes);
  const hash = createHash('sha256').update(webp).digest('hex').slice(0, 32);
  return { webp, hash, altText: cardAltText(card), width: g.width * g.scale, height: height * g.scale };
}

/** The card's content as plain text, in the card's language. */
export function cardAltText(input: ReviewCardInput): string {
  const l = LABELS[input.language];
  const text = normalizeCardText(input.text).replace(/\s*\n+\s*/g, ' ');
  return [
    l.reviewBy(normalizeCardText(input.reviewer)),
    input.recommended ? l.recommended : l.notRecommended,
    hoursLabel(input.hours, l),
    l.posted(formatDate(input.posted, l)),
  ]
    .map((part) => `${part}.`)
    .concat(text)
    .join(' ');
}

/** For tests and tools: the SVG a card is rasterized from. */
export function reviewCardSvg(input: ReviewCardInput, layout: CardLayoutName = 'wide'): string {
  const card = validateCard(input);
  return buildSvg(card, LABELS[card.language], GEOMETRY[layout]).svg;
}

/** For tests and tools: how the review text was laid out (lines with measured widths in layout px). */
export function reviewCardLayout(
  input: ReviewCardInput,
  layout: CardLayoutName = 'wide',
): {
  height: number;
  fontSize: number;
  maxLineWidth: number;
  lines: { text: string; width: number }[];
} {
  const card = validateCard(input);
  const g = GEOMETRY[layout];
  const { height, body } = buildSvg(card, LABELS[card.language], g);
  const face = loadFonts().regular;
  return {
    height,
    fontSize: body.size,
    maxLineWidth: g.width - 2 * g.pad,
    lines: body.lines.map((text) => ({ text, width: measure(face, text, body.size) })),
  };
}
