import { describe, expect, it } from 'vitest';
import { PLAYER_MESSAGES } from '../../../shared/player-messages';
import english from './locales/en/errors.json';
import { i18n } from './index';

describe('player messages in the interface language', () => {
  it("has the server's English text, word for word, as the English catalogue", () => {
    expect(english.server).toEqual(PLAYER_MESSAGES);
  });

  it('shows a keyed message in the chosen language, with its variable parts', async () => {
    await i18n.loadLanguages('de');
    expect(i18n.getFixedT('de', 'errors')('server.hintNeedsPoints', { cost: '20' })).toContain('20');
    expect(i18n.getFixedT('de', 'errors')('server.invalidLogin')).not.toBe(PLAYER_MESSAGES.invalidLogin);
  });
});
