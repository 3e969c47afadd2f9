import { describe, expect, it } from 'vitest';
import { LEAGUES } from '../../../shared/schemas/leagues';
import { allTimeBoard, createLeague, dailyBoard, join, onDay, playDaily, player, useLeagueApp } from './league-test-kit';

const ctx = useLeagueApp('League Game');
const { answers } = ctx;

describe('leagues', () => {
  it('a player creates a league, a friend joins with the code, and both see it with its members', async () => {
    const owner = await player(ctx.app);
    const friend = await player(ctx.app);
    const league = await createLeague(owner, '  Office Rivals  ');
    expect(league).toMatchObject({ name: 'Office Rivals' });
    expect(league.inviteCode).toMatch(/^[A-Za-z0-9_-]{22}$/);

    const joined = await join(friend, league.inviteCode);
    expect(joined.statusCode).toBe(200);
    expect(joined.json().league).toMatchObject({ id: league.id, name: 'Office Rivals', isOwner: false, memberCount: 2, today: null });
    // Joining again changes nothing.
    expect((await join(friend, league.inviteCode)).json().league.memberCount).toBe(2);

    const mine = (await friend.call({ method: 'GET', url: '/api/leagues' })).json().leagues;
    expect(mine).toEqual([expect.objectContaining({ id: league.id, memberCount: 2, isOwner: false })]);
    const detail = (await owner.call({ method: 'GET', url: `/api/leagues/${league.id}` })).json().league;
    expect(detail).toMatchObject({ id: league.id, isOwner: true, ownerId: owner.user.id });
    expect(detail.members.map((m: { username: string; isOwner: boolean }) => [m.username, m.isOwner])).toEqual([
      [owner.user.username, true],
      [friend.user.username, false],
    ]);
  });

  it("ranks today's daily points with who has not played yet, and places each player in each league", async () => {
    onDay('2026-05-10');
    const [a, b, c, d] = [await player(ctx.app), await player(ctx.app), await player(ctx.app), await player(ctx.app)];
    const league = await createLeague(a);
    const other = await createLeague(b, 'Second');
    for (const p of [b, c, d]) await join(p, league.inviteCode);
    await join(a, other.inviteCode);

    await playDaily(a.call, answers, 1);
    await playDaily(b.call, answers, 3);
    await playDaily(c.call, answers, 1);

    const board = (await dailyBoard(d, league.id)).json();
    expect(board.date).toBe('2026-05-10');
    expect(board.leaderboard.map((e: { username: string; rank: number; score: number }) => [e.username, e.rank, e.score])).toEqual([
      [b.user.username, 1, 330],
      [a.user.username, 2, 100],
      [c.user.username, 2, 100],
    ]);
    expect(board.notPlayed).toEqual([{ userId: d.user.id, username: d.user.username }]);

    const places = (await a.call({ method: 'GET', url: '/api/leagues' })).json().leagues;
    expect(places.map((l: { name: string; today: unknown }) => [l.name, l.today])).toEqual([
      ['Friday Gamers', { rank: 2, of: 3, score: 100 }],
      ['Second', { rank: 2, of: 2, score: 100 }],
    ]);
    expect((await d.call({ method: 'GET', url: '/api/leagues' })).json().leagues[0].today).toBeNull();
    // A league's page says the same of that league alone.
    const page = (await a.call({ method: 'GET', url: `/api/leagues/${other.id}` })).json().league;
    expect(page).toMatchObject({ name: 'Second', memberCount: 2, isOwner: false, today: { rank: 2, of: 2, score: 100 } });

    // The next day: yesterday's board is kept, today's starts empty, the all-time board adds both days.
    onDay('2026-05-11');
    await playDaily(d.call, answers, 2);
    const yesterday = (await dailyBoard(d, league.id, '2026-05-10')).json();
    expect(yesterday.leaderboard.map((e: { username: string }) => e.username)).toEqual([b.user.username, a.user.username, c.user.username]);
    const today = (await dailyBoard(a, league.id)).json();
    expect(today.leaderboard.map((e: { username: string; score: number }) => [e.username, e.score])).toEqual([[d.user.username, 210]]);
    expect(today.notPlayed).toHaveLength(3);

    const allTime = (await allTimeBoard(c, league.id)).json().leaderboard;
    expect(allTime.map((e: { username: string; rank: number; totalScore: number; gamesPlayed: number }) => [e.username, e.rank, e.totalScore, e.gamesPlayed])).toEqual([
      [b.user.username, 1, 330, 1],
      [d.user.username, 2, 210, 1],
      [a.user.username, 3, 100, 1],
      [c.user.username, 3, 100, 1],
    ]);
  });

  it('counts only dailies played on their day: free play and practice points are not on the boards', async () => {
    const a = await player(ctx.app);
    const league = await createLeague(a);
    const served = (await a.call({ method: 'GET', url: '/api/game/random?language=en' })).json();
    expect((await a.call({ method: 'POST', url: '/api/game/verify', payload: { reviewId: served.id, answer: answers.get(served.id)! } })).json().points).toBe(100);
    expect((await dailyBoard(a, league.id)).json().leaderboard).toEqual([]);
    expect((await allTimeBoard(a, league.id)).json().leaderboard).toEqual([]);
  });

  it('the owner renames, renews the code (the old link stops working), removes a member and deletes the league', async () => {
    const owner = await player(ctx.app);
    const m1 = await player(ctx.app);
    const m2 = await player(ctx.app);
    const league = await createLeague(owner);
    await join(m1, league.inviteCode);
    await join(m2, league.inviteCode);

    expect((await owner.call({ method: 'PUT', url: `/api/leagues/${league.id}`, payload: { name: 'Renamed' } })).statusCode).toBe(200);
    const renewed = await owner.call({ method: 'POST', url: `/api/leagues/${league.id}/code` });
    expect(renewed.statusCode).toBe(200);
    const newCode = renewed.json().inviteCode;
    expect(newCode).not.toBe(league.inviteCode);
    const late = await player(ctx.app);
    const old = await join(late, league.inviteCode);
    expect(old.statusCode).toBe(404);
    expect(old.json().messageKey).toBe('inviteInvalid');
    expect((await join(late, newCode)).json().league).toMatchObject({ name: 'Renamed', memberCount: 4 });

    expect((await owner.call({ method: 'DELETE', url: `/api/leagues/${league.id}/members/${m1.user.id}` })).statusCode).toBe(200);
    expect((await m1.call({ method: 'GET', url: `/api/leagues/${league.id}` })).statusCode).toBe(404);
    expect((await m1.call({ method: 'GET', url: '/api/leagues' })).json().leagues).toEqual([]);

    // A member leaves; the owner cannot leave (they delete the league instead).
    expect((await m2.call({ method: 'DELETE', url: `/api/leagues/${league.id}/members/${m2.user.id}` })).statusCode).toBe(200);
    const ownerLeaves = await owner.call({ method: 'DELETE', url: `/api/leagues/${league.id}/members/${owner.user.id}` });
    expect(ownerLeaves.statusCode).toBe(409);
    expect(ownerLeaves.json().messageKey).toBe('ownerCannotLeave');

    expect((await owner.call({ method: 'DELETE', url: `/api/leagues/${league.id}` })).statusCode).toBe(200);
    expect((await late.call({ method: 'GET', url: `/api/leagues/${league.id}` })).statusCode).toBe(404);
    expect((await late.call({ method: 'GET', url: '/api/leagues' })).json().leagues).toEqual([]);
    expect((await join(await player(ctx.app), newCode)).statusCode).toBe(404);
  });

  it(`creates up to ${LEAGUES.maxOwned} leagues per player, and checks names`, async () => {
    const p = await player(ctx.app);
    for (let i = 0; i < LEAGUES.maxOwned; i += 1) await createLeague(p, `League ${i}`);
    const over = await p.call({ method: 'POST', url: '/api/leagues', payload: { name: 'One too many' } });
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({ messageKey: 'leagueLimit', messageParams: { max: String(LEAGUES.maxOwned) } });
    // Joining others' leagues is not limited by that.
    const q = await player(ctx.app);
    await join(p, (await createLeague(q)).inviteCode);
    expect((await p.call({ method: 'GET', url: '/api/leagues' })).json().leagues).toHaveLength(LEAGUES.maxOwned + 1);

    const empty = await q.call({ method: 'POST', url: '/api/leagues', payload: { name: '   ' } });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().messageKey).toBe('leagueNameRequired');
    const long = await q.call({ method: 'POST', url: '/api/leagues', payload: { name: 'x'.repeat(LEAGUES.nameMax + 1) } });
    expect(long.statusCode).toBe(400);
    expect(long.json().messageKey).toBe('leagueNameTooLong');
    expect((await q.call({ method: 'GET', url: '/api/leagues' })).json().leagues).toHaveLength(1);
  });

  it('refuses a board of a day that has not come yet, and a malformed date', async () => {
    const p = await player(ctx.app);
    const league = await createLeague(p);
    const future = await dailyBoard(p, league.id, '2999-01-01');
    expect(future.statusCode).toBe(400);
    expect(future.json().messageKey).toBe('dayNotYet');
    expect((await dailyBoard(p, league.id, '2026-02-30')).statusCode).toBe(400);
  });
});
