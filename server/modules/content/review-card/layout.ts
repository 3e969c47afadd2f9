/** The card's two layouts (their sizes and budgets) and how the review text is fitted into them. */
import { wrapText, fitLine, type Face } from './fonts';

export const CARD_WIDTH = 760;
export const MAX_CARD_HEIGHT = 1400;
export const MAX_CARD_BYTES = 80 * 1024;

/**
 * The two layouts of a card. "wide" is the screenshot as it always was (760 px, header on one row);
 * "narrow" is the phone version a browser picks with <picture> on small screens (docs/product.md,
 * the review card): 340 px of layout drawn at twice the pixels, the badge on its own row, the same
 * text sizes, so its text reads at 14 CSS px or more on a 360 px phone without panning.
 */
export type CardLayoutName = 'wide' | 'narrow';

export interface Geometry {
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

export const GEOMETRY: Record<CardLayoutName, Geometry> = {
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

export interface Layout {
  size: number;
  lineHeight: number;
  lines: string[];
}

export function layoutBody(face: Face, text: string, maxWidth: number, maxHeight: number, comfortable: number): Layout {
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

