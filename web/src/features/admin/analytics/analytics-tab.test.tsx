import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { AnalyticsPayload } from '../../../../../shared/schemas/admin';

// A stand-in for the socket.io client: records handlers so the test can play the server.
const fake = vi.hoisted(() => {
  const handlers = new Map<string, (arg?: unknown) => void>();
  const socket = {
    connected: false,
    on: vi.fn((event: string, fn: (arg?: unknown) => void) => handlers.set(event, fn)),
    connect: vi.fn(),
    disconnect: vi.fn(),
  };
  return { handlers, socket, io: vi.fn(() => socket), token: 'tok' as string | null };
});
vi.mock('socket.io-client', () => ({ io: fake.io }));
vi.mock('../../../lib/auth-context', () => ({ useAuth: () => ({ token: fake.token }) }));

const { AnalyticsTab } = await import('./analytics-tab');

const review = (gameName: string, totalPlays: number, successRate: number) => ({
  _id: gameName,
  gameName,
  difficulty: 'medium' as const,
  isActive: true,
  totalPlays,
  timesCorrect: 0,
  successRate,
  skips: 0,
  skipPercentage: 10,
  hints: 0,
  hintPercentage: 5,
});

const payload: AnalyticsPayload = {
  globalStats: { totalUsers: 12, onlineUsers: 3, totalGamesPlayed: 40, totalCorrectAnswers: 25 },
  hardestReview: review('Hard One', 8, 12),
  reviewStats: [review('Few Plays', 2, 100), review('Hard One', 8, 12), review('Middle', 5, 40)],
  daily: [{ date: '2026-11-21', plays: 4, correct: 2 }, { date: '2026-11-22', plays: 6, correct: 5 }],
  timestamp: '2026-11-22T10:00:00.000Z',
};

function renderTab(): ReturnType<typeof render> {
  const client = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  return render(<AnalyticsTab />, { wrapper });
}

beforeEach(() => {
  fake.handlers.clear();
  fake.io.mockClear();
  fake.socket.disconnect.mockClear();
  fake.token = 'tok';
});
afterEach(cleanup);

describe('AnalyticsTab', () => {
  it('connects with the token, shows the live figures and closes the socket on unmount', () => {
    const view = renderTab();
    expect(fake.io).toHaveBeenCalledWith(window.location.origin, { auth: { token: 'tok' }, transports: ['websocket'] });
    expect(screen.getByText('Connecting to analytics server...')).toBeTruthy();

    act(() => {
      fake.handlers.get('connect')?.();
      fake.handlers.get('stats-update')?.(payload);
    });
    expect(screen.getByTestId('live-indicator').dataset.status).toBe('connected');
    expect(screen.getByTestId('analytics-total-users').textContent).toBe('12');
    expect(screen.getByTestId('analytics-online-users').textContent).toBe('3');
    expect(screen.getByText('Updates every 5 seconds')).toBeTruthy();
    expect(within(screen.getByTestId('hardest-review')).getByText('Hard One')).toBeTruthy();

    // Default order: plays, most first; success shown as a number on its colour.
    const table = screen.getByTestId('analytics-table');
    const firstCells = () => within(table).getAllByRole('rowheader').map((c) => c.textContent);
    expect(firstCells()).toEqual(['Hard One', 'Middle', 'Few Plays']);
    expect(within(table).getByText('12%').dataset.tone).toBe('red');
    expect(within(table).getByText('40%').dataset.tone).toBe('yellow');
    expect(within(table).getByText('100%').dataset.tone).toBe('green');

    fireEvent.click(within(table).getByRole('button', { name: /Success %/ }));
    expect(firstCells()).toEqual(['Few Plays', 'Middle', 'Hard One']);
    expect(within(table).getByRole('columnheader', { name: /Success %/ }).getAttribute('aria-sort')).toBe('descending');

    view.unmount();
    expect(fake.socket.disconnect).toHaveBeenCalled();
  });

  it("shows 'Error connecting to analytics server' with the server's reason", () => {
    renderTab();
    act(() => fake.handlers.get('connect_error')?.(new Error('No authentication token')));
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Error connecting to analytics server');
    expect(alert.textContent).toContain('No authentication token');
    expect(screen.getByTestId('live-indicator').dataset.status).toBe('disconnected');
  });

  it('does not connect without a token', () => {
    fake.token = null;
    renderTab();
    expect(fake.io).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toContain('No authentication token');
  });

  it('says the connection failed when the server does not answer in time, instead of "Connecting..." for ever', () => {
    vi.useFakeTimers();
    try {
      renderTab();
      expect(screen.getByTestId('live-indicator').textContent).toBe('Connecting...');
      act(() => void vi.advanceTimersByTime(10_000));
      const alert = screen.getByRole('alert');
      expect(alert.textContent).toContain('Error connecting to analytics server');
      expect(alert.textContent).toContain('The server did not answer within 10 seconds.');
      expect(screen.getByTestId('live-indicator').dataset.status).toBe('disconnected');
      // A late answer still gets through.
      act(() => {
        fake.handlers.get('connect')?.();
        fake.handlers.get('stats-update')?.(payload);
      });
      expect(screen.queryByRole('alert')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('says who the user tiles count and what the hardest review is picked from', () => {
    renderTab();
    act(() => fake.handlers.get('stats-update')?.({ ...payload, hardestReview: null }));
    expect(screen.getByText('Signed-in players and guests, last 5 minutes')).toBeTruthy();
    expect(screen.getByText('Accounts (guests not included)')).toBeTruthy();
    const hardest = screen.getByTestId('hardest-review');
    expect(within(hardest).getByTestId('hardest-rule').textContent).toBe('Among reviews played at least 10 times');
    expect(hardest.textContent).toContain('No review has been played 10 times yet.');
  });

  it('shows the review table a page at a time, sorted across all reviews', () => {
    renderTab();
    const many = Array.from({ length: 60 }, (_, n) => review(`Game ${String(n).padStart(2, '0')}`, n, n));
    act(() => fake.handlers.get('stats-update')?.({ ...payload, reviewStats: many }));
    const table = screen.getByTestId('analytics-table');
    const firstCells = () => within(table).getAllByRole('rowheader').map((c) => c.textContent);
    expect(firstCells()).toHaveLength(25);
    expect(firstCells()[0]).toBe('Game 59');
    expect(screen.getByTestId('review-range').textContent).toBe('Showing 1–25 of 60 · page 1 of 3');

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(firstCells()[0]).toBe('Game 34');
    // Sorting sorts every review, and goes back to the first page.
    fireEvent.click(within(table).getByRole('button', { name: /Game/ }));
    expect(firstCells()[0]).toBe('Game 00');
    expect(screen.getByTestId('review-range').textContent).toBe('Showing 1–25 of 60 · page 1 of 3');

    fireEvent.change(screen.getByLabelText('Rows per page'), { target: { value: '0' } });
    expect(firstCells()).toHaveLength(60);
  });
});
