import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { moderationRoutes } from './moderation.routes';
import { createModerationService } from './moderation.service';
import { moderatorsAdminRoutes } from './moderators-admin.routes';
import { submissionsRoutes } from './submissions.routes';
import { createSubmissionsService } from './submissions.service';

/** Submissions, moderation and the admin's moderator management, wired on the /api scope. */
export async function registerSubmissionRoutes(api: FastifyInstance, ctx: AppContext): Promise<void> {
  const submissions = createSubmissionsService({ db: ctx.db, engine: ctx.engine, images: ctx.images, catalogueNames: () => ctx.services.catalogue.names() });
  const moderation = createModerationService({ db: ctx.db, images: ctx.images, onReviewsChange: () => ctx.bus.publish('reviews') });
  await api.register(submissionsRoutes, { prefix: '/submissions', ctx, service: submissions });
  await api.register(moderationRoutes, { prefix: '/moderation', ctx, service: moderation });
  await api.register(moderatorsAdminRoutes, { prefix: '/admin', ctx });
}
