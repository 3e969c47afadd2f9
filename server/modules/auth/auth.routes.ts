import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AuthResponseSchema, InterfaceLanguageBodySchema, LoginBodySchema, RegisterBodySchema, UserSchema, type AuthResponse } from '../../../shared/schemas/auth';
import { ErrorBodySchema, OkSchema } from '../../../shared/schemas/common';
import type { AppContext } from '../../context';
import { AppError, playerError } from '../../lib/app-error';
import { requireUser } from '../../plugins/auth';
import { GUEST_COOKIE, guestIdOf } from '../../plugins/player';
import { identityKey } from './identity';

const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 409: ErrorBodySchema, 429: ErrorBodySchema };

export const authRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { auth } = ctx.services;
  const { users } = ctx.repos;
  const perIp = { max: ctx.config.authRateLimit, timeWindow: '1 minute' };
  // A second limit per account, so a distributed guesser cannot hammer one email. It counts failed
  // logins only: a peek before checking the password, one count after each failure. (createRateLimit,
  // not rateLimit(): the latter skips a request the per-IP limit has already counted.)
  const accountLimit = app.createRateLimit({
    max: ctx.config.authRateLimit,
    timeWindow: '15 minutes',
    keyGenerator: (req) => `account:${identityKey(String((req.body as { email?: unknown } | undefined)?.email ?? ''))}`,
  });
  const perAccount = async (request: FastifyRequest, reply: FastifyReply) => {
    const limit = await accountLimit(request, { increment: false });
    // `max` failures used up: this attempt is refused, even with the right password.
    if (!limit.isAllowed && limit.remaining === 0) {
      reply.header('retry-after', limit.ttlInSeconds);
      throw playerError('RATE_LIMITED', 'accountLocked', { minutes: Math.ceil(limit.ttlInSeconds / 60) });
    }
  };

  /**
   * A guest who signs up or logs in keeps what they played (today's daily, free-play history and
   * session); the browser then starts afresh as a new guest after a logout.
   */
  async function adoptGuest(request: FastifyRequest, reply: FastifyReply, result: AuthResponse): Promise<AuthResponse> {
    const guestId = guestIdOf(request);
    if (!guestId) return result;
    await ctx.services.play.carryOverGuest(guestId, result.user.id);
    reply.clearCookie(GUEST_COOKIE, { path: '/api' });
    const row = await users.findById(result.user.id);
    return row ? { ...result, user: await auth.toUser(row) } : result;
  }

  app.post('/register', {
    config: { rateLimit: perIp },
    schema: { tags: ['auth'], body: RegisterBodySchema, response: { 201: AuthResponseSchema, ...errors } },
    handler: async (request, reply) => reply.status(201).send(await adoptGuest(request, reply, await auth.register(request.body))),
  });

  app.post('/login', {
    config: { rateLimit: perIp },
    preHandler: perAccount,
    schema: { tags: ['auth'], body: LoginBodySchema, response: { 200: AuthResponseSchema, ...errors } },
    handler: async (request, reply) => {
      let result: AuthResponse;
      try {
        result = await auth.login(request.body);
      } catch (err) {
        // Only failures count towards the per-account limit.
        if (err instanceof AppError && err.keyed?.key === 'invalidLogin') await accountLimit(request);
        throw err;
      }
      return adoptGuest(request, reply, result);
    },
  });

  app.get('/me', {
    schema: { tags: ['auth'], response: { 200: UserSchema, 401: ErrorBodySchema } },
    handler: async (request) => auth.toUser(await requireUser(users, request)),
  });

  // The interface language is kept on the account, so the player finds it again at the next login.
  app.put('/language', {
    config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    schema: { tags: ['auth'], body: InterfaceLanguageBodySchema, response: { 200: OkSchema, 400: ErrorBodySchema, 401: ErrorBodySchema, 429: ErrorBodySchema } },
    handler: async (request) => {
      const user = await requireUser(users, request);
      await users.setInterfaceLanguage(user.id, request.body.language);
      return { ok: true as const };
    },
  });
};
