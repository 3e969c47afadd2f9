import type { ReactNode } from 'react';
import { LANGUAGE_NAMES, LANGUAGES, type Language } from '../../../../../shared/constants';

/** The order of the admin's language tabs (docs/product.md §3): English first. */
export const ADMIN_LANGUAGES: readonly Language[] = ['en', 'tr', 'fr', 'es', 'it', 'de'];
// Every language of the contract appears once (a new one must be placed in the order above).
if (ADMIN_LANGUAGES.length !== LANGUAGES.length) throw new Error('ADMIN_LANGUAGES must list every language');

const stripes = (colors: string[], vertical: boolean) =>
  colors.map((fill, i) =>
    vertical ? (
      <rect key={fill + i} x={i * 10} y={0} width={10} height={20} fill={fill} />
    ) : (
      <rect key={fill + i} x={0} y={(i * 20) / colors.length} width={30} height={20 / colors.length} fill={fill} />
    ),
  );

// Flags are drawn, not emoji: CI machines (and many desktops) have no emoji font.
const FLAGS: Record<Language, ReactNode> = {
  en: (
    <>
      <rect width={30} height={20} fill="#012169" />
      <path d="M0,0 L30,20 M30,0 L0,20" stroke="#fff" strokeWidth={4} />
      <path d="M0,0 L30,20 M30,0 L0,20" stroke="#C8102E" strokeWidth={1.5} />
      <path d="M15,0 V20 M0,10 H30" stroke="#fff" strokeWidth={6} />
      <path d="M15,0 V20 M0,10 H30" stroke="#C8102E" strokeWidth={3.5} />
    </>
  ),
  tr: (
    <>
      <rect width={30} height={20} fill="#E30A17" />
      <circle cx={11} cy={10} r={5} fill="#fff" />
      <circle cx={12.25} cy={10} r={4} fill="#E30A17" />
      <polygon points="14.40,10.00 16.03,9.44 16.06,7.72 17.09,9.10 18.74,8.59 17.75,10.00 18.74,11.41 17.09,10.90 16.06,12.28 16.03,10.56" fill="#fff" />
    </>
  ),
  fr: stripes(['#002395', '#fff', '#ED2939'], true),
  es: (
    <>
      <rect width={30} height={20} fill="#AA151B" />
      <rect y={5} width={30} height={10} fill="#F1BF00" />
    </>
  ),
  it: stripes(['#009246', '#fff', '#CE2B37'], true),
  de: stripes(['#000', '#DD0000', '#FFCE00'], false),
};

/** A small drawn flag; decorative (the language name is always written beside it). */
export function LanguageFlag({ language, className = 'h-3.5 w-5' }: { language: Language; className?: string }) {
  return (
    <svg viewBox="0 0 30 20" preserveAspectRatio="none" className={`inline-block shrink-0 rounded-[2px] ring-1 ring-white/20 ${className}`} aria-hidden="true" focusable="false">
      {FLAGS[language]}
    </svg>
  );
}

export const languageName = (language: Language) => LANGUAGE_NAMES[language];
