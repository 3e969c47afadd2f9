import { describe, expect, it } from 'vitest';
import { availabilityNotice } from './language-availability';

describe('availabilityNotice', () => {
  it('warns to switch to English when a language has no games', () => {
    expect(availabilityNotice('it', 0)).toEqual({ tone: 'warning', text: 'There are no games in Italiano yet. Please switch to English.' });
    expect(availabilityNotice('en', 0)?.text).toBe('There are no games in English yet.');
  });

  it("says 'Only n game(s) available' for 5 or fewer", () => {
    expect(availabilityNotice('fr', 1)?.text).toBe('Only 1 game available');
    expect(availabilityNotice('tr', 3)?.text).toBe('Only 3 games available');
    expect(availabilityNotice('tr', 5)?.text).toBe('Only 5 games available');
    expect(availabilityNotice('en', 6)).toBeNull();
  });
});
