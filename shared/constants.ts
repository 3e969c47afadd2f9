/** Game rules and limits from docs/product.md §9, shared by server (the referee) and web (display). */

export const LANGUAGES = ['en', 'fr', 'es', 'it', 'de', 'tr'] as const;
export type Language = (typeof LANGUAGES)[number];
/** Whether a value (a stored setting, a browser tag, a column) is one of the six languages. */
export const isLanguage = (value: unknown): value is Language => (LANGUAGES as readonly unknown[]).includes(value);

export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  fr: 'Français',
  es: 'Español',
  it: 'Italiano',
  de: 'Deutsch',
  tr: 'Türkçe',
};

export const LANGUAGE_FLAGS: Record<Language, string> = {
  en: '🇬🇧',
  fr: '🇫🇷',
  es: '🇪🇸',
  it: '🇮🇹',
  de: '🇩🇪',
  tr: '🇹🇷',
};

export const SCORING = {
  correct: 100,
  streakBonusPerStreak: 10,
  skipPenalty: 30,
  hintCost: 20,
  revealCost: 25,
} as const;

export const DAILY_REVIEW_COUNT = 3;
export const FEEDBACK_DELAY_CORRECT_MS = 1500;
export const FEEDBACK_DELAY_INCORRECT_MS = 2000;

export const LEADERBOARD_HOME_SIZE = 5;
export const LEADERBOARD_DAILY_PAGE_SIZE = 10;
export const PROFILE_RECENT_GAMES = 10;
export const MAX_LIST_LIMIT = 100;

export const USERNAME_MIN = 3;
export const USERNAME_MAX = 20;
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 128;

export const IMAGES_PER_LANGUAGE = 3;
export const DIFFICULTIES = ['easy', 'medium', 'hard'] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];

export const TOAST_DURATION_MS = 3000;

/**
 * Hard mode (a daily, today's or an archive day's): one screenshot per review, no Show Genre and no
 * Skip, and each correct answer's points multiplied. Chosen before the day's screenshots are shown.
 */
export const HARD_MODE_MULTIPLIER = 1.5;

/** Points for a correct answer given the streak before the answer (multiplied in hard mode, rounded). */
export function pointsForCorrect(streakBefore: number, hard = false): number {
  const points = SCORING.correct + SCORING.streakBonusPerStreak * streakBefore;
  return hard ? Math.round(points * HARD_MODE_MULTIPLIER) : points;
}

/** Number of flame icons for a streak (docs/product.md §9), plus whether a lightning bolt is added. */
export function streakIcons(streak: number): { flames: number; lightning: boolean } {
  if (streak >= 10) return { flames: 3, lightning: true };
  if (streak >= 5) return { flames: 3, lightning: false };
  if (streak >= 3) return { flames: 2, lightning: false };
  if (streak >= 1) return { flames: 1, lightning: false };
  return { flames: 0, lightning: false };
}

/** `part` of `whole` as a whole percent (the figures players and admins read); 0 of nothing is 0 %. */
export const percent = (part: number, whole: number): number => (whole > 0 ? Math.round((part / whole) * 100) : 0);

/** Accuracy = completed / (completed + skipped), as a rounded percent. */
export const accuracyPercent = (completed: number, skipped: number): number => percent(completed, completed + skipped);

/** Correct answers among every resolved review (wrong answers and skips count against it), as a rounded percent. */
export const correctPercent = (correct: number, completed: number, skipped: number): number => percent(correct, completed + skipped);

/** The current UTC date as YYYY-MM-DD. */
export function utcDate(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** Milliseconds until the next midnight UTC. */
export function msUntilNextUtcMidnight(now: Date = new Date()): number {
  const next = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
  return next - now.getTime();
}
