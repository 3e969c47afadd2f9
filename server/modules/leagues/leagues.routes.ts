import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorBodySchema, OkSchema } from '../../../shared/schemas/common';
import {
  CreatedLeagueSchema,
  InviteCodeResponseSchema,
  JoinLeagueBodySchema,
  LeagueAllTimeBoardSchema,
  LeagueDailyBoardSchema,
  LeagueDayQuerySchema,
  LeagueIdParamsSchema,
  LeagueMemberParamsSchema,
  LeagueNameBodySchema,
  LeagueResponseSchema,
  LeagueSummarySchema,
  MyLeaguesSchema,
} from '../../../shared/schemas/leagues';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { requireUser } from '../../plugins/auth';
import type { LeaguesService } from './leagues.service';

const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema, 404: ErrorBodySchema, 409: ErrorBodySchema, 429: ErrorBodySchema };

/** Invite codes cannot be guessed (128 bits); trying many is slowed down all the same, per account. */
export const JOINS_PER_10_MINUTES = 30;
const CREATES_PER_HOUR = 30;
const perUser = (name: string, max: number, timeWindow: string) => ({
  rateLimit: { max, timeWindow, keyGenerator: (request: { tokenUserId?: string; ip: string }) => `${name}:${request.tokenUserId ?? request.ip}` },
});

/** /api/leagues: signed-in players only; the service checks membership and ownership on every call. */
export const leaguesRoutes: FastifyPluginAsyncZod<{ ctx: AppContext; service: LeaguesService }> = async (app, { ctx, service }) => {
  const tags = ['leagues'];
  const user = (request: Parameters<typeof requireUser>[1]) => requireUser(ctx.repos.users, request);

  app.post('', {
    config: perUser('league-create', CREATES_PER_HOUR, '1 hour'),
    schema: { tags, body: LeagueNameBodySchema, response: { 201: CreatedLeagueSchema, ...errors } },
    handler: async (request, reply) => reply.status(201).send({ league: await service.create(await user(request), request.body.name) }),
  });

  app.post('/join', {
    config: perUser('league-join', JOINS_PER_10_MINUTES, '10 minutes'),
    schema: { tags, body: JoinLeagueBodySchema, response: { 200: z.object({ league: LeagueSummarySchema }), ...errors } },
    handler: async (request) => ({ league: await service.join(await user(request), request.body.code) }),
  });

  app.get('', {
    schema: { tags, response: { 200: MyLeaguesSchema, ...errors } },
    handler: async (request) => ({ leagues: await service.mine(await user(request)) }),
  });

  app.get('/:id', {
    schema: { tags, params: LeagueIdParamsSchema, response: { 200: LeagueResponseSchema, ...errors } },
    handler: async (request) => ({ league: await service.get(await user(request), request.params.id) }),
  });

  app.put('/:id', {
    schema: { tags, params: LeagueIdParamsSchema, body: LeagueNameBodySchema, response: { 200: OkSchema, ...errors } },
    handler: async (request) => {
      await service.rename(await user(request), request.params.id, request.body.name);
      return { ok: true as const };
    },
  });

  app.post('/:id/code', {
    schema: { tags, params: LeagueIdParamsSchema, response: { 200: InviteCodeResponseSchema, ...errors } },
    handler: async (request) => ({ inviteCode: await service.renewCode(await user(request), request.params.id) }),
  });

  app.delete('/:id', {
    schema: { tags, params: LeagueIdParamsSchema, response: { 200: OkSchema, ...errors } },
    handler: async (request) => {
      await service.remove(await user(request), request.params.id);
      return { ok: true as const };
    },
  });

  app.delete('/:id/members/:userId', {
    schema: { tags, params: LeagueMemberParamsSchema, response: { 200: OkSchema, ...errors } },
    handler: async (request) => {
      await service.removeMember(await user(request), request.params.id, request.params.userId);
      return { ok: true as const };
    },
  });

  app.get('/:id/leaderboard/daily', {
    schema: { tags, params: LeagueIdParamsSchema, querystring: LeagueDayQuerySchema, response: { 200: LeagueDailyBoardSchema, ...errors } },
    handler: async (request) => service.dailyBoard(await user(request), request.params.id, request.query.date),
  });

  app.get('/:id/leaderboard/alltime', {
    schema: { tags, params: LeagueIdParamsSchema, response: { 200: LeagueAllTimeBoardSchema, ...errors } },
    handler: async (request) => service.allTimeBoard(await user(request), request.params.id),
  });
};
