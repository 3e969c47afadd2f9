/**
 * Answer matching (DESIGN.md section 4): decides whether a typed answer names a review's
 * game, and whether a review text gives the game away. Isomorphic: no Node, DOM or npm
 * imports, because the server referees answers and the web app checks texts too.
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

const APOSTROPHES = /['’‘ʼ`´′]/g;

// Accents are stripped only from scripts where they are accents; in other scripts
// (Devanagari vowel signs, Japanese dakuten...) combining marks are part of the letter.
const ACCENTED = /([\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}])\p{M}+/gu;

// "S.T.A.L.K.E.R." and "F.E.A.R." are words, not strings of single letters.
const DOTTED_ACRONYM = /(?<![\p{L}\p{N}])(?:\p{L}\.){2,}(?:\p{L}(?![\p{L}\p{N}]))?/gu;

/** Plain text form of a title: accents stripped, case-folded, punctuation as spaces, & as 'and'. */
export function normalizeTitle(s: string): string {
  return s
    .replace(DOTTED_ACRONYM, (m) => m.replaceAll('.', ''))
    .replace(APOSTROPHES, '') // "Baldur's" and "Baldurs" are the same word
    .normalize('NFKD')
    .replace(ACCENTED, '$1')
    .toLowerCase()
    .replace(/[ßıøæœđðłþħς]/g, (c) => SPECIAL_LETTERS[c] ?? c)
    .normalize('NFC')
    .replace(APOSTROPHES, '') // full-width apostrophes only become "'" after NFKD
    .replace(/&/g, ' and ')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

// I..XXXIX, whole words only; "mix" or "civil" never match.
const ROMAN = /^(x{0,3})(ix|iv|v?i{0,3})$/;
const ROMAN_VALUES: Record<string, number> = { i: 1, v: 5, x: 10 };

function romanToNumber(word: string): number | undefined {
  if (word === '' || !ROMAN.test(word)) return undefined;
  let total = 0;
  for (let k = 0; k < word.length; k++) {
    const value = ROMAN_VALUES[word.charAt(k)] ?? 0;
    const next = ROMAN_VALUES[word.charAt(k + 1)] ?? 0;
    total += value < next ? -value : value;
  }
  return total;
}

/** Words of a text with digits split from letters ("GTA5" -> gta 5) and roman numerals as digits. */
function toWords(s: string): string[] {
  const spaced = normalizeTitle(s)
    .replace(/(\p{L})(?=\p{N})/gu, '$1 ')
    .replace(/(\p{N})(?=\p{L})/gu, '$1 ');
  return spaced
    .split(' ')
    .filter((w) => w !== '')
    .map((w) => String(romanToNumber(w) ?? w));
}

const ARTICLES = new Set([
  'the', 'a', 'an',
  'le', 'la', 'les',
  'el', 'los', 'las',
  'il', 'lo',
  'der', 'die', 'das',
]);

// Normalized (see toWords), longest first so "goty edition" wins over "goty".
const EDITION_SUFFIXES = [
  'game of the year edition', 'game of the year',
  'goty edition', 'goty',
  'definitive edition', 'remastered edition', 'remastered', 'remaster',
  'enhanced edition', 'complete edition', 'deluxe edition', 'anniversary edition',
  'special edition', 'legendary edition', 'ultimate edition', 'gold edition',
  'standard edition', 'collectors edition', 'premium edition',
  'directors cut', 'the final cut', 'final cut', 'hd',
].map((suffix) => suffix.split(' '));

function endsWith(words: string[], suffix: string[]): boolean {
  if (suffix.length >= words.length) return false; // never strip a title down to nothing
  return suffix.every((w, k) => words[words.length - suffix.length + k] === w);
}

/** The words that identify a title: leading article and edition suffixes are optional, so dropped. */
function titleKey(s: string): string[] {
  let words = toWords(s);
  if (words.length > 1 && ARTICLES.has(words[0] ?? '')) words = words.slice(1);
  for (let stripped = true; stripped; ) {
    const suffix = EDITION_SUFFIXES.find((x) => endsWith(words, x));
    stripped = suffix !== undefined;
    if (suffix) words = words.slice(0, words.length - suffix.length);
  }
  return words;
}

const isNumber = (w: string): boolean => /^\p{N}+$/u.test(w);

// Subtitle separators: a colon, or a dash with spaces around it ("Skyrim - Special Edition").
const SUBTITLE_SEPARATOR = /:|\s[-–—]\s/g;

const joinKey = (key: string[]): string => key.join(' ');

/** Whether `key` begins with the words of `prefix` (or is equal to it). */
const startsWithWords = (key: string[], prefix: string[]): boolean =>
  prefix.length <= key.length && prefix.every((w, k) => key[k] === w);

/**
 * The titles the game knows (the autocomplete catalogue), indexed once per catalogue version:
 * for every run of leading words, how many distinct titles begin with it. Build it with
 * `indexTitles` and keep it as long as the catalogue does not change.
 */
export interface TitleIndex {
  /** Distinct title keys (see titleKey), words joined by one space. */
  readonly keys: ReadonlySet<string>;
  /** Joined leading words -> how many distinct title keys begin with them. */
  readonly prefixCounts: ReadonlyMap<string, number>;
  /** Joined title key -> the first title spelled that way, for messages. */
  readonly titleByKey: ReadonlyMap<string, string>;
}

/** Indexes a title list; linear in the number of words, so cheap enough to redo per catalogue change. */
export function indexTitles(titles: Iterable<string>): TitleIndex {
  const titleByKey = new Map<string, string>();
  for (const title of titles) {
    const key = titleKey(title);
    if (key.length > 0 && !titleByKey.has(joinKey(key))) titleByKey.set(joinKey(key), title);
  }
  const prefixCounts = new Map<string, number>();
  for (const joined of titleByKey.keys()) {
    const words = joined.split(' ');
    for (let n = 1; n <= words.length; n++) {
      const prefix = joinKey(words.slice(0, n));
      prefixCounts.set(prefix, (prefixCounts.get(prefix) ?? 0) + 1);
    }
  }
  return { keys: new Set(titleByKey.keys()), prefixCounts, titleByKey };
}

/**
 * Keys a title (or alias) can be named by: the whole title and, when it has a subtitle,
 * the part before the last separator. That shorter part counts only if it still holds a
 * number or two words, and, when a catalogue is given, only if no other catalogue title
 * begins with it: "The Witcher 3" names "The Witcher 3: Wild Hunt", while "Hollow Knight"
 * (a game of its own) does not name "Hollow Knight: Silksong", nor "The Legend of Zelda" one
 * of its many sequels. A bare one-word series name ("Fallout" for "Fallout: New Vegas") never
 * counts, nor does the subtitle alone; admins add aliases such as "Skyrim" instead.
 * `own` lists the keys of the game's own names, which never count as "other" titles.
 */
function titleKeys(title: string, titles?: TitleIndex, own: ReadonlySet<string> = new Set()): string[][] {
  const full = titleKey(title);
  const keys = [full];
  const separators = [...title.matchAll(SUBTITLE_SEPARATOR)];
  const last = separators[separators.length - 1];
  if (last?.index !== undefined) {
    const main = titleKey(title.slice(0, last.index));
    if ((main.length >= 2 || main.some(isNumber)) && !sharedByOtherTitle(main, titles, own)) keys.push(main);
  }
  return keys.filter((key) => key.length > 0);
}

/** Whether a catalogue title other than the game's own names begins with `prefix`. */
function sharedByOtherTitle(prefix: string[], titles: TitleIndex | undefined, own: ReadonlySet<string>): boolean {
  if (!titles) return false;
  let others = titles.prefixCounts.get(joinKey(prefix)) ?? 0;
  for (const key of own) {
    if (titles.keys.has(key) && startsWithWords(key.split(' '), prefix)) others -= 1;
  }
  return others > 0;
}

/** Optimal string alignment distance: Levenshtein plus swaps of adjacent letters. */
function editDistance(a: string, b: string): number {
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i++) {
    const row: number[] = [i];
    for (let j = 1; j <= b.length; j++) {
      if (i === 0) {
        row.push(j);
        continue;
      }
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const above = rows[i - 1] ?? [];
      let best = Math.min((above[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, (above[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        best = Math.min(best, (rows[i - 2]?.[j - 2] ?? 0) + 1);
      }
      row.push(best);
    }
    rows.push(row);
  }
  return rows[a.length]?.[b.length] ?? Math.max(a.length, b.length);
}

/** Typos forgiven by the length of the title in letters: none on short titles. */
function typoBudget(key: string): number {
  const letters = key.replace(/\P{L}/gu, '').length;
  if (letters >= 16) return 2;
  if (letters >= 8) return 1;
  return 0;
}

function keysMatch(answer: string[], title: string[]): boolean {
  // Numbers are compared apart from the letters, so a typo can never turn 3 into 4.
  if (answer.filter(isNumber).join(' ') !== title.filter(isNumber).join(' ')) return false;
  // Spaces are ignored: "Rimworld" and "Rim World", "Halflife" and "Half-Life" are the same.
  const a = answer.join('');
  const t = title.join('');
  if (a === t) return true;
  const budget = typoBudget(t);
  return budget > 0 && Math.abs(a.length - t.length) <= budget && editDistance(a, t) <= budget;
}

// Longer input is not a title; the cap keeps the edit distance cheap on the server.
const MAX_ANSWER_LENGTH = 200;

/**
 * Whether the player's answer names the game, by its name or one of its aliases. `titles` is
 * the catalogue (indexTitles), which decides whether a series name before a colon is unique.
 */
export function isCorrectAnswer(answer: string, gameName: string, aliases: readonly string[], titles: TitleIndex): boolean {
  if (answer.length > MAX_ANSWER_LENGTH) return false;
  const given = titleKey(answer);
  if (given.length === 0) return false;
  const names = [gameName, ...aliases];
  const own = new Set(names.map((name) => joinKey(titleKey(name))));
  return names.some((title) => titleKeys(title, titles, own).some((key) => keysMatch(given, key)));
}

/**
 * Aliases that are the title of another game in the catalogue ("Don't Starve" given as an alias
 * of "Don't Starve Together"): players naming that other game would be counted right.
 * Titles spelled like the game's own name ("Disco Elysium: The Final Cut") are not "other".
 */
export function aliasesNamingOtherGames(gameName: string, aliases: readonly string[], titles: TitleIndex): { alias: string; title: string }[] {
  const own = joinKey(titleKey(gameName));
  const clashes: { alias: string; title: string }[] = [];
  for (const alias of aliases) {
    const key = joinKey(titleKey(alias));
    const title = titles.titleByKey.get(key);
    if (key !== own && title !== undefined) clashes.push({ alias, title });
  }
  return clashes;
}

// A name word followed by a few letters is still the name: "Minecrafts", "Celeste's", Turkish
// "Minecraftın" or "Skyrimdeki", German "Skyrims". Only for words of 3+ letters, never numbers.
const MAX_SUFFIX_LETTERS = 4;
const MIN_STEM_LETTERS = 3;

function wordNames(textWord: string, nameWord: string, isLast: boolean): boolean {
  if (textWord === nameWord) return true;
  if (!isLast || isNumber(nameWord) || nameWord.length < MIN_STEM_LETTERS || !textWord.startsWith(nameWord)) return false;
  const suffix = textWord.slice(nameWord.length);
  return suffix.length <= MAX_SUFFIX_LETTERS && /^\p{L}+$/u.test(suffix);
}

function containsKey(words: string[], key: string[]): boolean {
  for (let i = 0; i + key.length <= words.length; i++) {
    if (key.every((w, k) => wordNames(words[i + k] ?? '', w, k === key.length - 1))) return true;
  }
  return false;
}

/**
 * The ways a text can be read as words: with apostrophes dropped ("Baldur's" = "Baldurs"), with
 * apostrophes as spaces (elisions and suffixes: "d'Hollow Knight", "Skyrim'i", "dell'Elden Ring"),
 * and with camel case split ("HollowKnightFan").
 */
function readings(text: string): string[][] {
  const camel = text.replace(/(\p{Ll})(?=\p{Lu})/gu, '$1 ');
  return [toWords(text), toWords(text.replace(APOSTROPHES, ' ')), toWords(camel.replace(APOSTROPHES, ' '))];
}

/**
 * Whether a text names the game (any of the names or aliases) as whole words, a name's last
 * word possibly carrying a short suffix or an apostrophe ("Minecraft'ın", "Celeste's").
 */
export function textMentionsTitle(text: string, names: readonly string[]): boolean {
  const texts = readings(text);
  return names.some((name) => titleKeys(name).some((key) => texts.some((words) => containsKey(words, key))));
}

// Glued names in a handle ("minecraftlover") are found only for names this long, since short
// ones hide inside ordinary words ("hades" in "shadesofgrey").
const MIN_GLUED_LETTERS = 6;

/** Whether a reviewer name (a handle: "SkyrimFan", "tw3_addict", "minecraftlover") names the game. */
export function handleMentionsTitle(handle: string, names: readonly string[]): boolean {
  if (textMentionsTitle(handle, names)) return true;
  const glued = toWords(handle).join('');
  return names.some((name) =>
    titleKeys(name).some((key) => {
      const word = key.join('');
      return word.replace(/\P{L}/gu, '').length >= MIN_GLUED_LETTERS && glued.includes(word);
    }),
  );
}
