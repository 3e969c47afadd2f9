import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import type { PlayableReview } from '../../../../shared/schemas/game';
import { DailyProgress } from './daily-progress';

afterEach(cleanup);

const review = (id: string, outcome: PlayableReview['outcome']): PlayableReview => ({
  id,
  outcome,
  reviewImages: [],
  reviewImageAlts: [], reviewImagesNarrow: [],
  maxReviews: 1,
  gameImage: null,
  language: 'en',
  hintUsed: false,
  genre: null,
  correctAnswer: null,
});

describe('DailyProgress', () => {
  it('labels every circle in words, not only by colour', () => {
    render(<DailyProgress reviews={[review('a', 'correct'), review('b', 'skipped'), review('c', 'pending')]} currentIndex={2} />);
    const items = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(items).toEqual(['Review 1: Correct', 'Review 2: Skipped', 'Review 3: Current']);
    expect(screen.getAllByRole('listitem')[2]!.getAttribute('aria-current')).toBe('step');
  });

  it('shows wrong and pending reviews', () => {
    render(<DailyProgress reviews={[review('a', 'incorrect'), review('b', 'pending'), review('c', 'pending')]} currentIndex={1} />);
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Review 1: Wrong', 'Review 2: Current', 'Review 3: Pending']);
  });
});
