import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LANGUAGES, DAILY_REVIEW_COUNT, utcDate } from '../../../shared/constants';
import { ErrorBodySchema, OkSchema } from '../../../shared/schemas/common';
import { ArchiveQuerySchema, ArchiveResponseSchema } from '../../../shared/schemas/archive';
import { MyStatsSchema } from '../../../shared/schemas/my-stats';
import { CommunityStatsSchema } from '../../../shared/schemas/community';
import {
  DailyQuerySchema,
  DailyResponseSchema,
  DayParamsSchema,
  DayQuerySchema,
  FreeplayStartBodySchema,
  FreeplayActiveResponseSchema,
  FreeplayStartResponseSchema,
  GameNamesResponseSchema,
  HintResponseSchema,
  LanguageAvailabilitySchema,
  RandomQuerySchema,
  RandomResponseSchema,
  RevealResponseSchema,
  ReviewIdBodySchema,
  ReviewIdParamsSchema,
  SkipResponseSchema,
  VerifyBodySchema,
  VerifyResponseSchema,
} from '../../../shared/schemas/game';
import type { AppContext } from '../../context';
import { requireUser } from '../../plugins/auth';
import { resolvePlayer } from '../../plugins/player';
import { sendCached, toCachedBody } from '../../lib/response-cache';

const errors = { 400: ErrorBodySchema, 404: ErrorBodySchema, 409: ErrorBodySchema };

export const playRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { catalogue } = ctx.services;
  const { daily, actions, freeplay: practice, archive, communityStats, myStats } = ctx.services.play;
  const { users } = ctx.repos;
  const who = { users, presence: ctx.presence };
  const tags = ['game'];

  app.get('/languages', {
    schema: { tags, response: { 200: LanguageAvailabilitySchema } },
    handler: async (request, reply) => {
      // Keyed by the day: at midnight UTC a new daily leaves free play and yesterday's comes back
      // (an admin's challenge edit clears the cache through the bus).
      const cached = await ctx.caches.gameData.get(`languages:${utcDate()}`, async () => {
        const { all, freeplay } = await practice.languages();
        return toCachedBody(reply, {
          languages: LANGUAGES.map((code) => ({ code, count: all[code] ?? 0, freeplayCount: freeplay[code] ?? 0, playable: (all[code] ?? 0) >= DAILY_REVIEW_COUNT })),
        });
      });
      return sendCached(request, reply, cached);
    },
  });

  app.get('/names', {
    schema: { tags, response: { 200: GameNamesResponseSchema } },
    handler: async (request, reply) => {
      const cached = await ctx.caches.gameData.get('names', async () => toCachedBody(reply, await catalogue.autocomplete()));
      return sendCached(request, reply, cached, 'public, max-age=300');
    },
  });

  app.get('/daily', {
    schema: { tags, querystring: DailyQuerySchema, response: { 200: DailyResponseSchema, ...errors } },
    handler: async (request, reply) => daily.daily(await resolvePlayer(who, request, reply), request.query),
  });

  app.get('/daily/:date', {
    schema: { tags, params: DayParamsSchema, querystring: DailyQuerySchema, response: { 200: DailyResponseSchema, ...errors } },
    handler: async (request, reply) => daily.day(await resolvePlayer(who, request, reply), request.params.date, request.query),
  });

  app.get('/daily/:date/stats', {
    schema: { tags, params: DayParamsSchema, response: { 200: CommunityStatsSchema, ...errors } },
    handler: async (request, reply) => communityStats.forViewer(await resolvePlayer(who, request, reply), request.params.date),
  });

  app.get('/archive', {
    schema: { tags, querystring: ArchiveQuerySchema, response: { 200: ArchiveResponseSchema, ...errors } },
    handler: async (request, reply) => archive.page(await resolvePlayer(who, request, reply), request.query.page),
  });

  app.get('/my-stats', {
    schema: { tags, response: { 200: MyStatsSchema, ...errors } },
    handler: async (request, reply) => myStats.forPlayer(await resolvePlayer(who, request, reply)),
  });

  app.post('/freeplay/start', {
    schema: { tags, body: FreeplayStartBodySchema, response: { 200: FreeplayStartResponseSchema } },
    handler: async (request, reply) => practice.startFreeplay(await resolvePlayer(who, request, reply), request.body.language),
  });

  app.get('/freeplay/active', {
    schema: { tags, response: { 200: FreeplayActiveResponseSchema, ...errors } },
    handler: async (request, reply) => practice.activeFreeplay(await resolvePlayer(who, request, reply)),
  });

  app.post('/freeplay/reset-history', {
    schema: { tags, response: { 200: OkSchema, 401: ErrorBodySchema } },
    handler: async (request) => {
      const user = await requireUser(users, request);
      await users.resetHistory(user.id);
      return { ok: true as const };
    },
  });

  app.get('/random', {
    schema: { tags, querystring: RandomQuerySchema, response: { 200: RandomResponseSchema, ...errors } },
    handler: async (request, reply) => practice.random(await resolvePlayer(who, request, reply), request.query.language, request.query.exclude),
  });

  app.post('/reveal', {
    schema: { tags, body: ReviewIdBodySchema, response: { 200: RevealResponseSchema, ...errors } },
    handler: async (request, reply) => actions.reveal(await resolvePlayer(who, request, reply), request.body.reviewId, request.body.day),
  });

  app.get('/hint/:reviewId', {
    schema: { tags, params: ReviewIdParamsSchema, querystring: DayQuerySchema, response: { 200: HintResponseSchema, ...errors } },
    handler: async (request, reply) => actions.hint(await resolvePlayer(who, request, reply), request.params.reviewId, request.query.day),
  });

  app.post('/verify', {
    schema: { tags, body: VerifyBodySchema, response: { 200: VerifyResponseSchema, ...errors } },
    handler: async (request, reply) => actions.verify(await resolvePlayer(who, request, reply), request.body.reviewId, request.body.answer, request.body.day),
  });

  app.post('/skip', {
    schema: { tags, body: ReviewIdBodySchema, response: { 200: SkipResponseSchema, ...errors } },
    handler: async (request, reply) => actions.skip(await resolvePlayer(who, request, reply), request.body.reviewId, request.body.day),
  });
};
