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
vi.mock('../../auth/auth-context', () => ({ useAuth: () => ({ token: fake.token }) }));

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
});
