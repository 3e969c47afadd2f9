import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';

const api = vi.hoisted(() => ({ asked: [] as string[] }));
vi.mock('../../../lib/api', async (original) => ({
  ...(await original<typeof import('../../../lib/api')>()),
  apiRequest: vi.fn(async (path: string) => {
    api.asked.push(path);
    // The server's answer: only Factorio is on a nearby stored day.
    return { repeats: path.includes('factorio') ? [{ reviewId: 'factorio', gameName: 'Factorio', dates: ['2030-01-01'] }] : [] };
  }),
}));

const { RepeatWarning } = await import('./repeat-warning');

// Issue 20, item 14: scheduling a review a nearby day already shows says so before saving.
function renderWarning(date: string, reviewIds: string[]) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  return render(<RepeatWarning date={date} reviewIds={reviewIds} />, { wrapper });
}

afterEach(() => {
  cleanup();
  api.asked = [];
});

describe('the repeat warning of the challenge form', () => {
  it("names each repeat the server finds for the day and the chosen reviews, with the days and the warning window", async () => {
    renderWarning('2030-01-02', ['factorio', 'terraria']);
    const warning = await screen.findByTestId('repeat-warning');
    expect(warning.textContent).toContain('Factorio is also on');
    expect(warning.textContent).toContain('within 60 days');
    expect(api.asked).toEqual(['/admin/daily-challenges/repeats?date=2030-01-02&reviewIds=factorio%2Cterraria']);
  });

  it('asks nothing before a day and a review are chosen', () => {
    renderWarning('', ['factorio']);
    renderWarning('2030-01-02', []);
    expect(api.asked).toEqual([]);
    expect(screen.queryByTestId('repeat-warning')).toBeNull();
  });
});
