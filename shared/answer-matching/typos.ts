/** Typos forgiven in an answer: the edit distance, the budget by title length, and another title as close. */
import { isNumber } from './normalize';
import type { TitleIndex } from './title-index';
import { joinKey, letterCount } from './title-keys';

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
export const sameKey = (answer: string[], title: string[]): boolean => sameNumbers(answer, title) && answer.join('') === title.join('');

/** How many typos separate the answer from the title, when within the title's budget (never 0). */
export function typosTo(answer: string[], title: string[]): number | undefined {
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
export function typoNamesAnotherTitle(answer: string[], distance: number, titles: TitleIndex, own: ReadonlySet<string>): boolean {
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
