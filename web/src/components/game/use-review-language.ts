import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguage, type Language } from '../../../../shared/constants';
import { useLanguages } from '../../lib/game-api';

/**
 * The review language of a start screen: the player's pick once they made one; until then the
 * interface language when it has playable reviews, else `fallback` (English, or the language the
 * server already holds for today's daily).
 */
export function useReviewLanguage(fallback: Language = 'en') {
  const { i18n } = useTranslation();
  const languages = useLanguages();
  const [picked, setPicked] = useState<Language | null>(null);
  const ui = i18n.resolvedLanguage;
  const uiPlayable = isLanguage(ui) && (languages.data?.some((l) => l.code === ui && l.playable) ?? false);
  const language: Language = picked ?? (uiPlayable ? ui : fallback);
  return [language, setPicked] as const;
}
