/**
 * The card's typeface and text layout: Noto Sans from @fontsource/noto-sans parsed with fontkit,
 * strings shaped (kerning included), measured and wrapped in layout px. No system font is involved.
 */
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';

/** One weight of the typeface: its Unicode-range files in fallback order (Latin, then Latin Extended). */
export interface Face {
  key: string;
  fonts: fontkit.Font[];
  unitsPerEm: number;
  ascent: number;
  descent: number;
}

export interface Fonts {
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
export function loadFonts(): Fonts {
  fontCache ??= { regular: loadFace('r', 400), bold: loadFace('b', 700) };
  return fontCache;
}

/** Index of the first font of the face that has the character, preferring `current` (keeps kerning runs). */
export function pickFont(face: Face, codePoint: number, current: number): number {
  if (current >= 0 && face.fonts[current]?.hasGlyphForCodePoint(codePoint)) return current;
  return face.fonts.findIndex((f) => f.hasGlyphForCodePoint(codePoint));
}

export interface PlacedGlyph {
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
export function shape(face: Face, text: string): Shaped {
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

export const measure = (face: Face, text: string, size: number): number => (shape(face, text).advance * size) / face.unitsPerEm;

/** Greedy line breaking on spaces by measured widths; a word wider than a line is split. */
export function wrapText(face: Face, text: string, size: number, maxWidth: number): string[] {
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
export function fitLine(face: Face, text: string, size: number, maxWidth: number): string {
  if (measure(face, text, size) <= maxWidth) return text;
  const chars = [...text];
  while (chars.length > 1 && measure(face, `${chars.join('').trimEnd()}…`, size) > maxWidth) chars.pop();
  return `${chars.join('').trimEnd()}…`;
}
