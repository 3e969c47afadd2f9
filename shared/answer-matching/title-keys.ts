/**
 * A title's key: the words that identify it, without a real leading article, edition names or an
 * edition subtitle; a typed answer's keys; roman numerals glued to an abbreviation.
 */
import { isNumber, romanToNumber, titleWords } from './normalize';

export const ARTICLES = new Set([
  'the', 'a', 'an',
  'le', 'la', 'les',
  'el', 'los', 'las',
  'il', 'lo',
  'der', 'die', 'das',
]);

/**
 * A title really starts with an article when its first word is one, written as a word of its own:
 * "The Witcher", "Die Sims 4"; not "L.A. Noire" (an acronym) nor "La-Mulana" (part of a name).
 */
const ARTICLE_START = new RegExp(`^\\s*(${[...ARTICLES].join('|')})\\s+[\\p{L}\\p{N}]`, 'iu');

/** Whether a title really starts with an article; "LA Noire" in capitals is an acronym unless the whole title is. */
function startsWithArticle(title: string): boolean {
  const article = ARTICLE_START.exec(title)?.[1];
  if (article === undefined) return false;
  const capitals = article.length > 1 && article === article.toUpperCase();
  return !capitals || title === title.toUpperCase();
}

// Normalized (see titleWords), longest first so "goty edition" wins over "goty".
const EDITION_SUFFIXES = [
  'game of the year edition', 'game of the year',
  'goty edition', 'goty',
  'prepare to die edition', 'scholarship edition', 'digital deluxe edition',
  'definitive edition', 'remastered edition', 'hd remastered', 'hd remaster', 'remastered', 'remaster',
  'enhanced edition', 'complete edition', 'deluxe edition', 'anniversary edition', 'extended edition',
  'special edition', 'legendary edition', 'ultimate edition', 'gold edition', 'royal edition',
  'standard edition', 'collectors edition', 'premium edition',
  'directors cut', 'the final cut', 'final cut', 'final mix', 'hd', 'plus',
  // "The Last of Us Part I" is "The Last of Us" (Part II is another game: its number stays).
  'part 1',
].map((suffix) => suffix.split(' '));

// A subtitle that starts or ends with one of these names an edition: "Dark Souls: Prepare to Die
// Edition", "Bully: Scholarship Edition", "Age of Empires II: Edición Definitiva".
const EDITION_WORDS = new Set(['edition', 'edicion', 'edizione', 'ausgabe', 'surumu']);
const MAX_EDITION_SUBTITLE_WORDS = 5;

function endsWith(words: string[], suffix: string[]): boolean {
  if (suffix.length >= words.length) return false; // never strip a title down to nothing
  return suffix.every((w, k) => words[words.length - suffix.length + k] === w);
}

function withoutEditions(words: string[]): string[] {
  for (let stripped = true; stripped; ) {
    const suffix = EDITION_SUFFIXES.find((x) => endsWith(words, x));
    stripped = suffix !== undefined;
    if (suffix) words = words.slice(0, words.length - suffix.length);
  }
  // Any other "<name> Edition" after two words or more: "Hollow Knight Voidheart Edition".
  if (words.length >= 4 && EDITION_WORDS.has(words[words.length - 1] ?? '') && !isNumber(words[words.length - 2] ?? '')) return withoutEditions(words.slice(0, -2));
  return words;
}

// Subtitle separators: a colon, or a dash with spaces around it ("Skyrim - Special Edition").
export const SUBTITLE_SEPARATOR = /:|\s[-–—]\s/g;

/** Where the last subtitle separator of a title is, if any. */
export function lastSeparator(s: string): { index: number; end: number } | undefined {
  const found = [...s.matchAll(SUBTITLE_SEPARATOR)];
  const last = found[found.length - 1];
  return last?.index === undefined ? undefined : { index: last.index, end: last.index + last[0].length };
}

/** The title without a trailing subtitle that only names an edition. */
export function withoutEditionSubtitle(s: string): string {
  const last = lastSeparator(s);
  if (!last) return s;
  const tail = titleWords(s.slice(last.end));
  // "Skyrim Anniversary Edition" is a name and a known edition: only the edition goes (withoutEditions).
  const nameAndKnownEdition = EDITION_SUFFIXES.some((suffix) => endsWith(tail, suffix));
  const edition =
    tail.length > 0 &&
    tail.length <= MAX_EDITION_SUBTITLE_WORDS &&
    (EDITION_WORDS.has(tail[0] ?? '') || (EDITION_WORDS.has(tail[tail.length - 1] ?? '') && !nameAndKnownEdition));
  return edition && titleWords(s.slice(0, last.index)).length > 0 ? withoutEditionSubtitle(s.slice(0, last.index)) : s;
}

/** The words that identify a title: a real leading article and edition names are optional, so dropped. */
export function titleKey(s: string): string[] {
  const text = withoutEditionSubtitle(s);
  let words = titleWords(text);
  if (words.length > 1 && startsWithArticle(text)) words = words.slice(1);
  return withoutEditions(words);
}

/** The keys of a typed answer: as typed, and without a leading article word (players add one freely). */
export function answerKeys(s: string): string[][] {
  const text = withoutEditionSubtitle(s);
  const words = titleWords(text);
  const keys = [withoutEditions(words)];
  if (words.length > 1 && ARTICLES.has(words[0] ?? '')) keys.push(withoutEditions(words.slice(1)));
  return keys.filter((key) => key.length > 0);
}

// A roman numeral glued to an abbreviation: "TESV", "MGSV", "GTAIV", "FFXIV" (lazy, so the
// numeral is as long as it can be).
const GLUED_NUMERAL = /^(\p{L}{2,}?)(x{1,3}(?:ix|iv|v?i{0,3})|ix|iv|vi{0,3}|i{1,3})$/u;
const MAX_GLUED_WORD = 7;

/** The key with glued roman numerals split off ("tesv" -> tes 5), or undefined when it has none. */
export function gluedNumeralsSplit(key: string[]): string[] | undefined {
  let split = false;
  const words = key.flatMap((w) => {
    const m = w.length <= MAX_GLUED_WORD ? GLUED_NUMERAL.exec(w) : null;
    const value = m ? romanToNumber(m[2] ?? '') : undefined;
    if (!m || value === undefined) return [w];
    split = true;
    return [m[1] ?? '', String(value)];
  });
  return split ? words : undefined;
}

export const joinKey = (key: readonly string[]): string => key.join(' ');

/** The normalised words that identify a title, joined by spaces ("The Witcher 3" -> "witcher 3"). */
export const titleKeyText = (title: string): string => joinKey(titleKey(title));

/** Whether `key` begins with the words of `prefix` (or is equal to it). */
export const startsWithWords = (key: readonly string[], prefix: readonly string[]): boolean =>
  prefix.length <= key.length && prefix.every((w, k) => key[k] === w);

export const letterCount = (s: string): number => s.replace(/\P{L}/gu, '').length;
