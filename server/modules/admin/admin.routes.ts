import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AdminReviewQuerySchema,
  DeactivateDemoResponseSchema,
  DeleteReviewResponseSchema,
  IdParamsSchema,
  ImagePathResponseSchema,
  MessageHandledSchema,
  MessageResponseSchema,
  MessagesResponseSchema,
  RenderReviewBodySchema,
  RenderReviewResponseSchema,
  MAX_UPLOAD_MB,
  ReviewInputSchema,
  ReviewListQuerySchema,
  ReviewResponseSchema,
  ReviewsResponseSchema,
  ReviewStatsSchema,
  ToggleReviewSchema,
} from '../../../shared/schemas/admin';
import { ErrorBodySchema } from '../../../shared/schemas/common';
import type { AppContext } from '../../context';
import { staffError } from '../../lib/app-error';
import { MAX_UPLOAD_BYTES, toSafeWebp } from '../../lib/image-processing';
import { readUploadedImage } from '../../lib/upload-body';
import { requireAdmin } from '../../plugins/auth';
import { saveRenderedCard } from '../content/card-images';
import { assertNoTitleInReview } from '../content/title-guard';
import { challengesAdminRoutes } from '../challenges/challenges-admin.routes';

const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema, 404: ErrorBodySchema, 409: ErrorBodySchema };

/** /api/admin: every route needs an admin, checked against the database on each request. */
export const adminRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { adminReviews } = ctx.services;
  const tags = ['admin'];
  // onRequest: refused before the body is even read or validated.
  app.addHook('onRequest', async (request) => {
    await requireAdmin(ctx.repos.users, request);
  });
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10, fieldSize: 1000, parts: 12 } });

  // ---- reviews ----
  app.get('/reviews', {
    schema: { tags, querystring: AdminReviewQuerySchema, response: { 200: ReviewsResponseSchema, ...errors } },
    handler: async (request) => adminReviews.list(request.query),
  });

  app.get('/reviews/stats', {
    schema: { tags, response: { 200: ReviewStatsSchema, ...errors } },
    handler: async () => adminReviews.stats(),
  });

  app.post('/reviews', {
    schema: { tags, body: ReviewInputSchema, response: { 201: ReviewResponseSchema, ...errors } },
    handler: async (request, reply) => reply.status(201).send({ review: await adminReviews.create(request.body) }),
  });

  app.put('/reviews/:id', {
    // One PUT for a full edit and for the active toggle ({isActive} alone): decision 9.
    schema: { tags, params: IdParamsSchema, body: z.union([ToggleReviewSchema.strict(), ReviewInputSchema]), response: { 200: ReviewResponseSchema, ...errors } },
    handler: async (request) => {
      const body = request.body;
      const review = 'gameName' in body ? await adminReviews.update(request.params.id, body) : await adminReviews.setActive(request.params.id, body.isActive);
      void adminReviews.cleanUnusedImages().catch((err: unknown) => request.log.warn({ err }, 'image cleanup failed'));
      return { review };
    },
  });

  app.delete('/reviews/:id', {
    schema: { tags, params: IdParamsSchema, response: { 200: DeleteReviewResponseSchema, ...errors } },
    handler: async (request) => {
      const { retired } = await adminReviews.remove(request.params.id);
      void adminReviews.cleanUnusedImages().catch((err: unknown) => request.log.warn({ err }, 'image cleanup failed'));
      return { ok: true as const, retired };
    },
  });

  app.post('/reviews/deactivate-demo', {
    schema: { tags, response: { 200: DeactivateDemoResponseSchema, ...errors } },
    handler: async () => ({ reviewsUpdated: await adminReviews.deactivateDemo() }),
  });

  app.post('/reviews/upload-image', {
    schema: { tags, consumes: ['multipart/form-data'], response: { 200: ImagePathResponseSchema, 413: ErrorBodySchema, 415: ErrorBodySchema, ...errors } },
    handler: async (request) => {
      const bytes = await readUploadedImage(request, MAX_UPLOAD_MB);
      return { imagePath: await ctx.images.save(await toSafeWebp(bytes)) };
    },
  });

  app.post('/reviews/render', {
    schema: { tags, body: RenderReviewBodySchema, response: { 200: RenderReviewResponseSchema, ...errors } },
    handler: async (request) => {
      const { gameName, aliases, language, ...review } = request.body;
      if (gameName) assertNoTitleInReview(review, [gameName, ...(aliases ?? [])]);
      return saveRenderedCard(ctx.images, { ...review, language });
    },
  });

  // ---- daily challenges (modules/challenges) ----
  await app.register(challengesAdminRoutes, { ctx });

  // ---- contact inbox ----
  const toMessage = (r: { id: string; name: string; email: string; subject: string; message: string; handled: number; created_at: string }) => ({
    _id: r.id, name: r.name, email: r.email, subject: r.subject, message: r.message, handled: r.handled === 1, createdAt: r.created_at,
  });

  app.get('/messages', {
    schema: { tags, querystring: ReviewListQuerySchema, response: { 200: MessagesResponseSchema, ...errors } },
    handler: async (request) => ({
      messages: (await ctx.repos.contact.list(request.query.limit)).map(toMessage),
      unhandled: await ctx.repos.contact.unhandledCount(),
    }),
  });

  app.put('/messages/:id', {
    schema: { tags, params: IdParamsSchema, body: MessageHandledSchema, response: { 200: MessageResponseSchema, ...errors } },
    handler: async (request) => {
      if (!(await ctx.repos.contact.setHandled(request.params.id, request.body.handled))) throw staffError('NOT_FOUND', 'Message not found');
      return { message: toMessage((await ctx.repos.contact.findById(request.params.id))!) };
    },
  });
};
