/**
 * A card's input: its type, the text normalisation the card draws, and the renderer's own checks.
 * The field limits are the shared schema's (shared/schemas/admin.ts, ReviewTextSchema), the one set
 * the admin form, the import and the submit form also check first.
 */
import { LANGUAGES } from '../../../../shared/constants';
import { isRealDay } from '../../../../shared/days';
import { REVIEW_HOURS_MAX, REVIEW_POSTED_MIN, REVIEW_TEXT_MAX, REVIEWER_MAX } from '../../../../shared/schemas/admin';
import { playerError, staffError } from '../../../lib/app-error';
import { loadFonts, pickFont } from './fonts';
import type { CardLanguage } from './labels';

/** The languages a card can be written in: the game's languages, each with its labels. */
export const CARD_LANGUAGES: readonly CardLanguage[] = LANGUAGES;

export interface ReviewCardInput {
  reviewer: string;
  hours: number;
  recommended: boolean;
  /** YYYY-MM-DD */
  posted: string;
  text: string;
  language: CardLanguage;
}

// Only a hand-made request meets these checks (English, like other staff errors).
const fail = (message: string): never => {
  throw staffError('VALIDATION', message);
};

const isValidDate = (posted: string) => isRealDay(posted) && posted >= REVIEW_POSTED_MIN;

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

export function validateCard(input: ReviewCardInput): ReviewCardInput {
  if (!CARD_LANGUAGES.includes(input.language)) {
    fail(`Unsupported card language "${String(input.language)}" (expected one of ${CARD_LANGUAGES.join(', ')})`);
  }
  if (typeof input.text !== 'string') fail('The review text is required');
  const text = normalizeCardText(input.text);
  if (text === '') fail('The review text must not be empty');
  const length = [...text].length;
  if (length > REVIEW_TEXT_MAX) fail(`The review text must be at most ${REVIEW_TEXT_MAX} characters (it has ${length})`);
  const reviewer = typeof input.reviewer === 'string' ? normalizeCardText(input.reviewer).replace(/\s+/g, ' ') : '';
  if (reviewer === '') fail('The reviewer name must not be empty');
  if ([...reviewer].length > REVIEWER_MAX) fail(`The reviewer name must be at most ${REVIEWER_MAX} characters`);
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
