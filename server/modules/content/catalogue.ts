import fs from 'node:fs';
import path from 'node:path';
import { indexTitles, type TitleIndex } from '../../../shared/answer-matching';
import { LANGUAGES, type Language } from '../../../shared/constants';
import { fromRoot } from '../../lib/paths';

const CACHE_TTL_MS = 60_000;
const CATALOGUE_FILE = fromRoot('content/catalogue.txt');

let fileTitles: string[] | undefined;

/** The titles of content/catalogue.txt (read once per process). */
export function catalogueFileTitles(): string[] {
  fileTitles ??= fs.existsSync(CATALOGUE_FILE)
    ? fs.readFileSync(CATALOGUE_FILE, 'utf8').split('\n').map((l) => l.trim()).filter(Boolean)
    : [];
  return fileTitles;
}

/**
 * The autocomplete list: the title catalogue file plus the titles this installation added (every
 * saved review's name, and admins' decoys), deduplicated and sorted. Review names are not read
 * apart: an answer is one added title among others (docs/security.md).
 */
export function createCatalogue(addedTitles: () => Promise<string[]>) {
  let cached: { names: string[]; index: TitleIndex } | undefined;
  let cachedAt = 0;

  async function current() {
    // Refreshed after a minute too, so an instance sees reviews another instance added.
    if (!cached || Date.now() - cachedAt > CACHE_TTL_MS) {
      const seen = new Map<string, string>();
      for (const name of [...catalogueFileTitles(), ...(await addedTitles())]) {
        const key = name.toLocaleLowerCase('en-US');
        if (!seen.has(key)) seen.set(key, name);
      }
      const names = [...seen.values()].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }));
      // The answer matcher's view of the same list, built once per version of it.
      cached = { names, index: indexTitles(names) };
      cachedAt = Date.now();
    }
    return cached;
  }

  return {
    async names(): Promise<string[]> {
      return (await current()).names;
    },
    /** The autocomplete's catalogue: names, and localised titles by interface language then name. */
    async autocomplete() {
      const { names } = await current();
      return { gameNames: names, localTitles: localTitlesOf(names) };
    },
    /** The catalogue indexed for answer matching (isCorrectAnswer). */
    async index(): Promise<TitleIndex> {
      return (await current()).index;
    },
    /** Call after reviews are added or renamed. */
    invalidate(): void {
      cached = undefined;
    },
  };
}

const GAMES_DIR = fromRoot('content/games');

type LocalTitles = Partial<Record<Language, Record<string, string[]>>>;

let shippedLocalTitles: { gameName: string; localTitles: Partial<Record<string, string[]>> }[] | undefined;
const localTitlesByList = new WeakMap<readonly string[], LocalTitles>();

/**
 * The official localised titles of the shipped games (content/games/*.json, read once per process)
 * in the interface languages, keyed by the catalogue's spelling of each name; once per name list.
 */
function localTitlesOf(names: readonly string[]): LocalTitles {
  const known = localTitlesByList.get(names);
  if (known) return known;
  shippedLocalTitles ??= fs.existsSync(GAMES_DIR)
    ? fs
        .readdirSync(GAMES_DIR)
        .filter((f) => f.endsWith('.json'))
        .map((f) => JSON.parse(fs.readFileSync(path.join(GAMES_DIR, f), 'utf8')) as { gameName: string; localTitles?: Partial<Record<string, string[]>> })
        .map((g) => ({ gameName: g.gameName, localTitles: g.localTitles ?? {} }))
    : [];
  const spelled = new Map(names.map((name) => [name.toLocaleLowerCase('en-US'), name]));
  const result: LocalTitles = {};
  for (const game of shippedLocalTitles) {
    const name = spelled.get(game.gameName.toLocaleLowerCase('en-US'));
    if (name === undefined) continue;
    for (const lang of LANGUAGES) {
      const titles = game.localTitles[lang];
      if (titles?.length) (result[lang] ??= {})[name] = titles;
    }
  }
  localTitlesByList.set(names, result);
  return result;
}
