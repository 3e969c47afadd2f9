import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ContactBodySchema, ContactResponseSchema } from '../../../shared/schemas/contact';
import { ErrorBodySchema } from '../../../shared/schemas/common';
import type { AppContext } from '../../context';
import { newId, nowIso } from '../../lib/ids';

export const contactRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post('', {
    config: { rateLimit: { max: ctx.config.contactRateLimit, timeWindow: '10 minutes' } },
    schema: {
      tags: ['contact'],
      body: ContactBodySchema,
      response: { 201: ContactResponseSchema, 400: ErrorBodySchema, 429: ErrorBodySchema },
    },
    handler: async (request, reply) => {
      const id = newId();
      await ctx.repos.contact.insert({ id, ...request.body, user_id: request.tokenUserId ?? null, created_at: nowIso() });
      return reply.status(201).send({ ok: true as const, id });
    },
  });
};
