import { z } from 'zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AcceptedSchema,
  AccountExportSchema,
  DeleteMeBodySchema,
  EmailChangeBodySchema,
  EmailChangeConfirmBodySchema,
  EmailChangedSchema,
  PasswordResetBodySchema,
  PasswordResetConfirmBodySchema,
  UpdateMeBodySchema,
} from '../../../shared/schemas/account';
import { AuthResponseSchema } from '../../../shared/schemas/auth';
import { ErrorBodySchema } from '../../../shared/schemas/common';
import type { AppContext } from '../../context';
import { playerError } from '../../lib/app-error';
import { requireUser } from '../../plugins/auth';
import { identityKey } from '../auth/identity';
import type { createAccountDataService } from './account-data.service';
import type { AccountService } from './account.service';

const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 409: ErrorBodySchema, 429: ErrorBodySchema };

interface Options {
  ctx: AppContext;
  account: AccountService;
  data: ReturnType<typeof createAccountDataService>;
}

/** Reset, change, sign out everywhere, export and delete, under /api/auth (docs/security.md, "Accounts"). */
export const accountRoutes: FastifyPluginAsyncZod<Options> = async (app, { ctx, account, data }) => {
  const { users } = ctx.repos;
  // Every route here either sends mail or checks a password: a per-IP limit (the login's).
  const perIp = { max: ctx.config.authRateLimit, timeWindow: '1 minute' };
  // Reset mails per address, whether or not it has an account (the 429 tells nothing either).
  const addressLimit = app.createRateLimit({
    max: ctx.config.resetRateLimit,
    timeWindow: '1 hour',
    keyGenerator: (req) => `reset:${identityKey(String((req.body as { email?: unknown } | undefined)?.email ?? ''))}`,
  });
  const perAddress = async (request: FastifyRequest, reply: FastifyReply) => {
    const limit = await addressLimit(request);
    if (!limit.isAllowed && limit.isExceeded) {
      reply.header('retry-after', limit.ttlInSeconds);
      throw playerError('RATE_LIMITED', 'resetLimited', { minutes: Math.ceil(limit.ttlInSeconds / 60) });
    }
  };

  app.post('/password-reset', {
    config: { rateLimit: perIp },
    preHandler: perAddress,
    schema: { tags: ['account'], body: PasswordResetBodySchema, response: { 202: AcceptedSchema, ...errors } },
    handler: async (request, reply) => {
      account.requestReset(request.body.email, request.headers['accept-language']);
      return reply.status(202).send({ ok: true as const });
    },
  });

  app.post('/password-reset/confirm', {
    config: { rateLimit: perIp },
    schema: { tags: ['account'], body: PasswordResetConfirmBodySchema, response: { 200: AuthResponseSchema, ...errors } },
    handler: async (request) => account.confirmReset(request.body),
  });

  app.post('/logout-all', {
    config: { rateLimit: perIp },
    schema: { tags: ['account'], response: { 204: z.null(), ...errors } },
    handler: async (request, reply) => {
      const user = await requireUser(users, request);
      await account.logoutAll(user.id);
      return reply.status(204).send(null);
    },
  });

  app.put('/me', {
    config: { rateLimit: perIp },
    schema: { tags: ['account'], body: UpdateMeBodySchema, response: { 200: AuthResponseSchema, ...errors } },
    handler: async (request) => account.updateMe(await requireUser(users, request), request.body),
  });

  app.post('/email-change', {
    config: { rateLimit: perIp },
    schema: { tags: ['account'], body: EmailChangeBodySchema, response: { 202: AcceptedSchema, ...errors } },
    handler: async (request, reply) => {
      await account.requestEmailChange(await requireUser(users, request), request.body, request.headers['accept-language']);
      return reply.status(202).send({ ok: true as const });
    },
  });

  app.post('/email-change/confirm', {
    config: { rateLimit: perIp },
    schema: { tags: ['account'], body: EmailChangeConfirmBodySchema, response: { 200: EmailChangedSchema, ...errors } },
    handler: async (request) => account.confirmEmailChange(request.body.token),
  });

  app.get('/me/export', {
    config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
    schema: { tags: ['account'], response: { 200: AccountExportSchema, 401: ErrorBodySchema, 429: ErrorBodySchema } },
    handler: async (request, reply) => {
      const user = await requireUser(users, request);
      reply.header('content-disposition', `attachment; filename="reviewquest-data-${new Date().toISOString().slice(0, 10)}.json"`);
      reply.header('cache-control', 'no-store');
      return data.exportData(user);
    },
  });

  app.delete('/me', {
    config: { rateLimit: perIp },
    schema: { tags: ['account'], body: DeleteMeBodySchema, response: { 204: z.null(), ...errors } },
    handler: async (request, reply) => {
      const user = await requireUser(users, request);
      await account.checkPassword(user, request.body.password);
      await data.deleteAccount(user.id);
      return reply.status(204).send(null);
    },
  });
};
