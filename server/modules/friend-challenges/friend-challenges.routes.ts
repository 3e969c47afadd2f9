import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorBodySchema } from '../../../shared/schemas/common';
import { ChallengeCodeParamsSchema, ChallengeLinkSchema, ChallengeViewSchema } from '../../../shared/schemas/friend-challenges';
import type { AppContext } from '../../context';
import { requireUser } from '../../plugins/auth';
import { resolvePlayer } from '../../plugins/player';
import type { createFriendChallengesService } from './friend-challenges.service';

const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 404: ErrorBodySchema, 429: ErrorBodySchema };

/** /api/game/challenge: a signed-in player's link to today's daily, and what a link shows its viewer. */
export const friendChallengeRoutes: FastifyPluginAsyncZod<{ ctx: AppContext; service: ReturnType<typeof createFriendChallengesService> }> = async (app, { ctx, service }) => {
  const tags = ['game'];

  app.post('', {
    schema: { tags, response: { 200: ChallengeLinkSchema, ...errors } },
    handler: async (request) => ({ code: await service.link((await requireUser(ctx.repos.users, request)).id) }),
  });

  app.get('/:code', {
    config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
    schema: { tags, params: ChallengeCodeParamsSchema, response: { 200: ChallengeViewSchema, ...errors } },
    handler: async (request, reply) => service.view(await resolvePlayer({ users: ctx.repos.users, presence: ctx.presence }, request, reply), request.params.code),
  });
};
