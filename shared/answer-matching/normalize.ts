/**
 * How the matcher reads text: titles normalised (accents, case, punctuation, signs) and split into
 * words, roman numerals read as digits. The autocomplete reads titles the same way.
 */

// Letters that NFKD does not decompose into "base + accent", mapped after lower-casing.
const SPECIAL_LETTERS: Record<string, string> = {
  ß: 'ss',
  ı: 'i', // Turkish dotless i: players type 'i' on most keyboards
  ø: 'o',
  æ: 'ae',
  œ: 'oe',
  đ: 'd',
  ð: 'd',
  ł: 'l',
  þ: 'th',
  ħ: 'h',
  ς: 'σ', // Greek final sigma case-folds to sigma
};

export const APOSTROPHES = /['’‘ʼ`´′]/g;

// Trademark and similar signs: NFKD would turn ™ into the letters "TM" ("Elden Ring™").
const SIGNS = /[™®©℠℗]/g;

// Accents are stripped only from scripts where they are accents; in other scripts
// (Devanagari vowel signs, Japanese dakuten...) combining marks are part of the letter.
const ACCENTED = /([\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}])\p{M}+/gu;

// "S.T.A.L.K.E.R." and "F.E.A.R." are words, not strings of single letters.
const DOTTED_ACRONYM = /(?<![\p{L}\p{N}])(?:\p{L}\.){2,}(?:\p{L}(?![\p{L}\p{N}]))?/gu;

/**
 * Plain text form of a title: accents stripped, case-folded, punctuation as spaces, & as 'and'
 * and a + between two words or numbers ("1+2") as 'and' (a trailing one, "Cave Story+", is dropped).
 */
export function normalizeTitle(s: string): string {
  // Plain ASCII needs no Unicode folding (most titles; the autocomplete indexes thousands at once).
  if (PRINTABLE_ASCII.test(s)) return finishNormalizing(s.replace(DOTTED_ACRONYM, (m) => m.replaceAll('.', '')).replace(APOSTROPHES, '').toLowerCase());
  return finishNormalizing(
    s
      .replace(SIGNS, ' ')
      .replace(DOTTED_ACRONYM, (m) => m.replaceAll('.', ''))
      .replace(APOSTROPHES, '') // "Baldur's" and "Baldurs" are the same word
      .normalize('NFKD')
      .replace(ACCENTED, '$1')
      .toLowerCase()
      .replace(/[ßıøæœđðłþħς]/g, (c) => SPECIAL_LETTERS[c] ?? c)
      .normalize('NFC')
      .replace(APOSTROPHES, ''), // full-width apostrophes only become "'" after NFKD
  );
}

const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;

function finishNormalizing(s: string): string {
  return s
    .replace(/&/g, ' and ')
    .replace(/\+(?=\s*[\p{L}\p{N}])/gu, ' and ')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

// I..XXXIX, whole words only; "mix" or "civil" never match.
const ROMAN = /^(x{0,3})(ix|iv|v?i{0,3})$/;
const ROMAN_VALUES: Record<string, number> = { i: 1, v: 5, x: 10 };

export function romanToNumber(word: string): number | undefined {
  if (word === '' || !ROMAN.test(word)) return undefined;
  let total = 0;
  for (let k = 0; k < word.length; k++) {
    const value = ROMAN_VALUES[word.charAt(k)] ?? 0;
    const next = ROMAN_VALUES[word.charAt(k + 1)] ?? 0;
    total += value < next ? -value : value;
  }
  return total;
}

// Words spelled several ways that mean the same ("Plants vs. Zombies", "Plants versus Zombies").
const SAME_WORD = new Map([['vs', 'versus']]);

/**
 * Words of a text with digits split from letters ("GTA5" -> gta 5), roman numerals as digits and
 * "vs" as "versus". Shared with the autocomplete, so both read a title the same way.
 */
export function titleWords(s: string): string[] {
  const spaced = splitScripts(
    normalizeTitle(s)
      .replace(/(\p{L})(?=\p{N})/gu, '$1 ')
      .replace(/(\p{N})(?=\p{L})/gu, '$1 '),
  );
  return spaced
    .split(' ')
    .filter((w) => w !== '')
    .map(readWord);
}

/** Latin letters glued to another script are a word of their own: "ファイナルファンタジーVII" -> ファイナルファンタジー vii. */
function splitScripts(s: string): string {
  if (/^[a-z0-9 ]*$/.test(s)) return s;
  return s.replace(/(\p{Script=Latin})(?=[^\P{L}\p{Script=Latin}])|([^\P{L}\p{Script=Latin}])(?=\p{Script=Latin})/gu, '$1$2 ');
}

/** How the checker reads one normalised word: a roman numeral as digits, "vs" as "versus". */
export function readWord(word: string): string {
  return SAME_WORD.get(word) ?? String(romanToNumber(word) ?? word);
}

export const isNumber = (w: string): boolean => /^\p{N}+$/u.test(w);
