// Property-based fuzzing (fast-check) of every route in the OpenAPI document, plus the static image
// path: arbitrary params, query strings, bodies, content types and headers, as a guest, a player,
// an admin or with a broken token. No answer may be a 5xx, and the server stays healthy.
// FUZZ_RUNS=2000 npx vitest run server/security/fuzz   for a longer run (default 40 per route);
// FUZZ_LOG=1 also prints the server's log of each 5xx (its stack).
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import type { HTTPMethods, InjectOptions } from 'fastify';
import { LANGUAGES } from '../../shared/constants';
import { createTestApp, registerUser } from '../test/test-app';
import { daily, random, seedPuzzles, verify } from './attack-kit';

const RUNS = Math.max(1, Number(process.env.FUZZ_RUNS ?? 40));

// Built at collection time so that every route gets its own named test.
const t = await createTestApp({ ADMIN_EMAIL: 'fuzz-admin@example.com', ADMIN_USERNAME: 'fuzzadmin', ADMIN_PASSWORD: 'fuzz-admin-pass', ...(process.env.FUZZ_LOG ? { LOG_LEVEL: 'error' } : {}) });
const app = t.app;
afterAll(() => t.close());
const answers = await seedPuzzles(app);
const reviewIds = [...answers.keys()];
const player = await registerUser(app);
const adminToken = (await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'fuzz-admin@example.com', password: 'fuzz-admin-pass' } })).json().token as string;
// Give the player something to act on: a daily and a pending free-play review.
await daily((o) => app.inject({ ...o, headers: player.auth }));
await random((o) => app.inject({ ...o, headers: player.auth }));

interface Operation {
  method: HTTPMethods;
  path: string;
  pathParams: string[];
  query: string[];
  bodyKeys: string[] | undefined;
  multipart: boolean;
}

