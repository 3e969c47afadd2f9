// Hostile screenshot uploads (POST /api/admin/reviews/upload-image, field "image"): markup dressed
// as images, polyglots, broken files, oversized files and decompression bombs. Refused files leave
// no trace; accepted ones are re-encoded, so what is served is a clean WebP.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { MAX_UPLOAD_BYTES } from '../lib/image-processing';
import { createTestApp, multipartBody, registerUser, type TestApp } from '../test/test-app';
import { snapshot } from './attack-kit';

let t: TestApp;
let app: FastifyInstance;
let adminAuth: { authorization: string };
let realPng: Buffer;

beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAIL: 'curator@example.com', ADMIN_USERNAME: 'curator', ADMIN_PASSWORD: 'curator-password' });
  app = t.app;
  const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'curator@example.com', password: 'curator-password' } });
  adminAuth = { authorization: `Bearer ${login.json().token}` };
  realPng = await sharp({ create: { width: 120, height: 80, channels: 3, background: '#336699' } }).png().toBuffer();
});
afterAll(() => t.close());

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buf: Buffer): number {
  let c = 0xffffffff;
  for (const byte of buf) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function pngChunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}
/** A valid 1-bit greyscale PNG of any size, all black: tiny on disk, enormous once decoded. */
function blackPng(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([1, 0, 0, 0, 0], 8); // bit depth 1, greyscale, deflate, no filter, no interlace
  const row = 1 + Math.ceil(width / 8);
  const idat = zlib.deflateSync(Buffer.alloc(row * height), { level: 9 });
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), pngChunk('IHDR', ihdr), pngChunk('IDAT', idat), pngChunk('IEND', Buffer.alloc(0))]);
}

async function upload(bytes: Buffer, filename = 'shot.png', type = 'image/png', auth: Record<string, string> = adminAuth) {
  const { payload, headers } = await multipartBody(bytes, filename, type);
  return app.inject({ method: 'POST', url: '/api/admin/reviews/upload-image', payload, headers: { ...headers, ...auth } });
}

const uploadsDir = () => path.join(t.dataDir, 'uploads');
const listUploads = () => fs.readdirSync(uploadsDir()).sort();
const dataDirFiles = () => fs.readdirSync(t.dataDir).sort();

/** Runs an attack and asserts it was refused with `status` and left no file and no row behind. */
async function expectRefused(attack: () => Promise<{ statusCode: number; json(): { code: string; message: string } }>, status: number) {
  const files = listUploads();
  const root = dataDirFiles();
  const before = await snapshot(app);
  const res = await attack();
  expect(res.statusCode).toBe(status);
  const body = res.json() as Record<string, unknown>;
  // Nothing but the message, its code and (for a message players may read) its key and the key's
  // variable parts (e.g. the size limit), each a plain string.
  expect(body).toEqual({
    message: expect.any(String),
    code: expect.any(String),
    ...('messageKey' in body && { messageKey: expect.any(String) }),
    ...('messageParams' in body && { messageParams: expect.any(Object) }),
  });
  for (const value of Object.values((body.messageParams ?? {}) as Record<string, unknown>)) expect(typeof value).toBe('string');
  expect(listUploads()).toEqual(files);
  expect(dataDirFiles()).toEqual(root);
  expect(await snapshot(app)).toEqual(before);
  return res;
}

/** Asserts an accepted upload was stored as a clean WebP that no longer holds `marker`. */
async function expectCleanWebp(res: { statusCode: number; json(): { imagePath: string } }, marker: string) {
  expect(res.statusCode).toBe(200);
  const { imagePath } = res.json();
  expect(imagePath).toMatch(/^\/images\/[a-f0-9]{32}\.webp$/);
  const stored = fs.readFileSync(path.join(uploadsDir(), path.basename(imagePath)));
  expect(stored.subarray(0, 4).toString('latin1')).toBe('RIFF');
  expect(stored.subarray(8, 12).toString('latin1')).toBe('WEBP');
  expect(stored.toString('latin1')).not.toContain(marker);
  const served = await app.inject({ method: 'GET', url: imagePath });
  expect(served.headers['content-type']).toBe('image/webp');
  expect(served.headers['x-content-type-options']).toBe('nosniff');
}

