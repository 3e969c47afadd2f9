import { normalizeTitle, readWord } from '../../../../shared/answer-matching';

/** docs/product.md §5: suggestions start after more than 1 typed character. */
export const AUTOCOMPLETE_MIN_CHARS = 2;
export const AUTOCOMPLETE_MAX_SUGGESTIONS = 5;

/** What the server sends for the autocomplete (GET /api/game/names). */
export interface GameCatalogue {
  gameNames: readonly string[];
  /** Official localised titles by interface language, then game name. */
  localTitles?: Readonly<Partial<Record<string, Readonly<Record<string, readonly string[]>>>>>;
}

/** One way of writing a game's name, read the way the answer checker reads it. */
interface Form {
  /** The game (index into the entries). */
  entry: number;
  /** Folded words as typed ("vii"). */
  plain: readonly string[];
  /** The same words as the checker reads them ("7"). */
  read: readonly string[];
  /** All the words glued ("halflife2"), so spaces and hyphens never matter. */
  glued: string;
  /** The characters the form holds (plain and read), as bits: a quick test before comparing words. */
  chars: number;
  /**
   * 0: the title shown, 1: another title of the game (English, localised), 2: an abbreviation, 3: an
   * abbreviation with its roman numerals read as digits ("csii" read "cs2"). Lower ranks first.
   */
  kind: 0 | 1 | 2 | 3;
}

interface Entry {
  /** The title suggested: the game's title in the interface language, else its catalogue name. */
  display: string;
  /** How many words the shown title has: shorter titles rank first ("Half-Life" before "Half-Life 2"). */
  length: number;
}

export interface AutocompleteIndex {
  readonly entries: readonly Entry[];
  readonly forms: readonly Form[];
}

/** Folded words of a text, each as typed and as the checker reads it (roman numerals as digits). */
function foldedWords(text: string): [string, string][] {
  const folded = normalizeTitle(text);
  // Digits apart from letters ("gta5" -> gta 5); plain ASCII, most titles, skips the Unicode classes.
  const spaced = /^[a-z0-9 ]*$/.test(folded)
    ? folded.replace(/([a-z])(?=[0-9])|([0-9])(?=[a-z])/g, '$1$2 ')
    : folded.replace(/(\p{L})(?=\p{N})/gu, '$1 ').replace(/(\p{N})(?=\p{L})/gu, '$1 ');
  const words: [string, string][] = [];
  for (const w of spaced.split(' ')) if (w !== '') words.push([w, readWord(w)]);
  return words;
}

/** A 32-bit set of the characters of some words (hashed, so it may hold more: a filter only). */
function charBits(words: readonly string[]): number {
  let bits = 0;
  for (const word of words) for (let k = 0; k < word.length; k++) bits |= 1 << (word.charCodeAt(k) % 32);
  return bits;
}

function formOf(text: string, entry: number, kind: Form['kind'], words = foldedWords(text)): Form {
  const plain = words.map(([w]) => w);
  const read = words.map(([, r]) => r);
  return { entry, plain, read, glued: plain.join(''), chars: charBits(plain) | charBits(read), kind };
}

const SEPARATOR = /:|\s[-–—]\s/;

/**
 * The abbreviations players type for a title, as forms: the initials of its words with its numbers
 * whole ("Grand Theft Auto V" -> gta v / gta 5, "Left 4 Dead 2" -> l4d2, "The Witcher 3" -> tw3),
 * for the whole title and for its parts around a colon ("Breath of the Wild" -> botw). The checker
 * knows each review's aliases, but they are not sent (see GameNamesResponseSchema): derived for every
 * title alike, abbreviations tell no answer apart.
 */
function abbreviations(title: string, entry: number, titleWords: [string, string][]): Form[] {
  const parts = SEPARATOR.test(title) ? [title, ...title.split(SEPARATOR).filter((part) => part.trim() !== '')] : [title];
  const forms: Form[] = [];
  const seen = new Set<string>();
  for (const [k, part] of parts.entries()) {
    const words = k === 0 ? titleWords : foldedWords(part);
    // Two words at least; a part of the title ("Global Offensive") needs three.
    if (words.filter(([w]) => !/^\p{N}+$/u.test(w)).length < 2 || (k > 0 && words.length < 3)) continue;
    // Initials of the words, numbers and roman numerals kept whole, glued into one word each way.
    const plain = words.map(([w, read]) => (/^\p{N}+$/u.test(read) ? w : w.charAt(0))).join('');
    const read = words.map(([w, r]) => (/^\p{N}+$/u.test(r) ? r : w.charAt(0))).join('');
    if (seen.has(plain)) continue;
    seen.add(plain);
    forms.push({ entry, plain: [plain], read: [read], glued: plain, chars: charBits([plain, read]), kind: 2 });
    if (read !== plain) forms.push({ entry, plain: [read], read: [read], glued: read, chars: charBits([read]), kind: 3 });
  }
  return forms;
}

