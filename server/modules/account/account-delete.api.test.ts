import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedPuzzles, snapshot, type Call } from '../../security/attack-kit';
import { createAdminTestApp, type AdminTestApp } from '../../test/test-app';
import { player, submitted, textSubmission, type Player } from '../submissions/submission-test-kit';

let t: AdminTestApp;
let names: Map<string, string>;
beforeAll(async () => {
  t = await createAdminTestApp();
  names = await seedPuzzles(t.app);
});
afterAll(() => t.close());

async function playDaily(call: Call) {
  const ids: string[] = (await call({ method: 'GET', url: '/api/game/daily' })).json().reviews.map((r: { id: string }) => r.id);
  for (const id of ids) await call({ method: 'POST', url: '/api/game/verify', payload: { reviewId: id, answer: names.get(id)! } });
}
const boards = async () => ({
  daily: (await t.app.inject({ method: 'GET', url: '/api/scores/leaderboard/daily?limit=50' })).json().leaderboard.map((e: { username: string }) => e.username),
  allTime: (await t.app.inject({ method: 'GET', url: '/api/scores/leaderboard/alltime?limit=50' })).json().leaderboard.map((e: { username: string }) => e.username),
});
const deleteMe = (p: Player, password: string) => p.call({ method: 'DELETE', url: '/api/auth/me', payload: { password } });

describe('download my data', () => {
  it('gives the account, plays, scores and submissions as a JSON file, to its owner only', async () => {
    const p = await player(t);
    await playDaily(p.call);
    const submissionId = await submitted(p, textSubmission());
    const res = await p.call({ method: 'GET', url: '/api/auth/me/export' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="reviewquest-data-\d{4}-\d{2}-\d{2}\.json"$/);
    const data = res.json();
    expect(data.account).toMatchObject({ id: p.user.id, username: p.user.username, email: p.email, gamesPlayed: 1 });
    expect(data.plays).toHaveLength(1);
    expect(data.plays[0].answers).toHaveLength(3);
    expect(data.scores).toEqual([expect.objectContaining({ mode: 'daily', score: data.account.totalScore })]);
    expect(data.submissions.map((s: { id: string }) => s.id)).toEqual([submissionId]);
    expect(JSON.stringify(data)).not.toContain('password');
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me/export' })).statusCode).toBe(401);
  });
});

describe('delete my account', () => {
  it('needs the password, then removes the player from every board, keeps their submission without a name, and ends the login', async () => {
    const p = await player(t);
    await playDaily(p.call);
    const submissionId = await submitted(p, textSubmission({ gameName: 'Celeste', genre: 'Platformer' }));
    expect((await boards()).daily).toContain(p.user.username);
    const usersBefore = (await p.call({ method: 'GET', url: `/api/scores/rank/${p.user.id}` })).json().totalUsers;

    const before = await snapshot(t.app);
    const wrong = await deleteMe(p, 'not-my-password');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().messageKey).toBe('wrongPassword');
    expect((await p.call({ method: 'DELETE', url: '/api/auth/me', payload: {} })).statusCode).toBe(400);
    expect(await snapshot(t.app)).toEqual(before);

    expect((await deleteMe(p, p.password)).statusCode).toBe(204);
    const after = await boards();
    expect(after.daily).not.toContain(p.user.username);
    expect(after.allTime).not.toContain(p.user.username);
    const other = await player(t);
    expect((await other.call({ method: 'GET', url: `/api/scores/rank/${other.user.id}` })).json().totalUsers).toBe(usersBefore);

    expect((await p.call({ method: 'GET', url: '/api/auth/me' })).statusCode).toBe(401);
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: p.email, password: p.password } });
    expect(login.statusCode).toBe(400);
    expect(login.json().messageKey).toBe('invalidLogin');
    const reset = await t.app.inject({ method: 'POST', url: '/api/auth/password-reset', payload: { email: p.email } });
    expect(reset.statusCode).toBe(202);

    // The submission stays for the moderators, with no name, no e-mail and no plays left behind.
    const row = await t.app.ctx.db.selectFrom('submissions').selectAll().where('id', '=', submissionId).executeTakeFirstOrThrow();
    const user = await t.app.ctx.repos.users.findById(row.user_id);
    expect(user).toMatchObject({ username: '', email: '', password_hash: '', total_score: 0 });
    expect(user?.deleted_at).toBeTruthy();
    const plays = await t.app.ctx.db.selectFrom('plays').select('id').where('user_id', '=', p.user.id).execute();
    expect(plays).toEqual([]);
    expect(await t.app.ctx.db.selectFrom('scores').select('id').where('user_id', '=', p.user.id).execute()).toEqual([]);

    // The name and address are free again.
    const again = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: { username: p.user.username, email: p.email, password: 'fresh-pass' } });
    expect(again.statusCode).toBe(201);
    expect(again.json().user.id).not.toBe(p.user.id);
  });
});
