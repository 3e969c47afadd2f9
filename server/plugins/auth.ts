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
  /** A token for the user, carrying the user's current token version (raised by "sign out everywhere"). */
  sign(userId: string, version?: number): Promise<string>;
  /** The user id of a token with a valid signature and expiry (the version is not checked here). */
  verify(token: string): Promise<string | undefined>;
  /** The user id and the token version the token was issued at. */
  session(token: string): Promise<Session | undefined>;
}

export interface Session {
  userId: string;
  version: number;
}

/** Tells whether a token version is still the user's current one (modules/account/sessions.ts). */
export interface SessionCheck {
  isCurrent(session: Session): Promise<boolean>;
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
  const verified = new Map<string, Session & { expiresAt: number }>();
  async function session(token: string): Promise<Session | undefined> {
    const known = verified.get(token);
    if (known && Date.now() < known.expiresAt) return { userId: known.userId, version: known.version };
    try {
      const { payload } = await jwtVerify(token, secret, { algorithms: [ALGORITHM] });
      if (typeof payload.sub !== 'string') return undefined;
      // Tokens issued before versions existed carry none: version 0, every account's first.
      const version = typeof payload.ver === 'number' && Number.isInteger(payload.ver) ? payload.ver : 0;
      if (verified.size >= VERIFIED_TOKENS_KEPT) verified.clear();
      verified.set(token, { userId: payload.sub, version, expiresAt: (payload.exp ?? 0) * 1000 });
      return { userId: payload.sub, version };
    } catch {
      verified.delete(token);
      return undefined;
    }
  }
  return {
    sign: (userId, version = 0) =>
      new SignJWT({ ver: version }).setProtectedHeader({ alg: ALGORITHM }).setSubject(userId).setIssuedAt().setExpirationTime(TOKEN_TTL).sign(secret),
    verify: async (token) => (await session(token))?.userId,
    session,
  };
}

/** A token's user when its signature, expiry and version all hold (a signed-out or deleted account's tokens do not). */
export async function userOfToken(tokens: TokenService, sessions: SessionCheck, token: string): Promise<string | undefined> {
  const session = await tokens.session(token);
  return session && (await sessions.isCurrent(session)) ? session.userId : undefined;
}

/** Parses the bearer token on every request; routes decide whether a user is required. */
export function registerAuth(app: FastifyInstance, tokens: TokenService, sessions: SessionCheck): void {
  app.decorateRequest('tokenUserId', undefined);
  app.decorateRequest('tokenInvalid', false);
  app.addHook('onRequest', async (request) => {
    const header = request.headers.authorization;
    if (!header) return;
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    const userId = match?.[1] ? await userOfToken(tokens, sessions, match[1]) : undefined;
    if (userId) request.tokenUserId = userId;
    else request.tokenInvalid = true;
  });
}

/** Loads the signed-in user or answers 401 (missing, invalid or expired token, or deleted user). */
export async function requireUser(users: UsersRepository, request: FastifyRequest): Promise<UserRow> {
  if (!request.tokenUserId) throw unauthorized(request.tokenInvalid ? 'sessionExpired' : 'loginToContinue');
  const user = await users.findById(request.tokenUserId);
  if (!user || user.deleted_at) throw unauthorized('sessionExpired');
  return user;
}

/** Loads the signed-in admin: 401 without a valid token, 403 for a non-admin (checked in the database each time). */
export async function requireAdmin(users: UsersRepository, request: FastifyRequest): Promise<UserRow> {
  const user = await requireUser(users, request);
  if (user.is_admin !== 1) throw forbidden('adminsOnly');
  return user;
}
