import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { aliasesNamingOtherGames, handleMentionsTitle, indexTitles, isCorrectAnswer, normalizeTitle, textMentionsTitle } from './answer-matching';
import { CONTENT_CASES } from './test/answer-matching-cases';

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
  // issue 25
  'L.A. Noire', 'La-Mulana', 'Warcraft III: Reforged', 'Arma Reforger', 'Arma 3',
  'Kingdom Come: Deliverance', 'Kingdom Come: Deliverance II',
  'Phoenix Wright: Ace Attorney Trilogy', 'Apollo Justice: Ace Attorney Trilogy', 'The Great Ace Attorney Chronicles',
  'Pillars of Eternity', 'Pillars of Eternity II: Deadfire', 'Pillars of Eternity: Complete Edition',
  'Resident Evil 2', 'Resident Evil 3', 'Resident Evil 4', 'Resident Evil 7: Biohazard',
  'Uncharted 4: A Thief\'s End', 'Uncharted: The Lost Legacy', 'Uncharted 2: Among Thieves',
  'The Last of Us', 'The Last of Us Part I', 'The Last of Us Part II',
  'Plants vs. Zombies', 'Plants vs. Zombies 2', "Tony Hawk's Pro Skater 1 + 2", "Tony Hawk's Pro Skater 3 + 4",
  'Elden Ring', 'Elden Ring Nightreign', 'Kingdom Hearts II', 'Kingdom Hearts III', 'Dark Souls: Prepare to Die Edition',
  'Metal Gear Solid V: The Phantom Pain', 'Metal Gear Solid V: Ground Zeroes', 'StarCraft II: Wings of Liberty',
  'Outer Wilds', 'The Outer Worlds', 'Cave Story+', 'Doki Doki Literature Club!', 'Doki Doki Literature Club Plus!',
  'Superhot', 'Superhot VR', 'Dota 2', 'Dota Underlords', 'ARK: Survival Evolved', 'ARK: Survival Ascended',
  'VA-11 Hall-A: Cyberpunk Bartender Action', 'Cyberpunk 2077',
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

  // issue 25: an article is dropped only when the title really starts with one
  ['Noire', 'L.A. Noire', ['LA Noire'], false],
  ['LA Noire', 'L.A. Noire', [], true],
  ['L.A. Noire', 'L.A. Noire', ['LA Noire'], true],
  ['The L.A. Noire', 'L.A. Noire', [], true],
  ['Mulana', 'La-Mulana', [], false],
  ['La Mulana', 'La-Mulana', [], true],
  ['THE FOREST', 'THE FOREST', [], true],
  ['Forest', 'THE FOREST', [], true],
  ['Les Sims 4', 'The Sims 4', [], true], // an article the player adds is dropped in any language
  ['Los Sims 4', 'The Sims 4', [], true],
  // trademark signs
  ['Elden Ring™', 'Elden Ring', [], true],
  ['Elden Ring', 'ELDEN RING™', [], true],
  ['Hades®', 'Hades', [], true],
  ['The Witcher® 3: Wild Hunt', WITCHER[0], WITCHER[1], true],
  ['Portal™ 2', 'Portal 2', [], true],
  ['Portal™', 'Portal 2', [], false],
  // "vs" and "versus", "+", "&" and "and"
  ['Plants versus Zombies', 'Plants vs. Zombies', [], true],
  ['plants vs zombies', 'Plants vs. Zombies', [], true],
  ['Plants versus Zombies 2', 'Plants vs. Zombies', [], false],
  ["Tony Hawk's Pro Skater 1 and 2", "Tony Hawk's Pro Skater 1 + 2", [], true],
  ["Tony Hawk's Pro Skater 1+2", "Tony Hawk's Pro Skater 1 + 2", [], true],
  ["Tony Hawk's Pro Skater 1 & 2", "Tony Hawk's Pro Skater 1 + 2", [], true],
  ["Tony Hawk's Pro Skater 3 + 4", "Tony Hawk's Pro Skater 1 + 2", [], false],
  ['Cave Story', 'Cave Story+', [], true], // a trailing + is no "and"
  ['Cave Story+', 'Cave Story+', [], true],
  // Part I is the game itself; Part II is another
  ['The Last of Us', 'The Last of Us Part I', [], true],
  ['The Last of Us Part 1', 'The Last of Us Part I', [], true],
  ['The Last of Us Part II', 'The Last of Us Part I', [], false],
  ['The Last of Us', 'The Last of Us Part II', [], false],
  ['Last of Us Part 2', 'The Last of Us Part II', [], true],
  // more edition names, with or without a separator
  ['Dark Souls: Prepare to Die Edition', 'Dark Souls', [], true],
  ['Dark Souls Prepare to Die Edition', 'Dark Souls', [], true],
  ['Kingdom Hearts II Final Mix', 'Kingdom Hearts II', [], true],
  ['Kingdom Hearts 2: Final Mix', 'Kingdom Hearts II', [], true],
  ['Kingdom Hearts III Final Mix', 'Kingdom Hearts II', [], false],
  ['Bully: Scholarship Edition', 'Bully', [], true],
  ['Midnight Club 3: DUB Edition', 'Midnight Club 3', [], true], // an unknown edition after a separator
  ['The Elder Scrolls V: Skyrim Special Edition', SKYRIM[0], SKYRIM[1], true],
  ['Doki Doki Literature Club Plus', 'Doki Doki Literature Club!', [], true],
  ['Sonic Mania Plus', 'Sonic Mania', [], true],
  // glued roman numerals split on either side
  ['TES V', SKYRIM[0], SKYRIM[1], true], // "TESV" is the alias
  ['tes 5', SKYRIM[0], SKYRIM[1], true],
  ['TES IV', SKYRIM[0], SKYRIM[1], false],
  ['MGS V: TPP', 'Metal Gear Solid V: The Phantom Pain', ['MGSV TPP', 'MGSV'], true],
  ['MGS 5 TPP', 'Metal Gear Solid V: The Phantom Pain', ['MGSV TPP', 'MGSV'], true],
  ['MGS IV', 'Metal Gear Solid V: The Phantom Pain', ['MGSV TPP', 'MGSV'], false],
  ['gtaiv', 'Grand Theft Auto IV', ['GTA IV', 'GTA 4'], true],
  ['gtav', 'Grand Theft Auto IV', ['GTA IV', 'GTA 4'], false],
  ['FF XIV', 'Final Fantasy XIV', ['FFXIV'], true],
  ['FF 14', 'Final Fantasy XIV', ['FFXIV'], true],
  ['FF XV', 'Final Fantasy XIV', ['FFXIV'], false],
  ['Civ 5', CIV6[0], CIV6[1], false],
  // a subtitle is optional on both sides, when the answer's reads as translated
  ['Uncharted 4: Fine di un ladro', "Uncharted 4: A Thief's End", ['Uncharted 4'], true],
  ['Uncharted 4: El desenlace del ladrón', "Uncharted 4: A Thief's End", [], true],
  ["Uncharted 4 : Fin d'un voleur", "Uncharted 4: A Thief's End", [], true],
  ['Uncharted 4: The Lost Legacy', "Uncharted 4: A Thief's End", [], false], // English: another game's subtitle
  ['Uncharted: Fine di un ladro', "Uncharted 4: A Thief's End", [], false], // the part kept has no number
  ['Hollow Knight: Die Seidenweberin', 'Hollow Knight', [], false], // Hollow Knight: Silksong shares the part kept
  ['Kingdom Come: Die Befreiung II', 'Kingdom Come: Deliverance', [], false], // the subtitle has the number
  ['StarCraft II: Heart of the Swarm', 'StarCraft II: Wings of Liberty', ['StarCraft II'], false],
  ['Resident Evil 2: Le remake', 'Resident Evil 2', [], true],
  // an alias's part before its colon counts only when it also begins the game's name
  ['Dark Project', 'Thief: The Dark Project', ['Dark Project: Der Meisterdieb', 'Dark Project : La Guilde des voleurs'], false],
  ['Dark Project: Der Meisterdieb', 'Thief: The Dark Project', ['Dark Project: Der Meisterdieb'], true],
  ['Dark Project: Die Metallzeit', 'Thief: The Dark Project', ['Dark Project: Der Meisterdieb'], false],
  ['Uncharted 4', "Uncharted 4: A Thief's End", ["Uncharted 4: Fine di un ladro"], true],
  ['Final Fantasy XIV', 'Final Fantasy XIV Online', ['Final Fantasy XIV: A Realm Reborn'], true],
  // any "<name> Edition" at the end of a long enough title
  ['Hollow Knight Voidheart Edition', 'Hollow Knight', [], true],
  ['Minecraft Java Edition', 'Minecraft', [], false], // too short to tell an edition from a name
  ['Mortal Kombat Komplete Edition', 'Mortal Kombat', [], true],
  ['Tony Hawks Pro Skater 2 Edition', "Tony Hawk's Pro Skater 1 + 2", [], false],
  // a part before a colon never counts when the subtitle holds the number
  ['Biohazard RE', 'Resident Evil 2', ['RE2', 'Biohazard RE:2'], false],
  ['Biohazard RE:2', 'Resident Evil 2', ['RE2', 'Biohazard RE:2'], true],
  ['Biohazard RE 2', 'Resident Evil 2', ['RE2', 'Biohazard RE:2'], true],
  ['Kingdom Come', 'Kingdom Come: Deliverance II', [], false],
  // localised titles (seeded as aliases)
  ['Les Combattants de la destinée', 'Dragon Quest XI: Echoes of an Elusive Age', ['Dragon Quest XI : Les Combattants de la destinée'], false],
  ['Dragon Quest XI: Streiter des Schicksals', 'Dragon Quest XI: Echoes of an Elusive Age', ['Dragon Quest XI'], true],
  ['Plantes contre Zombies', 'Plants vs. Zombies', ['Plantes contre Zombies', 'Pflanzen gegen Zombies'], true],
  ['pflanzen gegen zombies', 'Plants vs. Zombies', ['Plantes contre Zombies', 'Pflanzen gegen Zombies'], true],
  ['Plantes contre Zombies 2', 'Plants vs. Zombies', ['Plantes contre Zombies', 'Pflanzen gegen Zombies'], false],
  ['バイオハザード RE:2', 'Resident Evil 2', ['バイオハザード RE:2'], true],
  ['龍が如く0', 'Yakuza 0', ['龍が如く0 誓いの場所', '龍が如く0'], true],
  ['龍が如く', 'Yakuza 0', ['龍が如く0 誓いの場所', '龍が如く0'], false],
  ['ファイナルファンタジー7', 'Final Fantasy VII', ['ファイナルファンタジーVII'], true], // Latin glued to kana is a word of its own
  ['ファイナルファンタジー8', 'Final Fantasy VII', ['ファイナルファンタジーVII'], false],
  // typos never turn an answer into another catalogue title
  ['Reforger', 'Warcraft III: Reforged', ['Reforged', 'Warcraft 3 Reforged'], false], // the word of Arma Reforger
  ['Reforged', 'Warcraft III: Reforged', ['Reforged', 'Warcraft 3 Reforged'], true],
  ['Warcraft 3 Reforger', 'Warcraft III: Reforged', ['Reforged', 'Warcraft 3 Reforged'], true], // no other title is that close
  ['Outer Worlds', 'Outer Wilds', [], false],
  ['The Outer Worlds', 'Outer Wilds', [], false],
  ['Outer Wild', 'Outer Wilds', [], true],
  ['Arma Reforger', 'Arma 3', [], false],
  ['Superhot VR', 'Superhot', [], false],
  ['Dota Underlords', 'Dota 2', ['DOTA2'], false],
  ['Elden Ring Nightreign', 'Elden Ring', [], false],
  ['Elden Rign', 'Elden Ring', [], true],
  // sentences are not titles
  ['I think it is Hollow Knight', 'Hollow Knight', [], false],
  ['is it hollow knight?', 'Hollow Knight', [], false],
  ['probably gta 5', GTA[0], GTA[1], false],
  ['hades or hades 2', 'Hades', [], false],
];

