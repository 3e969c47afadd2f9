import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { copyIntoLeagues } from '../../db/migrations/0017-league-scores';
import { allTimeBoard, createLeague, dailyBoard, join, onDay, playDaily, player, useLeagueApp, type Player } from './league-test-kit';

// Who is on a league's boards as members come and go: each league keeps its members' daily scores
// (migration 0017), so these check that what it keeps always matches the members and their scores.
const ctx = useLeagueApp('Member Game');
const { answers } = ctx;

const allTime = async (viewer: Player, leagueId: string) =>
  (await allTimeBoard(viewer, leagueId)).json().leaderboard.map((e: { username: string; totalScore: number; gamesPlayed: number }) => [e.username, e.totalScore, e.gamesPlayed]);
const standings = async (viewer: Player, leagueId: string, day?: string) => {
  const board = (await dailyBoard(viewer, leagueId, day)).json();
  return {
    played: board.leaderboard.map((e: { username: string; score: number }) => [e.username, e.score]),
    notPlayed: board.notPlayed.map((e: { username: string }) => e.username),
  };
};

/** An owner's league with one friend in it. */
const ownerAndFriend = async () => {
  const [owner, friend] = [await player(ctx.app), await player(ctx.app)];
  const league = await createLeague(owner);
  await join(friend, league.inviteCode);
  return { owner, friend, league };
};

