// Shared set-up of the league, challenge and report tests: players who create, join and play.
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, expect, vi } from 'vitest';
import type { Call } from '../../security/attack-kit';
import { createTestApp, insertReviews, registerUser, type TestApp } from '../../test/test-app';

/** One app for the file with eight games named `<name> 1..8`; `answers` maps each review to its game. */
export function useLeagueApp(name: string): { readonly app: FastifyInstance; answers: Map<string, string> } {
  let t: TestApp;
  const answers = new Map<string, string>();
  beforeAll(async () => {
    t = await createTestApp();
    const games = Array.from({ length: 8 }, (_, i) => ({ gameName: `${name} ${i + 1}` }));
    (await insertReviews(t.app, games)).forEach((id, i) => answers.set(id, games[i]!.gameName));
  });
  afterAll(() => t.close());
  afterEach(() => vi.useRealTimers());
  return { get app() { return t.app; }, answers };
}

/** The clock of this process set to `day` at `time` (UTC), until the test ends. */
export const onDay = (day: string, time = '12:00') => vi.useFakeTimers({ toFake: ['Date'], now: new Date(`${day}T${time}:00Z`) });

export type Player = Awaited<ReturnType<typeof registerUser>> & { call: Call };

export async function player(app: FastifyInstance): Promise<Player> {
  const u = await registerUser(app);
  return { ...u, call: (opts) => app.inject({ ...opts, headers: { ...u.auth, ...(opts.headers ?? {}) } }) };
}

/** Creates a league through the API; returns its id and invite code. */
export async function createLeague(p: Player, name = 'Friday Gamers'): Promise<{ id: string; name: string; inviteCode: string }> {
  const res = await p.call({ method: 'POST', url: '/api/leagues', payload: { name } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().league;
}

export async function join(p: Player, code: string) {
  return p.call({ method: 'POST', url: '/api/leagues/join', payload: { code } });
}

/** Plays today's daily: `right` correct answers, then wrong ones (a miss still finishes the daily). */
export async function playDaily(p: Call, answers: Map<string, string>, right: number): Promise<string[]> {
  const ids: string[] = (await p({ method: 'GET', url: '/api/game/daily' })).json().reviews.map((r: { id: string }) => r.id);
  for (const [i, id] of ids.entries()) {
    const res = await p({ method: 'POST', url: '/api/game/verify', payload: { reviewId: id, answer: i < right ? answers.get(id)! : 'nope' } });
    expect(res.statusCode, res.body).toBe(200);
  }
  return ids;
}

export const dailyBoard = (p: Player, id: string, date?: string) => p.call({ method: 'GET', url: `/api/leagues/${id}/leaderboard/daily${date ? `?date=${date}` : ''}` });
export const allTimeBoard = (p: Player, id: string) => p.call({ method: 'GET', url: `/api/leagues/${id}/leaderboard/alltime` });