describe('upload attacks', () => {
  it('refuses an upload from a player (403) and from nobody (401)', async () => {
    const player = await registerUser(app);
    await expectRefused(() => upload(realPng, 'a.png', 'image/png', player.auth), 403);
    await expectRefused(() => upload(realPng, 'a.png', 'image/png', {}), 401);
  });

  it('refuses an HTML page named .png', async () => {
    const html = Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>');
    const res = await expectRefused(() => upload(html, 'cute-cat.png', 'image/png'), 400);
    expect(res.json().message).toMatch(/not a valid image/);
  });

  it.each([
    ['named .png', 'logo.png', 'image/png'],
    ['as image/svg+xml', 'logo.svg', 'image/svg+xml'],
  ])('refuses an SVG with script %s', async (_name, filename, type) => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10" onload="alert(1)"><script>alert(2)</script><rect width="10" height="10"/></svg>');
    const res = await expectRefused(() => upload(svg, filename, type), 400);
    expect(res.json().message).toMatch(/Unsupported image type|not a valid image/);
  });

  it('refuses HTML behind a PNG signature', async () => {
    const fake = Buffer.concat([realPng.subarray(0, 8), Buffer.from('<html><script>alert(1)</script></html>')]);
    await expectRefused(() => upload(fake), 400);
  });

  it('strips a script hidden after the end of a real PNG (polyglot)', async () => {
    const marker = '<script>alert("polyglot")</script>';
    await expectCleanWebp(await upload(Buffer.concat([realPng, Buffer.from(`<html>${marker}</html>`)]), 'poly.png', 'text/html'), marker);
  });

  it('strips a script hidden in a PNG text chunk and in JPEG metadata', async () => {
    const marker = '<script>alert("meta")</script>';
    const iend = realPng.length - 12;
    const withText = Buffer.concat([realPng.subarray(0, iend), pngChunk('tEXt', Buffer.from(`Comment\0${marker}`, 'latin1')), realPng.subarray(iend)]);
    await expectCleanWebp(await upload(withText), marker);
    const jpeg = await sharp(realPng).jpeg().withExifMerge({ IFD0: { ImageDescription: marker } }).toBuffer();
    expect(jpeg.toString('latin1')).toContain(marker);
    await expectCleanWebp(await upload(jpeg, 'photo.jpg', 'image/jpeg'), marker);
  });

  it('refuses a truncated image', async () => {
    const res = await expectRefused(() => upload(realPng.subarray(0, Math.floor(realPng.length * 0.6))), 400);
    expect(res.json().message).toMatch(/damaged or truncated|not a valid image/);
  });

  it('refuses a file twice the 8 MB limit with 413', async () => {
    const big = Buffer.concat([realPng, Buffer.alloc(2 * MAX_UPLOAD_BYTES - realPng.length, 7)]);
    const res = await expectRefused(() => upload(big), 413);
    expect(res.json().code).toBe('PAYLOAD_TOO_LARGE');
  }, 60_000);

  it('refuses a 30000x30000 pixel image (a decompression bomb) without decoding it', async () => {
    const bomb = blackPng(30_000, 30_000);
    expect(bomb.length).toBeLessThan(1024 * 1024);
    // The message is the header check's: the pixels were never decoded.
    const res = await expectRefused(() => upload(bomb), 400);
    expect(res.json().message).toMatch(/too large|dimensions/i);
  });

  // A multipart body cut off mid-file (a dropped connection, or a hostile client).
  it('answers a multipart body cut off mid-file with a 400', async () => {
    const { payload, headers } = await multipartBody(realPng, 'a.png', 'image/png');
    await expectRefused(async () => app.inject({ method: 'POST', url: '/api/admin/reviews/upload-image', payload: payload.subarray(0, payload.length - 60), headers: { ...headers, ...adminAuth } }), 400);
  });

  it('keeps a hostile file name out of the file system', async () => {
    const root = dataDirFiles();
    const files = listUploads();
    const odd = await sharp({ create: { width: 30, height: 30, channels: 3, background: '#a1b2c3' } }).png().toBuffer();
    const res = await upload(odd, '../../../reviewquest.db', 'image/png');
    expect(res.statusCode).toBe(200);
    expect(res.json().imagePath).toMatch(/^\/images\/[a-f0-9]{32}\.webp$/);
    expect(dataDirFiles()).toEqual(root);
    expect(listUploads()).toEqual([...files, path.basename(res.json().imagePath)].sort());
    if (root.includes('reviewquest.db')) {
      expect(fs.readFileSync(path.join(t.dataDir, 'reviewquest.db')).subarray(0, 15).toString('latin1')).toBe('SQLite format 3');
    }
  });
});
