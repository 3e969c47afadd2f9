import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { lastSpokenWord, turkishSuffix, withTurkishSuffix } from './turkish-suffix';
import { initI18n } from './index';

describe('turkishSuffix', () => {
  it.each([
    [67, 'si'],
    [50, 'si'],
    [33, 'ü'],
    [40, 'ı'],
    [10, 'u'],
    [0, 'ı'],
    [100, 'ü'],
    [6, 'sı'],
    [2, 'si'],
    [4, 'ü'],
    [9, 'u'],
    [1000, 'i'],
  ])('%i takes the possessive -%s', (n, ending) => {
    expect(turkishSuffix(n, 'possessive')).toBe(ending);
  });

  it.each([
    [33, 'ünden'],
    [67, 'sinden'],
    [50, 'sinden'],
    [40, 'ından'],
    [10, 'undan'],
    [0, 'ından'],
    [100, 'ünden'],
    [6, 'sından'],
  ])('%i takes the possessive ablative -%s', (n, ending) => {
    expect(turkishSuffix(n, 'possessiveAblative')).toBe(ending);
  });

  it('reads a number by its last spoken word', () => {
    expect([7, 20, 100, 300, 101, 2000, 3_000_000].map(lastSpokenWord)).toEqual(['yedi', 'yirmi', 'yüz', 'yüz', 'bir', 'bin', 'milyon']);
  });

  it('puts the ending after an apostrophe', () => {
    expect(withTurkishSuffix('%67', 67, 'possessive')).toBe("%67'si");
  });
});

describe('Turkish catalogue texts with a number', () => {
  it('put the ending the number needs', async () => {
    const i18n = await initI18n('tr');
    await i18n.loadNamespaces('community');
    expect(i18n.t('community:solved', { percent: 67, count: 3 })).toBe("3 oyuncunun %67'si bildi");
    expect(i18n.t('community:solved', { percent: 50, count: 2 })).toBe("2 oyuncunun %50'si bildi");
    expect(i18n.t('community:betterThanToday', { percent: 33 })).toBe("Bugünkü oyuncuların %33'ünden daha iyi puan aldın.");
    expect(i18n.t('community:betterThanDay', { percent: 40 })).toBe("O günün oyuncularının %40'ından daha iyi puan aldın.");
    await i18n.changeLanguage('en');
    expect(i18n.t('community:solved', { percent: 67, count: 3 })).toBe('67% of 3 players solved it');
  });

  it('never write a fixed ending after a number (it must come from the helper)', () => {
    const dir = path.join(import.meta.dirname, 'locales', 'tr');
    const fixed = fs
      .readdirSync(dir)
      .flatMap((file) => fs.readFileSync(path.join(dir, file), 'utf8').split('\n').map((line) => `${file}: ${line.trim()}`))
      .filter((line) => /\}\}['’]\p{L}/u.test(line));
    expect(fixed).toEqual([]);
  });
});
