import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDir } from '../../scripts/precompress';
import { registerStaticWeb } from './static-web';

// A small built app: the page, one hashed bundle and a favicon, precompressed like `vite build` does.
const INDEX = `<!doctype html><html><head><title>ReviewQuest</title></head><body><div id="root"></div>${'<!-- padding -->'.repeat(100)}</body></html>`;
const BUNDLE = `console.log(${JSON.stringify('ReviewQuest '.repeat(400))});`;

let dir: string;
let app: FastifyInstance;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rq-static-'));
  const dist = path.join(dir, 'dist');
  fs.mkdirSync(path.join(dist, 'assets'), { recursive: true });
  fs.writeFileSync(path.join(dist, 'index.html'), INDEX);
  fs.writeFileSync(path.join(dist, 'assets', 'index-Ab12Cd34.js'), BUNDLE);
  fs.writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  precompressDir(dist);
  app = Fastify();
  await registerStaticWeb(app, path.join(dir, 'uploads'), dist);
});
afterAll(async () => {
  await app.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('precompressDir', () => {
  it('writes smaller Brotli and gzip copies of text files, and leaves tiny files alone', () => {
    const assets = path.join(dir, 'dist', 'assets');
    const br = fs.readFileSync(path.join(assets, 'index-Ab12Cd34.js.br'));
    const gz = fs.readFileSync(path.join(assets, 'index-Ab12Cd34.js.gz'));
    expect(br.length).toBeLessThan(BUNDLE.length / 10);
    expect(zlib.brotliDecompressSync(br).toString()).toBe(BUNDLE);
    expect(zlib.gunzipSync(gz).toString()).toBe(BUNDLE);
    expect(fs.existsSync(path.join(dir, 'dist', 'favicon.svg.br'))).toBe(false);
  });
});

describe('static web app', () => {
  it.each(['/', '/daily', '/freeplay', '/contact', '/profile', '/profile/abc123', '/admin', '/daily/'])('serves the app page for %s with 200', async (url) => {
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('<div id="root">');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it.each(['/nope', '/daily/extra/part', '/profile/a/b', '/admin/secret', '/Daily'])('answers the unknown page %s with the app page and a 404 status', async (url) => {
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('<div id="root">');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('keeps JSON 404s for the API and for missing files', async () => {
    for (const url of ['/api/nope', '/api', '/assets/missing-123.js', '/reviewquest.db']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
    }
  });

  it('sends scripts compressed to browsers that accept it, and plain to others', async () => {
    const url = '/assets/index-Ab12Cd34.js';
    const br = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(BUNDLE);

    const gz = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(BUNDLE);

    const plain = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(BUNDLE);
  });

  it('sends the app page compressed too, for app routes and unknown ones', async () => {
    for (const [url, status] of [['/daily', 200], ['/nope', 404]] as const) {
      const res = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
      expect(res.statusCode).toBe(status);
      expect(res.headers['content-encoding']).toBe('br');
      expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(INDEX);
    }
  });

  it('revalidates the app page by its ETag, and sends a 404 page whole whatever the request asks', async () => {
    const first = await app.inject({ method: 'GET', url: '/daily', headers: { 'accept-encoding': 'br' } });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await app.inject({ method: 'GET', url: '/archive', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const weak = await app.inject({ method: 'GET', url: '/', headers: { 'if-none-match': `"other", W/${etag}` } });
    expect(weak.statusCode).toBe(304);
    const stale = await app.inject({ method: 'GET', url: '/', headers: { 'if-none-match': '"an-older-build"' } });
    expect(stale.statusCode).toBe(200);
    expect(stale.body).toBe(INDEX);
    const missing = await app.inject({ method: 'GET', url: '/nope', headers: { 'if-none-match': etag, range: 'bytes=0-10' } });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toBe(INDEX);
    expect(missing.headers.etag).toBeUndefined();
  });

  it('caches hashed bundles for a year and revalidates the page', async () => {
    const bundle = await app.inject({ method: 'GET', url: '/assets/index-Ab12Cd34.js', headers: { 'accept-encoding': 'br' } });
    expect(bundle.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const page = await app.inject({ method: 'GET', url: '/index.html', headers: { 'accept-encoding': 'br' } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-cache');
  });

  it('never serves the compressed copies under their own names', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/index-Ab12Cd34.js.br' });
    expect(res.statusCode).toBe(404);
  });
});