const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
  paths: Record<string, Record<string, { parameters?: { in: string; name: string }[]; requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> }; consumes?: string[] }>>;
};
const operations: Operation[] = Object.entries(doc.paths).flatMap(([path, ops]) =>
  Object.entries(ops).map(([method, op]) => ({
    method: method.toUpperCase() as HTTPMethods,
    path,
    pathParams: (op.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name),
    query: (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
    bodyKeys: op.requestBody ? Object.keys(op.requestBody.content?.['application/json']?.schema?.properties ?? {}) : undefined,
    multipart: path.endsWith('/upload-image'),
  })),
);
operations.push({ method: 'GET', path: '/images/{file}', pathParams: ['file'], query: [], bodyKeys: undefined, multipart: false });

// ---- generators ----

const INTERESTING = [
  '', ' ', '0', '-1', '1e309', 'NaN', 'null', 'true', '[]', '{}', '../..', '..%2f..', '%00', '%', '%zz', '\u0000', '\ud800',
  "' OR 1=1 --", '<script>alert(1)</script>', '${7*7}', '{{7*7}}', '__proto__', 'constructor', 'x'.repeat(5001), '🎮'.repeat(50),
  'a@example.com', player.email, player.user.id, ...reviewIds, ...LANGUAGES, '2030-01-01', '1970-01-01', '/images/0123456789abcdef0123456789abcdef.webp',
  'https://example.com/x.png', 'javascript:alert(1)', 'The Witcher 3: Wild Hunt', 'Portal 2',
];
const text = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...INTERESTING) },
  { weight: 3, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 80 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 30 }) },
);
const number = fc.oneof(fc.integer(), fc.constantFrom(0, -1, 1, 100, 101, 2 ** 31, 2 ** 53, -(2 ** 53), 1e308, 0.5), fc.double({ noNaN: true }));
const value: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: text },
  { weight: 2, arbitrary: number },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
  { weight: 1, arbitrary: fc.array(text, { maxLength: 6 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.constantFrom(...LANGUAGES, 'xx', '__proto__'), fc.array(text, { maxLength: 4 }), { maxKeys: 4 }) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
);

/** Bytes of a string, every one percent-encoded (so lone surrogates and controls survive). */
const pct = (s: string) => [...Buffer.from(s, 'utf8')].map((b) => `%${b.toString(16).padStart(2, '0')}`).join('');
const urlPart = fc.oneof(
  { weight: 3, arbitrary: text.map(pct) },
  { weight: 2, arbitrary: fc.constantFrom(...reviewIds, player.user.id, 'abc', '..', '%2e%2e', '%c0%af', '%', '%zz', 'a'.repeat(65)) },
  { weight: 1, arbitrary: fc.webSegment() },
);

const authHeader = fc.constantFrom<Record<string, string>>(
  {},
  {},
  player.auth,
  player.auth,
  { authorization: `Bearer ${adminToken}` },
  { authorization: `Bearer ${adminToken}` },
  { authorization: 'Bearer not-a-token' },
  { authorization: `Bearer ${player.token.slice(0, -3)}abc` },
  { authorization: 'Basic YWRtaW46YWRtaW4=' },
  { authorization: 'Bearer' },
);
const contentType = fc.constantFrom(
  'application/json', 'application/json', 'application/json', 'application/json; charset=utf-8', 'text/plain', 'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=zzz', 'application/octet-stream', 'application/xml', 'APPLICATION/JSON', 'application/json; charset=utf-16',
);
const printable = fc.string({ unit: 'grapheme-ascii', maxLength: 60 });
const extraHeaders = fc.dictionary(
  fc.constantFrom('x-forwarded-for', 'origin', 'accept', 'accept-language', 'referer', 'if-none-match', 'if-modified-since', 'range', 'x-requested-with', 'x-http-method-override', 'x-custom'),
  printable,
  { maxKeys: 3 },
);
const guestCookie = fc.option(fc.oneof(fc.string({ maxLength: 70 }), fc.constant('A'.repeat(22))), { nil: undefined });

type Body = { kind: 'none' } | { kind: 'json'; value: unknown } | { kind: 'raw'; text: string } | { kind: 'file'; bytes: Uint8Array; field: string; filename: string; type: string };

function bodyFor(op: Operation): fc.Arbitrary<Body> {
  const shaped = op.bodyKeys && op.bodyKeys.length > 0
    ? fc.record(Object.fromEntries([...op.bodyKeys, 'isAdmin'].map((k) => [k, value])), { requiredKeys: [] })
    : fc.dictionary(fc.string({ maxLength: 10 }), value, { maxKeys: 4 });
  const options: fc.Arbitrary<Body>[] = [
    shaped.map((v) => ({ kind: 'json' as const, value: v })),
    shaped.map((v) => ({ kind: 'json' as const, value: v })),
    fc.jsonValue({ maxDepth: 4 }).map((v) => ({ kind: 'json' as const, value: v })),
    fc.string({ unit: 'binary', maxLength: 200 }).map((s) => ({ kind: 'raw' as const, text: s })),
    fc.constant({ kind: 'none' as const }),
  ];
  if (op.multipart) {
    options.push(
      fc.record({
        bytes: fc.uint8Array({ maxLength: 2048 }),
        field: fc.constantFrom('image', 'image', 'file', ''),
        filename: fc.oneof(fc.constantFrom('a.png', '../../x.webp', 'x.svg', ''), fc.string({ maxLength: 20 })),
        type: fc.constantFrom('image/png', 'image/jpeg', 'image/svg+xml', 'text/html', ''),
      }).map((f) => ({ kind: 'file' as const, ...f })),
    );
  }
  return fc.oneof(...options);
}

async function multipart(b: Extract<Body, { kind: 'file' }>) {
  const form = new FormData();
  form.append(b.field, new Blob([new Uint8Array(b.bytes)], { type: b.type }), b.filename);
  const req = new Request('http://localhost/', { method: 'POST', body: form });
  return { payload: Buffer.from(await req.arrayBuffer()), contentType: req.headers.get('content-type')! };
}

function requestFor(op: Operation) {
  return fc.record({
    params: fc.tuple(...op.pathParams.map(() => urlPart)),
    query: fc.dictionary(fc.oneof(fc.constantFrom(...op.query, 'limit', 'language', 'exclude'), fc.string({ maxLength: 8 })), fc.oneof(urlPart, fc.array(text, { maxLength: 5 }).map((a) => a.map(pct).join(','))), { maxKeys: 4 }),
    body: op.method === 'GET' || op.method === 'DELETE' ? fc.oneof(fc.constant<Body>({ kind: 'none' }), bodyFor(op)) : bodyFor(op),
    auth: authHeader,
    contentType,
    headers: extraHeaders,
    cookie: guestCookie,
    head: fc.boolean(),
  });
}

type FuzzRequest = ReturnType<typeof requestFor> extends fc.Arbitrary<infer T> ? T : never;

async function send(op: Operation, r: FuzzRequest) {
  let url = op.path;
  op.pathParams.forEach((name, i) => {
    url = url.replace(`{${name}}`, r.params[i] ?? '');
  });
  const qs = Object.entries(r.query).map(([k, v]) => `${pct(k)}=${v}`).join('&');
  if (qs) url += `?${qs}`;
  const opts: InjectOptions = {
    method: op.method === 'GET' && r.head ? 'HEAD' : op.method,
    url,
    headers: { ...r.headers, ...r.auth },
    cookies: r.cookie === undefined ? {} : { rq_guest: r.cookie },
  };
  const b = r.body;
  if (b.kind === 'json') {
    opts.payload = JSON.stringify(b.value) ?? 'null';
    opts.headers = { ...opts.headers, 'content-type': r.contentType };
  } else if (b.kind === 'raw') {
    opts.payload = b.text;
    opts.headers = { ...opts.headers, 'content-type': r.contentType };
  } else if (b.kind === 'file') {
    const m = await multipart(b);
    opts.payload = m.payload;
    opts.headers = { ...opts.headers, 'content-type': m.contentType };
  }
  return { res: await app.inject(opts), what: `${opts.method} ${url}` };
}

describe('fuzzing every route', () => {
  it('found the routes to fuzz', () => {
    expect(operations.length).toBeGreaterThan(20);
  });

  it.each(operations.map((op) => [`${op.method} ${op.path}`, op] as const))('never answers %s with a 5xx', async (_name, op) => {
    await fc.assert(
      fc.asyncProperty(requestFor(op), async (r) => {
        const { res, what } = await send(op, r);
        if (res.statusCode >= 500) throw new Error(`${what}: ${res.statusCode} ${res.body}`);
      }),
      { numRuns: RUNS },
    );
  }, Math.max(30_000, RUNS * 1_000));

  it('keeps the books balanced through any sequence of player actions', async () => {
    type Action = { kind: 'random' | 'daily' | 'verify' | 'wrong' | 'skip' | 'hint' | 'reveal' | 'submit' | 'start'; pick: number };
    const action = fc.record({ kind: fc.constantFrom<Action['kind']>('random', 'daily', 'verify', 'wrong', 'skip', 'hint', 'reveal', 'submit', 'start'), pick: fc.nat() });
    await fc.assert(
      fc.asyncProperty(fc.array(action, { minLength: 1, maxLength: 25 }), fc.boolean(), async (actions, signedIn) => {
        const u = signedIn ? await registerUser(app) : undefined;
        let cookie: string | undefined;
        const call = async (o: InjectOptions) => {
          const res = await app.inject({ ...o, headers: { ...(u?.auth ?? {}) }, cookies: cookie ? { rq_guest: cookie } : {} });
          cookie = res.cookies.find((c) => c.name === 'rq_guest')?.value ?? cookie;
          if (res.statusCode >= 500) throw new Error(`${o.method} ${o.url}: ${res.statusCode} ${res.body}`);
          return res;
        };
        const seen: string[] = [];
        for (const a of actions) {
          const id = seen[a.pick % Math.max(1, seen.length)] ?? reviewIds[a.pick % reviewIds.length]!;
          if (a.kind === 'random') {
            const res = await random(call);
            if (res.statusCode === 200) seen.push(res.json().id);
          } else if (a.kind === 'daily') {
            const res = await daily(call);
            if (res.statusCode === 200) seen.push(...res.json().reviews.map((r: { id: string }) => r.id));
          } else if (a.kind === 'verify') await verify(call, id, answers.get(id) ?? 'x');
          else if (a.kind === 'wrong') await verify(call, id, 'Definitely Not It');
          else if (a.kind === 'skip') await call({ method: 'POST', url: '/api/game/skip', payload: { reviewId: id } });
          else if (a.kind === 'hint') await call({ method: 'GET', url: `/api/game/hint/${id}` });
          else if (a.kind === 'reveal') await call({ method: 'POST', url: '/api/game/reveal', payload: { reviewId: id } });
          else if (a.kind === 'start') await call({ method: 'POST', url: '/api/game/freeplay/start', payload: {} });
          else await call({ method: 'POST', url: '/api/scores/submit', payload: { gameMode: a.pick % 2 ? 'daily' : 'freeplay', score: a.pick % 1000, reviewsCompleted: 1, reviewsSkipped: 0, hintsUsed: 0, maxStreak: 0 } });
        }
        const db = app.ctx.db;
        const plays = u
          ? await db.selectFrom('plays').selectAll().where('user_id', '=', u.user.id).execute()
          : cookie ? await db.selectFrom('plays').selectAll().where('guest_id', '=', cookie).execute() : [];
        for (const play of plays) {
          const entries = await db.selectFrom('play_reviews').selectAll().where('play_id', '=', play.id).execute();
          expect(play.score).toBeGreaterThanOrEqual(0);
          expect(play.reviews_completed).toBe(entries.filter((e) => e.outcome === 'correct' || e.outcome === 'incorrect').length);
          expect(play.reviews_skipped).toBe(entries.filter((e) => e.outcome === 'skipped').length);
          expect(play.hints_used).toBe(entries.filter((e) => e.hint_used === 1).length);
          expect(entries.filter((e) => e.outcome === 'pending').length).toBeLessThanOrEqual(play.mode === 'daily' ? 3 : 1);
          for (const e of entries) expect(e.revealed).toBeGreaterThanOrEqual(1);
        }
        if (u) {
          const scores = await db.selectFrom('scores').selectAll().where('user_id', '=', u.user.id).execute();
          const row = await db.selectFrom('users').selectAll().where('id', '=', u.user.id).executeTakeFirstOrThrow();
          // Ranked: dailies played on their day; practice: free play (docs/rules.md).
          const ranked = scores.filter((s) => s.game_mode === 'daily');
          expect(row.total_score).toBe(ranked.reduce((sum, s) => sum + s.score, 0));
          expect(row.games_played).toBe(ranked.length);
          expect(row.practice_score).toBe(scores.filter((s) => s.game_mode === 'freeplay').reduce((sum, s) => sum + s.score, 0));
          for (const s of scores) {
            const play = plays.find((p) => p.id === s.play_id)!;
            expect(play.status).toBe('finished');
            expect(s.score).toBeLessThanOrEqual(play.score);
          }
          expect(scores.filter((s) => s.game_mode === 'daily').length).toBeLessThanOrEqual(1);
        }
      }),
      { numRuns: Math.max(10, Math.round(RUNS / 2)) },
    );
  }, Math.max(60_000, RUNS * 2_000));

  it('is still healthy afterwards', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('ok');
  });
});
