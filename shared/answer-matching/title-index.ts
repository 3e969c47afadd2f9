/**
 * The catalogue as the matcher reads it (indexTitles), and the keys a title or a typed answer can be
 * named by, which depend on the other titles of the catalogue.
 */
import { isNumber, titleWords } from './normalize';
import { answerKeys, joinKey, lastSeparator, letterCount, startsWithWords, SUBTITLE_SEPARATOR, titleKey, withoutEditionSubtitle } from './title-keys';

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
export function titleKeys(title: string, titles?: TitleIndex, own: ReadonlySet<string> = new Set(), nameKey?: readonly string[]): string[][] {
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
export function answerForms(answer: string, titles: TitleIndex, own: ReadonlySet<string>): string[][] {
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
