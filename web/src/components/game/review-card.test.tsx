import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { PlayableReview } from '../../../../shared/schemas/game';
import { ReviewCard } from './review-card';

// docs/product.md, the review card: a rendered card has a phone version picked by the browser; an
// uploaded screenshot offers its transcript as text.
const REVIEW: PlayableReview = {
  id: 'r1',
  reviewImages: ['/images/card.webp', '/images/upload.webp'],
  reviewImageAlts: ['Review by A. Recommended. Great game.', 'Photo of a review: "Best dungeon ever"'],
  reviewImagesNarrow: ['/images/card-narrow.webp', null],
  maxReviews: 3,
  gameImage: null,
  language: 'en',
  outcome: 'pending',
  hintUsed: false,
  genre: null,
  correctAnswer: null,
};

afterEach(cleanup);
// jsdom has no modal dialogs.
HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
  this.open = true;
};
Element.prototype.scrollTo ??= () => {};

describe('ReviewCard screenshots', () => {
  it('offers the phone version of a rendered card to small screens and the transcript of an upload', () => {
    render(<ReviewCard review={REVIEW} score={0} playLanguage="en" revealing={false} locked={false} />);
    const [card, upload] = screen.getAllByTestId('review-screenshot');
    const source = card!.closest('picture')!.querySelector('source')!;
    expect(source.getAttribute('srcset')).toBe('/images/card-narrow.webp');
    expect(source.getAttribute('media')).toBe('(max-width: 639px)');
    expect(card!.getAttribute('src')).toBe('/images/card.webp');
    expect(upload!.closest('picture')!.querySelector('source')).toBeNull();
    // One transcript, for the upload only; the rendered card reads as it is.
    const transcripts = screen.getAllByTestId('screenshot-transcript');
    expect(transcripts).toHaveLength(1);
    expect(transcripts[0]!.textContent).toContain('Best dungeon ever');
    expect(screen.queryByRole('link', { name: 'Open full size' })).toBeNull();
  });

  it('shows the phone version and the transcript in the enlarged view, never a screenshot not listed', () => {
    render(<ReviewCard review={REVIEW} score={0} playLanguage="en" revealing={false} locked={false} />);
    fireEvent.click(screen.getAllByTestId('enlarge-screenshot')[1]!);
    expect(screen.getByTestId('lightbox-transcript').textContent).toContain('Best dungeon ever');
    const shown = [...document.querySelectorAll('img, source')].map((el) => el.getAttribute('src') ?? el.getAttribute('srcset'));
    expect(shown.every((src) => ['/images/card.webp', '/images/card-narrow.webp', '/images/upload.webp'].includes(src ?? ''))).toBe(true);
  });

  it('says what Show Next Review buys (a screenshot of this same review) and what it costs', () => {
    render(<ReviewCard review={REVIEW} score={100} playLanguage="en" onReveal={() => {}} revealing={false} locked={false} />);
    const button = screen.getByRole('button', { name: /Show Next Review/ });
    expect(button.getAttribute('aria-describedby')).toBe('show-next-what');
    expect(document.getElementById('show-next-what')!.textContent).toBe('Shows screenshot 3 of 3 of this review');
    expect(button.textContent).toContain('-25');
  });
});
