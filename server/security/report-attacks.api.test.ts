// Reports on puzzles as a cheater sees them (docs/security.md): only a review one played to its end,
// once per account, rate-limited, and nothing a bad request sends is stored.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPORT_NOTE_MAX, REPORTS_PER_HOUR } from '../../shared/schemas/reports';
import { newId } from '../lib/ids';
import { player, type Player } from '../modules/submissions/submission-test-kit';
import { createAdminTestApp, insertReviews, type AdminTestApp } from '../test/test-app';
import { countRows, daily, guestBrowser, random, verify } from './attack-kit';

let t: AdminTestApp;
let reviewIds: string[];

beforeAll(async () => {
  t = await createAdminTestApp();
  reviewIds = await insertReviews(t.app, Array.from({ length: 9 }, (_, i) => ({ gameName: `Reported Game ${i + 1}` })));
});
afterAll(() => t.close());

const report = (p: Player['call'], reviewId: string, reason = 'title-visible', note = '') => p({ method: 'POST', url: '/api/game/reports', payload: { reviewId, reason, note } });

describe('report attacks', () => {
  it('a review the player was not served, or has not finished, cannot be reported', async () => {
    const p = await player(t);
    // Never served.
    const notServed = await report(p.call, reviewIds[8]!);
    expect(notServed.statusCode).toBe(403);
    expect(notServed.json().messageKey).toBe('reportNotPlayed');
    // Served in today's daily but not answered yet (reporting "title visible" must not become a way to learn anything).
    const served = (await daily(p.call)).json().reviews[0].id as string;
    expect((await report(p.call, served)).statusCode).toBe(403);
    // Another player's play does not count.
    const other = await player(t);
    const theirs = (await random(other.call, '?language=en')).json().id as string;
    await verify(other.call, theirs, 'Not it');
    expect((await report(p.call, theirs)).statusCode).toBe(403);
    // An id that is no review.
    expect((await report(p.call, newId())).statusCode).toBe(404);
    expect(await countRows(t.app, 'puzzle_reports')).toBe(0);
  });

  it('one report per player per review, even sent in parallel', async () => {
    const p = await player(t);
    const id = (await random(p.call, '?language=en')).json().id as string;
    await verify(p.call, id, 'Not it');
    const results = await Promise.all([report(p.call, id), report(p.call, id, 'offensive'), report(p.call, id, 'broken-image')]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
    expect(results.find((r) => r.statusCode === 409)!.json().messageKey).toBe('reportTwice');
    const rows = await t.app.ctx.db.selectFrom('puzzle_reports').selectAll().where('user_id', '=', p.user.id).execute();
    expect(rows).toHaveLength(1);
  });

  it('bad input gets a clear 400 and stores nothing; a guest is asked to log in', async () => {
    const p = await player(t);
    const id = (await random(p.call, '?language=en')).json().id as string;
    await verify(p.call, id, 'Not it');
    const before = await countRows(t.app, 'puzzle_reports');
    for (const payload of [
      { reviewId: id, reason: 'too-easy', note: '' },
      { reviewId: id },
      { reviewId: "' or 1=1 --", reason: 'offensive' },
      { reviewId: id, reason: 'offensive', note: 'x'.repeat(REPORT_NOTE_MAX + 1) },
      { reviewId: id, reason: 'offensive', note: 42 },
    ]) {
      const res = await p.call({ method: 'POST', url: '/api/game/reports', payload });
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(res.json().message).toBeTruthy();
    }
    const long = await report(p.call, id, 'offensive', 'x'.repeat(REPORT_NOTE_MAX + 1));
    expect(long.json()).toMatchObject({ messageKey: 'reportNoteTooLong', messageParams: { max: String(REPORT_NOTE_MAX) } });
    const guest = guestBrowser(t.app);
    await verify(guest, (await random(guest, '?language=en')).json().id, 'Not it');
    expect((await report(guest, id)).statusCode).toBe(401);
    expect(await countRows(t.app, 'puzzle_reports')).toBe(before);
  });

  it(`is rate-limited to ${REPORTS_PER_HOUR} reports an hour per account`, async () => {
    const p = await player(t);
    const codes: number[] = [];
    for (let i = 0; i <= REPORTS_PER_HOUR; i += 1) codes.push((await report(p.call, reviewIds[8]!)).statusCode);
    expect(codes.slice(0, REPORTS_PER_HOUR).every((c) => c === 403)).toBe(true);
    expect(codes[REPORTS_PER_HOUR]).toBe(429);
    // Another account is not slowed down by it.
    expect((await report((await player(t)).call, reviewIds[8]!)).statusCode).toBe(403);
  });
});
