import { describe, expect, it } from 'vitest';
import { aliasesNamingOtherGames, handleMentionsTitle, indexTitles, isCorrectAnswer, normalizeTitle, textMentionsTitle } from './answer-matching';

// Names and aliases as in content/games/<slug>.json.
const WITCHER = ['The Witcher 3: Wild Hunt', ['Witcher 3', 'The Witcher 3', 'TW3', 'Witcher 3 Wild Hunt']] as const;
const GTA = ['Grand Theft Auto V', ['GTA V', 'GTA 5', 'GTA5', 'GTAV', 'Grand Theft Auto 5']] as const;
const CS2 = ['Counter-Strike 2', ['CS2', 'Counter Strike 2']] as const;
const DS3 = ['Dark Souls III', ['Dark Souls 3', 'DS3']] as const;
const SKYRIM = ['The Elder Scrolls V: Skyrim', ['Skyrim', 'TESV', 'Skyrim Special Edition', 'Elder Scrolls V']] as const;
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
const CSGO = ['Counter-Strike: Global Offensive', ['CS:GO', 'CSGO']] as const;

// A slice of content/catalogue.txt: the series whose titles share the part before a colon.
const CATALOGUE = indexTitles([
  'The Legend of Zelda', 'The Legend of Zelda: Breath of the Wild', 'The Legend of Zelda: Tears of the Kingdom',
  'The Legend of Zelda: Ocarina of Time',
  'Hollow Knight', 'Hollow Knight: Silksong',
  'Counter-Strike', 'Counter-Strike 2', 'Counter-Strike: Global Offensive', 'Counter-Strike: Source',
  'The Witcher', 'The Witcher 2: Assassins of Kings', 'The Witcher 3: Wild Hunt', 'Gwent: The Witcher Card Game',
  'The Elder Scrolls IV: Oblivion', 'The Elder Scrolls V: Skyrim', 'The Elder Scrolls V: Skyrim VR', 'The Elder Scrolls Online',
  'Fallout', 'Fallout 3', 'Fallout 4', 'Fallout: New Vegas',
  'Monster Hunter: World', 'Monster Hunter Rise', 'Monster Hunter Wilds',
  'Mount & Blade', 'Mount & Blade: Warband', 'Mount & Blade II: Bannerlord',
  'Grand Theft Auto IV', 'Grand Theft Auto V', 'Grand Theft Auto: San Andreas', 'Grand Theft Auto: Vice City',
  "Baldur's Gate", "Baldur's Gate 3", "Baldur's Gate: Dark Alliance",
  'Half-Life', 'Half-Life 2', 'Half-Life 2: Episode Two', 'Half-Life: Alyx',
  'Portal', 'Portal 2', 'Portal Stories: Mel',
  'Dark Souls', 'Dark Souls III', 'Dark Souls Remastered', 'Dark Souls II: Scholar of the First Sin',
  'Cities: Skylines', 'Cities: Skylines II',
  'Divinity: Original Sin', 'Divinity: Original Sin 2',
  'Sekiro: Shadows Die Twice', 'Disco Elysium', "Don't Starve", "Don't Starve Together",
  'Euro Truck Simulator', 'Euro Truck Simulator 2',
]);

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
  ['Elder Scrolls V', 'The Elder Scrolls V: Skyrim', [], false], // Skyrim VR shares the prefix
  ['Elder Scrolls V', SKYRIM[0], SKYRIM[1], true], // ...so the admin added it as an alias
  ['Elder Scrolls 5', SKYRIM[0], SKYRIM[1], true],
  ['Skyrim', SKYRIM[0], SKYRIM[1], true],
  ['Skyrim', SKYRIM[0], [], false],
  ['Wild Hunt', 'The Witcher 3: Wild Hunt', [], false],
  ['Fallout', NEW_VEGAS[0], NEW_VEGAS[1], false],
  ['New Vegas', NEW_VEGAS[0], NEW_VEGAS[1], true],
  ['Monster Hunter', 'Monster Hunter: World', [], false], // Rise and Wilds are Monster Hunters too
  ['Monster Hunter World', 'Monster Hunter: World', [], true],
  ['Mount & Blade II', 'Mount & Blade II: Bannerlord', [], true], // no other title starts so
  ['Mount & Blade', 'Mount & Blade: Warband', [], false],
  // a series name before the colon counts only when no other catalogue title shares it
  ['The Legend of Zelda', 'The Legend of Zelda: Breath of the Wild', [], false],
  ['Legend of Zelda', 'The Legend of Zelda: Breath of the Wild', [], false],
  ['The Legend of Zelda', 'The Legend of Zelda', [], true],
  ['Zelda Breath of the Wild', 'The Legend of Zelda: Breath of the Wild', [], false],
  ['Legend of Zelda: Breath of the Wild', 'The Legend of Zelda: Breath of the Wild', [], true],
  ['Breath of the Wild', 'The Legend of Zelda: Breath of the Wild', ['Breath of the Wild', 'BotW'], true],
  ['Hollow Knight', 'Hollow Knight: Silksong', [], false], // Hollow Knight is a game of its own
  ['Hollow Knight Silksong', 'Hollow Knight: Silksong', [], true],
  ['Silksong', 'Hollow Knight: Silksong', ['Silksong'], true],
  ['Counter-Strike', CSGO[0], CSGO[1], false],
  ['Counter Strike Global Offensive', CSGO[0], CSGO[1], true],
  ['CS:GO', CSGO[0], CSGO[1], true],
  ['csgo', CSGO[0], CSGO[1], true],
  ['Witcher', WITCHER[0], WITCHER[1], false],
  ['Grand Theft Auto', 'Grand Theft Auto: San Andreas', [], false],
  ["Baldur's Gate", "Baldur's Gate: Dark Alliance", [], false],
  ['Half-Life', 'Half-Life: Alyx', [], false],
  ['Half-Life 2', 'Half-Life 2: Episode Two', [], false], // Half-Life 2 is the first game
  ['Portal Stories', 'Portal Stories: Mel', [], true], // unique, so still accepted
  ['Cities', 'Cities: Skylines', [], false],
  ['Cities Skylines', 'Cities: Skylines II', [], false],
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
    expect(isCorrectAnswer(answer, gameName, aliases, CATALOGUE)).toBe(expected);
  });

  it('keeps at least 60 cases in the table', () => {
    expect(rows.length).toBeGreaterThanOrEqual(60);
  });

  it('rejects an overlong answer without comparing it', () => {
    expect(isCorrectAnswer('Hades '.repeat(100), 'Hades', [], CATALOGUE)).toBe(false);
  });

  it('accepts a series prefix only while the catalogue has no other title starting with it', () => {
    const alone = indexTitles(['Hollow Knight: Silksong', 'Portal 2']);
    expect(isCorrectAnswer('Hollow Knight', 'Hollow Knight: Silksong', [], alone)).toBe(true);
    const withTheFirstGame = indexTitles(['Hollow Knight: Silksong', 'Portal 2', 'Hollow Knight']);
    expect(isCorrectAnswer('Hollow Knight', 'Hollow Knight: Silksong', [], withTheFirstGame)).toBe(false);
  });
});

