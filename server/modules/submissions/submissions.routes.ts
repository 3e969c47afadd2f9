import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorBodySchema } from '../../../shared/schemas/common';
import {
  MySubmissionsResponseSchema,
  SUBMISSION_UPLOAD_MB,
  SUBMISSION_UPLOADS_PER_HOUR,
  SubmissionInputSchema,
  SubmissionResponseSchema,
  UploadedScreenshotSchema,
} from '../../../shared/schemas/submissions';
import type { AppContext } from '../../context';
import { requireUser } from '../../plugins/auth';
import { readUploadedImage } from '../../lib/upload-body';
import type { createSubmissionsService } from './submissions.service';

const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema, 404: ErrorBodySchema, 409: ErrorBodySchema, 429: ErrorBodySchema };

/** /api/submissions: a signed-in player's puzzles (docs/product.md §6: players submit, moderators decide). */
export const submissionsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext; service: ReturnType<typeof createSubmissionsService> }> = async (app, { ctx, service }) => {
  const tags = ['submissions'];
  await app.register(multipart, { limits: { fileSize: SUBMISSION_UPLOAD_MB * 1024 * 1024, files: 1, fields: 5, fieldSize: 1000, parts: 6 } });

  app.post('/images', {
    // Per player (a token's user), not per address: uploads cost disk space and decoding time.
    config: { rateLimit: { max: SUBMISSION_UPLOADS_PER_HOUR, timeWindow: '1 hour', keyGenerator: (request) => `upload:${request.tokenUserId ?? request.ip}` } },
    schema: { tags, consumes: ['multipart/form-data'], response: { 200: UploadedScreenshotSchema, 413: ErrorBodySchema, 415: ErrorBodySchema, ...errors } },
    handler: async (request) => {
      const user = await requireUser(ctx.repos.users, request);
      const bytes = await readUploadedImage(request, SUBMISSION_UPLOAD_MB);
      return service.upload(user, bytes);
    },
  });

  app.post('', {
    schema: { tags, body: SubmissionInputSchema, response: { 201: SubmissionResponseSchema, ...errors } },
    handler: async (request, reply) => {
      const user = await requireUser(ctx.repos.users, request);
      return reply.status(201).send({ submission: await service.create(user, request.body) });
    },
  });

  app.get('/mine', {
    schema: { tags, response: { 200: MySubmissionsResponseSchema, ...errors } },
    handler: async (request) => service.mine(await requireUser(ctx.repos.users, request)),
  });
};
