import { normalizeTitle, titleWords } from '../../../../shared/answer-matching';

/** SPEC 5: suggestions start after more than 1 typed character. */
export const AUTOCOMPLETE_MIN_CHARS = 2;
export const AUTOCOMPLETE_MAX_SUGGESTIONS = 5;

/** What the server sends for the autocomplete (GET /api/game/names). */
export interface GameCatalogue {
  gameNames: readonly string[];
  /** Other names by game name: abbreviations, localised titles. */
  aliases?: Readonly<Record<string, readonly string[]>>;
  /** Official localised titles by interface language, then game name. */
  localTitles?: Readonly<Partial<Record<string, Readonly<Record<string, readonly string[]>>>>>;
}

/** One way of writing a game's name, read the way the answer checker reads it. */
interface Form {
  /** The game (index into the entries). */
  entry: number;
  /** Folded words as typed ("vii") and as the checker reads them ("7"), per word. */
  words: readonly (readonly [string, string])[];
  /** All the words glued ("halflife2"), so spaces and hyphens never matter. */
  glued: string;
  /** 0: the title shown, 1: another title of the game, 2: an alias. Lower ranks first. */
  kind: 0 | 1 | 2;
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
  const plain = normalizeTitle(text)
    .replace(/(\p{L})(?=\p{N})/gu, '$1 ')
    .replace(/(\p{N})(?=\p{L})/gu, '$1 ')
    .split(' ')
    .filter((w) => w !== '');
  const read = titleWords(plain.join(' '));
  return plain.map((w, k) => [w, read[k] ?? w]);
}

function formOf(text: string, entry: number, kind: Form['kind']): Form {
  const words = foldedWords(text);
  return { entry, words, glued: words.map(([w]) => w).join(''), kind };
}

/**
 * Indexes the catalogue for one interface language: every game by its name, its title in that
 * language, and its aliases. Built once per catalogue and language (useMemo), so a keystroke only
 * scans the prepared words.
 */
export function indexCatalogue(source: GameCatalogue | readonly string[], language = 'en'): AutocompleteIndex {
  const catalogue: GameCatalogue = Array.isArray(source) ? { gameNames: source as readonly string[] } : (source as GameCatalogue);
  const local = catalogue.localTitles?.[language] ?? {};
  const entries: Entry[] = [];
  const forms: Form[] = [];
  for (const name of catalogue.gameNames) {
    const titles = local[name] ?? [];
    const display = titles[0] ?? name;
    const entry = entries.length;
    entries.push({ display, length: foldedWords(display).length });
    forms.push(formOf(display, entry, 0));
    for (const other of [...titles.slice(1), ...(display === name ? [] : [name])]) forms.push(formOf(other, entry, 1));
    for (const alias of catalogue.aliases?.[name] ?? []) forms.push(formOf(alias, entry, 2));
  }
  return { entries, forms };
}

/**
 * How well a form answers the query, lower is better, or undefined when it does not: 0 the whole
 * form, 1 its beginning, 2 every typed word beginning one of its words in order, 3 in any order,
 * 4 a typed word (3+ letters) inside one of its words.
 */
function rankOf(form: Form, query: readonly (readonly [string, string])[], glued: string): number | undefined {
  if (form.glued === glued) return 0;
  if (form.glued.startsWith(glued)) return 1;
  const used = new Set<number>();
  let inOrder = true;
  let inside = false;
  let last = -1;
  for (const [typed, read] of query) {
    let found = -1;
    for (let k = 0; k < form.words.length && found < 0; k++) {
      if (used.has(k)) continue;
      const [plain, number] = form.words[k]!;
      if (plain.startsWith(typed) || number.startsWith(read)) found = k;
    }
    for (let k = 0; k < form.words.length && found < 0; k++) {
      if (!used.has(k) && typed.length >= 3 && form.words[k]![0].includes(typed)) {
        found = k;
        inside = true;
      }
    }
    if (found < 0) return undefined;
    if (found < last) inOrder = false;
    last = found;
    used.add(found);
  }
  if (inside) return 4;
  return inOrder ? 2 : 3;
}

/**
 * At most 5 suggestions for what the player typed, after more than one character (SPEC 5): accents,
 * case and punctuation folded as the checker does, typed words matching the beginnings of a title's
 * words in any order ("isaac reb"), aliases and abbreviations ("gta 5"), titles in the interface
 * language. Best matches first, then shorter titles, then catalogue order.
 */
export function suggest(index: AutocompleteIndex, typed: string): string[] {
  if (typed.trim().length < AUTOCOMPLETE_MIN_CHARS) return [];
  const query = foldedWords(typed);
  if (query.length === 0) return [];
  const glued = query.map(([w]) => w).join('');
  const best = new Map<number, number>();
  for (const form of index.forms) {
    const rank = rankOf(form, query, glued);
    if (rank === undefined) continue;
    const score = rank * 3 + form.kind;
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
