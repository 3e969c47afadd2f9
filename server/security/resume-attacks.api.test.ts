// A daily resume that changes nothing is read without the player's lock (daily-play.service.ts, `day`):
// racing it against the same player's answers, resuming another's play, or using the lock-free path
// to change the play's settings must get nothing a locked resume would not give.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp, type TestApp } from '../test/test-app';
import { daily, guestBrowser, playerBrowser, random, seedPuzzles, snapshot, verify, skip, type Call } from './attack-kit';

let t: TestApp;
let app: FastifyInstance;
let answers: Map<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  app = t.app;
  answers = await seedPuzzles(app);
});
afterAll(() => t.close());

interface DailyBody {
  reviews: { id: string; outcome: string; correctAnswer: string | null }[];
  state: { score: number; reviewsCompleted: number; reviewsSkipped: number };
  hard: boolean;
  language: string;
  hasCompleted: boolean;
}

const resume = async (call: Call, query = 'language=en') => (await call({ method: 'GET', url: `/api/game/daily?${query}` })).json() as DailyBody;

describe('the lock-free daily resume', () => {
  it('never shows a review resolved with figures from before it, while the same player answers in parallel', async () => {
    const p = await playerBrowser(app);
    const ids = (await resume(p.call)).reviews.map((r) => r.id);
    const answer = (i: number) => verify(p.call, ids[i]!, answers.get(ids[i]!)!);
    // Resumes interleaved with the three answers (and a refused skip of the last): each one is one snapshot of the play.
    const results = await Promise.all([resume(p.call), answer(0), resume(p.call), resume(p.call), answer(1), resume(p.call), skip(p.call, ids[2]!), answer(2), resume(p.call), resume(p.call)]);
    const bodies = results.filter((r): r is DailyBody => 'reviews' in (r as object));
    expect(bodies).toHaveLength(6);
    for (const body of bodies) {
      const correct = body.reviews.filter((r) => r.outcome === 'correct').length;
      expect(body.state.reviewsCompleted).toBe(correct);
      expect(body.state.score).toBe(correct * 100);
      // An answer is sent only with its review resolved.
      for (const r of body.reviews) expect(r.correctAnswer === null).toBe(r.outcome === 'pending');
    }
    const last = await resume(p.call);
    expect(last.hasCompleted).toBe(true);
    expect(last.state.reviewsCompleted).toBe(3);
  });

  it("resumes only the caller's own play: another guest gets a fresh one, without the first one's answers", async () => {
    const first = guestBrowser(app);
    const ids = (await resume(first)).reviews.map((r) => r.id);
    await verify(first, ids[0]!, answers.get(ids[0]!)!);
    const other = guestBrowser(app);
    const theirs = await resume(other);
    expect(theirs.state.reviewsCompleted).toBe(0);
    expect(theirs.reviews.every((r) => r.outcome === 'pending' && r.correctAnswer === null)).toBe(true);
    // A forged cookie naming no play is a new guest too.
    const forged = await resume((opts) => app.inject({ ...opts, cookies: { rq_guest: 'x'.repeat(22) } }));
    expect(forged.state.reviewsCompleted).toBe(0);
  });

  it('changes neither the language nor hard mode of a play already shown, and still refuses hard mode after a look', async () => {
    const p = await playerBrowser(app);
    const shown = await resume(p.call, 'language=en');
    const before = await snapshot(app);
    const inFrench = await resume(p.call, 'language=fr');
    expect(inFrench.language).toBe('en');
    expect(inFrench.reviews.map((r) => r.id)).toEqual(shown.reviews.map((r) => r.id));
    const hard = await daily((opts) => p.call({ ...opts, url: '/api/game/daily?language=en&hard=true' }));
    expect(hard.statusCode).toBe(400);
    expect(await snapshot(app)).toEqual(before);
    expect((await resume(p.call)).hard).toBe(false);
  });
});

describe('the lock-free free-play pending review', () => {
  it('serves the pending review again without its answer, and never a second pending one, while the player answers in parallel', async () => {
    const g = guestBrowser(app);
    const first = (await random(g, '?language=en')).json() as { id: string; correctAnswer: string | null };
    const again = await Promise.all([random(g, '?language=en'), random(g, '?language=en'), verify(g, first.id, answers.get(first.id)!), random(g, '?language=en'), random(g, '?language=en')]);
    const served = [again[0], again[1], again[3], again[4]].map((r) => r.json() as { id: string; correctAnswer: string | null });
    for (const r of served) expect(r.correctAnswer).toBeNull();
    // Before the answer: the same review; after it: one new review, the same for every later call.
    const after = served.filter((r) => r.id !== first.id);
    expect(new Set(after.map((r) => r.id)).size).toBeLessThanOrEqual(1);
    const pending = await app.ctx.db
      .selectFrom('play_reviews')
      .innerJoin('plays', 'plays.id', 'play_reviews.play_id')
      .select('play_reviews.review_id')
      .where('plays.guest_id', '=', g.cookie()!)
      .where('play_reviews.outcome', '=', 'pending')
      .execute();
    expect(pending.length).toBeLessThanOrEqual(1);
  });

  it("serves each guest their own session: another guest's figures and pending review stay theirs", async () => {
    const a = guestBrowser(app);
    const x = (await random(a, '?language=en')).json() as { id: string };
    await verify(a, x.id, answers.get(x.id)!);
    const y = (await random(a, '?language=en')).json() as { id: string; state: { reviewsCompleted: number } };
    expect(y.state.reviewsCompleted).toBe(1);
    const b = guestBrowser(app);
    for (let i = 0; i < 3; i += 1) {
      const theirs = (await random(b, '?language=en')).json() as { state: { score: number; reviewsCompleted: number } };
      expect(theirs.state).toMatchObject({ score: 0, reviewsCompleted: 0 });
    }
    // a's review is still a's pending one, served to a as before.
    expect(((await random(a, '?language=en')).json() as { id: string }).id).toBe(y.id);
  });
});
