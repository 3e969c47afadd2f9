// Shared set-up of the league, challenge and report tests: players who create, join and play.
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Call } from '../../security/attack-kit';
import { registerUser } from '../../test/test-app';

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
