import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, insertReviews, type TestApp } from '../../test/test-app';
import { guestBrowser } from '../../security/attack-kit';
import { playDaily, player } from '../leagues/league-test-kit';

let t: TestApp;
const answers = new Map<string, string>();

beforeAll(async () => {
  t = await createTestApp();
  const games = Array.from({ length: 8 }, (_, i) => ({ gameName: `Duel Game ${i + 1}` }));
  (await insertReviews(t.app, games)).forEach((id, i) => answers.set(id, games[i]!.gameName));
});
afterAll(() => t.close());
afterEach(() => vi.useRealTimers());

describe('challenge a friend', () => {
  it('shows the friend only who challenged them until they finish, then both results side by side', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-06-01T10:00:00Z') });
    const me = await player(t.app);
    const friend = await player(t.app);
    await playDaily(me.call, answers, 2);
    const link = await me.call({ method: 'POST', url: '/api/game/challenge' });
    expect(link.statusCode).toBe(200);
    const { code } = link.json();
    // The same link each time today.
    expect((await me.call({ method: 'POST', url: '/api/game/challenge' })).json().code).toBe(code);

    const before = (await friend.call({ method: 'GET', url: `/api/game/challenge/${code}` })).json();
    expect(before).toEqual({ day: '2026-06-01', isToday: true, challenger: me.user.username, own: false, results: null });

    const ids = await playDaily(friend.call, answers, 3);
    const after = (await friend.call({ method: 'GET', url: `/api/game/challenge/${code}` })).json();
    expect(after.results.challenger).toMatchObject({ username: me.user.username, score: 210, correct: 2, hard: false });
    expect(after.results.viewer).toMatchObject({ username: friend.user.username, score: 330, correct: 3 });
    expect(after.results.viewer.reviews).toEqual(ids.map((id, i) => ({ position: i + 1, outcome: 'correct', points: 100 + 10 * i, gameName: answers.get(id) })));
    expect(after.results.challenger.reviews.map((r: { outcome: string }) => r.outcome)).toEqual(['correct', 'correct', 'incorrect']);

    // The challenger's own link shows no comparison with themself.
    expect((await me.call({ method: 'GET', url: `/api/game/challenge/${code}` })).json()).toMatchObject({ own: true, results: null });
  });

  it('works for a guest friend too, and a link needs a finished daily', async () => {
    const me = await player(t.app);
    const early = await me.call({ method: 'POST', url: '/api/game/challenge' });
    expect(early.statusCode).toBe(400);
    expect(early.json().messageKey).toBe('finishDailyFirst');
    await playDaily(me.call, answers, 1);
    const { code } = (await me.call({ method: 'POST', url: '/api/game/challenge' })).json();
    const guest = guestBrowser(t.app);
    expect((await guest({ method: 'GET', url: `/api/game/challenge/${code}` })).json().results).toBeNull();
    await playDaily(guest, answers, 0);
    const view = (await guest({ method: 'GET', url: `/api/game/challenge/${code}` })).json();
    expect(view.results.viewer).toMatchObject({ username: '', score: 0, correct: 0 });
    expect(view.results.challenger).toMatchObject({ username: me.user.username, score: 100 });
  });
});
