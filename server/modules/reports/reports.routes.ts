import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorBodySchema } from '../../../shared/schemas/common';
import { REPORTS_PER_HOUR, ReportBodySchema, ReportCreatedSchema, ReportQueueQuerySchema, ReportQueueSchema } from '../../../shared/schemas/reports';
import type { AppContext } from '../../context';
import { requireUser } from '../../plugins/auth';
import type { ReportsService } from './reports.service';

const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema, 404: ErrorBodySchema, 409: ErrorBodySchema, 429: ErrorBodySchema };

/** POST /api/game/reports (players) and GET /api/moderation/reports (admins and moderators). */
export const reportRoutes: FastifyPluginAsyncZod<{ ctx: AppContext; service: ReportsService }> = async (app, { ctx, service }) => {
  const user = (request: Parameters<typeof requireUser>[1]) => requireUser(ctx.repos.users, request);

  app.post('/game/reports', {
    config: { rateLimit: { max: REPORTS_PER_HOUR, timeWindow: '1 hour', keyGenerator: (request) => `report:${request.tokenUserId ?? request.ip}` } },
    schema: { tags: ['game'], body: ReportBodySchema, response: { 201: ReportCreatedSchema, ...errors } },
    handler: async (request, reply) => reply.status(201).send({ ok: true as const, id: await service.report(await user(request), request.body) }),
  });

  app.get('/moderation/reports', {
    schema: { tags: ['moderation'], querystring: ReportQueueQuerySchema, response: { 200: ReportQueueSchema, ...errors } },
    handler: async (request) => ({ reports: await service.queue(await user(request), request.query.language) }),
  });
};