/**
 * Indexes the catalogue for one interface language: every game by its name, its title in that
 * language, its titles in the other languages and its abbreviations. Built once per catalogue and
 * language (useMemo), so a keystroke only scans the prepared words.
 */
export function indexCatalogue(source: GameCatalogue | readonly string[], language = 'en'): AutocompleteIndex {
  const catalogue: GameCatalogue = Array.isArray(source) ? { gameNames: source as readonly string[] } : (source as GameCatalogue);
  const local = catalogue.localTitles?.[language] ?? {};
  const others = Object.entries(catalogue.localTitles ?? {}).filter(([lang]) => lang !== language);
  const entries: Entry[] = [];
  const forms: Form[] = [];
  for (const name of catalogue.gameNames) {
    const titles = local[name] ?? [];
    const display = titles[0] ?? name;
    const entry = entries.length;
    const nameWords = foldedWords(name);
    const shown = display === name ? formOf(name, entry, 0, nameWords) : formOf(display, entry, 0);
    entries.push({ display, length: shown.plain.length });
    forms.push(shown);
    if (display !== name) forms.push(formOf(name, entry, 1, nameWords));
    for (const other of titles.slice(1)) forms.push(formOf(other, entry, 1));
    for (const [, byName] of others) for (const other of byName?.[name] ?? []) forms.push(formOf(other, entry, 1));
    forms.push(...abbreviations(name, entry, nameWords));
  }
  return { entries, forms };
}

/** The typed text, prepared once per keystroke. */
interface Query {
  plain: readonly string[];
  read: readonly string[];
  glued: string;
  /** Per typed word, its characters as typed and as read (see charBits). */
  plainBits: readonly number[];
  readBits: readonly number[];
}

/**
 * How well a form answers the query, lower is better, or undefined when it does not: 0 the whole
 * form, 1 its beginning, 2 every typed word beginning one of its words in order, 3 in any order,
 * 4 a typed word (3+ letters) inside one of its words.
 */
function rankOf(form: Form, query: Query): number | undefined {
  for (let q = 0; q < query.plain.length; q++) {
    const plainBits = query.plainBits[q]!;
    const readBits = query.readBits[q]!;
    if ((form.chars & plainBits) !== plainBits && (form.chars & readBits) !== readBits) return undefined;
  }
  if (form.glued === query.glued) return 0;
  if (form.glued.startsWith(query.glued)) return 1;
  const count = form.plain.length;
  let used = 0; // bits of the form's words already matched (titles have fewer than 31 words)
  let inOrder = true;
  let inside = false;
  let last = -1;
  for (let q = 0; q < query.plain.length; q++) {
    const typed = query.plain[q]!;
    const read = query.read[q]!;
    let found = -1;
    for (let k = 0; k < count && found < 0; k++) {
      if ((used & (1 << k)) === 0 && (form.plain[k]!.startsWith(typed) || form.read[k]!.startsWith(read))) found = k;
    }
    for (let k = 0; k < count && found < 0 && typed.length >= 3; k++) {
      if ((used & (1 << k)) === 0 && form.plain[k]!.includes(typed)) {
        found = k;
        inside = true;
      }
    }
    if (found < 0) return undefined;
    if (found < last) inOrder = false;
    last = found;
    used |= 1 << found;
  }
  if (inside) return 4;
  return inOrder ? 2 : 3;
}

/**
 * At most 5 suggestions for what the player typed, after more than one character: accents,
 * case and punctuation folded as the checker does, typed words matching the beginnings of a title's
 * words in any order ("isaac reb"), abbreviations ("gta 5", "cs2"), localised titles, shown in the
 * interface language. Best matches first, then shorter titles, then catalogue order.
 */
export function suggest(index: AutocompleteIndex, typed: string): string[] {
  if (typed.trim().length < AUTOCOMPLETE_MIN_CHARS) return [];
  const words = foldedWords(typed);
  if (words.length === 0) return [];
  const plain = words.map(([w]) => w);
  const read = words.map(([, r]) => r);
  const query: Query = { plain, read, glued: plain.join(''), plainBits: plain.map((w) => charBits([w])), readBits: read.map((w) => charBits([w])) };
  const best = new Map<number, number>();
  for (const form of index.forms) {
    const rank = rankOf(form, query);
    if (rank === undefined) continue;
    // An abbreviation ranks a step below a title matched the same way: "po" is Portal before Penumbra: Overture.
    const score = (form.kind >= 2 ? rank + 1 : rank) * 4 + form.kind;
    const known = best.get(form.entry);
    if (known === undefined || score < known) best.set(form.entry, score);
  }
  return [...best]
    .sort(([a, sa], [b, sb]) => sa - sb || index.entries[a]!.length - index.entries[b]!.length || a - b)
    .slice(0, AUTOCOMPLETE_MAX_SUGGESTIONS)
    .map(([entry]) => index.entries[entry]!.display);
}

/** The suggestions for a plain list of names (no aliases, English titles). */
export function matchGameNames(names: readonly string[], typed: string): string[] {
  return suggest(indexCatalogue(names), typed);
}
