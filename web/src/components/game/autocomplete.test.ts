import { describe, expect, it } from 'vitest';
import catalogueText from '../../../../content/catalogue.txt?raw';
import { AUTOCOMPLETE_MAX_SUGGESTIONS, indexCatalogue, matchGameNames, suggest, type GameCatalogue } from './autocomplete';

const NAMES = ['Portal', 'Portal 2', 'Stardew Valley', 'The Witcher 3: Wild Hunt', 'Hades', 'Hades II', 'Half-Life 2', 'Hollow Knight', 'Hotline Miami'];

// The real catalogue and a few localised titles, as the server sends them.
const CATALOGUE: GameCatalogue = {
  gameNames: catalogueText.split('\n').map((l) => l.trim()).filter(Boolean),
  localTitles: {
    fr: { 'The Sims 4': ['Les Sims 4'], 'Plants vs. Zombies': ['Plantes contre Zombies'], 'Prince of Persia: The Sands of Time': ['Prince of Persia : Les Sables du Temps'] },
    it: { "Uncharted 4: A Thief's End": ['Uncharted 4: Fine di un ladro'] },
    de: { 'The Sims 4': ['Die Sims 4'], 'Plants vs. Zombies': ['Pflanzen gegen Zombies'] },
  },
};

const en = indexCatalogue(CATALOGUE, 'en');
const fr = indexCatalogue(CATALOGUE, 'fr');

describe('matchGameNames (a plain list)', () => {
  it('starts only after more than one typed character', () => {
    expect(matchGameNames(NAMES, '')).toEqual([]);
    expect(matchGameNames(NAMES, 'p')).toEqual([]);
    expect(matchGameNames(NAMES, ' p ')).toEqual([]);
    expect(matchGameNames(NAMES, 'po')).toEqual(['Portal', 'Portal 2']);
  });

  it('matches the beginnings of words, case aside', () => {
    expect(matchGameNames(NAMES, 'WITCHER')).toEqual(['The Witcher 3: Wild Hunt']);
    expect(matchGameNames(NAMES, 'valley')).toEqual(['Stardew Valley']);
    expect(matchGameNames(NAMES, 'ho')).toEqual(['Hollow Knight', 'Hotline Miami']);
  });

  it('matches inside a word only from three letters', () => {
    expect(matchGameNames(NAMES, 'al')).toEqual([]);
    expect(matchGameNames(NAMES, 'ortal')).toEqual(['Portal', 'Portal 2']);
  });

  it('returns at most 5 suggestions', () => {
    expect(matchGameNames(Array.from({ length: 20 }, (_, i) => `Game ${i}`), 'game')).toHaveLength(AUTOCOMPLETE_MAX_SUGGESTIONS);
  });
});

type Case = [typed: string, expected: string];

// What the checker accepts, the autocomplete finds: each typed text suggests the game.
const FINDS: Case[] = [
  // accents, case and punctuation folded
  ['pokemon', 'Pokémon Emerald'],
  ['pokemon red', 'Pokémon Red and Blue'],
  ['POKÉMON RED', 'Pokémon Red and Blue'],
  ['abzu', 'Abzû'],
  ['okami', 'Okami HD'],
  ['half life', 'Half-Life'],
  ['halflife', 'Half-Life'],
  ['half-life 2', 'Half-Life 2'],
  ['counter strike', 'Counter-Strike'],
  ['counterstrike 2', 'Counter-Strike 2'],
  ['baldurs gate 3', "Baldur's Gate 3"],
  ['no mans sky', "No Man's Sky"],
  ['papers please', 'Papers, Please'],
  ['fear', 'F.E.A.R.'],
  ['rim world', 'RimWorld'],
  // words in any order, each the beginning of a word
  ['isaac reb', 'The Binding of Isaac: Rebirth'],
  ['rebirth isaac', 'The Binding of Isaac: Rebirth'],
  ['wild hunt', 'The Witcher 3: Wild Hunt'],
  ['hunt wild witcher', 'The Witcher 3: Wild Hunt'],
  ['souls dark 3', 'Dark Souls III'],
  // roman numerals both ways, "vs" and "versus", & and "and"
  ['dark souls 3', 'Dark Souls III'],
  ['final fantasy 7', 'Final Fantasy VII'],
  ['final fantasy vii', 'Final Fantasy VII'],
  ['plants versus zombies', 'Plants vs. Zombies'],
  ['mount and blade', 'Mount & Blade'],
  ['command and conquer red', 'Command & Conquer: Red Alert 2'],
  // abbreviations: initials with the numbers whole, of the title or of a part of it
  ['gta 5', 'Grand Theft Auto V'],
  ['gta5', 'Grand Theft Auto V'],
  ['gtav', 'Grand Theft Auto V'],
  ['gta v', 'Grand Theft Auto V'],
  ['gta sa', 'Grand Theft Auto: San Andreas'],
  ['civ 6', "Sid Meier's Civilization VI"],
  ['civ6', "Sid Meier's Civilization VI"],
  ['cs2', 'Counter-Strike 2'],
  ['csgo', 'Counter-Strike: Global Offensive'],
  ['tboi', 'The Binding of Isaac: Rebirth'],
  ['skyrim', 'The Elder Scrolls V: Skyrim'],
  ['tesv', 'The Elder Scrolls V: Skyrim'],
  ['tes 5', 'The Elder Scrolls V: Skyrim'],
  ['pvz', 'Plants vs. Zombies'],
  ['rdr2', 'Red Dead Redemption 2'],
  ['l4d2', 'Left 4 Dead 2'],
  ['hl2', 'Half-Life 2'],
  ['ds3', 'Dark Souls III'],
  ['ff7', 'Final Fantasy VII'],
  ['bg3', "Baldur's Gate 3"],
  ['tw3', 'The Witcher 3: Wild Hunt'],
  ['tlou', 'The Last of Us'],
  ['kotor', 'Star Wars: Knights of the Old Republic'],
  ['botw', 'The Legend of Zelda: Breath of the Wild'],
  ['mgsv', 'Metal Gear Solid V: The Phantom Pain'],
  ['hoi4', 'Hearts of Iron IV'],
  ['ets2', 'Euro Truck Simulator 2'],
  ['7dtd', '7 Days to Die'],
  // a localised title typed in another interface language still finds the game, shown in English
  ['les sims', 'The Sims 4'],
  ['fine di un ladro', "Uncharted 4: A Thief's End"],
  ['plantes contre', 'Plants vs. Zombies'],
];

