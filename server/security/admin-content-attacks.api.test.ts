// Review content an admin (or an import file) hands the server: screenshots must be images that
// went through our own upload/render pipeline, transcripts must never reach a player before the
// screenshot is paid for, and the review search takes any text as data.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { utcDate } from '../../shared/constants';
import { importContent } from '../modules/content/import';
import { createAdminTestApp, insertReviews, uniquePng, uploadedImagePath, type AdminTestApp } from '../test/test-app';
import { countRows, daily, guestBrowser, hint, playerBrowser, random, reveal, serveInFreeplay, snapshot, verify } from './attack-kit';

let t: AdminTestApp;
let stored: string;

beforeAll(async () => {
  t = await createAdminTestApp();
  stored = await upload();
});
afterAll(() => t.close());

const asAdmin: AdminTestApp['asAdmin'] = (opts) => t.asAdmin(opts);
/** A real upload through the API (decoded, re-encoded, stored under its hash). */
const upload = () => uploadedImagePath(asAdmin);

describe('screenshots from outside our pipeline', () => {
  const hash = () => stored.slice('/images/'.length, -'.webp'.length);
  const outside: [string, () => string][] = [
    ['javascript: URL', () => 'javascript:alert(document.cookie)'],
    ['javascript: URL in mixed case with spaces', () => '  JaVaScRiPt:alert(1)'],
    ['data: image', () => 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='],
    ['data: HTML', () => 'data:text/html,<script>alert(1)</script>'],
    ['http URL', () => 'http://evil.example/shot.webp'],
    ['https URL that looks like ours', () => `https://evil.example${stored}`],
    ['protocol-relative URL', () => `//evil.example${stored}`],
    ['file: URL', () => 'file:///etc/passwd'],
    ['path traversal', () => '/images/../x'],
    ['path traversal to the database', () => '/images/../../reviewquest.db'],
    ['encoded traversal', () => '/images/%2e%2e/jwt-secret'],
    ['backslash traversal', () => '/images/..\\..\\jwt-secret'],
    ['traversal after a real name', () => `${stored}/../../jwt-secret`],
    ['a query string on a real name', () => `${stored}?x=1`],
    ['a fragment on a real name', () => `${stored}#x`],
    ['a NUL byte', () => `${stored}\u0000.html`],
    ['an upper-case hash', () => `/images/${hash().toUpperCase()}.webp`],
    ['another extension', () => `/images/${hash()}.png`],
    ['a relative path', () => `images/${hash()}.webp`],
    ['an absolute file path', () => '/etc/passwd'],
  ];

  it.each(outside)('refuses a %s on create, naming the field, and stores nothing', async (_label, value) => {
    const before = await snapshot(t.app);
    const res = await asAdmin({ method: 'POST', url: '/api/admin/reviews', payload: { gameName: 'Outside Shot', genre: 'X', reviewImages: { en: [stored, value()] }, reviewImageAlts: { en: ['One.', 'Two.'] } } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^reviewImages: image 2 \(English\) must be a screenshot uploaded or rendered here/);
    expect(await snapshot(t.app)).toEqual(before);
  });

  let edited = 0;
  it.each(outside)('refuses a %s on edit and keeps the review as it was', async (_label, value) => {
    const [id] = await insertReviews(t.app, [{ gameName: `Edited ${(edited += 1)}`, images: 1 }]);
    const before = await snapshot(t.app);
    const res = await asAdmin({ method: 'PUT', url: `/api/admin/reviews/${id}`, payload: { gameName: 'Edited', genre: 'X', reviewImages: { fr: [value()] }, reviewImageAlts: { fr: ['Un.'] } } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^reviewImages: image 1 \(Français\) must be a screenshot uploaded or rendered here/);
    expect(await snapshot(t.app)).toEqual(before);
  });

  it('refuses a well-formed name that is not in the image store', async () => {
    const before = await snapshot(t.app);
    const res = await asAdmin({ method: 'POST', url: '/api/admin/reviews', payload: { gameName: 'Ghost Shot', genre: 'X', reviewImages: { en: ['/images/0123456789abcdef0123456789abcdef.webp'] }, reviewImageAlts: { en: ['Text.'] } } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Image not found: /images/0123456789abcdef0123456789abcdef.webp. Upload it again.');
    expect(await snapshot(t.app)).toEqual(before);
  });
});

describe('the import command and outside screenshots', () => {
  it('rejects URLs and paths outside the file\'s folder, and active games without transcripts', async () => {
    const root = path.join(t.dataDir, 'import-attacks');
    const dir = path.join(root, 'pack');
    fs.mkdirSync(path.join(dir, 'shots'), { recursive: true });
    const png = await uniquePng(300, 150);
    fs.writeFileSync(path.join(dir, 'shots/ok.png'), png);
    fs.writeFileSync(path.join(root, 'outside.png'), png);
    const image = (value: string, altText = 'The text it shows.') => ({ image: value, altText });
    const game = (gameName: string, items: unknown[], extra: object = {}) => ({ gameName, genre: 'Puzzle', reviews: { en: items }, ...extra });
    const entries = [
      game('Http Game', [image('http://evil.example/a.png')]),
      game('Https Game', [image('https://evil.example/a.png')]),
      game('Js Game', [image('javascript:alert(1)')]),
      game('Data Game', [image('data:image/png;base64,iVBORw0KGgo=')]),
      game('Slashes Game', [image('//evil.example/a.png')]),
      game('File Game', [image('file:///etc/passwd')]),
      game('Up Game', [image('../outside.png')]),
      game('Deep Up Game', [image('shots/../../outside.png')]),
      game('Absolute Game', [image(path.join(root, 'outside.png'))]),
      game('No Transcript Game', [{ image: 'shots/ok.png' }]),
      game('Telling Transcript Game', [image('shots/ok.png', 'Telling Transcript Game is my favourite.')]),
      game('Draft Game', [{ image: 'shots/ok.png' }], { active: false }),
      game('Good Game', [image('shots/ok.png')]),
    ];
    const file = path.join(dir, 'games.json');
    fs.writeFileSync(file, JSON.stringify(entries));
    const before = await countRows(t.app, 'reviews');

    const report = await importContent({ db: t.app.ctx.db, engine: t.app.ctx.engine, images: t.app.ctx.images }, file);
    expect(report.imported.map((r) => r.gameName)).toEqual(['Draft Game', 'Good Game']);
    const reasons = Object.fromEntries(report.rejected.map((r) => [r.gameName, r.reasons.join(' | ')]));
    for (const name of ['Http Game', 'Https Game', 'Js Game', 'Data Game', 'Slashes Game', 'File Game']) {
      expect(reasons[name], name).toBe('reviews.en.0.image: image must be a file path next to the JSON file, not a URL');
    }
    for (const name of ['Up Game', 'Deep Up Game', 'Absolute Game']) expect(reasons[name], name).toContain('reviews.en.0: image must be inside the folder of the JSON file');
    expect(reasons['No Transcript Game']).toContain('Transcript required for image 1 (English)');
    expect(reasons['Telling Transcript Game']).toContain('Transcript of image 1 (English): The review text must not contain the game name');
    expect(await countRows(t.app, 'reviews')).toBe(before + 2);
  }, 60_000);
});

describe('transcripts of unrevealed screenshots', () => {
  it('are in no player response until the screenshot is paid for', async () => {
    // The transcripts must not name the game, so they carry a code for it.
    const secret = (n: number, game: string) => `SECRET-${game === 'Daily Riddle' ? 'dr' : 'fr'}-${n} words on the card`;
    async function create(gameName: string) {
      const paths = [await upload(), await upload(), await upload()];
      const res = await asAdmin({ method: 'POST', url: '/api/admin/reviews', payload: { gameName, genre: 'Mystery', reviewImages: { en: paths }, reviewImageAlts: { en: [1, 2, 3].map((n) => secret(n, gameName)) } } });
      expect(res.statusCode).toBe(201);
      return res.json().review._id as string;
    }
    const dailyId = await create('Daily Riddle');
    const freeId = await create('Free Riddle');
    // Today's challenge: the riddle and two others.
    const fillers = await insertReviews(t.app, [{ gameName: 'Filler A' }, { gameName: 'Filler B' }]);
    const scheduled = await asAdmin({ method: 'POST', url: '/api/admin/daily-challenges', payload: { date: utcDate(), reviewIds: [dailyId, ...fillers] } });
    expect(scheduled.statusCode).toBe(201);

    const bodies: string[] = [];
    const keep = <T extends { body: string }>(res: T) => {
      bodies.push(res.body);
      return res;
    };
    const noLeak = (game: string, hidden: number[]) => {
      for (const body of bodies) for (const n of hidden) expect(body).not.toContain(secret(n, game));
    };

    // A signed-in player on the daily: only the first transcript, the second once revealed, never the third.
    const p = await playerBrowser(t.app);
    const day = keep(await daily(p.call)).json();
    expect(day.reviews[0]).toMatchObject({ id: dailyId, reviewImageAlts: [secret(1, 'Daily Riddle')] });
    keep(await p.call({ method: 'GET', url: '/api/game/names' }));
    keep(await p.call({ method: 'GET', url: '/api/game/languages' }));
    keep(await p.call({ method: 'GET', url: '/api/auth/me' }));
    noLeak('Daily Riddle', [2, 3]);
    expect(keep(await reveal(p.call, dailyId)).json().reviewImageAlts).toEqual([secret(1, 'Daily Riddle'), secret(2, 'Daily Riddle')]);
    keep(await hint(p.call, dailyId));
    keep(await verify(p.call, dailyId, 'a wrong guess'));
    keep(await daily(p.call));
    noLeak('Daily Riddle', [3]);

    // A guest in free play, offered only the other riddle.
    const g = guestBrowser(t.app);
    const served = keep(await serveInFreeplay(g, freeId)).json();
    expect(served).toMatchObject({ id: freeId, reviewImageAlts: [secret(1, 'Free Riddle')] });
    keep(await verify(g, freeId, 'no idea'));
    keep(await random(g));
    noLeak('Free Riddle', [2, 3]);
  });
});

describe('review search as data', () => {
  it.each(["' OR 1=1 --", "%' OR '1'='1", '\\', "'); DROP TABLE reviews; --", '%%', '_'])('takes %j as text to look for', async (q) => {
    const before = await snapshot(t.app);
    const res = await asAdmin({ method: 'GET', url: `/api/admin/reviews?q=${encodeURIComponent(q)}&genre=${encodeURIComponent(q)}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ reviews: [], total: 0 });
    expect(await snapshot(t.app)).toEqual(before);
  });

  it('answers repeated or nested parameters with a 400, not a 500', async () => {
    for (const query of ['q=a&q=b', 'active=true&active=false', 'offset=1&offset=2', 'language=en&language=tr']) {
      const res = await asAdmin({ method: 'GET', url: `/api/admin/reviews?${query}` });
      expect(res.statusCode, query).toBe(400);
    }
  });
});
