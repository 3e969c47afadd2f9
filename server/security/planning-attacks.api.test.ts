// The Daily Challenges calendar shows the coming days' answers: only an admin may read it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminTestApp, type AdminTestApp } from '../test/test-app';
import { guestBrowser, playerBrowser, seedPuzzles } from './attack-kit';

let t: AdminTestApp;
const URL = '/api/admin/daily-challenges/calendar';

beforeAll(async () => {
  t = await createAdminTestApp();
  await seedPuzzles(t.app);
});
afterAll(() => t.close());

describe('the daily calendar', () => {
  it('refuses a guest, with or without a guest cookie, and leaks no answer', async () => {
    const guest = guestBrowser(t.app);
    await guest({ method: 'GET', url: '/api/game/daily?language=en' });
    for (const url of [URL, `${URL}?days=60`]) {
      const res = await guest({ method: 'GET', url });
      expect(res.statusCode).toBe(401);
      expect(res.body).not.toMatch(/Portal|Hades|Celeste|Witcher|Stardew|Factorio|Terraria|Outer Wilds|Breach/);
    }
  });

  it('refuses a signed-in player, and a forged or stale token', async () => {
    const player = await playerBrowser(t.app);
    const res = await player.call({ method: 'GET', url: URL });
    expect(res.statusCode).toBe(403);
    expect(res.body).not.toMatch(/Portal|Hades|Celeste/);
    const forged = await t.app.inject({ method: 'GET', url: URL, headers: { authorization: `Bearer ${player.token.slice(0, -4)}abcd` } });
    expect([401, 403]).toContain(forged.statusCode);
  });

  it('answers the admin', async () => {
    expect((await t.asAdmin({ method: 'GET', url: URL })).statusCode).toBe(200);
  });
});

describe('the repeat check of the challenge form', () => {
  const repeatsUrl = (ids: string[], date = '2030-01-01') => `/api/admin/daily-challenges/repeats?date=${date}&reviewIds=${ids.join(',')}`;

  it('refuses a guest and a player: which days use a review would name coming answers', async () => {
    const ids = [...(await seedPuzzles(t.app)).keys()].slice(0, 3);
    expect((await guestBrowser(t.app)({ method: 'GET', url: repeatsUrl(ids) })).statusCode).toBe(401);
    const player = await playerBrowser(t.app);
    const res = await player.call({ method: 'GET', url: repeatsUrl(ids) });
    expect(res.statusCode).toBe(403);
    expect(res.body).not.toMatch(/Portal|Hades|Celeste|20\d\d-/);
  });

  it('refuses a malformed date or list with a clear message', async () => {
    for (const url of [repeatsUrl(['abc'], '2030-02-30'), repeatsUrl([]), repeatsUrl(['a', 'b', 'c', 'd']), '/api/admin/daily-challenges/repeats?date=2030-01-01']) {
      const res = await t.asAdmin({ method: 'GET', url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message, url).toMatch(/date|reviewIds/);
    }
  });
});
