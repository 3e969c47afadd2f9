import { LANGUAGE_NAMES, type Language } from '../../../../shared/constants';

/** SPEC 9: languages playable when the server cannot be asked (en and tr). */
export const FALLBACK_PLAYABLE: readonly Language[] = ['en', 'tr'];

/** The notice under the language picker for the chosen language's review count, if any (SPEC 9). */
export function availabilityNotice(language: Language, count: number): { tone: 'warning' | 'info'; text: string } | null {
  if (count === 0) {
    const advice = language === 'en' ? '' : ' Please switch to English.';
    return { tone: 'warning', text: `There are no games in ${LANGUAGE_NAMES[language]} yet.${advice}` };
  }
  if (count <= 5) return { tone: 'info', text: `Only ${count} ${count === 1 ? 'game' : 'games'} available` };
  return null;
}
