import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AnalyticsPayloadSchema, AnalyticsResetResponseSchema } from '../../../shared/schemas/admin';
import { ErrorBodySchema } from '../../../shared/schemas/common';
import type { AppContext } from '../../context';
import { sendCached, toCachedBody } from '../../lib/response-cache';
import { requireAdmin } from '../../plugins/auth';

/** /api/analytics: admins only. The live feed is the socket; this is its REST twin and the reset. */
export const analyticsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const errors = { 401: ErrorBodySchema, 403: ErrorBodySchema };
  // onRequest: refused before the body is even read or validated.
  app.addHook('onRequest', async (request) => {
    await requireAdmin(ctx.repos.users, request);
  });

  app.get('/stats', {
    schema: { tags: ['analytics'], response: { 200: AnalyticsPayloadSchema, ...errors } },
    handler: async (request, reply) => {
      const cached = await ctx.caches.analytics.get('stats', async () => toCachedBody(reply, await ctx.services.analytics.payload()));
      return sendCached(request, reply, cached);
    },
  });

  app.post('/reset', {
    schema: { tags: ['analytics'], response: { 200: AnalyticsResetResponseSchema, ...errors } },
    handler: async () => ({ reviewsUpdated: await ctx.services.analytics.reset() }),
  });
};
