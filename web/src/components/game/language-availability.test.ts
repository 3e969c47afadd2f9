import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n';
import { availabilityNotice } from './language-availability';

const t = i18n.getFixedT('en', 'game');

describe('availabilityNotice', () => {
  it('warns to switch to English when a language has no games', () => {
    expect(availabilityNotice(t, 'it', 0)).toEqual({ tone: 'warning', text: 'There are no games in Italiano yet. Please switch to English.' });
    expect(availabilityNotice(t, 'en', 0)?.text).toBe('There are no games in English yet.');
  });

  it("says 'Only n game(s) available' for 5 or fewer", () => {
    expect(availabilityNotice(t, 'fr', 1)?.text).toBe('Only 1 game available');
    expect(availabilityNotice(t, 'tr', 3)?.text).toBe('Only 3 games available');
    expect(availabilityNotice(t, 'tr', 5)?.text).toBe('Only 5 games available');
    expect(availabilityNotice(t, 'en', 6)).toBeNull();
  });
});