describe('suggest (the full catalogue, English interface)', () => {
  it.each(FINDS)('%j suggests %j', (typed, expected) => {
    const found = suggest(en, typed);
    expect(found).toContain(expected);
    expect(found.length).toBeLessThanOrEqual(AUTOCOMPLETE_MAX_SUGGESTIONS);
  });

  it.each([
    ['half life', 'Half-Life'],
    ['gta 5', 'Grand Theft Auto V'],
    ['civ 6', "Sid Meier's Civilization VI"],
    ['cs2', 'Counter-Strike 2'],
    ['isaac reb', 'The Binding of Isaac: Rebirth'],
    ['portal', 'Portal'],
    ['hades', 'Hades'],
    ['dark souls 3', 'Dark Souls III'],
  ])('%j puts %j first', (typed, expected) => {
    expect(suggest(en, typed)[0]).toBe(expected);
  });

  it('ranks whole and leading matches before scattered ones, shorter titles first', () => {
    expect(suggest(en, 'half life').slice(0, 3)).toEqual(['Half-Life', 'Half-Life 2', 'Half-Life: Alyx']);
    expect(suggest(en, 'pokemon')).toHaveLength(5);
    expect(suggest(en, 'pokemon').every((s) => s.startsWith('Pokémon'))).toBe(true);
  });

  it('still starts after more than one character and never offers more than five', () => {
    expect(suggest(en, 'h')).toEqual([]);
    expect(suggest(en, '  ')).toEqual([]);
    expect(suggest(en, 'th')).toHaveLength(5);
    expect(suggest(en, 'the')).toHaveLength(5);
  });

  it('suggests nothing for text no title holds', () => {
    expect(suggest(en, 'zzqx')).toEqual([]);
    expect(suggest(en, 'gta 7')).toEqual([]);
  });

  it('treats every title alike: abbreviations are derived, never looked up by game', () => {
    // A title with no review gets its abbreviation as a reviewed one does.
    expect(suggest(en, 'gta sa')[0]).toBe('Grand Theft Auto: San Andreas');
    expect(suggest(en, 'gta4')[0]).toBe('Grand Theft Auto IV');
  });
});

describe('suggest in the interface language', () => {
  it('shows the French title to a French player, found by either title', () => {
    expect(suggest(fr, 'sims 4')[0]).toBe('Les Sims 4');
    expect(suggest(fr, 'les sims')[0]).toBe('Les Sims 4');
    expect(suggest(fr, 'plants vs')).toContain('Plantes contre Zombies');
    expect(suggest(fr, 'plantes')).toContain('Plantes contre Zombies');
    expect(suggest(fr, 'sables du temps')).toEqual(['Prince of Persia : Les Sables du Temps']);
    expect(suggest(fr, 'sands of time')).toContain('Prince of Persia : Les Sables du Temps');
  });

  it('keeps the English title where the language has no title of its own', () => {
    expect(suggest(fr, 'half life')[0]).toBe('Half-Life');
    expect(suggest(fr, 'gta 5')[0]).toBe('Grand Theft Auto V');
    expect(suggest(indexCatalogue(CATALOGUE, 'it'), 'uncharted 4')[0]).toBe('Uncharted 4: Fine di un ladro');
    expect(suggest(indexCatalogue(CATALOGUE, 'de'), 'sims')).toContain('Die Sims 4');
    expect(suggest(indexCatalogue(CATALOGUE, 'tr'), 'sims 4')[0]).toBe('The Sims 4');
  });

  it('offers each game once, under its title in that language', () => {
    const found = suggest(fr, 'sims');
    expect(found.filter((s) => s === 'Les Sims 4')).toHaveLength(1);
    expect(found).not.toContain('The Sims 4');
  });
});
