import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SignJWT, jwtVerify } from 'jose';
import type { UsersRepository } from '../modules/auth/users.repository';
import type { UserRow } from '../db/schema';
import { forbidden, unauthorized } from '../lib/app-error';

const TOKEN_TTL = '7d';
const ALGORITHM = 'HS256';

declare module 'fastify' {
  interface FastifyRequest {
    /** The user id from a valid bearer token; undefined for guests (and stale tokens on public routes). */
    tokenUserId: string | undefined;
    /** Whether a bearer token was sent but was invalid or expired. */
    tokenInvalid: boolean;
  }
}

export interface TokenService {
  sign(userId: string): Promise<string>;
  verify(token: string): Promise<string | undefined>;
}

/** Reads JWT_SECRET, or generates a secret once and keeps it in DATA_DIR so restarts keep sessions. */
export function resolveJwtSecret(configured: string | undefined, dataDir: string): Uint8Array {
  if (configured) return new TextEncoder().encode(configured);
  const file = path.join(dataDir, 'jwt-secret');
  fs.mkdirSync(dataDir, { recursive: true });
  try {
    fs.writeFileSync(file, randomBytes(48).toString('base64url'), { flag: 'wx', mode: 0o600 });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  }
  return new TextEncoder().encode(fs.readFileSync(file, 'utf8').trim());
}

const VERIFIED_TOKENS_KEPT = 10_000;

export function createTokenService(secret: Uint8Array): TokenService {
  // Tokens already verified, with their expiry: a player sends the same token on every call, and
  // checking its signature again costs more than the rest of a cached read. Expired ones are re-checked (and refused).
  const verified = new Map<string, { sub: string; expiresAt: number }>();
  return {
    sign: (userId) =>
      new SignJWT({}).setProtectedHeader({ alg: ALGORITHM }).setSubject(userId).setIssuedAt().setExpirationTime(TOKEN_TTL).sign(secret),
    async verify(token) {
      const known = verified.get(token);
      if (known && Date.now() < known.expiresAt) return known.sub;
      try {
        const { payload } = await jwtVerify(token, secret, { algorithms: [ALGORITHM] });
        if (typeof payload.sub !== 'string') return undefined;
        if (verified.size >= VERIFIED_TOKENS_KEPT) verified.clear();
        verified.set(token, { sub: payload.sub, expiresAt: (payload.exp ?? 0) * 1000 });
        return payload.sub;
      } catch {
        verified.delete(token);
        return undefined;
      }
    },
  };
}

/** Parses the bearer token on every request; routes decide whether a user is required. */
export function registerAuth(app: FastifyInstance, tokens: TokenService): void {
  app.decorateRequest('tokenUserId', undefined);
  app.decorateRequest('tokenInvalid', false);
  app.addHook('onRequest', async (request) => {
    const header = request.headers.authorization;
    if (!header) return;
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    const userId = match?.[1] ? await tokens.verify(match[1]) : undefined;
    if (userId) request.tokenUserId = userId;
    else request.tokenInvalid = true;
  });
}

/** Loads the signed-in user or answers 401 (missing, invalid or expired token, or deleted user). */
export async function requireUser(users: UsersRepository, request: FastifyRequest): Promise<UserRow> {
  if (!request.tokenUserId) throw unauthorized(request.tokenInvalid ? 'Your session has expired. Please log in again.' : 'Please log in to continue.');
  const user = await users.findById(request.tokenUserId);
  if (!user) throw unauthorized('Your session has expired. Please log in again.');
  return user;
}

/** Loads the signed-in admin: 401 without a valid token, 403 for a non-admin (checked in the database each time). */
export async function requireAdmin(users: UsersRepository, request: FastifyRequest): Promise<UserRow> {
  const user = await requireUser(users, request);
  if (user.is_admin !== 1) throw forbidden('Admins only');
  return user;
}
