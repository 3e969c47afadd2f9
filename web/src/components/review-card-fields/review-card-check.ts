import { utcDate } from '../../../../shared/constants';
import { REVIEW_HOURS_MAX, REVIEW_TEXT_MAX, REVIEW_TEXT_MIN, ReviewTextSchema, type ReviewText } from '../../../../shared/schemas/admin';

/**
 * A review card as typed: the fields of shared/schemas/admin.ts ReviewTextSchema, hours still as text.
 * The admin form's "write review" panel and the submit form both hold one of these per card.
 */
export interface ReviewCardDraft {
  reviewer: string;
  hours: string;
  recommended: boolean;
  posted: string;
  text: string;
}
export type ReviewCardField = 'reviewer' | 'hours' | 'posted' | 'text';

/** What is wrong with a field: a `common` catalogue key under reviewCard.errors and its values. */
export interface ReviewCardProblem {
  key: 'reviewer' | 'hours' | 'posted' | 'postedFuture' | 'text' | 'textMax';
  values?: Record<string, number>;
}
export type ReviewCardProblems = Partial<Record<ReviewCardField, ReviewCardProblem>>;

export const emptyReviewCard = (): ReviewCardDraft => ({ reviewer: '', hours: '', recommended: true, posted: utcDate(), text: '' });

/** The fields in the order they are shown (the first with a problem takes the focus). */
export const REVIEW_CARD_FIELDS: readonly ReviewCardField[] = ['reviewer', 'hours', 'posted', 'text'];


/** The card as the server takes it (trimmed, hours as a number). */
export const toReviewText = (card: ReviewCardDraft): ReviewText => ({
  reviewer: card.reviewer.trim(),
  hours: Number(card.hours),
  recommended: card.recommended,
  posted: card.posted,
  text: card.text.trim(),
});

/**
 * Every problem of a card at once, judged by the shared schema's own field rules (the same limits the
 * server and the renderer apply), plus "a real date, not in the future".
 */
export function checkReviewCard(card: ReviewCardDraft, today: string = utcDate()): ReviewCardProblems {
  const problems: ReviewCardProblems = {};
  const shape = ReviewTextSchema.shape;
  const input = toReviewText(card);
  if (!shape.reviewer.safeParse(input.reviewer).success) problems.reviewer = { key: 'reviewer' };
  if (card.hours.trim() === '' || !shape.hours.safeParse(input.hours).success) problems.hours = { key: 'hours', values: { max: REVIEW_HOURS_MAX } };
  if (!shape.posted.safeParse(input.posted).success) problems.posted = { key: 'posted' };
  else if (input.posted > today) problems.posted = { key: 'postedFuture' };
  if (!shape.text.safeParse(input.text).success) {
    problems.text = input.text.length > REVIEW_TEXT_MAX ? { key: 'textMax', values: { count: REVIEW_TEXT_MAX } } : { key: 'text', values: { count: REVIEW_TEXT_MIN } };
  }
  return problems;
}

export const hasProblems = (problems: object) => Object.values(problems).some(Boolean);
