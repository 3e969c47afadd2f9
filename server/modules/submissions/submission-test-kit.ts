// Shared set-up of the submission and moderation tests: players, moderators and submissions made
// through the API, as a browser would.
import sharp from 'sharp';
import type { Call } from '../../security/attack-kit';
import type { AdminTestApp } from '../../test/test-app';
import { multipartBody, registerUser, uniquePng } from '../../test/test-app';

export type Player = Awaited<ReturnType<typeof registerUser>> & { call: Call };

export async function player(t: AdminTestApp): Promise<Player> {
  const u = await registerUser(t.app);
  return { ...u, call: (opts) => t.app.inject({ ...opts, headers: { ...u.auth, ...(opts.headers ?? {}) } }) };
}

/** A fresh player made moderator of `languages` by the admin. */
export async function moderator(t: AdminTestApp, languages: string[]): Promise<Player> {
  const m = await player(t);
  const res = await t.asAdmin({ method: 'PUT', url: '/api/admin/moderators', payload: { username: m.user.username, languages } });
  if (res.statusCode !== 200) throw new Error(`grant failed: ${res.statusCode} ${res.body}`);
  return m;
}

/** A screenshot-sized PNG (a review is wider than tall) in a colour no other call gave. */
export const screenshotPng = () => uniquePng(800, 300);

/** A PNG with a pattern (so its perceptual hash is not flat), optionally re-scaled. */
export async function patternPng(width: number, height: number, seed = 1): Promise<Buffer> {
  const cells = 12;
  const raw = Buffer.alloc(cells * cells * 3);
  for (let i = 0; i < cells * cells; i += 1) {
    const v = ((i * 7919 * seed) % 251) & 0xff;
    raw[i * 3] = v;
    raw[i * 3 + 1] = (v * 3) & 0xff;
    raw[i * 3 + 2] = 255 - v;
  }
  return sharp(raw, { raw: { width: cells, height: cells, channels: 3 } }).resize(width, height, { kernel: 'nearest', fit: 'fill' }).png().toBuffer();
}

export async function upload(p: Player, bytes?: Buffer) {
  const { payload, headers } = await multipartBody(bytes ?? (await screenshotPng()), 'shot.png', 'image/png');
  return p.call({ method: 'POST', url: '/api/submissions/images', payload, headers });
}

export async function uploadedPath(p: Player, bytes?: Buffer): Promise<string> {
  const res = await upload(p, bytes);
  if (res.statusCode !== 200) throw new Error(`upload failed: ${res.statusCode} ${res.body}`);
  return res.json().imagePath;
}

export const card = (text: string, reviewer = 'quiet_reader') => ({ reviewer, hours: 42.5, recommended: true, posted: '2025-03-14', text });

export function textSubmission(overrides: Record<string, unknown> = {}) {
  return {
    kind: 'text',
    language: 'fr',
    gameName: 'Hollow Knight',
    newTitle: false,
    genre: 'Metroidvania',
    credit: true,
    cards: [card('Un royaume souterrain immense, des insectes partout et une difficulté qui ne pardonne rien.'), card('Le chevalier muet et son aiguille, quelle aventure magnifique.')],
    ...overrides,
  };
}

export async function screenshotSubmission(p: Player, overrides: Record<string, unknown> = {}) {
  return {
    kind: 'screenshots',
    language: 'fr',
    gameName: 'Celeste',
    newTitle: false,
    genre: 'Platformer',
    credit: false,
    screenshots: [{ imagePath: await uploadedPath(p), transcript: 'Une montagne à gravir, des fraises à ramasser, et beaucoup de morts.' }],
    ...overrides,
  };
}

export async function submit(p: Player, body: object) {
  return p.call({ method: 'POST', url: '/api/submissions', payload: body });
}

export async function submitted(p: Player, body: object): Promise<string> {
  const res = await submit(p, body);
  if (res.statusCode !== 201) throw new Error(`submit failed: ${res.statusCode} ${res.body}`);
  return res.json().submission.id;
}
