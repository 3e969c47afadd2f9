import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { moderationRoutes } from './moderation.routes';
import { moderatorsAdminRoutes } from './moderators-admin.routes';
import { submissionsRoutes } from './submissions.routes';

/** Submissions, moderation and the admin's moderator management, wired on the /api scope. */
export async function registerSubmissionRoutes(api: FastifyInstance, ctx: AppContext): Promise<void> {
  const { submissions, moderation } = ctx.services;
  await api.register(submissionsRoutes, { prefix: '/submissions', ctx, service: submissions });
  await api.register(moderationRoutes, { prefix: '/moderation', ctx, service: moderation });
  await api.register(moderatorsAdminRoutes, { prefix: '/admin', ctx });
}
