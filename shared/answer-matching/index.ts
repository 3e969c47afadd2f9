/**
 * Answer matching (docs/decisions/0011-matching-against-the-catalogue.md): decides whether a typed answer names a review's
 * game, and whether a review text gives the game away. Isomorphic: no Node, DOM or npm
 * imports, because the server referees answers and the web app checks texts too. The parts:
 * `normalize.ts` (text to words), `title-keys.ts` (articles, editions, subtitles), `title-index.ts`
 * (the catalogue), `typos.ts` (forgiven misspellings), `mentions.ts` (names in a text or a handle).
 */
import { titleKeys, answerForms, type TitleIndex } from './title-index';
import { answerKeys, gluedNumeralsSplit, joinKey, startsWithWords, titleKey } from './title-keys';
import { sameKey, typoNamesAnotherTitle, typosTo } from './typos';

export { normalizeTitle, readWord, titleWords } from './normalize';
export { titleKeyText } from './title-keys';
export { indexTitles, type TitleIndex } from './title-index';
export { handleMentionsTitle, textMentionsTitle } from './mentions';

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
