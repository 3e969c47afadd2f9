import { describe, expect, it } from 'vitest';
import { isCorrectAnswer, normalizeTitle, textMentionsTitle } from './answer-matching';

// Names and aliases as in content/games.json.
const WITCHER = ['The Witcher 3: Wild Hunt', ['Witcher 3', 'The Witcher 3', 'TW3', 'Witcher 3 Wild Hunt']] as const;
const GTA = ['Grand Theft Auto V', ['GTA V', 'GTA 5', 'GTA5', 'GTAV', 'Grand Theft Auto 5']] as const;
const CS2 = ['Counter-Strike 2', ['CS2', 'Counter Strike 2']] as const;
const DS3 = ['Dark Souls III', ['Dark Souls 3', 'DS3']] as const;
const SKYRIM = ['The Elder Scrolls V: Skyrim', ['Skyrim', 'TESV', 'Skyrim Special Edition']] as const;
const RDR2 = ['Red Dead Redemption 2', ['RDR2', 'RDR 2', 'Red Dead 2']] as const;
const SIMS = ['The Sims 4', ['Sims 4', 'TS4', 'Die Sims 4', 'Les Sims 4', 'Los Sims 4']] as const;
const CIV6 = ["Sid Meier's Civilization VI", ['Civilization VI', 'Civilization 6', 'Civ 6', 'Civ VI', 'Civ6']] as const;
const BG3 = ["Baldur's Gate 3", ['BG3', 'Baldurs Gate 3', "Baldur's Gate III"]] as const;
const NEW_VEGAS = ['Fallout: New Vegas', ['New Vegas', 'Fallout New Vegas', 'FNV']] as const;
const L4D2 = ['Left 4 Dead 2', ['L4D2', 'Left for Dead 2']] as const;
const MOUNT_BLADE = [
  'Mount & Blade II: Bannerlord',
  ['Bannerlord', 'Mount and Blade 2', 'Mount & Blade 2', 'Mount and Blade II: Bannerlord'],
] as const;

type Row = [answer: string, gameName: string, aliases: readonly string[], expected: boolean];

