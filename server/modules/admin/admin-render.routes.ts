import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBodySchema } from '../../../shared/schemas/common';
import { LanguageSchema } from '../../../shared/schemas/game';
import type { AppContext } from '../../context';
import { requireAdmin } from '../../plugins/auth';
import { ReviewTextSchema } from '../content/content-schema';
import { assertNoTitleInText, renderReviewCard } from '../content/review-card';

export const RenderReviewBodySchema = ReviewTextSchema.extend({
  language: LanguageSchema,
  /** When given, the text is refused if it names the game. */
  gameName: z.string().trim().max(200).optional(),
  aliases: z.array(z.string().trim().max(200)).max(20).optional(),
});

/** "Write the review instead of uploading a screenshot": renders a typed review into a card image. */
export const adminRenderRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.addHook('preHandler', async (request) => {
    await requireAdmin(ctx.repos.users, request);
  });

  app.post('/reviews/render', {
    schema: {
      tags: ['admin'],
      body: RenderReviewBodySchema,
      response: { 200: z.object({ imagePath: z.string(), altText: z.string() }), 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema },
    },
    handler: async (request) => {
      const { gameName, aliases, language, ...review } = request.body;
      if (gameName) assertNoTitleInText(review.text, [gameName, ...(aliases ?? [])]);
      const card = await renderReviewCard({ ...review, language });
      return { imagePath: await ctx.images.save(card.webp), altText: card.altText };
    },
  });
};
