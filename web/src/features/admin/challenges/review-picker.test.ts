import { describe, expect, it } from 'vitest';
import { checkChallenge, toggleReview, tomorrowUtc, TOO_MANY_REVIEWS } from './review-picker';

describe('the 3-review picker', () => {
  it('selects in order and unselects', () => {
    let s = toggleReview([], 'a').selected;
    s = toggleReview(s, 'b').selected;
    expect(s).toEqual(['a', 'b']);
    expect(toggleReview(s, 'a')).toEqual({ selected: ['b'], error: null });
  });

  it("refuses a 4th with 'You can only select 3 reviews' and keeps the 3", () => {
    const result = toggleReview(['a', 'b', 'c'], 'd');
    expect(result).toEqual({ selected: ['a', 'b', 'c'], error: TOO_MANY_REVIEWS });
    expect(TOO_MANY_REVIEWS).toBe('You can only select 3 reviews');
  });

  it('still lets one of 3 be unselected', () => {
    expect(toggleReview(['a', 'b', 'c'], 'b')).toEqual({ selected: ['a', 'c'], error: null });
  });
});

describe('checkChallenge (docs/product.md §5 messages)', () => {
  it("asks for a date first: 'Please select a date'", () => {
    expect(checkChallenge('create', '', ['a'])).toEqual({ ok: false, message: 'Please select a date' });
  });

  it.each([[[]], [['a', 'b']]])("needs exactly 3 reviews: %o", (ids) => {
    expect(checkChallenge('create', '2026-11-23', ids)).toEqual({ ok: false, message: 'Please select exactly 3 reviews' });
    expect(checkChallenge('edit', '', ids)).toEqual({ ok: false, message: 'Please select exactly 3 reviews' });
  });

  it('builds the create and edit bodies', () => {
    expect(checkChallenge('create', '2026-11-23', ['a', 'b', 'c'])).toEqual({ ok: true, body: { date: '2026-11-23', reviewIds: ['a', 'b', 'c'] } });
    expect(checkChallenge('edit', '2026-11-23', ['a', 'b', 'c'])).toEqual({ ok: true, body: { reviewIds: ['a', 'b', 'c'] } });
  });
});

describe('picker date', () => {
  it('falls back to tomorrow in UTC (when the next free day cannot be asked), across month and year ends', () => {
    expect(tomorrowUtc(new Date('2026-11-22T23:30:00Z'))).toBe('2026-11-23');
    expect(tomorrowUtc(new Date('2026-11-30T10:00:00Z'))).toBe('2026-12-01');
    expect(tomorrowUtc(new Date('2026-12-31T23:59:59Z'))).toBe('2027-01-01');
  });
});