describe('isCorrectAnswer', () => {
  it.each(rows)('%j for %j (aliases %j) is %s', (answer, gameName, aliases, expected) => {
    expect(isCorrectAnswer(answer, gameName, aliases, CATALOGUE)).toBe(expected);
  });

  it('keeps at least 300 cases in the tables', () => {
    expect(rows.length + CONTENT_CASES.length).toBeGreaterThanOrEqual(300);
    expect(rows.length).toBeGreaterThanOrEqual(200);
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

// The shipped content: each game's name, aliases and localised titles as the seed stores them.
const CONTENT_DIR = path.resolve(import.meta.dirname, '../content');
const shipped = new Map(
  fs
    .readdirSync(path.join(CONTENT_DIR, 'games'))
    .filter((f) => f.endsWith('.json'))
    .map((f) => {
      const game = JSON.parse(fs.readFileSync(path.join(CONTENT_DIR, 'games', f), 'utf8')) as { slug: string; gameName: string; aliases: string[]; localTitles?: Record<string, string[]> };
      return [game.slug, { gameName: game.gameName, aliases: [...game.aliases, ...Object.values(game.localTitles ?? {}).flat()] }] as const;
    }),
);
const SHIPPED_CATALOGUE = indexTitles([
  ...fs.readFileSync(path.join(CONTENT_DIR, 'catalogue.txt'), 'utf8').split('\n').map((l) => l.trim()).filter(Boolean),
  ...[...shipped.values()].map((g) => g.gameName),
]);

describe('isCorrectAnswer on the shipped content and catalogue', () => {
  it.each(CONTENT_CASES)('%s: %j is %s (%s)', (slug, answer, expected) => {
    const game = shipped.get(slug);
    expect(game, `content/games/${slug}.json`).toBeDefined();
    expect(isCorrectAnswer(answer, game!.gameName, game!.aliases, SHIPPED_CATALOGUE)).toBe(expected);
  });

  it('covers every category of the held-out set', () => {
    const categories = new Set(CONTENT_CASES.map(([, , , category]) => category));
    for (const category of ['exact', 'accent', 'punct', 'article', 'tm', 'vs', 'plus', 'part', 'edition', 'glued', 'alias', 'local', 'sequel', 'series', 'other', 'typo', 'typo-other', 'typo-short', 'sentence']) {
      expect(categories, category).toContain(category);
    }
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
    // issue 25: an alias that begins another title, or (two words or more) another title's subtitle
    ['Kingdom Come: Deliverance', ['KCD', 'Kingdom Come'], [{ alias: 'Kingdom Come', title: 'Kingdom Come: Deliverance II' }]],
    ['Pillars of Eternity', ['Pillars', 'PoE1'], [{ alias: 'Pillars', title: 'Pillars of Eternity II: Deadfire' }]],
    ['Phoenix Wright: Ace Attorney Trilogy', ['Ace Attorney', 'Phoenix Wright'], [{ alias: 'Ace Attorney', title: 'Apollo Justice: Ace Attorney Trilogy' }]],
    ['Phoenix Wright: Ace Attorney Trilogy', ['Ace Attorney Trilogy'], [{ alias: 'Ace Attorney Trilogy', title: 'Apollo Justice: Ace Attorney Trilogy' }]],
    ['Dota 2', ['Dota'], [{ alias: 'Dota', title: 'Dota Underlords' }]],
    ['ARK: Survival Evolved', ['ARK', 'ASE'], [{ alias: 'ARK', title: 'ARK: Survival Ascended' }]],
    ['Metal Gear Solid V: The Phantom Pain', ['Metal Gear Solid 5', 'MGSV'], [{ alias: 'Metal Gear Solid 5', title: 'Metal Gear Solid V: Ground Zeroes' }]],
    ['Elden Ring', ['Elden'], [{ alias: 'Elden', title: 'Elden Ring Nightreign' }]],
    ['Resident Evil 2', ['Biohazard RE:2', 'RE2'], []], // its part before the colon is never an answer
    ['Cyberpunk 2077', ['Cyberpunk'], []], // one word may begin another title's subtitle (VA-11 Hall-A: Cyberpunk...)
    ['The Elder Scrolls V: Skyrim', ['Skyrim', 'Elder Scrolls V'], []], // Skyrim VR is the game itself
    ['Superhot', ['Super Hot'], []],
    ['Doki Doki Literature Club!', ['Doki Doki', 'DDLC'], []], // the Plus edition is the game itself
    ['Pillars of Eternity', ['Pillars of Eternity: Complete Edition'], []],
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
