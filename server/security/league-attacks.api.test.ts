// Leagues as a cheater sees them (docs/security.md): a code is the only way in, only members see a
// league, only the owner manages it, and the member limit holds against parallel joins.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEAGUES } from '../../shared/schemas/leagues';
import { newId, nowIso } from '../lib/ids';
import { JOINS_PER_10_MINUTES } from '../modules/leagues/leagues.routes';
import { allTimeBoard, createLeague, dailyBoard, join, player } from '../modules/leagues/league-test-kit';
import { createTestApp, type TestApp } from '../test/test-app';
import { countRows, guestBrowser, snapshot } from './attack-kit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const members = async (leagueId: string) =>
  (await t.app.ctx.db.selectFrom('league_members').select('user_id').where('league_id', '=', leagueId).execute()).map((r) => r.user_id);

describe('league attacks', () => {
  it('guessing invite codes finds nothing, and trying many is slowed down', async () => {
    const owner = await player(t.app);
    const league = await createLeague(owner);
    const guesser = await player(t.app);
    const before = await snapshot(t.app);
    // Near misses of the real code and random well-formed codes.
    const flipped = league.inviteCode.slice(0, -1) + (league.inviteCode.endsWith('A') ? 'B' : 'A');
    const guesses = [flipped, league.inviteCode.toLowerCase() === league.inviteCode ? newId() : league.inviteCode.toLowerCase(), ...Array.from({ length: 10 }, () => newId())];
    for (const code of guesses) {
      const res = await join(guesser, code);
      expect(res.statusCode).toBe(404);
      expect(res.json().messageKey).toBe('inviteInvalid');
    }
    // Not a code at all: the league id, an empty or overlong code.
    for (const code of [league.id.slice(0, 21), '', 'x'.repeat(200), '../../etc']) expect((await join(guesser, code)).statusCode).toBe(400);
    expect(await snapshot(t.app)).toEqual(before);

    let limited = 0;
    for (let i = 0; i < JOINS_PER_10_MINUTES; i += 1) if ((await join(guesser, newId())).statusCode === 429) limited += 1;
    expect(limited).toBeGreaterThan(0);
    // Even the right code is refused while the limit holds.
    expect((await join(guesser, league.inviteCode)).statusCode).toBe(429);
    expect(await members(league.id)).toEqual([owner.user.id]);
  });

  it('a player outside a league reads nothing of it and changes nothing; a guest is asked to log in', async () => {
    const owner = await player(t.app);
    const league = await createLeague(owner);
    const outsider = await player(t.app);
    const before = await snapshot(t.app);
    const calls = [
      { method: 'GET', url: `/api/leagues/${league.id}` },
      { method: 'GET', url: `/api/leagues/${league.id}/leaderboard/daily` },
      { method: 'GET', url: `/api/leagues/${league.id}/leaderboard/daily?date=2026-01-01` },
      { method: 'GET', url: `/api/leagues/${league.id}/leaderboard/alltime` },
      { method: 'PUT', url: `/api/leagues/${league.id}`, payload: { name: 'Taken over' } },
      { method: 'POST', url: `/api/leagues/${league.id}/code` },
      { method: 'DELETE', url: `/api/leagues/${league.id}` },
      { method: 'DELETE', url: `/api/leagues/${league.id}/members/${owner.user.id}` },
      { method: 'DELETE', url: `/api/leagues/${league.id}/members/${outsider.user.id}` },
    ] as const;
    for (const call of calls) {
      const res = await outsider.call(call);
      expect(res.statusCode, `${call.method} ${call.url}`).toBe(404);
      expect(res.json().messageKey).toBe('leagueNotFound');
      expect(res.body).not.toContain(league.inviteCode);
    }
    // The same answer as for a league that does not exist: existence is not revealed.
    expect((await outsider.call({ method: 'GET', url: `/api/leagues/${newId()}` })).json()).toEqual((await outsider.call(calls[0])).json());
    expect((await outsider.call({ method: 'GET', url: '/api/leagues' })).json().leagues).toEqual([]);

    const guest = guestBrowser(t.app);
    for (const call of [...calls, { method: 'POST', url: '/api/leagues/join', payload: { code: league.inviteCode } }, { method: 'POST', url: '/api/leagues', payload: { name: 'Guest league' } }] as const) {
      expect((await guest(call)).statusCode).toBe(401);
    }
    expect(await snapshot(t.app)).toEqual(before);
  });

  it('a member who is not the owner cannot remove others, rename, renew the code or delete', async () => {
    const owner = await player(t.app);
    const league = await createLeague(owner);
    const [m1, m2] = [await player(t.app), await player(t.app)];
    await join(m1, league.inviteCode);
    await join(m2, league.inviteCode);
    const before = await snapshot(t.app);
    for (const call of [
      { method: 'DELETE', url: `/api/leagues/${league.id}/members/${m2.user.id}` },
      { method: 'DELETE', url: `/api/leagues/${league.id}/members/${owner.user.id}` },
      { method: 'PUT', url: `/api/leagues/${league.id}`, payload: { name: 'Mine now' } },
      { method: 'POST', url: `/api/leagues/${league.id}/code` },
      { method: 'DELETE', url: `/api/leagues/${league.id}` },
    ] as const) {
      const res = await m1.call(call);
      expect(res.statusCode, `${call.method} ${call.url}`).toBe(403);
      expect(res.json().messageKey).toBe('leagueOwnerOnly');
    }
    expect(await snapshot(t.app)).toEqual(before);
    // A removed member reads nothing more, and the owner's renewed code keeps them out.
    await owner.call({ method: 'DELETE', url: `/api/leagues/${league.id}/members/${m1.user.id}` });
    const code = (await owner.call({ method: 'POST', url: `/api/leagues/${league.id}/code` })).json().inviteCode;
    expect((await dailyBoard(m1, league.id)).statusCode).toBe(404);
    expect((await allTimeBoard(m1, league.id)).statusCode).toBe(404);
    expect((await join(m1, league.inviteCode)).statusCode).toBe(404);
    expect(code).not.toBe(league.inviteCode);
  });

  it(`never lets a league pass ${LEAGUES.maxMembers} members, even with parallel joins`, async () => {
    const owner = await player(t.app);
    const league = await createLeague(owner);
    // Fill the league to one place short, straight in the database (registering 498 players through the API is slow).
    const { db } = t.app.ctx;
    const filler = Array.from({ length: LEAGUES.maxMembers - 2 }, (_, i) => ({ id: newId(), i }));
    await db
      .insertInto('users')
      .values(filler.map(({ id, i }) => ({ id, username: `filler${i}_${id.slice(0, 6)}`, username_key: `filler${i}_${id}`.toLowerCase(), email: `${id}@example.com`, email_key: `${id}@example.com`.toLowerCase(), password_hash: 'x', is_admin: 0, created_at: nowIso() })))
      .execute();
    await db.insertInto('league_members').values(filler.map(({ id, i }) => ({ league_id: league.id, user_id: id, joined_at: nowIso(), username: `filler${i}_${id.slice(0, 6)}`, total_score: 0, games_played: 0, day_streak: 0, last_daily_day: null, user_created_at: nowIso() }))).execute();
    expect(await members(league.id)).toHaveLength(LEAGUES.maxMembers - 1);

    const late = await Promise.all(Array.from({ length: 4 }, () => player(t.app)));
    const results = await Promise.all(late.map((p) => join(p, league.inviteCode)));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409]);
    const full = results.find((r) => r.statusCode === 409)!;
    expect(full.json()).toMatchObject({ messageKey: 'leagueFull', messageParams: { max: String(LEAGUES.maxMembers) } });
    expect(await members(league.id)).toHaveLength(LEAGUES.maxMembers);
    // The board of a full league lists every member.
    expect((await dailyBoard(owner, league.id)).json().notPlayed).toHaveLength(LEAGUES.maxMembers);
  });

  it(`parallel creations never give a player more than ${LEAGUES.maxOwned} leagues`, async () => {
    const p = await player(t.app);
    for (let i = 0; i < LEAGUES.maxOwned - 2; i += 1) await createLeague(p, `L${i}`);
    const results = await Promise.all(Array.from({ length: 6 }, (_, i) => p.call({ method: 'POST', url: '/api/leagues', payload: { name: `Race ${i}` } })));
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(2);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(4);
    const owned = await t.app.ctx.db.selectFrom('leagues').select('id').where('owner_id', '=', p.user.id).execute();
    expect(owned).toHaveLength(LEAGUES.maxOwned);
    expect(await countRows(t.app, 'leagues')).toBeGreaterThanOrEqual(LEAGUES.maxOwned);
  });

  it('odd names and ids are refused with a clear message and change nothing', async () => {
    const p = await player(t.app);
    const league = await createLeague(p);
    const before = await snapshot(t.app);
    for (const payload of [{}, { name: 42 }, { name: 'a\u0000b' }, { name: ['x'] }]) {
      const res = await p.call({ method: 'POST', url: '/api/leagues', payload });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBeTruthy();
    }
    expect((await p.call({ method: 'PUT', url: `/api/leagues/${league.id}`, payload: { name: '' } })).statusCode).toBe(400);
    expect((await p.call({ method: 'GET', url: `/api/leagues/${encodeURIComponent("' or 1=1 --")}` })).statusCode).toBe(400);
    expect((await p.call({ method: 'DELETE', url: `/api/leagues/${league.id}/members/${newId()}` })).statusCode).toBe(404);
    expect(await snapshot(t.app)).toEqual(before);
  });
});