const rows: Row[] = [
  // exact, case, whitespace
  ['Hollow Knight', 'Hollow Knight', [], true],
  ['hollow knight', 'Hollow Knight', [], true],
  ['  HOLLOW   KNIGHT  ', 'Hollow Knight', [], true],
  ['DOOM ETERNAL', 'DOOM Eternal', [], true],
  ['katana zero', 'Katana ZERO', [], true],
  // accents and other scripts
  ['pokemon', 'Pokémon', [], true],
  ['POKÉMON', 'Pokemon', [], true],
  ['Ōkami', 'Okami', [], true],
  ['Straße', 'Strasse', [], true],
  ['ISTANBUL KIRMIZI', 'İstanbul Kırmızı', [], true], // Turkish dotted capital and dotless i
  ['istanbul kirmizi', 'İSTANBUL KIRMIZI', [], true],
  ['Çiftlik Oyunu', 'ciftlik oyunu', [], true],
  ['ドラゴンクエスト', 'ドラゴンクエスト', [], true],
  ['ドラゴンクエスト', 'ドラゴンクエスト XI', [], false],
  // punctuation and apostrophes
  ['Baldurs Gate 3', "Baldur's Gate 3", [], true],
  ['Baldur’s Gate 3', "Baldur's Gate 3", [], true],
  ['Papers Please', 'Papers, Please', [], true],
  ['papers please!', 'Papers, Please', [], true],
  ['No Mans Sky', "No Man's Sky", [], true],
  ['Dont Starve Together', "Don't Starve Together", [], true],
  ['Half Life 2', 'Half-Life 2', [], true],
  ['Halflife 2', 'Half-Life 2', [], true],
  ['Counterstrike 2', CS2[0], CS2[1], true],
  ['Cities Skylines', 'Cities: Skylines', [], true],
  ['Stalker', 'S.T.A.L.K.E.R.', [], true],
  ['Rimworld', 'RimWorld', ['Rim World'], true],
  ['Rim World', 'RimWorld', [], true],
  // & and 'and'
  ['Mount and Blade II: Bannerlord', 'Mount & Blade II: Bannerlord', [], true],
  ['Mount & Blade 2 Bannerlord', 'Mount and Blade II: Bannerlord', [], true],
  ['Bannerlord', MOUNT_BLADE[0], MOUNT_BLADE[1], true],
  // roman numerals both ways
  ['Dark Souls 3', 'Dark Souls III', [], true],
  ['dark souls iii', 'Dark Souls 3', [], true],
  ['Grand Theft Auto 5', 'Grand Theft Auto V', [], true],
  ['Civilization 6', 'Civilization VI', [], true],
  ['Final Fantasy XIV', 'Final Fantasy 14', [], true],
  ['Final Fantasy XX', 'Final Fantasy 20', [], true],
  ['Baldurs Gate III', BG3[0], BG3[1], true],
  ['I Am Bread', 'I Am Bread', [], true], // the word I is a numeral on both sides alike
  // leading article
  ['Witcher 3', 'The Witcher 3', [], true],
  ['Forest', 'The Forest', [], true],
  ['The Hollow Knight', 'Hollow Knight', [], true],
  ['Short Hike', 'A Short Hike', [], true],
  ['The', 'The Forest', [], false],
  ['Sims 4', 'The Sims 4', [], true],
  // editions are optional
  ['The Witcher 3 GOTY', WITCHER[0], [], true],
  ['Witcher 3: Wild Hunt - Game of the Year Edition', WITCHER[0], [], true],
  ['Skyrim Special Edition', SKYRIM[0], SKYRIM[1], true],
  ['The Elder Scrolls V: Skyrim Anniversary Edition', SKYRIM[0], [], true],
  ['Divinity: Original Sin 2', 'Divinity: Original Sin 2 - Definitive Edition', [], true],
  ['Dark Souls', 'Dark Souls: Remastered', [], true],
  ['Mass Effect 2', 'Mass Effect 2 Deluxe Edition', [], true],
  ['Death Stranding', "Death Stranding Director's Cut", [], true],
  ['Disco Elysium', 'Disco Elysium: The Final Cut', [], true],
  ['Age of Empires II', 'Age of Empires II: Definitive Edition', [], true],
  // subtitle optional; subtitle alone or a bare one-word series name is not enough
  ['The Witcher 3', 'The Witcher 3: Wild Hunt', [], true],
  ['Elder Scrolls V', 'The Elder Scrolls V: Skyrim', [], true],
  ['Elder Scrolls 5', SKYRIM[0], SKYRIM[1], true],
  ['Skyrim', SKYRIM[0], SKYRIM[1], true],
  ['Skyrim', SKYRIM[0], [], false],
  ['Wild Hunt', 'The Witcher 3: Wild Hunt', [], false],
  ['Fallout', NEW_VEGAS[0], NEW_VEGAS[1], false],
  ['New Vegas', NEW_VEGAS[0], NEW_VEGAS[1], true],
  ['Monster Hunter', 'Monster Hunter: World', [], true],
  ['Mount & Blade II', 'Mount & Blade II: Bannerlord', [], true],
  ['Sekiro', 'Sekiro: Shadows Die Twice', ['Sekiro'], true],
  ['Elder Scrolls IV', SKYRIM[0], SKYRIM[1], false],
  ['The Elder Scrolls V: Oblivion', SKYRIM[0], SKYRIM[1], false],
  // aliases, including localised titles
  ['GTA V', GTA[0], GTA[1], true],
  ['gta 5', GTA[0], GTA[1], true],
  ['GTA5', GTA[0], GTA[1], true],
  ['GTA 4', GTA[0], GTA[1], false],
  ['CS2', CS2[0], CS2[1], true],
  ['CS 2', CS2[0], CS2[1], true],
  ['RDR2', RDR2[0], RDR2[1], true],
  ['Red Dead 2', RDR2[0], RDR2[1], true],
  ['Red Dead Redemption', RDR2[0], RDR2[1], false],
  ['Die Sims 4', SIMS[0], SIMS[1], true],
  ['los sims 4', SIMS[0], SIMS[1], true],
  ['Civ VI', CIV6[0], CIV6[1], true],
  ['Civilization 6', CIV6[0], CIV6[1], true],
  ['TW3', WITCHER[0], WITCHER[1], true],
  ['DS3', DS3[0], DS3[1], true],
  ['Left for Dead 2', L4D2[0], L4D2[1], true],
  ['Stardew', 'Stardew Valley', ['Stardew'], true],
  // sequels and numbers must match exactly
  ['Portal', 'Portal 2', [], false],
  ['Portal 2', 'Portal', [], false],
  ['Fallout 3', 'Fallout 4', ['FO4'], false],
  ['Fallout 4', 'Fallout 4', ['FO4'], true],
  ['Half-Life', 'Half-Life 2', ['HL2', 'Half Life 2'], false],
  ['Half-Life 2', 'Half-Life', [], false],
  ['Left 4 Dead', L4D2[0], L4D2[1], false],
  ['Civilization V', CIV6[0], CIV6[1], false],
  ['Civilization V', 'Civilization VI', [], false],
  ['Dark Souls', DS3[0], DS3[1], false],
  ['Dark Souls II', DS3[0], DS3[1], false],
  ['Cyberpunk 2076', 'Cyberpunk 2077', ['Cyberpunk', 'CP2077'], false],
  ['Cyberpunk', 'Cyberpunk 2077', ['Cyberpunk', 'CP2077'], true],
  ['Euro Truck Simulator 3', 'Euro Truck Simulator 2', [], false],
  ['Titanfall', 'Titanfall 2', [], false],
  // typos: forgiven on long titles, never on short ones
  ['Stardew Valey', 'Stardew Valley', ['Stardew'], true],
  ['Subnatica', 'Subnautica', [], true],
  ['Hollow Knigth', 'Hollow Knight', [], true],
  ['Phasmophopia', 'Phasmophobia', ['Phasmo'], true],
  ['Eruo Truck Simulatr 2', 'Euro Truck Simulator 2', [], true],
  ['Stardw Valy', 'Stardew Valley', [], false],
  ['Hadse', 'Hades', [], false],
  ['Limob', 'Limbo', [], false],
  ['Celest', 'Celeste', [], false],
  ['Outer Worlds', 'Outer Wilds', [], false],
  ['Gooat Simulator', 'Goat Simulator', ['Goat Sim'], true],
  // unrelated or empty answers
  ['Minecraft', 'Terraria', [], false],
  ['Hades', 'Hollow Knight', [], false],
  ['Elden Ring', 'Dark Souls III', ['Dark Souls 3', 'DS3'], false],
  ['Inside', 'Limbo', [], false],
  ['', 'Hades', [], false],
  ['   ', 'Hades', [], false],
  ['!!!', 'Papers, Please', [], false],
  ['', '', [], false],
];

