import { DAILY_REVIEW_COUNT, isLanguage, LANGUAGES, type Language } from '../../../shared/constants';
import { addDays } from '../../../shared/days';
import type { StoredDay } from './challenges.repository';



export interface ProjectedDay {
  date: string;
  kind: 'scheduled' | 'picked' | 'auto';
  challengeId: string | null;
  reviewIds: string[];
  repeatLanguages: Language[];
}

export interface LanguageProjection {
  language: Language;
  pool: number;
  perDay: number;
  daysCovered: number;
  firstRepeat: { date: string; reviewId: string; lastShown: string } | null;
}

interface Input {
  today: string;
  days: number;
  noRepeatDays: number;
  warningDays: number;
  candidates: readonly string[];
  languagesOf(id: string): readonly string[];
  /** The automatic pick for a date given the reviews it avoids (`noRepeatDays` before and scheduled after). */
  pick(date: string, recentlyUsed: Set<string>): string[];
  /** Stored challenges by date, from `warningDays` before today to the end of the calendar. */
  stored: Map<string, StoredDay>;
}

/**
 * The next `days` days as they will be played: stored challenges as they are, the other days picked
 * as the server will pick them on the day if nothing changes (each projected day counting as used
 * for the following ones). A review shown again less than `warningDays` after it was last shown
 * is a repeat for every language it can be played in; repeats are looked for `warningDays` ahead.
 */
export function projectCalendar(input: Input): { days: ProjectedDay[]; languages: LanguageProjection[] } {
  const shown = new Map<string, string[]>();
  for (let d = -input.warningDays; d < 0; d += 1) {
    const date = addDays(input.today, d);
    const stored = input.stored.get(date);
    if (stored) shown.set(date, stored.reviewIds);
  }
  // As the server picks: the reviews of the days before, and of the days already scheduled after.
  const avoidedFor = (date: string) => {
    const [from, to] = [addDays(date, -input.noRepeatDays), addDays(date, input.noRepeatDays)];
    const before = [...shown].filter(([d]) => d >= from && d < date);
    const after = [...input.stored].filter(([d]) => d > date && d <= to);
    return new Set([...before, ...after].flatMap(([, day]) => (Array.isArray(day) ? day : day.reviewIds)));
  };
  const lastShownBefore = (id: string, date: string) =>
    [...shown].filter(([d, ids]) => d < date && d >= addDays(date, -input.warningDays + 1) && ids.includes(id)).map(([d]) => d).sort().at(-1);

  const days: ProjectedDay[] = [];
  const firstRepeat = new Map<Language, LanguageProjection['firstRepeat']>();
  const usedPerLanguage = new Map<Language, number>();
  const covered = new Map<Language, number>();
  // Warnings look as far ahead as the repeat they warn about, even past the days shown.
  const horizon = Math.max(input.days, input.warningDays);
  for (let d = 0; d < horizon; d += 1) {
    const date = addDays(input.today, d);
    const stored = input.stored.get(date);
    // With too few reviews for a full day the server picks nothing (and players get no daily).
    const picked = stored ? [] : input.pick(date, avoidedFor(date));
    const reviewIds = stored ? stored.reviewIds : picked.length === DAILY_REVIEW_COUNT ? picked : [];
    const repeatLanguages = new Set<Language>();
    for (const id of reviewIds) {
      const languages = input.languagesOf(id).filter(isLanguage);
      for (const l of languages) usedPerLanguage.set(l, (usedPerLanguage.get(l) ?? 0) + 1);
      const lastShown = lastShownBefore(id, date);
      if (!lastShown) continue;
      for (const l of languages) {
        repeatLanguages.add(l);
        if (!firstRepeat.has(l)) firstRepeat.set(l, { date, reviewId: id, lastShown });
      }
    }
    shown.set(date, reviewIds);
    if (d >= input.days) continue;
    for (const l of new Set(reviewIds.flatMap((id) => input.languagesOf(id)))) covered.set(l as Language, (covered.get(l as Language) ?? 0) + 1);
    days.push({
      date,
      kind: !stored ? 'auto' : stored.source === 'admin' ? 'scheduled' : 'picked',
      challengeId: stored?.id ?? null,
      reviewIds,
      repeatLanguages: LANGUAGES.filter((l) => repeatLanguages.has(l)),
    });
  }
  const languages = LANGUAGES.map((language) => ({
    language,
    pool: input.candidates.filter((id) => input.languagesOf(id).includes(language)).length,
    perDay: Math.round(((usedPerLanguage.get(language) ?? 0) / horizon) * 10) / 10,
    daysCovered: covered.get(language) ?? 0,
    firstRepeat: firstRepeat.get(language) ?? null,
  }));
  return { days, languages };
}
