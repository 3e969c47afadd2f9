import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { createTestApp, insertReviews, registerUser, type TestApp } from '../../test/test-app';

let t: TestApp;
let app: FastifyInstance;
const GAMES = ['Portal 2', 'Stardew Valley', 'Hades', 'Celeste', 'Factorio', 'Outer Wilds', 'Terraria'].map((gameName) => ({ gameName }));
const nameOf = new Map<string, string>();

beforeAll(async () => {
  t = await createTestApp();
  app = t.app;
  (await insertReviews(app, GAMES)).forEach((id, i) => nameOf.set(id, GAMES[i]!.gameName));
});
afterAll(() => t.close());

type Call = (opts: InjectOptions) => Promise<LightMyRequestResponse>;

/** One browser: keeps the guest cookie and, once signed in, the token. */
function browser() {
  let cookie: string | undefined;
  let token: string | undefined;
  const call: Call = async (opts) => {
    const headers = { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(opts.headers ?? {}) };
    const res = await app.inject({ ...opts, headers, cookies: cookie ? { rq_guest: cookie } : {} });
    const set = res.cookies.find((c) => c.name === 'rq_guest');
    if (set) cookie = set.value || undefined;
    return res;
  };
  return {
    call,
    get cookie() {
      return cookie;
    },
    async signUp() {
      const n = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
      const res = await call({ method: 'POST', url: '/api/auth/register', payload: { username: `g_${n}`, email: `g_${n}@example.com`, password: 'secret123' } });
      expect(res.statusCode).toBe(201);
      token = res.json().token;
      return res.json() as { token: string; user: { id: string; username: string; totalScore: number; gamesPlayed: number } };
    },
    async logIn(email: string, password: string) {
      const res = await call({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
      expect(res.statusCode).toBe(200);
      token = res.json().token;
      return res.json() as { token: string; user: { id: string; username: string; totalScore: number; gamesPlayed: number } };
    },
  };
}

const daily = (call: Call) => call({ method: 'GET', url: '/api/game/daily?language=en' });
const verify = (call: Call, reviewId: string, answer: string) => call({ method: 'POST', url: '/api/game/verify', payload: { reviewId, answer } });
const random = (call: Call) => call({ method: 'GET', url: '/api/game/random?language=en' });
const me = async (call: Call) => (await call({ method: 'GET', url: '/api/auth/me' })).json();
const idsOf = async (call: Call): Promise<string[]> => (await daily(call)).json().reviews.map((r: { id: string }) => r.id);

describe('a guest who signs up or logs in keeps what they played', () => {
  it('moves a finished guest daily to the new account, scored once, and refuses a second daily', async () => {
    const b = browser();
    const ids = await idsOf(b.call);
    for (const id of ids) await verify(b.call, id, nameOf.get(id)!);
    const { user } = await b.signUp();
    // The sign-up answer already counts the daily: 100 + 110 + 120.
    expect(user).toMatchObject({ totalScore: 330, gamesPlayed: 1, streak: 1 });
    const again = (await daily(b.call)).json();
    expect(again.hasCompleted).toBe(true);
    expect(again.state.score).toBe(330);
    // Answering again counts nothing, and submitting does not add a second daily.
    await verify(b.call, ids[0]!, nameOf.get(ids[0]!)!);
    await b.call({ method: 'POST', url: '/api/scores/submit', payload: { gameMode: 'daily', score: 330, reviewsCompleted: 3, reviewsSkipped: 0, hintsUsed: 0, maxStreak: 3 } });
    expect(await me(b.call)).toMatchObject({ totalScore: 330, gamesPlayed: 1 });
    const board = (await app.inject({ method: 'GET', url: '/api/scores/leaderboard/daily?limit=100' })).json().leaderboard;
    expect(board.filter((e: { username: string }) => e.username === user.username)).toHaveLength(1);
  });

  it('moves a daily in progress to an account that has not played today; the account resumes it', async () => {
    const account = await registerUser(app);
    const b = browser();
    const ids = await idsOf(b.call);
    await verify(b.call, ids[0]!, nameOf.get(ids[0]!)!);
    await b.logIn(account.email, account.password);
    const resumed = (await daily(b.call)).json();
    expect(resumed.state).toMatchObject({ score: 100, reviewsCompleted: 1 });
    expect(resumed.reviews[0].outcome).toBe('correct');
    for (const id of ids.slice(1)) await verify(b.call, id, 'wrong');
    expect(await me(b.call)).toMatchObject({ totalScore: 100, gamesPlayed: 1 });
  });

  it('leaves an account that already played today with its own daily (one daily a day)', async () => {
    const account = await registerUser(app);
    const asAccount: Call = (o) => app.inject({ ...o, headers: { ...account.auth, ...(o.headers ?? {}) } });
    for (const id of await idsOf(asAccount)) await verify(asAccount, id, 'wrong');
    expect((await app.inject({ method: 'GET', url: '/api/auth/me', headers: account.auth })).json()).toMatchObject({ totalScore: 0, gamesPlayed: 1 });

    const b = browser();
    for (const id of await idsOf(b.call)) await verify(b.call, id, nameOf.get(id)!);
    const { user } = await b.logIn(account.email, account.password);
    expect(user).toMatchObject({ totalScore: 0, gamesPlayed: 1 });
    expect((await daily(b.call)).json().state.score).toBe(0);
  });

  it('moves free-play history and the session in progress', async () => {
    const b = browser();
    await b.call({ method: 'POST', url: '/api/game/freeplay/start', payload: { language: 'en' } });
    const first = (await random(b.call)).json();
    await verify(b.call, first.id, nameOf.get(first.id)!);
    const pending = (await random(b.call)).json();
    await b.signUp();
    // Same session: the pending review is still the one served, and the score carried.
    const resumed = (await random(b.call)).json();
    expect(resumed.id).toBe(pending.id);
    expect(resumed.state).toMatchObject({ score: 100, reviewsCompleted: 1 });
    await verify(b.call, pending.id, nameOf.get(pending.id)!);
    const saved = await b.call({ method: 'POST', url: '/api/scores/submit', payload: { gameMode: 'freeplay', score: 210, reviewsCompleted: 2, reviewsSkipped: 0, hintsUsed: 0, maxStreak: 2 } });
    expect(saved.json().score.score).toBe(210);
    // A new session never serves what the guest already met.
    await b.call({ method: 'POST', url: '/api/game/freeplay/start', payload: { language: 'en' } });
    for (;;) {
      const r = await random(b.call);
      if (r.statusCode !== 200) break;
      expect([first.id, pending.id]).not.toContain(r.json().id);
      await verify(b.call, r.json().id, 'wrong');
    }
  });

  it('counts the carried daily once when the same guest logs in twice at the same moment', async () => {
    const account = await registerUser(app);
    const b = browser();
    for (const id of await idsOf(b.call)) await verify(b.call, id, nameOf.get(id)!);
    const cookie = b.cookie!;
    const login = () => app.inject({ method: 'POST', url: '/api/auth/login', cookies: { rq_guest: cookie }, payload: { email: account.email, password: account.password } });
    const results = await Promise.all([login(), login(), login()]);
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    expect((await app.inject({ method: 'GET', url: '/api/auth/me', headers: account.auth })).json()).toMatchObject({ totalScore: 330, gamesPlayed: 1 });
  });

  it('starts the browser afresh as a new guest after the carry-over', async () => {
    const b = browser();
    await idsOf(b.call);
    const before = b.cookie;
    const res = await b.call({ method: 'POST', url: '/api/auth/register', payload: { username: `fresh${Date.now().toString(36)}`.slice(0, 20), email: `fresh${Date.now()}@example.com`, password: 'secret123' } });
    const cleared = res.cookies.find((c) => c.name === 'rq_guest');
    expect(before).toBeDefined();
    expect(cleared?.value).toBe('');
  });
});