describe('league members and their scores', () => {
  it('a player who joins late brings their past dailies; one who leaves takes them off, and comes back with them', async () => {
    onDay('2026-06-01');
    const [owner, late] = [await player(ctx.app), await player(ctx.app)];
    const league = await createLeague(owner);
    await playDaily(owner.call, answers, 1);
    await playDaily(late.call, answers, 3);

    onDay('2026-06-02');
    await join(late, league.inviteCode);
    expect(await standings(owner, league.id, '2026-06-01')).toEqual({ played: [[late.user.username, 330], [owner.user.username, 100]], notPlayed: [] });
    expect(await allTime(owner, league.id)).toEqual([[late.user.username, 330, 1], [owner.user.username, 100, 1]]);
    expect((await standings(owner, league.id)).notPlayed).toEqual([owner.user.username, late.user.username].sort());
    await playDaily(late.call, answers, 2);
    expect((await standings(owner, league.id)).played).toEqual([[late.user.username, 210]]);
    expect(await allTime(owner, league.id)).toEqual([[late.user.username, 540, 2], [owner.user.username, 100, 1]]);
    expect((await owner.call({ method: 'GET', url: `/api/leagues/${league.id}` })).json().league.today).toBeNull();
    expect((await late.call({ method: 'GET', url: '/api/leagues' })).json().leagues[0].today).toEqual({ rank: 1, of: 1, score: 210 });

    expect((await late.call({ method: 'DELETE', url: `/api/leagues/${league.id}/members/${late.user.id}` })).statusCode).toBe(200);
    expect(await standings(owner, league.id, '2026-06-01')).toEqual({ played: [[owner.user.username, 100]], notPlayed: [] });
    expect(await standings(owner, league.id)).toEqual({ played: [], notPlayed: [owner.user.username] });

    // Back with the same code: both days again, once each.
    expect((await join(late, league.inviteCode)).json().league.today).toEqual({ rank: 1, of: 1, score: 210 });
    expect((await standings(owner, league.id, '2026-06-01')).played).toEqual([[late.user.username, 330], [owner.user.username, 100]]);
    expect((await standings(owner, league.id)).played).toEqual([[late.user.username, 210]]);
  });

  it('a renamed member shows under the new name on every board', async () => {
    onDay('2026-06-03');
    const { owner, friend, league } = await ownerAndFriend();
    await playDaily(friend.call, answers, 1);
    const renamed = await friend.call({ method: 'PUT', url: '/api/auth/me', payload: { username: 'new_name_here', currentPassword: friend.password } });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(await standings(owner, league.id)).toEqual({ played: [['new_name_here', 100]], notPlayed: [owner.user.username] });
  });

  it('a deleted account leaves its leagues: a league it owned goes to its longest-standing member, or goes when it has none', async () => {
    onDay('2026-06-04');
    const [owner, first, second] = [await player(ctx.app), await player(ctx.app), await player(ctx.app)];
    const shared = await createLeague(owner, 'Shared');
    const alone = await createLeague(owner, 'Alone');
    onDay('2026-06-04', '12:01');
    await join(first, shared.inviteCode);
    onDay('2026-06-04', '12:02');
    await join(second, shared.inviteCode);
    await playDaily(owner.call, answers, 3);
    await playDaily(first.call, answers, 1);

    const deleted = await owner.call({ method: 'DELETE', url: '/api/auth/me', payload: { password: owner.password } });
    expect(deleted.statusCode, deleted.body).toBe(204);

    const page = (await first.call({ method: 'GET', url: `/api/leagues/${shared.id}` })).json().league;
    expect(page).toMatchObject({ isOwner: true, ownerId: first.user.id, memberCount: 2 });
    expect(page.members.map((m: { username: string; isOwner: boolean }) => [m.username, m.isOwner])).toEqual([
      [first.user.username, true],
      [second.user.username, false],
    ]);
    expect(await standings(second, shared.id)).toEqual({ played: [[first.user.username, 100]], notPlayed: [second.user.username] });
    // The new owner manages the league; the one left alone is gone with its code.
    expect((await first.call({ method: 'PUT', url: `/api/leagues/${shared.id}`, payload: { name: 'Ours now' } })).statusCode).toBe(200);
    expect((await join(await player(ctx.app), alone.inviteCode)).statusCode).toBe(404);
  });

  it('a daily finished while its player joins is on the league board once, whichever comes first', async () => {
    onDay('2026-06-06');
    const owner = await player(ctx.app);
    const league = await createLeague(owner);
    const racers = [await player(ctx.app), await player(ctx.app), await player(ctx.app), await player(ctx.app)];
    await Promise.all(
      racers.map(async (p) => {
        const ids: string[] = (await p.call({ method: 'GET', url: '/api/game/daily' })).json().reviews.map((r: { id: string }) => r.id);
        for (const id of ids.slice(0, -1)) await p.call({ method: 'POST', url: '/api/game/verify', payload: { reviewId: id, answer: answers.get(id)! } });
        const last = ids.at(-1)!;
        const [answered, joined] = await Promise.all([
          p.call({ method: 'POST', url: '/api/game/verify', payload: { reviewId: last, answer: answers.get(last)! } }),
          join(p, league.inviteCode),
        ]);
        expect([answered.statusCode, joined.statusCode]).toEqual([200, 200]);
      }),
    );
    const board = await standings(owner, league.id);
    expect(board.played.map(([name]: [string]) => name).sort()).toEqual(racers.map((p) => p.user.username).sort());
    expect(board.notPlayed).toEqual([owner.user.username]);
  });

  it('leagues created before their names and scores were kept show the same boards once the migration copied them', async () => {
    onDay('2026-06-05');
    const { owner, friend, league } = await ownerAndFriend();
    await playDaily(owner.call, answers, 2);
    await playDaily(friend.call, answers, 3);
    const before = await standings(owner, league.id);
    expect(before.played).toHaveLength(2);

    await ctx.app.ctx.db.deleteFrom('league_scores').execute();
    const allTimeBefore = await allTime(owner, league.id);
    expect(allTimeBefore).toHaveLength(2);
    await ctx.app.ctx.db.updateTable('league_members').set({ username: '', total_score: 0, games_played: 0 }).execute();
    expect(await standings(owner, league.id)).toEqual({ played: [], notPlayed: ['', ''] });
    expect(await allTime(owner, league.id)).toEqual([]);
    await copyIntoLeagues(ctx.app.ctx.db as unknown as Kysely<unknown>);
    expect(await standings(owner, league.id)).toEqual(before);
    expect(await allTime(owner, league.id)).toEqual(allTimeBefore);
  });
});