describe('indexTitles', () => {
  it('counts the distinct titles beginning with each run of leading words, spelling aside', () => {
    const index = indexTitles(['The Witcher 3: Wild Hunt', 'Witcher 3: Wild Hunt GOTY', 'The Witcher', 'Gwent: The Witcher Card Game']);
    expect([...index.keys].sort()).toEqual(['gwent the witcher card game', 'witcher', 'witcher 3 wild hunt']);
    expect(index.prefixCounts.get('witcher')).toBe(2);
    expect(index.prefixCounts.get('witcher 3')).toBe(1);
    expect(index.prefixCounts.get('the witcher')).toBeUndefined();
    expect(index.titleByKey.get('witcher 3 wild hunt')).toBe('The Witcher 3: Wild Hunt');
  });
});

describe('aliasesNamingOtherGames', () => {
  it.each([
    ["Don't Starve Together", ["Don't Starve", 'DST'], [{ alias: "Don't Starve", title: "Don't Starve" }]],
    ['Euro Truck Simulator 2', ['ETS2', 'euro truck simulator'], [{ alias: 'euro truck simulator', title: 'Euro Truck Simulator' }]],
    ['Counter-Strike 2', ['CS2', 'Counter-Strike'], [{ alias: 'Counter-Strike', title: 'Counter-Strike' }]],
    ['The Witcher 3: Wild Hunt', ['Witcher 3', 'The Witcher 3: Wild Hunt GOTY'], []], // its own title, spelled otherwise
    ['Disco Elysium', ['Disco Elysium: The Final Cut'], []],
    ['Portal 2', [], []],
  ] as const)('%j with aliases %j -> %j', (gameName, aliases, expected) => {
    expect(aliasesNamingOtherGames(gameName, aliases, CATALOGUE)).toEqual(expected);
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
    // suffixes and elisions glued on with an apostrophe (straight or typographic), in all six languages
    ["Minecraft'ın en güzel yanı yaratıcılık.", ['Minecraft'], true],
    ['Minecraft’ın en güzel yanı yaratıcılık.', ['Minecraft'], true],
    ["Skyrim'i on kere bitirdim.", [SKYRIM[0], ...SKYRIM[1]], true],
    ["Le monde d'Hollow Knight est immense.", ['Hollow Knight'], true],
    ["Le monde d’Hollow Knight est immense.", ['Hollow Knight'], true],
    ["Il mondo dell'Elden Ring è enorme.", ['Elden Ring'], true],
    ["L'Undertale que tout le monde aime.", ['Undertale'], true],
    ["Celeste's mountain is hard.", ['Celeste'], true],
    ["GTA5'i üç kere aldım.", [GTA[0], ...GTA[1]], true],
    ["Portal 2'yi bitirdim.", ['Portal 2'], true],
    ["Baldur's Gate 3'ün hikâyesi harika.", [BG3[0], ...BG3[1]], true],
    // a name word followed by a short suffix, without an apostrophe
    ['Minecrafts Welt ist riesig.', ['Minecraft'], true],
    ['Celestes Musik ist wunderschön.', ['Celeste'], true],
    ['Hollow Knights Karte kauft man.', ['Hollow Knight'], true],
    ['Minecraftın müzikleri.', ['Minecraft'], true],
    ['Skyrimdeki ejderhalar.', ['Skyrim'], true],
    ['El mundo de Terrarias.', ['Terraria'], true],
    ['Deux Elden Rings plus tard.', ['Elden Ring'], true],
    // ...but not a longer word that merely starts like the name, nor a number with more digits
    ['The celestial music is lovely.', ['Celeste'], false],
    ['I loved the mine craft of it.', ['Minecraft'], false],
    ['Portal 20 does not exist.', ['Portal 2'], false],
    ['Among users of the forum...', ['Among Us'], false],
    ['Limbless monsters everywhere.', ['Limbo'], false],
    // camel-cased handles
    ['LamarRoastsFranklin', ['Franklin'], true],
    ['HollowKnightFan', ['Hollow Knight'], true],
  ] as const)('%j mentions %j: %s', (text, names, expected) => {
    expect(textMentionsTitle(text, names)).toBe(expected);
  });
});

describe('handleMentionsTitle', () => {
  it.each([
    ['minecraftlover', ['Minecraft'], true],
    ['xX_skyrimguy_Xx', [SKYRIM[0], ...SKYRIM[1]], true],
    ['tw3_addict', [WITCHER[0], ...WITCHER[1]], true],
    ['CelesteClimber', ['Celeste'], true],
    ['shadesofgrey', ['Hades'], false], // short names are not searched inside glued words
    ['cozy_crumpet', ['Stardew Valley', 'Stardew'], false],
  ] as const)('%j names %j: %s', (handle, names, expected) => {
    expect(handleMentionsTitle(handle, names)).toBe(expected);
  });
});
