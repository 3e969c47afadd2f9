/**
 * Turkish case endings for a percentage written in digits ("%67'si", "%33'ünden"). A Turkish ending
 * follows the sound the number ends with when read aloud: its last vowel (vowel harmony) and whether
 * it ends in a vowel (the buffer s of "67'si"). So the ending cannot be a fixed string in a
 * catalogue: this module finds it.
 */

/** How a whole number is read aloud, as far as its ending goes: the last word spoken. */
const ONES = ['sıfır', 'bir', 'iki', 'üç', 'dört', 'beş', 'altı', 'yedi', 'sekiz', 'dokuz'];
const TENS = ['', 'on', 'yirmi', 'otuz', 'kırk', 'elli', 'altmış', 'yetmiş', 'seksen', 'doksan'];
/** Powers of a thousand read after the last non-zero group: bin, milyon, milyar, trilyon. */
const GROUPS = ['', 'bin', 'milyon', 'milyar', 'trilyon'];

/** The last word of the whole number `value` read aloud in Turkish (only its ending matters): 67 → "yedi", 40 → "kırk". */
export function lastSpokenWord(value: number): string {
  let rest = Math.abs(Math.trunc(value));
  if (!Number.isFinite(rest) || rest === 0) return ONES[0]!;
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
 * - `possessiveAblative`: "than its share of" (%67'sinden, %33'ünden, %40'ından).
 */
const TURKISH_CASES = ['possessive', 'possessiveAblative'] as const;
type TurkishCase = (typeof TURKISH_CASES)[number];

/** The ending (without the apostrophe) that `value` takes in `grammaticalCase`. */
export function turkishSuffix(value: number, grammaticalCase: TurkishCase): string {
  const word = lastSpokenWord(value);
  const vowel = lastVowel(word);
  const endsInVowel = VOWELS.includes(word.at(-1)!);
  const possessive = `${endsInVowel ? 's' : ''}${high(vowel)}`;
  // After the possessive comes the buffer n, then -dan/-den (the vowel is the possessive's).
  return grammaticalCase === 'possessive' ? possessive : `${possessive}nd${low(high(vowel))}n`;
}

/** `written` (the percentage as shown: "%67") with its Turkish ending: "%67'si". */
export function withTurkishSuffix(written: string, value: number, grammaticalCase: TurkishCase): string {
  return `${written}'${turkishSuffix(value, grammaticalCase)}`;
}

const isCase = (value: unknown): value is TurkishCase => (TURKISH_CASES as readonly unknown[]).includes(value);

interface FormatterHost {
  services: { formatter?: { add(name: string, format: (value: unknown, lng: string | undefined, options: Record<string, unknown>) => string): void } };
}

/** Built on the first Turkish percentage, then kept (building an Intl formatter is the costly part). */
let percentFormat: Intl.NumberFormat | undefined;

/**
 * Lets a Turkish catalogue text put an ending on a percentage (0-100):
 * `{{percent, trPercent(case: possessive)}}` gives "%67'si" (the cases of `TurkishCase`).
 */
export function addTurkishFormats(instance: FormatterHost): void {
  instance.services.formatter?.add('trPercent', (value, _lng, options) => {
    const n = Number(value);
    percentFormat ??= new Intl.NumberFormat('tr', { style: 'percent', maximumFractionDigits: 0 });
    const written = percentFormat.format(n / 100);
    return isCase(options.case) && Number.isFinite(n) ? withTurkishSuffix(written, Math.round(n), options.case) : written;
  });
}
