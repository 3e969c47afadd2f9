import type { TFunction } from 'i18next';
import { LANGUAGE_NAMES, type Language } from '../../../../shared/constants';

/** docs/product.md §9: languages playable when the server cannot be asked (en and tr). */
export const FALLBACK_PLAYABLE: readonly Language[] = ['en', 'tr'];

/** The notice under the language picker for the chosen language's review count, if any (docs/product.md §9). */
export function availabilityNotice(t: TFunction<'game'>, language: Language, count: number): { tone: 'warning' | 'info'; text: string } | null {
  if (count === 0) {
    const key = language === 'en' ? 'picker.noGames' : 'picker.noGamesSwitch';
    return { tone: 'warning', text: t(key, { language: LANGUAGE_NAMES[language] }) };
  }
  if (count <= 5) return { tone: 'info', text: t('picker.fewGames', { count }) };
  return null;
}
