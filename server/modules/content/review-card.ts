/**
 * Review-card renderer (docs/architecture.md, Content): draws a store-review "screenshot" from a review
 * text, in ReviewQuest's own style, as a WebP image.
 *
 * Every machine renders the same bytes: the text is laid out with fontkit from the Noto Sans
 * files shipped in @fontsource/noto-sans and drawn as SVG <path> outlines, so sharp/librsvg
 * never looks up a system font. Icons are plain shapes (no emoji font either).
 */
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';
import sharp, { type WebpOptions } from 'sharp';
import { REVIEW_HOURS_MAX, REVIEW_TEXT_MAX, REVIEWER_MAX } from '../../../shared/schemas/admin';
import { playerError, staffError } from '../../lib/app-error';
import { formatDate, hoursLabel, LABELS, type CardLanguage, type Labels } from './review-card-labels';
import { isRealDay } from '../../../shared/days';

export const CARD_LANGUAGES = ['en', 'fr', 'es', 'it', 'de', 'tr'] as const satisfies readonly CardLanguage[];
export type { CardLanguage };

export interface ReviewCardInput {
  reviewer: string;
  hours: number;
  recommended: boolean;
  /** YYYY-MM-DD */
  posted: string;
  text: string;
  language: CardLanguage;
}

export interface RenderedCard {
  webp: Buffer;
  /** First 32 hex characters of the SHA-256 of `webp`. */
  hash: string;
  /** The card's content as plain text, kept with the image for screen readers. */
  altText: string;
  width: number;
  height: number;
}

export const MAX_CARD_BYTES = 80 * 1024;
export const MAX_TEXT_LENGTH = REVIEW_TEXT_MAX;
export const MAX_REVIEWER_LENGTH = REVIEWER_MAX;
export const CARD_WIDTH = 760;
export const MAX_CARD_HEIGHT = 1400;

// ---------------------------------------------------------------------------------------------
// Validation

// The renderer's own checks: the admin form, the import and the submit form check the same limits
// first (shared schemas), so only a hand-made request meets these (English, like other staff errors).
const fail = (message: string): never => {
  throw staffError('VALIDATION', message);
};

const isValidDate = (posted: string) => isRealDay(posted) && posted >= '1970-01-01';

// Spaces and dashes that Noto Sans' Latin files lack, drawn as their nearest equivalent.
const CHARACTER_SUBSTITUTES: Record<string, string> = {
  '\u202f': '\u00a0', // narrow no-break space (French « … »)
  '\u2007': '\u00a0', // figure space
  '\u2060': '', // word joiner
  '\u200b': '', // zero-width space
  '\ufeff': '', // byte order mark
  '\u00ad': '', // soft hyphen
  '\u2010': '-',
  '\u2011': '-',
  '\u2012': '–',
  '\t': ' ',
};

