/** SPEC 5: suggestions start after more than 1 typed character. */
export const AUTOCOMPLETE_MIN_CHARS = 2;
export const AUTOCOMPLETE_MAX_SUGGESTIONS = 5;

/** Case-insensitive substring matches on the known game names, at most 5 (SPEC 5). */
export function matchGameNames(names: readonly string[], typed: string): string[] {
  const query = typed.trim().toLocaleLowerCase();
  if (query.length < AUTOCOMPLETE_MIN_CHARS) return [];
  const matches: string[] = [];
  for (const name of names) {
    if (name.toLocaleLowerCase().includes(query)) {
      matches.push(name);
      if (matches.length === AUTOCOMPLETE_MAX_SUGGESTIONS) break;
    }
  }
  return matches;
}