describe('isCorrectAnswer', () => {
  it.each(rows)('%j for %j (aliases %j) is %s', (answer, gameName, aliases, expected) => {
    expect(isCorrectAnswer(answer, gameName, [...aliases])).toBe(expected);
  });

  it('rejects an overlong answer without comparing it', () => {
    expect(isCorrectAnswer('Hades '.repeat(100), 'Hades')).toBe(false);
  });
});

describe('normalizeTitle', () => {
  it.each([
    ["Baldur's Gate 3", 'baldurs gate 3'],
    ['Pokémon', 'pokemon'],
    ['İSTANBUL ılık', 'istanbul ilik'],
    ['Straße', 'strasse'],
    ['Mount & Blade II: Bannerlord', 'mount and blade ii bannerlord'],
    ['Half-Life — 2', 'half life 2'],
    ['  Papers,   Please  ', 'papers please'],
    ['ＧＴＡ５', 'gta5'],
  ])('%j -> %j', (input, expected) => {
    expect(normalizeTitle(input)).toBe(expected);
  });
});

describe('textMentionsTitle', () => {
  it.each([
    ['I got lost inside the lab for hours.', ['Inside'], true],
    ['The shades of grey in this game are stunning.', ['Hades'], false],
    ['Better than Hades, honestly.', ['Hades'], true],
    ['Best GTA5 heist ever', [GTA[0], ...GTA[1]], true],
    ['Grand Theft Auto 5 is a classic', [GTA[0]], true],
    ['I love the witcher 3 so much', [WITCHER[0]], true],
    ['Wild hunting season is great', [WITCHER[0]], false],
    ['Fus ro dah! Skyrim forever.', [SKYRIM[0], ...SKYRIM[1]], true],
    ['I played this portal game for days', ['Portal 2'], false],
    ['Portal II made me cry', ['Portal 2'], true],
    ['Pokémon fans will love it', ['Pokemon'], true],
    ['I like it a lot', ['', '   '], false],
    ['I like it a lot', [], false],
  ])('%j mentions %j: %s', (text, names, expected) => {
    expect(textMentionsTitle(text, names)).toBe(expected);
  });
});
