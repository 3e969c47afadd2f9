import { describe, expect, it } from 'vitest';
import { REVIEW_HOURS_MAX, REVIEW_POSTED_MIN, REVIEW_TEXT_MAX, REVIEW_TEXT_MIN, ReviewTextSchema } from '../../../../shared/schemas/admin';
import { checkReviewCard, toReviewText, type ReviewCardDraft } from './review-card-check';

const good: ReviewCardDraft = { reviewer: 'keeper', hours: '12.5', recommended: true, posted: '2024-03-01', text: 'A quiet game about keeping a light burning.' };
const today = '2024-06-01';

describe('review card checks', () => {
  it('finds every problem at once', () => {
    expect(checkReviewCard({ reviewer: ' ', hours: '', recommended: false, posted: '2024-02-30', text: 'short' }, today)).toEqual({
      reviewer: { key: 'reviewer' },
      hours: { key: 'hours', values: { max: REVIEW_HOURS_MAX } },
      posted: { key: 'posted' },
      text: { key: 'text', values: { count: REVIEW_TEXT_MIN } },
    });
  });

  it('uses the shared schema limits, so a card it passes is one the server takes', () => {
    expect(checkReviewCard(good, today)).toEqual({});
    expect(ReviewTextSchema.safeParse(toReviewText(good)).success).toBe(true);
    expect(checkReviewCard({ ...good, hours: String(REVIEW_HOURS_MAX) }, today)).toEqual({});
    expect(checkReviewCard({ ...good, hours: String(REVIEW_HOURS_MAX + 1) }, today).hours?.key).toBe('hours');
    expect(checkReviewCard({ ...good, hours: '-1' }, today).hours?.key).toBe('hours');
    expect(checkReviewCard({ ...good, text: 'x'.repeat(REVIEW_TEXT_MAX + 1) }, today).text).toEqual({ key: 'textMax', values: { count: REVIEW_TEXT_MAX } });
    expect(checkReviewCard({ ...good, text: ` ${'x'.repeat(REVIEW_TEXT_MIN - 1)} ` }, today).text?.key).toBe('text');
  });

  it('refuses a posted date in the future', () => {
    expect(checkReviewCard({ ...good, posted: '2024-06-02' }, today).posted).toEqual({ key: 'postedFuture' });
    expect(checkReviewCard({ ...good, posted: today }, today)).toEqual({});
  });

  it('refuses a posted date before the earliest a card shows (the renderer\'s limit, from the shared schema)', () => {
    expect(checkReviewCard({ ...good, posted: '1969-12-31' }, today).posted).toEqual({ key: 'posted' });
    expect(checkReviewCard({ ...good, posted: REVIEW_POSTED_MIN }, today)).toEqual({});
  });
});
