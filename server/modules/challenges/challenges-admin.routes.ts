import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ChallengeResponseSchema, CreateChallengeSchema, IdParamsSchema, NextFreeDateResponseSchema, UpdateChallengeSchema } from '../../../shared/schemas/admin';
import { ErrorBodySchema, OkSchema } from '../../../shared/schemas/common';
import { CalendarQuerySchema, CalendarResponseSchema, RepeatsQuerySchema, RepeatsResponseSchema } from '../../../shared/schemas/planning';
import type { AppContext } from '../../context';
import { requireAdmin } from '../../plugins/auth';

const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema, 404: ErrorBodySchema, 409: ErrorBodySchema };

/** /api/admin/daily-challenges: the admin's scheduling and calendar of the daily, for admins only. */
export const challengesAdminRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { adminChallenges, challengeCalendar } = ctx.services;
  const tags = ['admin'];
  // Checked here too, so the routes stay admin-only wherever they are registered.
  app.addHook('onRequest', async (request) => {
    await requireAdmin(ctx.repos.users, request);
  });

  app.get('/daily-challenges/calendar', {
    schema: { tags, querystring: CalendarQuerySchema, response: { 200: CalendarResponseSchema, 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema } },
    handler: async (request) => challengeCalendar.calendar(request.query.days),
  });

  app.get('/daily-challenges/repeats', {
    schema: { tags, querystring: RepeatsQuerySchema, response: { 200: RepeatsResponseSchema, 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema } },
    handler: async (request) => challengeCalendar.repeats(request.query.date, request.query.reviewIds),
  });

  app.get('/daily-challenges/current', {
    schema: { tags, response: { 200: ChallengeResponseSchema, ...errors } },
    handler: async () => ({ challenge: await adminChallenges.current() }),
  });

  app.get('/daily-challenges/next', {
    schema: { tags, response: { 200: ChallengeResponseSchema, ...errors } },
    handler: async () => ({ challenge: await adminChallenges.next() }),
  });

  app.get('/daily-challenges/next-free-date', {
    schema: { tags, response: { 200: NextFreeDateResponseSchema, ...errors } },
    handler: async () => ({ date: await adminChallenges.nextFreeDate() }),
  });

  app.post('/daily-challenges', {
    schema: { tags, body: CreateChallengeSchema, response: { 201: ChallengeResponseSchema, ...errors } },
    handler: async (request, reply) => reply.status(201).send({ challenge: await adminChallenges.create(request.body.date, request.body.reviewIds) }),
  });

  app.put('/daily-challenges/:id', {
    schema: { tags, params: IdParamsSchema, body: UpdateChallengeSchema, response: { 200: ChallengeResponseSchema, ...errors } },
    handler: async (request) => ({ challenge: await adminChallenges.update(request.params.id, request.body.reviewIds) }),
  });

  app.delete('/daily-challenges/:id', {
    schema: { tags, params: IdParamsSchema, response: { 200: OkSchema, ...errors } },
    handler: async (request) => {
      await adminChallenges.remove(request.params.id);
      return { ok: true as const };
    },
  });
};