/** NFC, one kind of newline, no control characters, at most one blank line in a row. */
export function normalizeCardText(text: string): string {
  return text
    .normalize('NFC')
    .replace(/\r\n?/g, '\n')
    .replace(/[\u202f\u2007\u2060\u200b\ufeff\u00ad\u2010-\u2012\t]/g, (c) => CHARACTER_SUBSTITUTES[c] ?? c)
    .replace(/[^\S\n\u00a0]+/g, ' ') // other spaces become a plain space; no-break spaces stay
    .replace(/[\p{Cc}\p{Cf}]/gu, (c) => (c === '\n' ? c : ''))
    .replace(/ *\n */g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** Characters of `text` that the card font cannot draw (after normalization), in order, once each. */
export function unsupportedCharacters(text: string): string[] {
  const fonts = loadFonts();
  const missing = new Set<string>();
  for (const ch of normalizeCardText(text)) {
    if (ch === '\n' || ch === ' ') continue;
    const cp = ch.codePointAt(0) ?? 0;
    if (pickFont(fonts.regular, cp, -1) < 0 || pickFont(fonts.bold, cp, -1) < 0) missing.add(ch);
  }
  return [...missing];
}

function validate(input: ReviewCardInput): ReviewCardInput {
  if (!CARD_LANGUAGES.includes(input.language)) {
    fail(`Unsupported card language "${String(input.language)}" (expected one of ${CARD_LANGUAGES.join(', ')})`);
  }
  if (typeof input.text !== 'string') fail('The review text is required');
  const text = normalizeCardText(input.text);
  if (text === '') fail('The review text must not be empty');
  const length = [...text].length;
  if (length > MAX_TEXT_LENGTH) fail(`The review text must be at most ${MAX_TEXT_LENGTH} characters (it has ${length})`);
  const reviewer = typeof input.reviewer === 'string' ? normalizeCardText(input.reviewer).replace(/\s+/g, ' ') : '';
  if (reviewer === '') fail('The reviewer name must not be empty');
  if ([...reviewer].length > MAX_REVIEWER_LENGTH) fail(`The reviewer name must be at most ${MAX_REVIEWER_LENGTH} characters`);
  if (typeof input.hours !== 'number' || !Number.isFinite(input.hours) || input.hours < 0) {
    fail('Hours on record must be a number of at least 0');
  }
  if (input.hours > REVIEW_HOURS_MAX) fail(`Hours on record must be at most ${REVIEW_HOURS_MAX.toLocaleString('en')}`);
  if (typeof input.posted !== 'string' || !isValidDate(input.posted)) {
    fail(`The posted date must be a real date written as YYYY-MM-DD (got "${String(input.posted)}")`);
  }
  if (typeof input.recommended !== 'boolean') fail('Recommended must be true or false');
  for (const [key, value] of [['textFontMissing', text], ['reviewerFontMissing', reviewer]] as const) {
    const missing = unsupportedCharacters(value);
    if (missing.length > 0) throw playerError('VALIDATION', key, { characters: missing.map((c) => `"${c}"`).join(' ') });
  }
  return { ...input, text, reviewer };
}

// ---------------------------------------------------------------------------------------------
// Fonts and text layout

/** One weight of the typeface: its Unicode-range files in fallback order (Latin, then Latin Extended). */
interface Face {
  key: string;
  fonts: fontkit.Font[];
  unitsPerEm: number;
  ascent: number;
  descent: number;
}

interface Fonts {
  regular: Face;
  bold: Face;
}

const FONT_PACKAGE = '@fontsource/noto-sans';
const FONT_SUBSETS = ['latin', 'latin-ext'];
let fontCache: Fonts | undefined;

function loadFace(key: string, weight: number): Face {
  const require = createRequire(import.meta.url);
  const fonts = FONT_SUBSETS.map((subset) => {
    const file = require.resolve(`${FONT_PACKAGE}/files/noto-sans-${subset}-${weight}-normal.woff`);
    const font = fontkit.openSync(file);
    if (!('layout' in font)) throw new Error(`${file} is a font collection, expected one font`);
    return font;
  });
  const first = fonts[0];
  if (!first) throw new Error('No font files');
  return { key, fonts, unitsPerEm: first.unitsPerEm, ascent: first.ascent, descent: first.descent };
}

/** Parsed once per process. */
function loadFonts(): Fonts {
  fontCache ??= { regular: loadFace('r', 400), bold: loadFace('b', 700) };
  return fontCache;
}

/** Index of the first font of the face that has the character, preferring `current` (keeps kerning runs). */
function pickFont(face: Face, codePoint: number, current: number): number {
  if (current >= 0 && face.fonts[current]?.hasGlyphForCodePoint(codePoint)) return current;
  return face.fonts.findIndex((f) => f.hasGlyphForCodePoint(codePoint));
}

interface PlacedGlyph {
  /** `${face}${font}_${glyph id}` */
  ref: string;
  font: fontkit.Font;
  id: number;
  /** In font units from the start of the string. */
  x: number;
}

interface Shaped {
  glyphs: PlacedGlyph[];
  /** In font units. */
  advance: number;
}

const shapeCache = new Map<string, Shaped>();
const SHAPE_CACHE_LIMIT = 20_000;

/** Lays out a string (kerning included) by runs of the font file that holds each character. */
function shape(face: Face, text: string): Shaped {
  const cacheKey = face.key + text;
  const cached = shapeCache.get(cacheKey);
  if (cached) return cached;
  const runs: { font: number; text: string }[] = [];
  for (const ch of text) {
    const cp = ch.codePointAt(0) ?? 0;
    const last = runs[runs.length - 1];
    const font = pickFont(face, cp, last?.font ?? -1);
    if (font < 0) throw new Error(`No glyph for U+${cp.toString(16).toUpperCase().padStart(4, '0')}`);
    if (last && last.font === font) last.text += ch;
    else runs.push({ font, text: ch });
  }
  const glyphs: PlacedGlyph[] = [];
  let x = 0;
  for (const run of runs) {
    const font = face.fonts[run.font];
    if (!font) continue;
    const layout = font.layout(run.text);
    layout.glyphs.forEach((glyph, k) => {
      const pos = layout.positions[k];
      if (glyph.id === 0) throw new Error(`No glyph in "${run.text}"`);
      glyphs.push({ ref: `${face.key}${run.font}_${glyph.id}`, font, id: glyph.id, x: x + (pos?.xOffset ?? 0) });
      x += pos?.xAdvance ?? glyph.advanceWidth;
    });
  }
  const shaped = { glyphs, advance: x };
  if (shapeCache.size >= SHAPE_CACHE_LIMIT) shapeCache.clear();
  shapeCache.set(cacheKey, shaped);
  return shaped;
}

const measure = (face: Face, text: string, size: number): number => (shape(face, text).advance * size) / face.unitsPerEm;

/** Greedy line breaking on spaces by measured widths; a word wider than a line is split. */
function wrapText(face: Face, text: string, size: number, maxWidth: number): string[] {
  const lines: string[] = [];
  const space = measure(face, ' ', size);
  for (const paragraph of text.split('\n')) {
    if (paragraph === '') {
      lines.push('');
      continue;
    }
    let line = '';
    let lineWidth = 0;
    for (const word of paragraph.split(' ').filter((w) => w !== '')) {
      const width = measure(face, word, size);
      if (line !== '' && lineWidth + space + width <= maxWidth) {
        line += ` ${word}`;
        lineWidth += space + width;
        continue;
      }
      if (line !== '') lines.push(line);
      if (width <= maxWidth) {
        line = word;
        lineWidth = width;
        continue;
      }
      // An overlong "word" (a URL, a keyboard mash): split it where it reaches the edge.
      let piece = '';
      for (const ch of word) {
        if (piece !== '' && measure(face, piece + ch, size) > maxWidth) {
          lines.push(piece);
          piece = '';
        }
        piece += ch;
      }
      line = piece;
      lineWidth = measure(face, piece, size);
    }
    lines.push(line);
  }
  return lines;
}

/** Shortens a single line to fit `maxWidth`, ending it with an ellipsis. */
function fitLine(face: Face, text: string, size: number, maxWidth: number): string {
  if (measure(face, text, size) <= maxWidth) return text;
  const chars = [...text];
  while (chars.length > 1 && measure(face, `${chars.join('').trimEnd()}…`, size) > maxWidth) chars.pop();
  return `${chars.join('').trimEnd()}…`;
}

// ---------------------------------------------------------------------------------------------
// Drawing

const num = (n: number): string => String(Math.round(n * 100) / 100);

const glyphPathCache = new Map<string, string>();

/** Collects the glyph outlines a card uses and emits them once, in <defs>. */
class GlyphSheet {
  private readonly used = new Map<string, string>();

  use(glyph: PlacedGlyph): string {
    let id = this.used.get(glyph.ref);
    if (id === undefined) {
      id = `g${this.used.size}`;
      this.used.set(glyph.ref, id);
    }
    return id;
  }

  defs(fonts: Fonts): string {
    const all = [fonts.regular, fonts.bold];
    const out: string[] = [];
    for (const [ref, id] of this.used) {
      let d = glyphPathCache.get(ref);
      if (d === undefined) {
        const match = /^([a-z])(\d+)_(\d+)$/.exec(ref);
        const face = all.find((f) => f.key === match?.[1]);
        const font = face?.fonts[Number(match?.[2])];
        d = font ? font.getGlyph(Number(match?.[3])).path.toSVG() : '';
        glyphPathCache.set(ref, d);
      }
      if (d !== '') out.push(`<path id="${id}" d="${d}"/>`);
    }
    return out.join('');
  }
}

/** A line of text as outlined glyphs, `x` and `baseline` in pixels. */
function drawText(
  sheet: GlyphSheet,
  face: Face,
  text: string,
  x: number,
  baseline: number,
  size: number,
  fill: string,
): string {
  if (text === '') return '';
  const scale = size / face.unitsPerEm;
  const uses = shape(face, text)
    .glyphs.filter((g) => g.font.getGlyph(g.id).path.commands.length > 0)
    .map((g) => `<use href="#${sheet.use(g)}" x="${Math.round(g.x)}"/>`)
    .join('');
  return `<g fill="${fill}" transform="matrix(${scale.toFixed(6)} 0 0 ${(-scale).toFixed(6)} ${num(x)} ${num(baseline)})">${uses}</g>`;
}

/** Our own thumb outline on a 24x24 grid, pointing up; flipped for "not recommended". */
function thumbIcon(x: number, y: number, size: number, up: boolean, fill: string): string {
  const s = size / 24;
  const flip = up ? '' : ' translate(0 24) scale(1 -1)';
  return (
    `<g transform="translate(${num(x)} ${num(y)}) scale(${num(s)})${flip}" fill="${fill}">` +
    '<rect x="1.5" y="10" width="4.5" height="11" rx="1"/>' +
    '<path d="M8 10.5 L11.8 4 C12.3 3.1 13.1 2.6 13.9 2.6 C15.1 2.6 15.9 3.7 15.6 4.9 L14.8 8.5 L19.8 8.5 ' +
    'C21.2 8.5 22.3 9.8 22 11.2 L20.5 19.2 C20.3 20.3 19.3 21 18.2 21 L8 21 Z"/>' +
    '</g>'
  );
}

const AVATAR_COLORS = ['#c2674a', '#4f8a6e', '#5b6fb8', '#a35a9b', '#3f8fa6', '#b0893a', '#7a67c4', '#b8566e'];

function avatarColor(name: string): string {
  const digest = createHash('sha256').update(name).digest();
  return AVATAR_COLORS[(digest[0] ?? 0) % AVATAR_COLORS.length] ?? '#5b6fb8';
}

function avatarInitial(name: string, language: CardLanguage): string {
  const first = /[\p{L}\p{N}]/u.exec(name)?.[0] ?? '?';
  const upper = first.toLocaleUpperCase(language === 'tr' ? 'tr' : 'en');
  // Upper-casing can produce two letters ("ß" -> "SS") or one the font lacks: keep it drawable.
  if ([...upper].length === 1 && unsupportedCharacters(upper).length === 0) return upper;
  return unsupportedCharacters(first).length === 0 ? first : '?';
}

const COLORS = {
  background: '#181c26',
  header: '#212737',
  border: '#2e3548',
  name: '#f2f4f8',
  muted: '#98a2b8',
  body: '#dfe3eb',
  recommended: '#2e8a5f',
  notRecommended: '#b2473f',
  badgeText: '#ffffff',
};

/**
 * The two layouts of a card. "wide" is the screenshot as it always was (760 px, header on one row);
 * "narrow" is the phone version a browser picks with <picture> on small screens (docs/product.md,
 * the review card): 340 px of layout drawn at twice the pixels, the badge on its own row, the same
 * text sizes, so its text reads at 14 CSS px or more on a 360 px phone without panning.
 */
export type CardLayoutName = 'wide' | 'narrow';

interface Geometry {
  /** Layout width in px; the image is `width * scale` pixels wide. */
  width: number;
  scale: number;
  pad: number;
  avatar: number;
  headerTop: number;
  /** The badge under the name instead of beside it. */
  stackedBadge: boolean;
  nameSize: number;
  /** A body taller than this at one step moves to the next, smaller step. */
  comfortableBody: number;
  maxHeight: number;
  maxBytes: number;
}

export const MAX_NARROW_CARD_BYTES = 160 * 1024;

const GEOMETRY: Record<CardLayoutName, Geometry> = {
  wide: { width: CARD_WIDTH, scale: 1, pad: 36, avatar: 56, headerTop: 26, stackedBadge: false, nameSize: 21, comfortableBody: 520, maxHeight: MAX_CARD_HEIGHT, maxBytes: MAX_CARD_BYTES },
  narrow: { width: 340, scale: 2, pad: 18, avatar: 44, headerTop: 18, stackedBadge: true, nameSize: 19, comfortableBody: 1100, maxHeight: 2400, maxBytes: MAX_NARROW_CARD_BYTES },
};

/** The narrow card's layout width and pixel scale (the web app's phone reading check uses them). */
export const NARROW_CARD_WIDTH = GEOMETRY.narrow.width;
export const NARROW_CARD_SCALE = GEOMETRY.narrow.scale;

/** Body font sizes in px, largest first, with their line heights; long texts step down. */
const BODY_STEPS = [
  { size: 20, lineHeight: 31 },
  { size: 18.5, lineHeight: 28 },
  { size: 17, lineHeight: 26 },
] as const;
/** The smallest body text a card can have, in layout px (the web app's phone reading check uses it). */
export const SMALLEST_BODY_FONT_PX = BODY_STEPS[BODY_STEPS.length - 1]!.size;

interface Layout {
  size: number;
  lineHeight: number;
  lines: string[];
}

function layoutBody(face: Face, text: string, maxWidth: number, maxHeight: number, comfortable: number): Layout {
  let layout: Layout | undefined;
  for (const step of BODY_STEPS) {
    layout = { ...step, lines: wrapText(face, text, step.size, maxWidth) };
    if (bodyHeight(layout) <= comfortable) return layout;
  }
  if (!layout) throw new Error('No body steps');
  // Still too tall at the smallest size (only with many line breaks): cut it off with an ellipsis.
  while (layout.lines.length > 1 && bodyHeight(layout) > maxHeight) layout.lines.pop();
  if (bodyHeight(layout) > maxHeight || layout.lines.length < wrapText(face, text, layout.size, maxWidth).length) {
    while (layout.lines.length > 1 && layout.lines[layout.lines.length - 1] === '') layout.lines.pop();
    const last = layout.lines.pop() ?? '';
    layout.lines.push(fitLine(face, `${last}…`, layout.size, maxWidth));
  }
  return layout;
}

/** Blank lines (paragraph breaks) take half a line. */
function bodyHeight(layout: Layout): number {
  return layout.lines.reduce((h, line) => h + (line === '' ? layout.lineHeight / 2 : layout.lineHeight), 0);
}

interface CardSvg {
  svg: string;
  height: number;
  body: Layout;
}

function buildSvg(input: ReviewCardInput, l: Labels, g: Geometry): CardSvg {
  const fonts = loadFonts();
  const { regular, bold } = fonts;
  const sheet = new GlyphSheet();
  const { width, pad, avatar, headerTop } = g;
  const parts: string[] = [];

  // Header: avatar, name, hours; the recommendation badge on the right (wide) or on its own row (narrow).
  const badgeLabel = input.recommended ? l.recommended : l.notRecommended;
  const badgeSize = 17;
  const iconSize = 22;
  const badgeHeight = g.stackedBadge ? 38 : 42;
  const badgeWidth = 18 + iconSize + 10 + measure(bold, badgeLabel, badgeSize) + 20;
  const badgeX = g.stackedBadge ? pad : width - pad - badgeWidth;
  const badgeY = g.stackedBadge ? headerTop + avatar + 14 : headerTop + (avatar - badgeHeight) / 2;
  const headerHeight = g.stackedBadge ? badgeY + badgeHeight + headerTop : headerTop * 2 + avatar;
  const badgeColor = input.recommended ? COLORS.recommended : COLORS.notRecommended;
  const iconY = badgeY + (badgeHeight - iconSize) / 2 + (input.recommended ? -1 : 1);
  parts.push(
    `<rect x="${num(badgeX)}" y="${num(badgeY)}" width="${num(badgeWidth)}" height="${badgeHeight}" rx="${badgeHeight / 2}" fill="${badgeColor}"/>`,
    thumbIcon(badgeX + 18, iconY, iconSize, input.recommended, COLORS.badgeText),
    drawText(sheet, bold, badgeLabel, badgeX + 18 + iconSize + 10, badgeY + badgeHeight / 2 + badgeSize * 0.36, badgeSize, COLORS.badgeText),
  );

  const cx = pad + avatar / 2;
  const cy = headerTop + avatar / 2;
  const initial = avatarInitial(input.reviewer, input.language);
  const initialSize = Math.round(avatar * 0.46);
  parts.push(
    `<circle cx="${cx}" cy="${cy}" r="${avatar / 2}" fill="${avatarColor(input.reviewer)}"/>`,
    drawText(sheet, bold, initial, cx - measure(bold, initial, initialSize) / 2, cy + initialSize * 0.36, initialSize, '#ffffff'),
  );

  const textX = pad + avatar + (g.stackedBadge ? 12 : 16);
  const nameRight = g.stackedBadge ? width - pad : badgeX - 20;
  const name = fitLine(bold, input.reviewer, g.nameSize, nameRight - textX);
  const nameBaseline = headerTop + (g.stackedBadge ? 19 : 24);
  parts.push(
    drawText(sheet, bold, name, textX, nameBaseline, g.nameSize, COLORS.name),
    drawText(sheet, regular, fitLine(regular, hoursLabel(input.hours, l), 17, width - pad - textX), textX, nameBaseline + 26, 17, COLORS.muted),
  );

  // Posted date, then the review text.
  const postedBaseline = headerHeight + 36;
  parts.push(drawText(sheet, regular, l.posted(formatDate(input.posted, l)), pad, postedBaseline, 16, COLORS.muted));

  const bodyTop = postedBaseline + 18;
  const bottomPad = 34;
  const body = layoutBody(regular, input.text, width - 2 * pad, g.maxHeight - bodyTop - bottomPad, g.comfortableBody);
  const scale = body.size / regular.unitsPerEm;
  const glyphBox = (regular.ascent - regular.descent) * scale;
  let y = bodyTop;
  for (const line of body.lines) {
    if (line === '') {
      y += body.lineHeight / 2;
      continue;
    }
    const baseline = y + (body.lineHeight - glyphBox) / 2 + regular.ascent * scale;
    parts.push(drawText(sheet, regular, line, pad, baseline, body.size, COLORS.body));
    y += body.lineHeight;
  }
  const height = Math.min(g.maxHeight, Math.ceil(y + bottomPad));

  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width * g.scale}" height="${height * g.scale}" viewBox="0 0 ${width} ${height}">` +
    `<defs>${sheet.defs(fonts)}</defs>` +
    `<rect width="${width}" height="${height}" fill="${COLORS.background}"/>` +
    `<rect width="${width}" height="${headerHeight}" fill="${COLORS.header}"/>` +
    `<rect y="${headerHeight}" width="${width}" height="1" fill="${COLORS.border}"/>` +
    `<rect width="4" height="${headerHeight}" fill="${badgeColor}"/>` +
    parts.join('') +
    '</svg>';
  return { svg, height, body };
}

// ---------------------------------------------------------------------------------------------
// Encoding

/** Lossy WebP qualities tried in turn when the lossless card is over its byte budget. */
const WEBP_QUALITIES = [85, 78, 70, 62, 54, 46, 38];

/**
 * Lossless WebP keeps text edges crisp and is as small as lossy q80 on these flat images; a
 * card too big for it (texts over ~1,300 characters) steps down through lossy qualities.
 */
async function encode(svg: string, maxBytes: number): Promise<Buffer> {
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

/**
 * Renders a review card; throws AppError('VALIDATION') on bad input. Same input, same bytes.
 * `width` and `height` are the image's pixels (the narrow layout is drawn at twice its size).
 */
export async function renderReviewCard(input: ReviewCardInput, layout: CardLayoutName = 'wide'): Promise<RenderedCard> {
  const card = validate(input);
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
  const card = validate(input);
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
  const card = validate(input);
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
