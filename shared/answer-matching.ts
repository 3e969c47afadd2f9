/**
 * Answer matching (docs/decisions/0011-matching-against-the-catalogue.md): decides whether a typed answer names a review's
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

const isNumber = (w: string): boolean => /^\p{N}+$/u.test(w);

const ARTICLES = new Set([
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
const SUBTITLE_SEPARATOR = /:|\s[-–—]\s/g;

/** Where the last subtitle separator of a title is, if any. */
function lastSeparator(s: string): { index: number; end: number } | undefined {
  const found = [...s.matchAll(SUBTITLE_SEPARATOR)];
  const last = found[found.length - 1];
  return last?.index === undefined ? undefined : { index: last.index, end: last.index + last[0].length };
}

/** The title without a trailing subtitle that only names an edition. */
function withoutEditionSubtitle(s: string): string {
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
function titleKey(s: string): string[] {
  const text = withoutEditionSubtitle(s);
  let words = titleWords(text);
  if (words.length > 1 && startsWithArticle(text)) words = words.slice(1);
  return withoutEditions(words);
}

/** The keys of a typed answer: as typed, and without a leading article word (players add one freely). */
function answerKeys(s: string): string[][] {
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
function gluedNumeralsSplit(key: string[]): string[] | undefined {
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

const joinKey = (key: readonly string[]): string => key.join(' ');

/** The normalised words that identify a title, joined by spaces ("The Witcher 3" -> "witcher 3"). */
export const titleKeyText = (title: string): string => joinKey(titleKey(title));

/** Whether `key` begins with the words of `prefix` (or is equal to it). */
const startsWithWords = (key: readonly string[], prefix: readonly string[]): boolean =>
  prefix.length <= key.length && prefix.every((w, k) => key[k] === w);

const letterCount = (s: string): number => s.replace(/\P{L}/gu, '').length;

/** One title of the catalogue, as the matcher reads it. */
interface IndexedTitle {
  readonly title: string;
  readonly key: readonly string[];
  /** The keys of the parts after each subtitle separator ("Ace Attorney Trilogy" in "Apollo Justice: Ace Attorney Trilogy"). */
  readonly subtitles: readonly (readonly string[])[];
}

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
  /** Every distinct title key with its subtitles. */
  readonly titles: readonly IndexedTitle[];
  /** Runs of consecutive words of the titles (4+ letters), glued without spaces -> a title key holding it. */
  readonly runs: ReadonlyMap<string, string>;
}

const MIN_RUN_LETTERS = 4;

/** Indexes a title list; linear in the number of words, so cheap enough to redo per catalogue change. */
export function indexTitles(titles: Iterable<string>): TitleIndex {
  const titleByKey = new Map<string, string>();
  const indexed: IndexedTitle[] = [];
  for (const title of titles) {
    const key = titleKey(title);
    if (key.length === 0 || titleByKey.has(joinKey(key))) continue;
    titleByKey.set(joinKey(key), title);
    const text = withoutEditionSubtitle(title);
    const subtitles = [...text.matchAll(SUBTITLE_SEPARATOR)].map((m) => titleKey(text.slice((m.index ?? 0) + m[0].length))).filter((k) => k.length > 0);
    indexed.push({ title, key, subtitles });
  }
  const prefixCounts = new Map<string, number>();
  const runs = new Map<string, string>();
  for (const { key } of indexed) {
    for (let n = 1; n <= key.length; n++) {
      const prefix = joinKey(key.slice(0, n));
      prefixCounts.set(prefix, (prefixCounts.get(prefix) ?? 0) + 1);
      for (let start = 0; start < n; start++) {
        const run = key.slice(start, n).join('');
        if (letterCount(run) >= MIN_RUN_LETTERS && !runs.has(run)) runs.set(run, joinKey(key));
      }
    }
  }
  return { keys: new Set(titleByKey.keys()), prefixCounts, titleByKey, titles: indexed, runs };
}

/**
 * Keys a title (or alias) can be named by: the whole title and, when it has a subtitle,
 * the part before the last separator. That shorter part counts only if it still holds a
 * number or two words, and, when a catalogue is given, only if no other catalogue title
 * begins with it and the subtitle holds no number: "The Witcher 3" names "The Witcher 3: Wild
 * Hunt", while "Hollow Knight" (a game of its own) does not name "Hollow Knight: Silksong", nor
 * "Biohazard RE" "Biohazard RE:2", nor "The Legend of Zelda" one of its many sequels. A bare
 * one-word series name ("Fallout" for "Fallout: New Vegas") never counts, nor does the subtitle
 * alone; admins add aliases such as "Skyrim" instead. `own` lists the keys of the game's own
 * names, which never count as "other" titles.
 */
function titleKeys(title: string, titles?: TitleIndex, own: ReadonlySet<string> = new Set(), nameKey?: readonly string[]): string[][] {
  const text = withoutEditionSubtitle(title);
  const keys = [titleKey(text)];
  const last = lastSeparator(text);
  if (last) {
    const main = titleKey(text.slice(0, last.index));
    const numberInSubtitle = titles !== undefined && titleWords(text.slice(last.end)).some(isNumber);
    // An alias's part before its colon names the game only when it also begins the game's name:
    // "Uncharted 4" of "Uncharted 4: Fine di un ladro", not "Dark Project" of "Dark Project: Der
    // Meisterdieb" (Thief's German title; Dark Project 2 is Thief II).
    const beginsName = nameKey === undefined || startsWithWords(nameKey, main);
    if ((main.length >= 2 || main.some(isNumber)) && !numberInSubtitle && beginsName && !sharedByOtherTitle(main, titles, own)) keys.push(main);
  }
  return keys.filter((key) => key.length > 0);
}

// Little words of French, Spanish, Italian, German and Turkish: a subtitle holding one is a
// translation, not the English subtitle of an expansion or another game ("Heart of the Swarm").
const FOREIGN_WORDS = new Set(
  ('de des du la le les au aux et un une pour sur ' + 'del el los las y una con por ' + 'di della delle dei degli da il lo gli e uno per ' +
    'der die das dem den des und von vom zum zur mit ein eine im ' + 've ile bir icin').split(' '),
);

/** Whether a subtitle reads as a translated one: a letter beyond ASCII, an elision (d', l') or a little word of those languages. */
function looksTranslated(subtitle: string): boolean {
  if (/[^\p{ASCII}]/u.test(subtitle.replace(/[’‘]/g, "'")) || /(?:^|\s)[dlDL]['’]/.test(subtitle)) return true;
  return titleWords(subtitle).some((w) => FOREIGN_WORDS.has(w));
}

/**
 * The forms of a typed answer: its keys (answerKeys) and, when it has a translated subtitle, the
 * part before it, on the same terms as a title's ("Uncharted 4: Fine di un ladro" is "Uncharted 4";
 * "StarCraft II: Heart of the Swarm" is not "StarCraft II").
 */
function answerForms(answer: string, titles: TitleIndex, own: ReadonlySet<string>): string[][] {
  const text = withoutEditionSubtitle(answer);
  const forms = answerKeys(text);
  const last = lastSeparator(text);
  const subtitle = last ? text.slice(last.end) : '';
  if (last && looksTranslated(subtitle) && !titleWords(subtitle).some(isNumber)) {
    for (const main of answerKeys(text.slice(0, last.index))) {
      if ((main.length >= 2 || main.some(isNumber)) && !sharedByOtherTitle(main, titles, own)) forms.push(main);
    }
  }
  return forms;
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
  const letters = letterCount(key);
  if (letters >= 16) return 2;
  if (letters >= 8) return 1;
  return 0;
}

const sameNumbers = (a: readonly string[], b: readonly string[]): boolean => a.filter(isNumber).join(' ') === b.filter(isNumber).join(' ');

/** Same key, spaces aside: "Rimworld" and "Rim World", "Halflife" and "Half-Life" are the same. */
const sameKey = (answer: string[], title: string[]): boolean => sameNumbers(answer, title) && answer.join('') === title.join('');

/** How many typos separate the answer from the title, when within the title's budget (never 0). */
function typosTo(answer: string[], title: string[]): number | undefined {
  // Numbers are compared apart from the letters, so a typo can never turn 3 into 4.
  if (!sameNumbers(answer, title)) return undefined;
  const a = answer.join('');
  const t = title.join('');
  const budget = typoBudget(t);
  if (budget === 0 || a === t || Math.abs(a.length - t.length) > budget) return undefined;
  const distance = editDistance(a, t);
  return distance <= budget ? distance : undefined;
}

/**
 * Whether a misspelt answer is rather another catalogue title, or a run of words of one: "Reforger"
 * is one letter off "Reforged" (Warcraft III) but the word of "Arma Reforger". `ownRuns` are the
 * glued word runs of the game's own names.
 */
function typoNamesAnotherTitle(answer: string[], distance: number, titles: TitleIndex, own: ReadonlySet<string>): boolean {
  const a = answer.join('');
  const run = titles.runs.get(a);
  if (run !== undefined && !own.has(run)) return true;
  for (const entry of titles.titles) {
    const t = entry.key.join('');
    if (Math.abs(t.length - a.length) > distance || own.has(joinKey(entry.key)) || !sameNumbers(answer, entry.key)) continue;
    if (editDistance(a, t) <= distance) return true;
  }
  return false;
}

// Longer input is not a title; the cap keeps the edit distance cheap on the server.
const MAX_ANSWER_LENGTH = 200;

/**
 * Whether the player's answer names the game, by its name or one of its aliases. `titles` is
 * the catalogue (indexTitles), which decides whether a series name before a colon is unique, and
 * which other games an answer could name instead.
 */
export function isCorrectAnswer(answer: string, gameName: string, aliases: readonly string[], titles: TitleIndex): boolean {
  if (answer.length > MAX_ANSWER_LENGTH) return false;
  const given = answerKeys(answer);
  if (given.length === 0) return false;
  const names = [gameName, ...aliases];
  const own = new Set(names.map((name) => joinKey(titleKey(name))));
  // An answer that is another catalogue title names that game, whatever it resembles here.
  if (given.some((key) => titles.keys.has(joinKey(key)) && !own.has(joinKey(key)))) return false;
  const nameKey = titleKey(gameName);
  const accepted = names.flatMap((name, k) => titleKeys(name, titles, own, k === 0 ? undefined : nameKey));
  const forms = answerForms(answer, titles, own);
  if (forms.some((form) => accepted.some((key) => sameKey(form, key)))) return true;
  // Abbreviations with a glued numeral: "TES V" for "TESV", "gtaiv" for "GTA IV".
  const gluedForms = forms.map(gluedNumeralsSplit);
  const gluedKeys = accepted.map(gluedNumeralsSplit);
  const matchesGlued = (form: string[], k: number) =>
    accepted.some((key, j) => sameKey(form, gluedKeys[j] ?? key) || (gluedForms[k] !== undefined && sameKey(gluedForms[k], key)));
  if (forms.some(matchesGlued)) return true;
  // Typos, on the answer as typed only, and never when another title is as close.
  for (const form of given) {
    for (const key of accepted) {
      const distance = typosTo(form, key);
      if (distance !== undefined && !typoNamesAnotherTitle(form, distance, titles, own)) return true;
    }
  }
  return false;
}

// A one-word alias may begin another title's subtitle: "Cyberpunk" names Cyberpunk 2077 even though
// "VA-11 Hall-A: Cyberpunk Bartender Action" exists; a series name of two words does not ("Ace Attorney").
const MIN_SUBTITLE_CLASH_WORDS = 2;

// Titles that are one game in another form (its VR version), not another game.
const SAME_GAME_SUFFIXES = [['vr']];

/** Whether an indexed title is the game itself: its key, or its key and a same-game suffix (Skyrim VR). */
const isOwnTitle = (key: readonly string[], ownKey: readonly string[]): boolean =>
  joinKey(key) === joinKey(ownKey) ||
  SAME_GAME_SUFFIXES.some((suffix) => key.length === ownKey.length + suffix.length && startsWithWords(key, ownKey) && startsWithWords(key.slice(ownKey.length), suffix));

/**
 * Aliases that would name another game in the catalogue, with the title they name: an alias that
 * is another game's title ("Don't Starve" for Don't Starve Together), the beginning of one ("Kingdom
 * Come" while Kingdom Come: Deliverance II exists, "Pillars" next to Pillars of Eternity II) or
 * the beginning of another title's subtitle when it has two words or more ("Ace Attorney", also in
 * "Apollo Justice: Ace Attorney Trilogy"). Players naming that other game would be counted right. Titles spelled like the
 * game's own name ("Disco Elysium: The Final Cut") and its VR version are not "other".
 */
export function aliasesNamingOtherGames(gameName: string, aliases: readonly string[], titles: TitleIndex): { alias: string; title: string }[] {
  const ownKey = titleKey(gameName);
  const own = new Set([joinKey(ownKey)]);
  const clashes: { alias: string; title: string }[] = [];
  for (const alias of aliases) {
    const keys = titleKeys(alias, titles, own).filter((key) => !(key.length === ownKey.length && startsWithWords(ownKey, key)));
    const other = titles.titles.find(
      (entry) =>
        !isOwnTitle(entry.key, ownKey) &&
        keys.some((key) => startsWithWords(entry.key, key) || (key.length >= MIN_SUBTITLE_CLASH_WORDS && entry.subtitles.some((sub) => startsWithWords(sub, key)))),
    );
    if (other) clashes.push({ alias, title: other.title });
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
  return [titleWords(text), titleWords(text.replace(APOSTROPHES, ' ')), titleWords(camel.replace(APOSTROPHES, ' '))];
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
  const glued = titleWords(handle).join('');
  return names.some((name) =>
    titleKeys(name).some((key) => {
      const word = key.join('');
      return word.replace(/\P{L}/gu, '').length >= MIN_GLUED_LETTERS && glued.includes(word);
    }),
  );
}
