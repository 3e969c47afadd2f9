// A/B of the daily resume in one process (`npx tsx bench/resume-ab.ts`): the lock-free read of a
// resume that changes nothing (`?language=en`) against the same resume the long way, through the
// player's lock and transaction (`&hard=true` on a play already under way: refused nothing, changes
// nothing, answers the same body), interleaved in rounds; CPU time of this process per request.
// On a shared machine both sides slow down alike, so the ratio holds where requests/s do not.
import { createTestApp } from '../server/test/test-app';
import { daily, guestBrowser, playerBrowser, seedPuzzles, verify, type Call } from '../server/security/attack-kit';

const t = await createTestApp();
const answers = await seedPuzzles(t.app);
const players: Record<string, Call> = { guest: guestBrowser(t.app), 'signed in': (await playerBrowser(t.app)).call };
const cpuUs = () => {
  const u = process.cpuUsage();
  return u.user + u.system;
};
for (const [who, call] of Object.entries(players)) {
  const first = (await daily(call)).json().reviews[0].id as string;
  await verify(call, first, answers.get(first)!);
  const fast = () => call({ method: 'GET', url: '/api/game/daily?language=en' });
  const locked = () => call({ method: 'GET', url: '/api/game/daily?language=en&hard=true' });
  if ((await fast()).body !== (await locked()).body) throw new Error('the two ways answer differently');
  const totals = { fast: 0, locked: 0 };
  const rounds = 10;
  const perRound = 300;
  for (let round = 0; round < rounds + 1; round += 1) {
    for (const [way, send] of [['fast', fast], ['locked', locked]] as const) {
      const start = cpuUs();
      for (let i = 0; i < perRound; i += 1) await send();
      if (round > 0) totals[way] += cpuUs() - start; // round 0 warms up
    }
  }
  const n = rounds * perRound;
  console.log(`${who}: lock-free ${(totals.fast / n).toFixed(0)} µs, locked ${(totals.locked / n).toFixed(0)} µs of CPU per resume (in-process, ${n} each)`);
}
await t.close();
