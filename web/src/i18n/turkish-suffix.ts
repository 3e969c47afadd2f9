/**
 * Turkish case endings for a number written in digits ("%67'si", "%33'ünden", "3'te"). A Turkish
 * ending follows the sound the number ends with when read aloud: its last vowel (vowel harmony),
 * whether it ends in a vowel (the buffer s of "67'si"), and whether it ends in a voiceless consonant
 * (the t of "3'te"). So the ending cannot be a fixed string in a catalogue: this module finds it.
 */

/** How a whole number is read aloud, as far as its ending goes: the last word spoken. */
const ONES = ['sıfır', 'bir', 'iki', 'üç', 'dört', 'beş', 'altı', 'yedi', 'sekiz', 'dokuz'];
const TENS = ['', 'on', 'yirmi', 'otuz', 'kırk', 'elli', 'altmış', 'yetmiş', 'seksen', 'doksan'];
/** Powers of a thousand read after the last non-zero group: bin, milyon, milyar, trilyon. */
const GROUPS = ['', 'bin', 'milyon', 'milyar', 'trilyon'];

/** The last word of `value` read aloud in Turkish (only its ending matters): 67 → "yedi", 40 → "kırk". */
export function lastSpokenWord(value: number): string {
  const digits = String(Math.abs(value)).split(/[.,]/);
  // A fraction is read after "virgül", digit group by digit group; its last digits decide.
  const whole = Number(digits[1] && Number(digits[1]) > 0 ? digits[1].replace(/0+$/, '') : digits[0]);
  if (!Number.isFinite(whole) || whole === 0) return ONES[0]!;
  let rest = Math.trunc(whole);
  let group = 0;
  while (rest % 1000 === 0) {
    rest /= 1000;
    group += 1;
  }
  if (group > 0) return GROUPS[Math.min(group, GROUPS.length - 1)]!;
  const last = rest % 1000;
  if (last % 10 !== 0) return ONES[last % 10]!;
  if (last % 100 !== 0) return TENS[(last % 100) / 10]!;
  return 'yüz';
}

const VOWELS = 'aıoueiöü';
const BACK = 'aıou';
const VOICELESS = 'çfhkpsşt';

function lastVowel(word: string): string {
  for (let i = word.length - 1; i >= 0; i -= 1) if (VOWELS.includes(word[i]!)) return word[i]!;
  return 'e';
}

/** The four-way vowel of an ending (ı, i, u, ü) after `vowel`. */
const high = (vowel: string) => ({ a: 'ı', ı: 'ı', o: 'u', u: 'u', e: 'i', i: 'i', ö: 'ü', ü: 'ü' })[vowel] ?? 'i';
/** The two-way vowel of an ending (a, e) after `vowel`. */
const low = (vowel: string) => (BACK.includes(vowel) ? 'a' : 'e');

/**
 * The endings a text can ask for:
 * - `possessive`: "its share of" (oyuncuların %67'si, %33'ü, %40'ı);
 * - `possessiveAblative`: "than its share of" (%67'sinden, %33'ünden, %40'ından);
 * - `locative`: "at/in" (%3'te, %50'de, 40'ta);
 * - `ablative`: "from/than" (%3'ten, %50'den, 40'tan).
 */
export type TurkishCase = 'possessive' | 'possessiveAblative' | 'locative' | 'ablative';

export const TURKISH_CASES: readonly TurkishCase[] = ['possessive', 'possessiveAblative', 'locative', 'ablative'];

/** The ending (without the apostrophe) that `value` takes in `grammaticalCase`. */
export function turkishSuffix(value: number, grammaticalCase: TurkishCase): string {
  const word = lastSpokenWord(value);
  const vowel = lastVowel(word);
  const endsInVowel = VOWELS.includes(word.at(-1)!);
  const possessive = `${endsInVowel ? 's' : ''}${high(vowel)}`;
  const d = VOICELESS.includes(word.at(-1)!) ? 't' : 'd';
  switch (grammaticalCase) {
    case 'possessive':
      return possessive;
    case 'possessiveAblative':
      // After the possessive comes the buffer n, then -dan/-den (the vowel is the possessive's).
      return `${possessive}nd${low(high(vowel))}n`;
    case 'locative':
      return `${d}${low(vowel)}`;
    case 'ablative':
      return `${d}${low(vowel)}n`;
  }
}

/** `written` (the number as shown: "%67", "1.250") with its Turkish ending: "%67'si". */
export function withTurkishSuffix(written: string, value: number, grammaticalCase: TurkishCase): string {
  return `${written}'${turkishSuffix(value, grammaticalCase)}`;
}

const isCase = (value: unknown): value is TurkishCase => TURKISH_CASES.includes(value as TurkishCase);

interface FormatterHost {
  services: { formatter?: { add(name: string, format: (value: unknown, lng: string | undefined, options: Record<string, unknown>) => string): void } };
}

/**
 * Lets a Turkish catalogue text put an ending on a number: `{{percent, trPercent(case: possessive)}}`
 * gives "%67'si", `{{count, trNumber(case: locative)}}` gives "3'te" (the cases of `TurkishCase`).
 */
export function addTurkishFormats(instance: FormatterHost): void {
  const add = (name: string, style: Intl.NumberFormatOptions, scale: number) =>
    instance.services.formatter?.add(name, (value, _lng, options) => {
      const n = Number(value);
      const written = new Intl.NumberFormat('tr', { ...style, maximumFractionDigits: style.style === 'percent' ? 0 : 2 }).format(n / scale);
      return isCase(options.case) && Number.isFinite(n) ? withTurkishSuffix(written, Math.round(n), options.case) : written;
    });
  add('trPercent', { style: 'percent' }, 100);
  add('trNumber', {}, 1);
}
