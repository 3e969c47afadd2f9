import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keyedHash } from '../lib/image-store';
import { registerImages } from './images';

let dir: string;
let app: FastifyInstance;
const stored = (bytes: Buffer) => {
  const name = `${keyedHash(bytes, 'test-key')}.webp`;
  fs.writeFileSync(path.join(dir, name), bytes);
  return name;
};

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rq-images-'));
  app = Fastify();
  // Room for two 1 KB images in memory: a third pushes the least recently served out.
  registerImages(app, dir, 2048);
  await app.ready();
});
afterAll(async () => {
  await app.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('stored images', () => {
  it('serves an image with its type, a year of caching and an ETag that answers 304', async () => {
    const bytes = Buffer.alloc(1000, 1);
    const name = stored(bytes);
    const res = await app.inject({ method: 'GET', url: `/images/${name}` });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(bytes)).toBe(true);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const again = await app.inject({ method: 'GET', url: `/images/${name}`, headers: { 'if-none-match': res.headers.etag as string } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('stops serving an image as soon as it is removed, even one served from memory', async () => {
    const name = stored(Buffer.alloc(1000, 2));
    expect((await app.inject({ method: 'GET', url: `/images/${name}` })).statusCode).toBe(200);
    fs.rmSync(path.join(dir, name));
    const res = await app.inject({ method: 'GET', url: `/images/${name}` });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('serves every image right while memory holds only some of them', async () => {
    const images = [3, 4, 5, 6].map((fill) => ({ bytes: Buffer.alloc(1000, fill), name: '' }));
    for (const image of images) image.name = stored(image.bytes);
    for (let round = 0; round < 3; round += 1) {
      for (const { bytes, name } of images) expect((await app.inject({ method: 'GET', url: `/images/${name}` })).rawPayload.equals(bytes)).toBe(true);
    }
  });

  it('answers a name that is not a stored image with a JSON 404', async () => {
    fs.writeFileSync(path.join(dir, 'notes.txt'), 'not an image');
    for (const url of ['/images/notes.txt', '/images/0123456789abcdef0123456789abcdef.webp', '/images/', '/images/a/b.webp']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
    }
  });
});
