import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { utcDate } from '../../../../../shared/constants';
import type { CalendarResponse } from '../../../../../shared/schemas/planning';

const api = vi.hoisted(() => ({ calendar: null as unknown }));
vi.mock('../../../lib/api', async (original) => ({
  ...(await original<typeof import('../../../lib/api')>()),
  apiRequest: vi.fn(async (path: string) => {
    if (path === '/admin/daily-challenges/calendar') return api.calendar;
    throw new Error(`unexpected ${path}`);
  }),
}));

const { ChallengeCalendar } = await import('./challenge-calendar');

const inDays = (n: number) => new Date(Date.parse(`${utcDate()}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const review = (name: string, difficulty: 'easy' | 'medium' | 'hard') => ({ _id: name.replace(/\W/g, ''), gameName: name, difficulty, image: null });
const noPool = (language: 'it' | 'de' | 'tr' | 'es') => ({ language, pool: 0, perDay: 0, daysCovered: 0, firstRepeat: null });

const payload: CalendarResponse = {
  days: [
    { date: inDays(0), kind: 'picked', challengeId: 'c0', reviews: [review('Portal 2', 'easy'), review('Hades', 'medium'), review('Celeste', 'hard')], repeatLanguages: [] },
    { date: inDays(1), kind: 'scheduled', challengeId: 'c1', reviews: [review('Factorio', 'easy'), review('Terraria', 'medium'), review('Outer Wilds', 'hard')], repeatLanguages: [] },
    { date: inDays(2), kind: 'auto', challengeId: null, reviews: [review('Stardew Valley', 'easy'), review('Into the Breach', 'medium'), review('Portal 2', 'hard')], repeatLanguages: ['en', 'fr'] },
  ],
  languages: [
    { language: 'en', pool: 9, perDay: 3, daysCovered: 3, firstRepeat: { date: inDays(2), gameName: 'Portal 2', lastShown: inDays(0) } },
    { language: 'fr', pool: 40, perDay: 1, daysCovered: 3, firstRepeat: null },
    noPool('es'),
    noPool('it'),
    noPool('de'),
    noPool('tr'),
  ],
  rules: { noRepeatDays: 30, warningDays: 60 },
};

function renderCalendar(onCreate = vi.fn(), onEdit = vi.fn()) {
  api.calendar = payload;
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  render(<ChallengeCalendar onCreate={onCreate} onEdit={onEdit} />, { wrapper });
  return { onCreate, onEdit };
}

afterEach(cleanup);

describe('ChallengeCalendar', () => {
  it('shows each day as scheduled, auto-picked or to be auto-picked, with its reviews', async () => {
    renderCalendar();
    const days = await screen.findAllByTestId('calendar-day');
    expect(days).toHaveLength(3);
    expect(within(days[0]!).getByText('Auto-picked')).toBeTruthy();
    expect(within(days[0]!).getByText('Today')).toBeTruthy();
    expect(within(days[1]!).getByText('Scheduled')).toBeTruthy();
    expect(within(days[1]!).getByText('Outer Wilds')).toBeTruthy();
    expect(within(days[2]!).getByText('Will be auto-picked')).toBeTruthy();
    expect(within(days[2]!).getByText('Shows a review again within 60 days for: English, Français')).toBeTruthy();
  });

  it('warns about the language that would repeat and explains the rule', async () => {
    renderCalendar();
    const en = await screen.findByTestId('pool-en');
    expect(en.textContent).toContain('9 reviews');
    expect(en.textContent).toMatch(/Repeats from .*: Portal 2, last shown/);
    expect(screen.getByTestId('pool-fr').textContent).toContain('No repeat within 60 days');
    expect(screen.getByTestId('pool-de').textContent).toContain('No reviews: its players get English');
    expect(screen.getByTestId('calendar-rule').textContent).toMatch(/never reuses a review shown in the previous 30 days.*within 60 days/);
  });

  it('schedules a free day and edits a stored one', async () => {
    const { onCreate, onEdit } = renderCalendar();
    const days = await screen.findAllByTestId('calendar-day');
    fireEvent.click(within(days[2]!).getByRole('button', { name: /^Schedule / }));
    expect(onCreate).toHaveBeenCalledWith(inDays(2));
    fireEvent.click(within(days[1]!).getByRole('button', { name: /^Edit / }));
    expect(onEdit).toHaveBeenCalledWith(expect.objectContaining({ _id: 'c1', date: inDays(1), source: 'admin', isActive: false }));
  });
});
