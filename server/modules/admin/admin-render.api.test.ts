import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerUser, type TestApp } from '../../test/test-app';

let t: TestApp;
let adminAuth: { authorization: string };
beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAIL: 'admin@example.com', ADMIN_USERNAME: 'theadmin', ADMIN_PASSWORD: 'admin-pass' });
  const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'admin@example.com', password: 'admin-pass' } });
  adminAuth = { authorization: `Bearer ${login.json().token}` };
});
afterAll(() => t.close());

const body = { reviewer: 'Writer', hours: 3.5, recommended: false, posted: '2025-01-02', text: 'Bir bulmaca oyunu: ışık, ayna ve çok güzel müzik. Öneririm!', language: 'tr' };

describe('POST /api/admin/reviews/render', () => {
  it('renders a typed review into a stored card image', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/admin/reviews/render', headers: adminAuth, payload: body });
    expect(res.statusCode).toBe(200);
    const { imagePath, altText } = res.json();
    expect(imagePath).toMatch(/^\/images\/[a-f0-9]{32}\.webp$/);
    expect(altText).toContain('ışık, ayna');
    const img = await t.app.inject({ method: 'GET', url: imagePath });
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toBe('image/webp');
  });

  it('refuses a text that names the game', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/admin/reviews/render', headers: adminAuth, payload: { ...body, text: 'Portal 2 is a wonderful puzzle game with robots.', gameName: 'Portal 2' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('must not contain the game name');
  });

  it('is for admins only', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/admin/reviews/render', payload: body })).statusCode).toBe(401);
    const player = await registerUser(t.app);
    expect((await t.app.inject({ method: 'POST', url: '/api/admin/reviews/render', headers: player.auth, payload: body })).statusCode).toBe(403);
  });
});
