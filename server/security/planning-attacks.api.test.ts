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
