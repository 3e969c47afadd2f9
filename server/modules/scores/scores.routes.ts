import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorBodySchema } from '../../../shared/schemas/common';
import {
  AllTimeLeaderboardSchema,
  DailyLeaderboardSchema,
  LimitQuerySchema,
  RankInfoSchema,
  SubmitScoreBodySchema,
  SubmitScoreResponseSchema,
  UserIdParamsSchema,
  UserScoresSchema,
} from '../../../shared/schemas/game';
import type { AppContext } from '../../context';
import { utcDate } from '../../../shared/constants';
import { sendCached, toCachedBody } from '../../lib/response-cache';
import { requireUser } from '../../plugins/auth';

const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 404: ErrorBodySchema, 409: ErrorBodySchema };

export const scoresRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { scores } = ctx.services;
  const { users } = ctx.repos;
  const cache = ctx.caches.leaderboards;
  const tags = ['scores'];

  app.post('/submit', {
    schema: { tags, body: SubmitScoreBodySchema, response: { 200: SubmitScoreResponseSchema, ...errors } },
    handler: async (request) => {
      const user = await requireUser(users, request);
      return { score: await scores.submit(user.id, request.body) };
    },
  });

  app.get('/leaderboard/daily', {
    schema: { tags, querystring: LimitQuerySchema, response: { 200: DailyLeaderboardSchema, 400: ErrorBodySchema } },
    handler: async (request, reply) => {
      const { limit } = request.query;
      const day = utcDate();
      const cached = await cache.get(`daily:${day}:${limit}`, async () => toCachedBody(reply, { leaderboard: await scores.dailyLeaderboard(day, limit) }));
      return sendCached(request, reply, cached);
    },
  });

  app.get('/leaderboard/alltime', {
    schema: { tags, querystring: LimitQuerySchema, response: { 200: AllTimeLeaderboardSchema, 400: ErrorBodySchema } },
    handler: async (request, reply) => {
      const { limit } = request.query;
      const cached = await cache.get(`alltime:${limit}`, async () => toCachedBody(reply, { leaderboard: await scores.allTimeLeaderboard(limit) }));
      return sendCached(request, reply, cached);
    },
  });

  app.get('/user/:userId', {
    schema: { tags, params: UserIdParamsSchema, querystring: LimitQuerySchema, response: { 200: UserScoresSchema, ...errors } },
    handler: async (request) => {
      const user = await requireUser(users, request);
      return { scores: await scores.userScores(user.id, request.params.userId, request.query.limit) };
    },
  });

  app.get('/rank/:userId', {
    schema: { tags, params: UserIdParamsSchema, response: { 200: RankInfoSchema, ...errors } },
    handler: async (request) => {
      const user = await requireUser(users, request);
      return scores.rank(user, request.params.userId);
    },
  });
};
