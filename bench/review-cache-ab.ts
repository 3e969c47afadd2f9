// A/B of the review cache in one process (`npx tsx bench/review-cache-ab.ts`): the same daily
// resume answered by two apps, one reading reviews and their images from the cache
// (server/modules/reviews/review-cache.ts) and one with RESPONSE_CACHE=off (every read from the
// database), interleaved in rounds; CPU time of this process per request, as bench/resume-ab.ts.
import { createTestApp } from '../server/test/test-app';
import { daily, guestBrowser, playerBrowser, seedPuzzles, verify, type Call } from '../server/security/attack-kit';

const sides = { cached: await createTestApp(), uncached: await createTestApp({ RESPONSE_CACHE: 'off' }) };
const cpuUs = () => {
  const u = process.cpuUsage();
  return u.user + u.system;
};
const rounds = Number(process.env.ROUNDS ?? 10);
const perRound = Number(process.env.PER_ROUND ?? 300);
for (const who of ['guest', 'signed in'] as const) {
  const send: Record<string, () => Promise<unknown>> = {};
  const bodies: string[] = [];
  for (const [side, t] of Object.entries(sides)) {
    const answers = await seedPuzzles(t.app);
    const call: Call = who === 'guest' ? guestBrowser(t.app) : (await playerBrowser(t.app)).call;
    const first = (await daily(call)).json().reviews[0].id as string;
    await verify(call, first, answers.get(first)!);
    send[side] = () => call({ method: 'GET', url: '/api/game/daily?language=en' });
    bodies.push(JSON.stringify((await daily(call)).json().reviews.map((r: { outcome: string; maxReviews: number }) => [r.outcome, r.maxReviews])));
  }
  if (bodies[0] !== bodies[1]) throw new Error('the two apps answer differently');
  const totals: Record<string, number> = { cached: 0, uncached: 0 };
  for (let round = 0; round < rounds + 1; round += 1) {
    const order = round % 2 === 0 ? ['cached', 'uncached'] : ['uncached', 'cached']; // neither side always goes first
    for (const side of order) {
      const start = cpuUs();
      for (let i = 0; i < perRound; i += 1) await send[side]!();
      if (round > 0) totals[side]! += cpuUs() - start; // round 0 warms up
    }
  }
  const n = rounds * perRound;
  const [c, u] = [totals.cached! / n, totals.uncached! / n];
  console.log(`${who}: cached ${c.toFixed(0)} µs, uncached ${u.toFixed(0)} µs of CPU per resume (${(100 * (1 - c / u)).toFixed(0)} % less; in-process, ${n} each)`);
}
for (const t of Object.values(sides)) await t.close();
