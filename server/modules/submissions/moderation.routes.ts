import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorBodySchema } from '../../../shared/schemas/common';
import {
  ApproveSchema,
  ModerationEditSchema,
  ModeratorMeSchema,
  QueueItemResponseSchema,
  QueueQuerySchema,
  QueueResponseSchema,
  RedactSchema,
  RefuseSchema,
  SubmissionIdParamsSchema,
} from '../../../shared/schemas/submissions';
import type { AppContext } from '../../context';
import { requireUser } from '../../plugins/auth';
import type { createModerationService } from './moderation.service';

const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema, 404: ErrorBodySchema, 409: ErrorBodySchema };

/** /api/moderation: every route loads the user and the service checks their languages on each call. */
export const moderationRoutes: FastifyPluginAsyncZod<{ ctx: AppContext; service: ReturnType<typeof createModerationService> }> = async (app, { ctx, service }) => {
  const tags = ['moderation'];
  const user = (request: Parameters<typeof requireUser>[1]) => requireUser(ctx.repos.users, request);

  app.get('/me', {
    schema: { tags, response: { 200: ModeratorMeSchema, ...errors } },
    handler: async (request) => ({ languages: await service.languagesOf(await user(request)) }),
  });

  app.get('/queue', {
    schema: { tags, querystring: QueueQuerySchema, response: { 200: QueueResponseSchema, ...errors } },
    handler: async (request) => ({ submissions: await service.queue(await user(request), request.query.language, request.query.state) }),
  });

  app.get('/submissions/:id', {
    schema: { tags, params: SubmissionIdParamsSchema, response: { 200: QueueItemResponseSchema, ...errors } },
    handler: async (request) => ({ submission: await service.get(await user(request), request.params.id) }),
  });

  app.put('/submissions/:id', {
    schema: { tags, params: SubmissionIdParamsSchema, body: ModerationEditSchema, response: { 200: QueueItemResponseSchema, ...errors } },
    handler: async (request) => ({ submission: await service.edit(await user(request), request.params.id, request.body) }),
  });

  app.post('/submissions/:id/redact', {
    schema: { tags, params: SubmissionIdParamsSchema, body: RedactSchema, response: { 200: QueueItemResponseSchema, ...errors } },
    handler: async (request) => ({ submission: await service.redact(await user(request), request.params.id, request.body) }),
  });

  app.post('/submissions/:id/approve', {
    schema: { tags, params: SubmissionIdParamsSchema, body: ApproveSchema, response: { 200: QueueItemResponseSchema, ...errors } },
    handler: async (request) => ({ submission: await service.approve(await user(request), request.params.id, request.body.active) }),
  });

  app.post('/submissions/:id/refuse', {
    schema: { tags, params: SubmissionIdParamsSchema, body: RefuseSchema, response: { 200: QueueItemResponseSchema, ...errors } },
    handler: async (request) => ({ submission: await service.refuse(await user(request), request.params.id, request.body.reason, request.body.note) }),
  });
};
