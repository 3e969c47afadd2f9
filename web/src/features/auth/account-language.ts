import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguage, type Language } from '../../../../shared/constants';
import { chooseLanguage } from '../../i18n';
import { saveInterfaceLanguage } from './auth-api';
import { useAuth } from '../../lib/auth-context';


const save = (language: Language) => saveInterfaceLanguage(language).catch((err: unknown) => console.error('Saving the interface language failed', err));

/**
 * Keeps a signed-in player's interface language on the account: restored when they log in (an
 * account without one takes the language on screen), saved whenever they switch. A session that
 * was already open when the page loaded keeps this browser's own choice.
 */
export function useAccountLanguage(): void {
  const { user, isAuthenticated } = useAuth();
  const { i18n } = useTranslation();
  const userId = user?.id ?? null;
  const seenUser = useRef(userId);
  const saved = useRef<Language | undefined>(user?.interfaceLanguage);

  useEffect(() => {
    if (userId === seenUser.current) return;
    seenUser.current = userId;
    saved.current = user?.interfaceLanguage;
    if (!userId) return;
    const current = i18n.resolvedLanguage;
    if (saved.current && saved.current !== current) void chooseLanguage(saved.current);
    else if (!saved.current && isLanguage(current)) {
      saved.current = current;
      void save(current);
    }
  }, [userId, user?.interfaceLanguage, i18n]);

  useEffect(() => {
    if (!isAuthenticated) return;
    const onChange = (language: string) => {
      if (!isLanguage(language) || language === saved.current) return;
      saved.current = language;
      void save(language);
    };
    i18n.on('languageChanged', onChange);
    return () => i18n.off('languageChanged', onChange);
  }, [isAuthenticated, i18n]);
}
