import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import type { AdminReview } from '../../../../../shared/schemas/admin';
import { playedLine, ReviewListItem } from './review-list-item';

afterEach(cleanup);

describe('playedLine (docs/product.md §2)', () => {
  it('adds the rounded percentage only when played', () => {
    expect(playedLine(0, 0)).toBe('Played: 0 times | Correct: 0 times');
    expect(playedLine(3, 2)).toBe('Played: 3 times | Correct: 2 times (67%)');
  });
});

describe('ReviewListItem', () => {
  it('shows the languages in tab order with their image counts, and the actions', () => {
    const review = {
      _id: 'r1',
      gameName: 'Portal 2',
      genre: 'Puzzle',
      gameImage: null,
      difficulty: 'hard',
      aliases: ['Portal II'],
      isActive: false,
      reviewImages: { de: ['/images/d.webp'], en: ['/images/a.webp', '/images/b.webp'] },
      reviewImageAlts: {},
      timesPlayed: 0,
      timesCorrect: 0,
    } as unknown as AdminReview;
    const noop = () => {};
    render(<ReviewListItem review={review} busy={false} onToggle={noop} onEdit={noop} onDelete={noop} />);
    const languages = screen.getByRole('list', { name: 'Images by language' });
    expect([...languages.querySelectorAll('li')].map((li) => li.textContent)).toEqual(['English2 images', 'Deutsch1 image']);
    expect(screen.getByText('Inactive')).toBeTruthy();
    expect(screen.getByText('Portal II')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Activate Portal 2' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Edit Portal 2' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delete Portal 2' })).toBeTruthy();
  });
});
