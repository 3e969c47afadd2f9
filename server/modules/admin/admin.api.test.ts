import sharp from 'sharp';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io as connect } from 'socket.io-client';
import { utcDate } from '../../../shared/constants';
import { AnalyticsPayloadSchema, HARDEST_MIN_PLAYS } from '../../../shared/schemas/admin';
import { createTestApp, insertReviews, multipartBody, registerUser, type TestApp } from '../../test/test-app';

let t: TestApp;
let adminAuth: { authorization: string };
let png: Buffer;
const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAIL: 'admin@example.com', ADMIN_USERNAME: 'theadmin', ADMIN_PASSWORD: 'admin-pass' });
  const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'admin@example.com', password: 'admin-pass' } });
  adminAuth = { authorization: `Bearer ${login.json().token}` };
  png = await sharp({ create: { width: 640, height: 360, channels: 3, background: '#224466' } }).png().toBuffer();
});
afterAll(() => t.close());

const asAdmin = (opts: InjectOptions) => t.app.inject({ ...opts, headers: { ...adminAuth, ...(opts.headers ?? {}) } });

/** The form the review modal sends: the slot's language and index, then the file. */
const multipart = (bytes: Buffer, filename: string, type: string, field = 'image') => multipartBody(bytes, filename, type, { field, fields: { language: 'en', slot: '0' } });

async function upload(bytes: Buffer, filename = 'shot.png', type = 'image/png') {
  const { payload, headers } = await multipart(bytes, filename, type);
  return asAdmin({ method: 'POST', url: '/api/admin/reviews/upload-image', payload, headers });
}

async function uploadedPath(): Promise<string> {
  const res = await upload(await sharp({ create: { width: 300, height: 200, channels: 3, background: `#${Math.floor(Math.random() * 0xffffff).toString(16).padStart(6, '0')}` } }).png().toBuffer());
  expect(res.statusCode).toBe(200);
  return res.json().imagePath;
}

describe('admin access', () => {
  const routes: InjectOptions[] = [
    { method: 'GET', url: '/api/admin/reviews' },
    { method: 'GET', url: '/api/admin/reviews/stats' },
    { method: 'POST', url: '/api/admin/reviews', payload: {} },
    { method: 'PUT', url: '/api/admin/reviews/abc', payload: { isActive: true } },
    { method: 'DELETE', url: '/api/admin/reviews/abc' },
    { method: 'POST', url: '/api/admin/reviews/upload-image' },
    { method: 'POST', url: '/api/admin/reviews/render', payload: {} },
    { method: 'GET', url: '/api/admin/daily-challenges/current' },
    { method: 'GET', url: '/api/admin/daily-challenges/next' },
    { method: 'POST', url: '/api/admin/daily-challenges', payload: {} },
    { method: 'PUT', url: '/api/admin/daily-challenges/abc', payload: {} },
    { method: 'DELETE', url: '/api/admin/daily-challenges/abc' },
    { method: 'GET', url: '/api/admin/messages' },
    { method: 'PUT', url: '/api/admin/messages/abc', payload: {} },
    { method: 'GET', url: '/api/analytics/stats' },
    { method: 'POST', url: '/api/analytics/reset' },
  ];

  it('answers 401 without a valid token and 403 to a player on every admin route', async () => {
    const player = await registerUser(t.app);
    for (const route of routes) {
      expect((await t.app.inject(route)).statusCode, `${route.method} ${route.url}`).toBe(401);
      expect((await t.app.inject({ ...route, headers: { authorization: 'Bearer bad.token' } })).statusCode).toBe(401);
      const res = await t.app.inject({ ...route, headers: player.auth });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(403);
      expect(res.json()).toEqual({ message: 'Admins only', code: 'FORBIDDEN', messageKey: 'adminsOnly' });
    }
  });

  it('takes access away from a demoted admin at once', async () => {
    const u = await registerUser(t.app);
    await t.app.ctx.repos.users.setAdmin(u.user.id, true);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/reviews', headers: u.auth })).statusCode).toBe(200);
    await t.app.ctx.repos.users.setAdmin(u.user.id, false);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/reviews', headers: u.auth })).statusCode).toBe(403);
  });
});

