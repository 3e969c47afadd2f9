import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../../shared/constants';

const LOCALES = path.join(import.meta.dirname, 'locales');
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** Every text of a catalogue file by its dotted key; plural forms count as their base key. */
function flatten(value: unknown, prefix = ''): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const [key, child] of Object.entries(value as Record<string, unknown>)) {
    const full = prefix ? `${prefix}.${key}` : key;
    if (typeof child === 'string') {
      const base = full.replace(PLURAL_SUFFIX, '');
      out.set(base, [...(out.get(base) ?? []), child]);
    } else {
      for (const [k, v] of flatten(child, full)) out.set(k, [...(out.get(k) ?? []), ...v]);
    }
  }
  return out;
}

const placeholders = (texts: string[]) => new Set(texts.flatMap((t) => [...t.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((m) => m[1])));
const read = (lang: string, file: string) => flatten(JSON.parse(fs.readFileSync(path.join(LOCALES, lang, file), 'utf8')));
const namespaces = fs.readdirSync(path.join(LOCALES, 'en')).filter((f) => f.endsWith('.json'));

describe('interface catalogues', () => {
  it.each(LANGUAGES.filter((l) => l !== 'en').flatMap((lang) => namespaces.map((ns) => [lang, ns] as const)))('%s/%s has every English key, and no placeholder English lacks', (lang, ns) => {
    const english = read('en', ns);
    const file = path.join(LOCALES, lang, ns);
    expect(fs.existsSync(file), `${lang}/${ns} is missing`).toBe(true);
    const translated = read(lang, ns);
    expect([...english.keys()].filter((k) => !translated.has(k))).toEqual([]);
    expect([...translated.keys()].filter((k) => !english.has(k))).toEqual([]);
    const strayPlaceholders = [...translated].flatMap(([key, texts]) => {
      const known = placeholders(english.get(key) ?? []);
      return [...placeholders(texts)].filter((p) => !known.has(p)).map((p) => `${key}: {{${p}}}`);
    });
    expect(strayPlaceholders).toEqual([]);
  });

  it('has no catalogue file that English lacks', () => {
    const strays = LANGUAGES.flatMap((lang) => fs.readdirSync(path.join(LOCALES, lang)).filter((f) => !namespaces.includes(f)).map((f) => `${lang}/${f}`));
    expect(strays).toEqual([]);
  });
});

describe('one word for one thing', () => {
  const texts = (lang: string) => namespaces.flatMap((ns) => [...read(lang, ns)].flatMap(([key, values]) => values.map((text) => ({ key: `${ns}:${key}`, text }))));

  it('German says Rezension, never Review, and does not call the completed count solved', () => {
    const german = texts('de');
    expect(german.filter(({ text }) => /\bReviews?\b/.test(text.replace(/ReviewQuest/g, '')))).toEqual([]);
    expect(german.filter(({ key, text }) => /(^|\.)completed$/.test(key) && /gelöst/i.test(text))).toEqual([]);
  });

  it('Turkish calls the daily a görev, never a challenge', () => {
    expect(texts('tr').filter(({ text }) => /challenge/i.test(text))).toEqual([]);
  });
});
