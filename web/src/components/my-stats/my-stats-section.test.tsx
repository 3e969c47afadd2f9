import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { utcDate } from '../../../../shared/constants';
import type { MyStats } from '../../../../shared/schemas/my-stats';

const api = vi.hoisted(() => ({ stats: null as unknown }));
vi.mock('../../lib/api', async (original) => ({
  ...(await original<typeof import('../../lib/api')>()),
  apiRequest: vi.fn(async (path: string) => {
    if (path === '/game/my-stats') return api.stats;
    throw new Error(`unexpected ${path}`);
  }),
}));

const { MyStatsSection } = await import('./my-stats-section');

const daysAgo = (n: number) => new Date(Date.parse(`${utcDate()}T00:00:00Z`) - n * 86_400_000).toISOString().slice(0, 10);
const EMPTY: MyStats = { dailies: { onTheDay: 0, fromArchive: 0, won: 0 }, streak: { current: 0, best: 0 }, scoreBars: [0, 0, 0, 0, 0, 0, 0], averageScreenshots: null, byLanguage: [], byGenre: [], playedDays: [] };

function renderStats(stats: MyStats) {
  api.stats = stats;
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  render(<MyStatsSection player="p1" />, { wrapper });
}

afterEach(cleanup);

describe('MyStatsSection', () => {
  it('shows every figure the server sent, in words a player reads', async () => {
    renderStats({
      dailies: { onTheDay: 4, fromArchive: 1, won: 3 },
      streak: { current: 2, best: 5 },
      scoreBars: [0, 0, 0, 1, 1, 0, 3],
      averageScreenshots: 1.4,
      byLanguage: [{ key: 'en', resolved: 12, correct: 9 }, { key: 'fr', resolved: 3, correct: 3 }],
      byGenre: [{ key: 'Puzzle', resolved: 6, correct: 3 }],
      playedDays: [daysAgo(100), daysAgo(4), daysAgo(1), daysAgo(0)],
    });
    expect((await screen.findByTestId('stats-dailies')).textContent).toContain('51 from the archive');
    expect(screen.getByTestId('stats-win-rate').textContent).toContain('60%');
    expect(screen.getByTestId('stats-current-streak').textContent).toContain('2 days');
    expect(screen.getByTestId('stats-best-streak').textContent).toContain('5 days');
    expect(screen.getByTestId('stats-screenshots').textContent).toContain('1.4');
    expect(within(screen.getByTestId('stats-by-language')).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['English9 of 12 · 75%', 'Français3 of 3 · 100%']);
    expect(screen.getByTestId('stats-by-genre').textContent).toContain('Puzzle3 of 6 · 50%');
    expect(screen.getByTestId('score-bars').textContent).toContain('300+ points: 3 dailies');
    // The calendar covers 90 days: the day 100 days ago is not in it.
    const calendar = screen.getByTestId('played-calendar');
    expect(calendar.children).toHaveLength(90);
    expect(calendar.querySelectorAll('[data-played]')).toHaveLength(3);
    expect(calendar.getAttribute('aria-label')).toBe('You played the daily on its day 3 times in the last 90 days.');
  });

  it('says how to start when there is nothing yet', async () => {
    renderStats(EMPTY);
    expect((await screen.findByTestId('stats-empty')).textContent).toContain('No games yet.');
    expect(screen.queryByTestId('stats-dailies')).toBeNull();
  });
});
