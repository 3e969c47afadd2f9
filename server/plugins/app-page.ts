import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';

export type SendAppPage = (request: FastifyRequest, reply: FastifyReply, status: 200 | 404) => FastifyReply;

const COMPRESSED = [
  ['br', '.br'],
  ['gzip', '.gz'],
] as const;

/**
 * The app page (index.html) answers every page address, so it is read once at start-up with its
 * precompressed copies and sent from memory (streaming it from disk on each request cost more than
 * the request itself; docs/performance.md). A 200 carries an ETag and answers a matching
 * If-None-Match with 304; a 404 is always sent whole.
 */
export function loadAppPage(webDist: string): SendAppPage {
  const file = path.join(webDist, 'index.html');
  const plain = fs.readFileSync(file);
  const copies = new Map<string, Buffer>();
  for (const [encoding, ext] of COMPRESSED) if (fs.existsSync(file + ext)) copies.set(encoding, fs.readFileSync(file + ext));
  const negotiator = new Negotiator({ supportedValues: [...copies.keys()] });
  const etag = `"${createHash('sha256').update(plain).digest('base64url').slice(0, 27)}"`;
  const matches = (ifNoneMatch: string | undefined) => ifNoneMatch !== undefined && ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);

  return (request, reply, status) => {
    reply.header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-cache').header('vary', 'accept-encoding');
    if (status === 200) {
      reply.header('etag', etag);
      if (matches(request.headers['if-none-match'])) return reply.status(304).send();
    }
    const encoding = negotiator.negotiate(request.headers['accept-encoding'] ?? '');
    const body = encoding ? copies.get(encoding) : undefined;
    if (encoding && body) reply.header('content-encoding', encoding);
    return reply.status(status).send(body ?? plain);
  };
}
