import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorBodySchema } from '../../../shared/schemas/common';
import { CalendarQuerySchema, CalendarResponseSchema, RepeatsQuerySchema, RepeatsResponseSchema } from '../../../shared/schemas/planning';
import type { AppContext } from '../../context';
import { requireAdmin } from '../../plugins/auth';
import { createChallengeCalendarService } from './challenge-calendar.service';

const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema };

/** /api/admin/daily-challenges/calendar and /repeats: the next days of the daily, for admins only. */
export const planningRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const calendar = createChallengeCalendarService({ db: ctx.db, pickSecret: ctx.pickSecret, ensureToday: () => ctx.services.play.daily.ensureToday() });
  // Checked here too, so the route stays admin-only wherever it is registered.
  app.addHook('onRequest', async (request) => {
    await requireAdmin(ctx.repos.users, request);
  });

  app.get('/daily-challenges/calendar', {
    schema: { tags: ['admin'], querystring: CalendarQuerySchema, response: { 200: CalendarResponseSchema, ...errors } },
    handler: async (request) => calendar.calendar(request.query.days),
  });

  app.get('/daily-challenges/repeats', {
    schema: { tags: ['admin'], querystring: RepeatsQuerySchema, response: { 200: RepeatsResponseSchema, ...errors } },
    handler: async (request) => calendar.repeats(request.query.date, request.query.reviewIds),
  });
};
