import { describe, expect, it } from 'vitest';
import { indexTitles } from '../../../shared/answer-matching';
import { AppError } from '../../lib/app-error';
import { aliasClashMessage, assertNoTitleInReview, assertNoTitleInText } from './title-guard';

const codeOf = (fn: () => void): string | undefined => {
  try {
    fn();
    return undefined;
  } catch (e) {
    return e instanceof AppError ? e.code : 'not an AppError';
  }
};

describe('assertNoTitleInText', () => {
  it('refuses a text naming the game or an alias, whatever the case or accents', () => {
    const names = ['Stardew Valley', 'Stardew'];
    expect(() => assertNoTitleInText('Honestly STARDEW is my comfort game.', names)).toThrow(
      'The review text must not contain the game name or an alias (found "Stardew")',
    );
    expect(() => assertNoTitleInText('The Witcher 3 ruined other RPGs for me.', ['The Witcher 3: Wild Hunt'])).toThrow(AppError);
    expect(codeOf(() => assertNoTitleInText('Portal 2 is perfect.', ['Portal 2']))).toBe('VALIDATION');
  });

  it.each([
    ["Minecraft'ın en güzel yanı yaratıcılık.", 'Minecraft'],
    ['Skyrim’i on kere bitirdim.', 'Skyrim'],
    ["Le monde d'Hollow Knight est immense.", 'Hollow Knight'],
    ["Il mondo dell'Elden Ring è enorme.", 'Elden Ring'],
    ["Celeste's soundtrack is perfect.", 'Celeste'],
    ['Minecrafts Welt ist riesig.', 'Minecraft'],
  ])('refuses %j, which names %j with a suffix or an elision', (text, name) => {
    expect(() => assertNoTitleInText(text, [name])).toThrow(`(found "${name}")`);
  });

  it('accepts a text that does not name the game', () => {
    expect(() => assertNoTitleInText('Farming, fishing and a haunted community centre.', ['Stardew Valley', 'Stardew'])).not.toThrow();
  });
});

describe('assertNoTitleInReview', () => {
  const review = (reviewer: string) => ({ reviewer, text: 'A calm game about growing turnips and making friends.' });

  it.each(['StardewFan', 'stardew_valley_4ever', 'xXstardewXx', 'Stardew’lı Ayşe'])('refuses the reviewer name %j', (reviewer) => {
    expect(() => assertNoTitleInReview(review(reviewer), ['Stardew Valley', 'Stardew'])).toThrow(
      'The reviewer name must not contain the game name or an alias (found "Stardew',
    );
  });

  it('accepts a neutral reviewer name, and still checks the text', () => {
    expect(() => assertNoTitleInReview(review('cozy_crumpet'), ['Stardew Valley', 'Stardew'])).not.toThrow();
    expect(() => assertNoTitleInReview({ reviewer: 'cozy_crumpet', text: 'Stardew forever, honestly.' }, ['Stardew'])).toThrow('The review text');
  });
});

describe('aliasClashMessage', () => {
  const titles = indexTitles(["Don't Starve", "Don't Starve Together", 'Euro Truck Simulator', 'Euro Truck Simulator 2', 'The Witcher 3: Wild Hunt']);

  it('names the first alias that is another game, with that game as the catalogue spells it', () => {
    expect(aliasClashMessage("Don't Starve Together", ['DST', "Don't Starve"], titles)).toBe(
      'The alias "Don\'t Starve" is the title of another game. An alias must name only this game.',
    );
    expect(aliasClashMessage('Euro Truck Simulator 2', ['ETS2', 'euro truck simulator'], titles)).toBe(
      'The alias "euro truck simulator" is the title of another game ("Euro Truck Simulator"). An alias must name only this game.',
    );
  });

  it('names the title an alias begins, or whose subtitle it begins (issue 25)', () => {
    const catalogue = indexTitles(['Kingdom Come: Deliverance', 'Kingdom Come: Deliverance II', 'Phoenix Wright: Ace Attorney Trilogy', 'Apollo Justice: Ace Attorney Trilogy']);
    expect(aliasClashMessage('Kingdom Come: Deliverance', ['KCD', 'Kingdom Come'], catalogue)).toBe(
      'The alias "Kingdom Come" is the beginning of another game\'s title ("Kingdom Come: Deliverance II"), so players naming that game would score. An alias must name only this game.',
    );
    expect(aliasClashMessage('Phoenix Wright: Ace Attorney Trilogy', ['Phoenix Wright', 'Ace Attorney'], catalogue)).toBe(
      'The alias "Ace Attorney" is the beginning of another game\'s title ("Apollo Justice: Ace Attorney Trilogy"), so players naming that game would score. An alias must name only this game.',
    );
    expect(aliasClashMessage('Kingdom Come: Deliverance', ['KCD', 'Kingdom Come Deliverance 1'], catalogue)).toBeUndefined();
  });

  it('accepts aliases that name only this game, its own title spelled otherwise included', () => {
    expect(aliasClashMessage('The Witcher 3: Wild Hunt', ['Witcher 3', 'TW3', 'The Witcher 3: Wild Hunt GOTY'], titles)).toBeUndefined();
  });
});
