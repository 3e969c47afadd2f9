// Attacks on the web app's static files now that they are sent precompressed (.br/.gz picked by
// Accept-Encoding) and unknown addresses get the app page with a 404: no encoding, spelling or
// traversal may reach a file outside the built app, nor a compressed copy under its own name.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDir } from '../../scripts/precompress';
import { registerStaticWeb } from '../plugins/static-web';

const SECRET = 'PLANTED-SECRET-'.repeat(100);
let dir: string;
let app: FastifyInstance;
let port: number;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rq-static-attack-'));
  const dist = path.join(dir, 'dist');
  fs.mkdirSync(path.join(dist, 'assets'), { recursive: true });
  fs.writeFileSync(path.join(dist, 'index.html'), `<!doctype html><div id="root"></div>${' '.repeat(2000)}`);
  fs.writeFileSync(path.join(dist, 'assets', 'app-1a2b3c.js'), 'console.log(1);'.repeat(200));
  // A secret beside the app, precompressed too, as a careless deploy might leave it.
  fs.writeFileSync(path.join(dir, 'secret.txt'), SECRET);
  fs.writeFileSync(path.join(dir, 'secret.txt.br'), zlib.brotliCompressSync(SECRET));
  fs.writeFileSync(path.join(dir, 'secret.txt.gz'), zlib.gzipSync(SECRET));
  fs.writeFileSync(path.join(dist, '.env'), SECRET);
  precompressDir(dist);
  app = Fastify();
  await registerStaticWeb(app, path.join(dir, 'uploads'), dist);
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as { port: number }).port;
});
afterAll(async () => {
  await app.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** A GET over a real socket with the path exactly as written (no URL normalisation). */
function rawGet(url: string, encoding: string): Promise<{ status: number; body: Buffer; headers: http.IncomingHttpHeaders }> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path: url, method: 'GET', headers: { 'accept-encoding': encoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks), headers: res.headers }));
    });
    req.on('error', reject);
    req.end();
  });
}

function decoded(body: Buffer, encoding: string | undefined): string {
  if (encoding === 'br') return zlib.brotliDecompressSync(body).toString();
  if (encoding === 'gzip') return zlib.gunzipSync(body).toString();
  return body.toString();
}

const ATTACKS = [
  '/../secret.txt',
  '/%2e%2e/secret.txt',
  '/..%2fsecret.txt',
  '/assets/../../secret.txt',
  '/assets/..%2f..%2fsecret.txt',
  '/assets/%2e%2e%2f%2e%2e%2fsecret.txt',
  '/assets/..%5c..%5csecret.txt',
  '//secret.txt',
  '/secret.txt',
  '/.env',
  '/.env.br',
  '/index.html.br',
  '/index.html.gz',
  '/assets/app-1a2b3c.js.br',
  '/assets/app-1a2b3c.js%00.br',
  '/ASSETS/app-1a2b3c.js',
  '/nope/../../secret.txt',
];

describe('precompressed static files under attack', () => {
  it.each(ATTACKS)('never serves a file outside the app, a dotfile or a raw compressed copy: %s', async (url) => {
    for (const encoding of ['br', 'gzip', 'br, gzip, deflate', 'identity', '*', 'br;q=0, gzip;q=1']) {
      const res = await rawGet(url, encoding);
      expect([200, 400, 403, 404]).toContain(res.status);
      const text = decoded(res.body, res.headers['content-encoding'] as string | undefined);
      expect(text).not.toContain('PLANTED-SECRET');
      // Whatever is sent is either a JSON error or the app page, never raw compressed bytes.
      if (res.status === 200 || (res.status === 404 && String(res.headers['content-type']).startsWith('text/html'))) {
        expect(text).toContain('<div id="root">');
      }
    }
  });

  it('answers an unknown page with 404 under every accepted encoding, never a 200', async () => {
    for (const encoding of ['br', 'gzip', 'identity']) {
      const res = await rawGet('/definitely/not/a/page', encoding);
      expect(res.status).toBe(404);
      expect(decoded(res.body, res.headers['content-encoding'] as string | undefined)).toContain('<div id="root">');
    }
  });

  it('ignores a conditional request on an unknown page (no 304 that a cache could keep as a page)', async () => {
    const first = await app.inject({ method: 'GET', url: '/nope' });
    expect(first.headers.etag).toBeUndefined();
    for (const headers of [{ 'if-none-match': '*' }, { 'if-modified-since': new Date().toUTCString() }, { range: 'bytes=0-3' }]) {
      const again = await app.inject({ method: 'GET', url: '/nope', headers });
      expect(again.statusCode).toBe(404);
      expect(again.body).toContain('<div id="root">');
    }
  });
});
