/** Whether a review text or a reviewer's handle names the game (the title guards). */
import { APOSTROPHES, isNumber, titleWords } from './normalize';
import { titleKeys } from './title-index';

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
