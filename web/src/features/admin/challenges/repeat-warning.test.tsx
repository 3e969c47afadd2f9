import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { utcDate } from '../../../../../shared/constants';
import { addDays } from '../../../../../shared/days';
import type { CalendarResponse } from '../../../../../shared/schemas/planning';

const api = vi.hoisted(() => ({ calendar: null as unknown }));
vi.mock('../../../lib/api', async (original) => ({
  ...(await original<typeof import('../../../lib/api')>()),
  apiRequest: vi.fn(async (path: string) => {
    if (path === '/admin/daily-challenges/calendar') return api.calendar;
    throw new Error(`unexpected ${path}`);
  }),
}));

const { RepeatWarning, repeatsNear } = await import('./repeat-warning');

// Issue 20, item 14: scheduling the reviews of a neighbouring day says so before saving.
const inDays = (n: number) => addDays(utcDate(), n);
const review = (name: string) => ({ _id: name.replace(/\W/g, ''), gameName: name, difficulty: 'easy' as const, image: null });
const calendar: CalendarResponse = {
  days: [
    { date: inDays(1), kind: 'scheduled', challengeId: 'c1', reviews: [review('Factorio'), review('Terraria'), review('Outer Wilds')], repeatLanguages: [] },
    { date: inDays(3), kind: 'auto', challengeId: null, reviews: [review('Hades'), review('Celeste'), review('Portal 2')], repeatLanguages: [] },
  ],
  languages: [],
  rules: { noRepeatDays: 30, warningDays: 60 },
};

function renderWarning(date: string, reviewIds: string[], also?: ReactNode) {
  api.calendar = calendar;
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  return render(
    <>
      <RepeatWarning date={date} reviewIds={reviewIds} />
      {also}
    </>,
    { wrapper },
  );
}

afterEach(cleanup);

describe('the repeat warning of the challenge form', () => {
  it('names each chosen review another day close to this one already shows, with that day', async () => {
    renderWarning(inDays(2), ['Factorio', 'Terraria', 'Stardew']);
    const warning = await screen.findByTestId('repeat-warning');
    expect(warning.textContent).toContain('Factorio is also on');
    expect(warning.textContent).toContain('Terraria is also on');
    expect(warning.textContent).not.toContain('Stardew');
    expect(warning.textContent).toContain('within 60 days');
  });

  it('says nothing for reviews no other day uses, nor for the edited day itself', async () => {
    // A second form that does warn shows when the calendar has arrived; the first one stays silent.
    renderWarning(inDays(1), ['Factorio', 'Stardew'], <RepeatWarning date={inDays(2)} reviewIds={['Hades']} />);
    const warnings = await screen.findAllByTestId('repeat-warning');
    expect(warnings.map((w) => w.textContent)).toEqual([expect.stringContaining('Hades is also on')]);
  });

  it('finds every near day of a review, and none beyond the warning window', () => {
    expect(repeatsNear(calendar.days, inDays(2), ['Factorio', 'Hades'], 60)).toEqual([
      { gameName: 'Factorio', dates: [inDays(1)] },
      { gameName: 'Hades', dates: [inDays(3)] },
    ]);
    expect(repeatsNear(calendar.days, inDays(40), ['Factorio'], 30)).toEqual([]);
  });
});
