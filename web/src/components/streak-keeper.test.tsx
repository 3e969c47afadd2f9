import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { initI18n } from '../i18n';
import { StreakKeeper } from './streak-keeper';

const auth = vi.hoisted(() => ({ user: null as null | { streak: number; dailyDoneToday?: boolean } }));
vi.mock('../lib/auth-context', () => ({ useAuth: () => auth }));

beforeAll(async () => {
  await initI18n('en');
});
afterEach(cleanup);

describe('StreakKeeper', () => {
  it('tells a player with a streak how long is left to keep it', () => {
    auth.user = { streak: 12, dailyDoneToday: false };
    render(<StreakKeeper />);
    expect(screen.getByTestId('streak-keeper').textContent).toMatch(/^Play within \d{2}:\d{2}:\d{2} to keep your 12-day streak!$/);
  });

  it('says nothing to a guest, a player without a streak, or one who already played today', () => {
    for (const user of [null, { streak: 0 }, { streak: 3, dailyDoneToday: true }]) {
      auth.user = user;
      const { container } = render(<StreakKeeper />);
      expect(container.textContent).toBe('');
      cleanup();
    }
  });
});
