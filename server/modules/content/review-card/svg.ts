/**
 * Drawing a card as SVG: text as glyph outlines (each glyph defined once, in <defs>), the thumb
 * and avatar as plain shapes, so sharp/librsvg never looks up a system font or an emoji font.
 */
import { createHash } from 'node:crypto';
import { loadFonts, measure, fitLine, shape, type Face, type Fonts, type PlacedGlyph } from './fonts';
import { unsupportedCharacters, type ReviewCardInput } from './input';
import { formatDate, hoursLabel, type CardLanguage, type Labels } from './labels';
import { layoutBody, type Geometry, type Layout } from './layout';

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

export interface CardSvg {
  svg: string;
  height: number;
  body: Layout;
}

export function buildSvg(input: ReviewCardInput, l: Labels, g: Geometry): CardSvg {
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
