import i18n, { type BackendModule, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { isLanguage, LANGUAGES, type Language } from '../../../shared/constants';
import { addTurkishFormats } from './turkish-suffix';

/**
 * The interface's texts: one JSON catalogue per language and namespace in ./locales/<lang>/<ns>.json.
 * English is bundled (it is also every other language's fallback); the other languages are loaded
 * on demand, one chunk per file, so a player downloads only the language they read.
 */
const englishFiles = import.meta.glob<{ default: Record<string, unknown> }>('./locales/en/*.json', { eager: true });
const lazyFiles = import.meta.glob<{ default: Record<string, unknown> }>('./locales/*/*.json');

const namespaceOf = (file: string) => file.replace(/^.*\/([^/]+)\.json$/, '$1');
export const NAMESPACES = Object.keys(englishFiles).map(namespaceOf);
const english = Object.fromEntries(Object.entries(englishFiles).map(([file, mod]) => [namespaceOf(file), mod.default]));

const lazyBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language: string, namespace: string, callback: ReadCallback) {
    const load = lazyFiles[`./locales/${language}/${namespace}.json`];
    if (!load) return callback(null, {});
    load().then(
      (mod) => callback(null, mod.default),
      (error: Error) => callback(error, null),
    );
  },
};

export const LANGUAGE_STORAGE_KEY = 'rq.language';

/** The player's stored choice, else the first browser language we have, else English. */
export function detectLanguage(): Language {
  const stored = typeof localStorage === 'undefined' ? null : localStorage.getItem(LANGUAGE_STORAGE_KEY);
  if (isLanguage(stored)) return stored;
  const browser = typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);
  for (const tag of browser) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLanguage(base)) return base;
  }
  return 'en';
}

/** Starts i18next in the detected language; resolves once that language's texts are loaded. */
export async function initI18n(language: Language = detectLanguage()): Promise<typeof i18n> {
  if (i18n.isInitialized) {
    await i18n.changeLanguage(language);
    return i18n;
  }
  await i18n
    .use(lazyBackend)
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: 'en',
      supportedLngs: [...LANGUAGES],
      ns: NAMESPACES,
      defaultNS: 'common',
      partialBundledLanguages: true,
      resources: { en: english },
      interpolation: { escapeValue: false }, // React escapes
      returnNull: false,
    });
  addTurkishFormats(i18n);
  syncDocumentLanguage(i18n.language);
  i18n.on('languageChanged', syncDocumentLanguage);
  return i18n;
}

function syncDocumentLanguage(language: string) {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

/** Switches the interface language and remembers the choice for this browser. */
export async function chooseLanguage(language: Language): Promise<void> {
  localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  await i18n.changeLanguage(language);
}

export { i18n };