describe('reviews', () => {
  it('creates, lists, edits (keeping other languages), toggles and deletes a review', async () => {
    const en = await uploadedPath();
    const tr = await uploadedPath();
    const created = await asAdmin({
      method: 'POST',
      url: '/api/admin/reviews',
      payload: { gameName: 'Admin Made Game', genre: 'Puzzle', gameImage: '', difficulty: 'hard', aliases: ['AMG'], reviewImages: { en: [en, ''], tr: [tr] }, reviewImageAlts: { en: ['alt one', null], tr: ['alt tr'] } },
    });
    expect(created.statusCode).toBe(201);
    const review = created.json().review;
    expect(review).toMatchObject({ gameName: 'Admin Made Game', genre: 'Puzzle', gameImage: null, difficulty: 'hard', aliases: ['AMG'], isActive: true, reviewImages: { en: [en], tr: [tr] }, reviewImageAlts: { en: ['alt one'], tr: ['alt tr'] } });

    const list = (await asAdmin({ method: 'GET', url: '/api/admin/reviews?limit=50' })).json().reviews;
    expect(list[0]._id).toBe(review._id);

    const en2 = await uploadedPath();
    const edited = await asAdmin({ method: 'PUT', url: `/api/admin/reviews/${review._id}`, payload: { gameName: 'Admin Made Game', genre: 'Puzzle Platformer', difficulty: 'medium', aliases: [], reviewImages: { en: [en, en2], tr: [tr] }, reviewImageAlts: { en: ['alt one', 'alt two'], tr: ['alt tr'] } } });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().review).toMatchObject({ genre: 'Puzzle Platformer', reviewImages: { en: [en, en2], tr: [tr] } });

    const off = await asAdmin({ method: 'PUT', url: `/api/admin/reviews/${review._id}`, payload: { isActive: false } });
    expect(off.json().review.isActive).toBe(false);
    const stats = (await asAdmin({ method: 'GET', url: '/api/admin/reviews/stats' })).json();
    expect(stats).toMatchObject({ totalReviews: expect.any(Number), inactiveReviews: 1 });
    expect((await asAdmin({ method: 'PUT', url: `/api/admin/reviews/${review._id}`, payload: { isActive: true } })).json().review.isActive).toBe(true);

    expect((await asAdmin({ method: 'DELETE', url: `/api/admin/reviews/${review._id}` })).statusCode).toBe(200);
    expect((await asAdmin({ method: 'DELETE', url: `/api/admin/reviews/${review._id}` })).statusCode).toBe(404);
  });

  it.each([
    [{ genre: 'X', reviewImages: { en: ['/images/x'] } }, 'Game name is required'],
    [{ gameName: 'G', genre: '  ', reviewImages: { en: [] } }, 'Genre is required'],
    [{ gameName: 'G', genre: 'X', gameImage: 'not a url', reviewImages: {} }, 'Game image must be a URL (http:// or https://)'],
    [{ gameName: 'G', genre: 'X', difficulty: 'insane', reviewImages: {} }, 'Difficulty must be easy, medium or hard'],
    [{ gameName: 'G', genre: 'X', reviewImages: { en: ['', ''] } }, 'Please upload at least one review image in any language'],
    [{ gameName: 'G', genre: 'X', reviewImages: { en: ['/images/0123456789abcdef0123456789abcdef.webp'] } }, 'Image not found: /images/0123456789abcdef0123456789abcdef.webp. Upload it again.'],
    [{ gameName: 'G', genre: 'X', reviewImages: { en: ['../../etc/passwd'] } }, 'reviewImages: image 1 (English) must be a screenshot uploaded or rendered here (/images/...webp), not "../../etc/passwd". Upload the file instead of linking it.'],
    [{ gameName: 'G', genre: 'X', reviewImages: { tr: ['', 'https://cdn.example/shot.png'] } }, 'reviewImages: image 2 (Türkçe) must be a screenshot uploaded or rendered here (/images/...webp), not "https://cdn.example/shot.png". Upload the file instead of linking it.'],
  ])('refuses %j with "%s" and stores nothing', async (payload, message) => {
    const before = (await asAdmin({ method: 'GET', url: '/api/admin/reviews/stats' })).json().totalReviews;
    const res = await asAdmin({ method: 'POST', url: '/api/admin/reviews', payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect((await asAdmin({ method: 'GET', url: '/api/admin/reviews/stats' })).json().totalReviews).toBe(before);
  });

  it('refuses a second review with the same game name', async () => {
    const img = await uploadedPath();
    const first = await asAdmin({ method: 'POST', url: '/api/admin/reviews', payload: { gameName: 'Unique Title', genre: 'X', reviewImages: { en: [img] }, reviewImageAlts: { en: ['text'] } } });
    expect(first.statusCode).toBe(201);
    const dup = await asAdmin({ method: 'POST', url: '/api/admin/reviews', payload: { gameName: 'unique title', genre: 'X', reviewImages: { en: [img] }, reviewImageAlts: { en: ['text'] } } });
    expect(dup.statusCode).toBe(409);
  });
});

describe('uploads', () => {
  it('re-encodes a real image to WebP named by content hash, without metadata', async () => {
    const jpeg = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#aa3300' } }).jpeg().withMetadata({ exif: { IFD0: { Copyright: 'secret-location' } } }).toBuffer();
    const res = await upload(jpeg, 'photo.jpg', 'image/jpeg');
    expect(res.statusCode).toBe(200);
    const { imagePath } = res.json();
    expect(imagePath).toMatch(/^\/images\/[a-f0-9]{32}\.webp$/);
    const img = await t.app.inject({ method: 'GET', url: imagePath });
    expect(img.headers['content-type']).toBe('image/webp');
    const meta = await sharp(img.rawPayload).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
  });

  it.each([
    ['an HTML file named .png', Buffer.from('<html><script>alert(1)</script></html>'), 'evil.png', 'image/png', 'This file is not a valid image. Upload a JPEG, PNG or WebP file.'],
    ['an SVG file named .png', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>'), 'evil.png', 'image/png', 'Upload a JPEG, PNG or WebP file.'],
    ['a GIF', Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64'), 'a.gif', 'image/gif', 'Unsupported image type. Upload a JPEG, PNG or WebP file.'],
  ])('refuses %s', async (_label, bytes, name, type, message) => {
    const res = await upload(bytes, name, type);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
  });

  it('refuses a truncated image', async () => {
    const res = await upload(png.subarray(0, Math.floor(png.length / 2)));
    expect(res.statusCode).toBe(400);
  });

  it('refuses a file over 8 MB with 413', async () => {
    const res = await upload(Buffer.alloc(9 * 1024 * 1024, 1));
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('Image is too large: the limit is 8 MB.');
  });

  it('refuses a decompression bomb (huge dimensions)', async () => {
    const bomb = await sharp({ create: { width: 10000, height: 10000, channels: 3, background: '#000000' } }).png({ compressionLevel: 9 }).toBuffer();
    expect(bomb.length).toBeLessThan(8 * 1024 * 1024);
    const res = await upload(bomb);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/too large|not a valid image/);
  });

  it('asks for the image field', async () => {
    const { payload, headers } = await multipart(png, 'a.png', 'image/png', 'file');
    const res = await asAdmin({ method: 'POST', url: '/api/admin/reviews/upload-image', payload, headers });
    expect(res.statusCode).toBe(400);
  });
});

describe('daily challenges', () => {
  it('schedules, edits and deletes a future challenge; refuses bad input and deleting the active one', async () => {
    const ids = await insertReviews(t.app, [{ gameName: 'Chal One' }, { gameName: 'Chal Two' }, { gameName: 'Chal Three' }, { gameName: 'Chal Four' }]);
    const date = inDays(3);
    expect((await asAdmin({ method: 'POST', url: '/api/admin/daily-challenges', payload: { reviewIds: ids.slice(0, 3) } })).json().message).toBe('Please select a date');
    expect((await asAdmin({ method: 'POST', url: '/api/admin/daily-challenges', payload: { date, reviewIds: ids.slice(0, 2) } })).json().message).toBe('Please select exactly 3 reviews');
    expect((await asAdmin({ method: 'POST', url: '/api/admin/daily-challenges', payload: { date: '2001-01-01', reviewIds: ids.slice(0, 3) } })).json().message).toBe('The date must be today or later');

    const created = await asAdmin({ method: 'POST', url: '/api/admin/daily-challenges', payload: { date, reviewIds: ids.slice(0, 3) } });
    expect(created.statusCode).toBe(201);
    const challenge = created.json().challenge;
    expect(challenge).toMatchObject({ date, isActive: false, source: 'admin' });
    expect(challenge.reviewIds.map((r: { gameName: string }) => r.gameName)).toEqual(['Chal One', 'Chal Two', 'Chal Three']);
    expect((await asAdmin({ method: 'POST', url: '/api/admin/daily-challenges', payload: { date, reviewIds: ids.slice(1, 4) } })).statusCode).toBe(409);

    // A review used by a scheduled challenge cannot be deactivated or deleted; the message names the date.
    const off = await asAdmin({ method: 'PUT', url: `/api/admin/reviews/${ids[0]}`, payload: { isActive: false } });
    expect(off.statusCode).toBe(409);
    expect(off.json().message).toContain(date);
    expect((await asAdmin({ method: 'DELETE', url: `/api/admin/reviews/${ids[0]}` })).json().message).toContain(date);

    const edited = await asAdmin({ method: 'PUT', url: `/api/admin/daily-challenges/${challenge._id}`, payload: { reviewIds: ids.slice(1, 4) } });
    expect(edited.json().challenge.reviewIds.map((r: { _id: string }) => r._id)).toEqual(ids.slice(1, 4));
    expect((await asAdmin({ method: 'DELETE', url: `/api/admin/daily-challenges/${challenge._id}` })).statusCode).toBe(200);

    // Today's challenge (auto-picked when none was scheduled) is active and cannot be deleted.
    const current = (await asAdmin({ method: 'GET', url: '/api/admin/daily-challenges/current' })).json().challenge;
    expect(current).toMatchObject({ date: utcDate(), isActive: true, source: 'auto' });
    const del = await asAdmin({ method: 'DELETE', url: `/api/admin/daily-challenges/${current._id}` });
    expect(del.statusCode).toBe(409);
  });

  it('shows the next scheduled challenge, 404 when none', async () => {
    const ids = await insertReviews(t.app, [{ gameName: 'Next A' }, { gameName: 'Next B' }, { gameName: 'Next C' }]);
    const before = await asAdmin({ method: 'GET', url: '/api/admin/daily-challenges/next' });
    if (before.statusCode === 200) await asAdmin({ method: 'DELETE', url: `/api/admin/daily-challenges/${before.json().challenge._id}` });
    expect((await asAdmin({ method: 'GET', url: '/api/admin/daily-challenges/next' })).statusCode).toBe(404);
    await asAdmin({ method: 'POST', url: '/api/admin/daily-challenges', payload: { date: tomorrow(), reviewIds: ids } });
    const next = await asAdmin({ method: 'GET', url: '/api/admin/daily-challenges/next' });
    expect(next.json().challenge).toMatchObject({ date: tomorrow(), isActive: false });
  });
});

describe('analytics and messages', () => {
  it('reports plays (of signed-in players), the hardest review, and resets the counters', async () => {
    const { auth } = await registerUser(t.app);
    const play = await t.app.inject({ method: 'GET', url: '/api/game/daily?language=en', headers: auth });
    const first = play.json().reviews[0].id;
    await t.app.inject({ method: 'POST', url: '/api/game/verify', headers: auth, payload: { reviewId: first, answer: 'surely wrong' } });
    // One play proves nothing: the hardest review needs HARDEST_MIN_PLAYS plays (docs/product.md).
    expect((await asAdmin({ method: 'GET', url: '/api/analytics/stats' })).json().hardestReview).toBeNull();
    for (let n = 1; n < HARDEST_MIN_PLAYS; n += 1) {
      const other = (await registerUser(t.app)).auth;
      await t.app.inject({ method: 'GET', url: '/api/game/daily?language=en', headers: other });
      await t.app.inject({ method: 'POST', url: '/api/game/verify', headers: other, payload: { reviewId: first, answer: 'surely wrong' } });
    }

    const stats = (await asAdmin({ method: 'GET', url: '/api/analytics/stats' })).json();
    expect(stats.globalStats.totalGamesPlayed).toBeGreaterThanOrEqual(1);
    expect(stats.globalStats.onlineUsers).toBeGreaterThanOrEqual(1);
    expect(stats.hardestReview).toMatchObject({ _id: first, successRate: 0 });
    expect(stats.daily).toHaveLength(30);
    expect(stats.daily.at(-1)).toMatchObject({ date: utcDate(), plays: expect.any(Number) });
    // Written without a second parse (docs/performance.md): the body is exactly the contract, nothing more.
    expect(AnalyticsPayloadSchema.parse(stats)).toEqual(stats);

    const reset = await asAdmin({ method: 'POST', url: '/api/analytics/reset' });
    expect(reset.json().reviewsUpdated).toBeGreaterThanOrEqual(1);
    const after = (await asAdmin({ method: 'GET', url: '/api/analytics/stats' })).json();
    expect(after.globalStats.totalGamesPlayed).toBe(0);
    expect(after.hardestReview).toBeNull();
    expect(after.daily.reduce((n: number, d: { plays: number }) => n + d.plays, 0)).toBe(0);
  });

  it('lists contact messages newest first and marks them handled', async () => {
    await t.app.inject({ method: 'POST', url: '/api/contact', payload: { name: 'A', email: 'a@example.com', message: 'first' } });
    await t.app.inject({ method: 'POST', url: '/api/contact', payload: { name: 'B', email: 'b@example.com', message: 'second' } });
    const inbox = (await asAdmin({ method: 'GET', url: '/api/admin/messages' })).json();
    expect(inbox.messages[0].message).toBe('second');
    expect(inbox.unhandled).toBe(2);
    const done = await asAdmin({ method: 'PUT', url: `/api/admin/messages/${inbox.messages[0]._id}`, payload: { handled: true } });
    expect(done.json().message.handled).toBe(true);
    expect((await asAdmin({ method: 'GET', url: '/api/admin/messages' })).json().unhandled).toBe(1);
  });
});

describe('typed reviews', () => {
  it('renders a typed review into a stored card image', async () => {
    const res = await asAdmin({ method: 'POST', url: '/api/admin/reviews/render', payload: { reviewer: 'Writer', hours: 3.5, recommended: false, posted: '2025-01-02', text: 'Bir bulmaca oyunu: ışık, ayna ve çok güzel müzik. Öneririm!', language: 'tr' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().imagePath).toMatch(/^\/images\/[a-f0-9]{32}\.webp$/);
    expect(res.json().altText).toContain('ışık, ayna');
  });

  it('refuses a typed review that names the game', async () => {
    const res = await asAdmin({ method: 'POST', url: '/api/admin/reviews/render', payload: { reviewer: 'W', hours: 1, recommended: true, posted: '2025-01-02', text: 'Portal 2 is a wonderful puzzle game with robots.', language: 'en', gameName: 'Portal 2' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('must not contain the game name');
  });

  it('refuses a posted date that is not a calendar day or lies in the future, as the write panel does', async () => {
    for (const [posted, message] of [['2025-02-30', 'posted is not a calendar date'], ['2999-01-01', 'posted cannot be in the future']]) {
      const res = await asAdmin({ method: 'POST', url: '/api/admin/reviews/render', payload: { reviewer: 'W', hours: 1, recommended: true, posted, text: 'A calm puzzle game about light and mirrors.', language: 'en' } });
      expect(res.statusCode, posted).toBe(400);
      expect(res.json().message).toContain(message);
    }
  });
});

describe('live analytics socket', () => {
  it('sends stats-update to an admin on connect and refuses others with the spec texts', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    const attempt = (auth: Record<string, string>) =>
      new Promise<{ ok: true; payload: { globalStats: object } } | { ok: false; message: string }>((resolve) => {
        const socket = connect(url, { auth, transports: ['websocket'], reconnection: false });
        socket.on('stats-update', (payload) => {
          socket.close();
          resolve({ ok: true, payload });
        });
        socket.on('connect_error', (err) => {
          socket.close();
          resolve({ ok: false, message: err.message });
        });
      });
    const admin = await attempt({ token: adminAuth.authorization.slice(7) });
    expect(admin.ok && admin.payload.globalStats).toMatchObject({ totalUsers: expect.any(Number) });
    expect(await attempt({})).toEqual({ ok: false, message: 'No authentication token' });
    const player = await registerUser(t.app);
    expect(await attempt({ token: player.token })).toEqual({ ok: false, message: 'Admins only' });
  });
});

describe('unused image cleanup', () => {
  it('deletes images no review uses after the grace period, and keeps used and fresh ones', async () => {
    const used = await uploadedPath();
    await asAdmin({ method: 'POST', url: '/api/admin/reviews', payload: { gameName: 'Keeps Its Image', genre: 'X', reviewImages: { en: [used] }, reviewImageAlts: { en: ['A screenshot'] } } });
    const orphan = await uploadedPath();
    const fresh = await uploadedPath();
    const { adminReviews } = t.app.ctx.services;
    const images = t.app.ctx.images;
    // Two hours from now, both unused uploads are past the one-hour grace; "fresh" is re-saved just before.
    const later = Date.now() + 2 * 60 * 60 * 1000;
    const fs = await import('node:fs/promises');
    const path = await import('node:path');
    const freshFile = path.join(t.dataDir, 'uploads', fresh.slice('/images/'.length));
    await fs.utimes(freshFile, new Date(later), new Date(later));
    await adminReviews.cleanUnusedImages(later);
    expect(await images.exists(used)).toBe(true);
    expect(await images.exists(orphan)).toBe(false);
    expect(await images.exists(fresh)).toBe(true);
  });
});
