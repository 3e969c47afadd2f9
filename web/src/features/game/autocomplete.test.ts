import { describe, expect, it } from 'vitest';
import { matchGameNames } from './autocomplete';

const NAMES = ['Portal', 'Portal 2', 'Stardew Valley', 'The Witcher 3: Wild Hunt', 'Hades', 'Hades II', 'Half-Life 2', 'Hollow Knight', 'Hotline Miami'];

describe('matchGameNames', () => {
  it('starts only after more than one typed character', () => {
    expect(matchGameNames(NAMES, '')).toEqual([]);
    expect(matchGameNames(NAMES, 'p')).toEqual([]);
    expect(matchGameNames(NAMES, ' p ')).toEqual([]);
    expect(matchGameNames(NAMES, 'po')).toEqual(['Portal', 'Portal 2']);
  });

  it('matches a case-insensitive substring anywhere in the name', () => {
    expect(matchGameNames(NAMES, 'WITCHER')).toEqual(['The Witcher 3: Wild Hunt']);
    expect(matchGameNames(NAMES, 'valley')).toEqual(['Stardew Valley']);
  });

  it('returns at most 5 suggestions, in catalogue order', () => {
    expect(matchGameNames(NAMES, 'a')).toEqual([]);
    const many = matchGameNames(NAMES, 'al');
    expect(many).toEqual(['Portal', 'Portal 2', 'Stardew Valley', 'Half-Life 2']);
    expect(matchGameNames(Array.from({ length: 20 }, (_, i) => `Game ${i}`), 'game')).toHaveLength(5);
  });
});
