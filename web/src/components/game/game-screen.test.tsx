import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import toast, { Toaster } from 'react-hot-toast';
import type { Language } from '../../../../shared/constants';
import type { GameState, PlayableReview } from '../../../../shared/schemas/game';
import { costOf } from '../../../../shared/scoring';
import { GameScreen } from './game-screen';
import { AuthProvider } from '../../lib/auth-context';

const REVIEW: PlayableReview = {
  id: 'r1',
  reviewImages: ['/images/a.webp'],
  reviewImageAlts: ['Review by someone. Great game.'],
  reviewImagesNarrow: [null],
  maxReviews: 3,
  gameImage: null,
  language: 'en',
  outcome: 'pending',
  hintUsed: false,
  genre: null,
  correctAnswer: null,
};
const STATE: GameState = { score: 0, streak: 0, maxStreak: 0, reviewsCompleted: 0, reviewsSkipped: 0, hintsUsed: 0, reviewsCorrect: 0, owed: 0 };

const fetchMock = vi.fn<typeof fetch>();
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const calls = (path: string) => fetchMock.mock.calls.filter(([url]) => String(url).includes(path));

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (url) => (String(url).includes('/game/names') ? json(200, { gameNames: ['Portal 2'] }) : json(500, { message: 'x', code: 'INTERNAL' })));
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  act(() => toast.remove());
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function setup(overrides: { review?: Partial<PlayableReview>; state?: Partial<GameState>; skipBlockedMessage?: string | null; playLanguage?: Language } = {}) {
  const handlers = { onReviewChange: vi.fn(), onStateChange: vi.fn(), onResolved: vi.fn() };
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <AuthProvider>
      <GameScreen
        review={{ ...REVIEW, ...overrides.review }}
        state={{ ...STATE, ...overrides.state }}
        skipBlockedMessage={overrides.skipBlockedMessage}
        playLanguage={overrides.playLanguage ?? 'en'}
        {...handlers}
      />
      </AuthProvider>
      <Toaster />
    </QueryClientProvider>,
  );
  return handlers;
}

describe('GameScreen', () => {
  it("heads the card 'Screenshot n of m' (it counts screenshots) and uses the screenshot's text alternative", () => {
    setup();
    expect(screen.getByRole('heading', { name: 'Screenshot 1 of 3' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Review by someone. Great game.' })).toBeTruthy();
  });

  it('refuses a hint below 20 points without asking the server', async () => {
    setup({ state: { score: 10 } });
    fireEvent.click(screen.getByRole('button', { name: /Show Genre/ }));
    expect(await screen.findByText('You need at least 20 points to use a hint!')).toBeTruthy();
    expect(calls('/game/hint')).toHaveLength(0);
  });

  it("says 'Hint already used!' instead of asking again", async () => {
    setup({ state: { score: 100 }, review: { hintUsed: true, genre: 'Puzzle' } });
    expect(screen.getByText('Puzzle')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Show Genre/ }));
    expect(await screen.findByText('Hint already used!')).toBeTruthy();
    expect(calls('/game/hint')).toHaveLength(0);
  });

  it('says which language the card is in, plainly when it is not the chosen one', () => {
    setup({ review: { language: 'en' }, playLanguage: 'de' });
    expect(screen.getByTestId('card-language').textContent).toContain('Review in English: no Deutsch version of it yet');
    cleanup();
    setup({ review: { language: 'tr' }, playLanguage: 'tr' });
    expect(screen.getByTestId('card-language').textContent).toContain('Review in Türkçe');
  });

  it('shows before the click what a reveal or skip costs beyond the score, and what is owed', () => {
    setup({ state: { score: 10, owed: 30 } });
    expect(screen.getByRole('button', { name: /Show Next Review/ }).textContent).toContain('-25(15 owed)');
    expect(screen.getByRole('button', { name: /Skip Review/ }).textContent).toContain('-30(20 owed)');
    expect(screen.getByTestId('owed').textContent).toBe('30');
    cleanup();
    setup({ state: { score: 0 } });
    expect(screen.getByRole('button', { name: /Skip Review/ }).textContent).toContain('-30owed');
    cleanup();
    setup({ state: { score: 100 } });
    expect(screen.getByRole('button', { name: /Show Next Review/ }).textContent).not.toContain('owed');
    expect(screen.queryByTestId('owed')).toBeNull();
  });

  it("reads the badges off the shared scoring: the hint's cost is never owed, and it is offered dimmed below its cost", () => {
    setup({ state: { score: 10, owed: 30 } });
    const hint = screen.getByRole('button', { name: /Show Genre/ });
    expect(hint.textContent).toContain(`-${costOf({ score: 10, owed: 30 }, 'hint').cost}`);
    expect(hint.textContent).not.toContain('owed');
    expect(hint.getAttribute('aria-disabled')).toBe('true');
    cleanup();
    setup({ state: { score: 40 } });
    expect(screen.getByRole('button', { name: /Show Genre/ }).getAttribute('aria-disabled')).toBeNull();
  });

  it('shows Skip disabled on the last daily review and does not call skip', async () => {
    setup({ skipBlockedMessage: 'No more reviews!' });
    expect(screen.getByRole('button', { name: /Skip Review/ }).getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: /Skip Review/ }));
    expect(await screen.findByText('No more reviews!')).toBeTruthy();
    expect(calls('/game/skip')).toHaveLength(0);
  });

  it('shows a correct answer with the server figures and reports the resolution', async () => {
    fetchMock.mockImplementation(async (url) =>
      String(url).includes('/game/verify')
        ? json(200, { isCorrect: true, correctAnswer: 'Portal 2', points: 110, owedPaid: 0, gameImage: null, state: { ...STATE, score: 110, streak: 2 }, finished: false })
        : json(200, { gameNames: [] }),
    );
    const handlers = setup();
    fireEvent.change(screen.getByRole('combobox'), { target: { value: ' portal 2 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(handlers.onResolved).toHaveBeenCalledWith({ reviewId: 'r1', outcome: 'correct', finished: false }));
    expect(JSON.parse(String(calls('/game/verify')[0]![1]!.body))).toEqual({ reviewId: 'r1', answer: 'portal 2' });
    expect(handlers.onStateChange).toHaveBeenCalledWith(expect.objectContaining({ score: 110 }));
    expect(handlers.onReviewChange).toHaveBeenCalledWith(expect.objectContaining({ outcome: 'correct', correctAnswer: 'Portal 2' }));
    expect(screen.getAllByText('Correct! +110 points!').length).toBeGreaterThan(0);
  });

  it("re-enables the answer after 'Failed to verify answer'", async () => {
    const handlers = setup();
    const input = screen.getByRole<HTMLInputElement>('combobox');
    fireEvent.change(input, { target: { value: 'Portal' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Failed to verify answer')).toBeTruthy();
    await waitFor(() => expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Submit' }).disabled).toBe(false));
    expect(input.readOnly).toBe(false);
    expect(handlers.onResolved).not.toHaveBeenCalled();
  });
});
