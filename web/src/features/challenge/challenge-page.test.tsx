import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Link, MemoryRouter, Route, Routes } from 'react-router';
import type { ChallengeResult, ChallengeView } from '../../../../shared/schemas/friend-challenges';

const api = vi.hoisted(() => ({ view: null as unknown }));
vi.mock('../../lib/api', async (original) => ({
  ...(await original<typeof import('../../lib/api')>()),
  apiRequest: vi.fn(async (path: string) => {
    if (path === '/game/challenge/c1') return api.view;
    throw new Error(`unexpected ${path}`);
  }),
}));

const { ChallengePage } = await import('./challenge-page');

const result = (username: string, score: number): ChallengeResult => ({
  username,
  score,
  correct: 3,
  hard: false,
  reviews: [1, 2, 3].map((position) => ({ position, outcome: 'correct' as const, points: score / 3, gameName: `Game ${position}` })),
});
const BEFORE: ChallengeView = { day: '2026-11-29', isToday: true, challenger: 'rival', own: false, results: null };
const AFTER: ChallengeView = { ...BEFORE, results: { challenger: result('rival', 300), viewer: result('me', 300) } };

afterEach(cleanup);

describe('ChallengePage', () => {
  it('shows both results when the friend comes back right after finishing, not the invitation seen before playing', async () => {
    api.view = BEFORE;
    // The app's own default: a query stays fresh for 10 s, longer than a fast daily takes.
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: 10_000, retry: false } } });
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
    render(
      <MemoryRouter initialEntries={['/challenge/c1']}>
        <Routes>
          <Route path="/challenge/:code" element={<ChallengePage />} />
          <Route path="/daily" element={<Link to="/challenge/c1">See how you did against your friend</Link>} />
        </Routes>
      </MemoryRouter>,
      { wrapper },
    );
    expect(await screen.findByRole('heading', { name: 'rival challenges you!' })).toBeTruthy();

    fireEvent.click(screen.getByRole('link', { name: 'Play' }));
    api.view = AFTER; // the friend plays the day
    fireEvent.click(await screen.findByRole('link', { name: 'See how you did against your friend' }));

    expect(await screen.findByRole('heading', { name: 'You vs rival' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'rival challenges you!' })).toBeNull();
    expect(screen.getByTestId('challenge-verdict').textContent).toBe('A tie!');
  });
});
