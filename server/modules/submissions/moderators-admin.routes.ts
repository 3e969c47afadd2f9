import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LANGUAGE_NAMES } from '../../../shared/constants';
import { ErrorBodySchema } from '../../../shared/schemas/common';
import { LogQuerySchema, LogResponseSchema, ModeratorsResponseSchema, SetModeratorSchema } from '../../../shared/schemas/submissions';
import type { AppContext } from '../../context';
import { staffError } from '../../lib/app-error';
import { requireAdmin } from '../../plugins/auth';
import { createModeratorsRepository } from './moderators.repository';

const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema, 404: ErrorBodySchema };

/** /api/admin/moderators and /api/admin/moderation-log: admins grant the role and read every action. */
export const moderatorsAdminRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const tags = ['admin'];
  const moderators = createModeratorsRepository(ctx.db);
  app.addHook('onRequest', async (request) => {
    await requireAdmin(ctx.repos.users, request);
  });

  app.get('/moderators', {
    schema: { tags, response: { 200: ModeratorsResponseSchema, ...errors } },
    handler: async () => ({ moderators: await moderators.list() }),
  });

  app.put('/moderators', {
    schema: { tags, body: SetModeratorSchema, response: { 200: ModeratorsResponseSchema, ...errors } },
    handler: async (request) => {
      const admin = await requireAdmin(ctx.repos.users, request);
      const target = await ctx.repos.users.findByUsername(request.body.username);
      if (!target) throw staffError('NOT_FOUND', `No player is called "${request.body.username}".`);
      const before = await moderators.languagesOf(target.id);
      await moderators.setLanguages(target.id, request.body.languages, admin.id);
      const names = (list: readonly (keyof typeof LANGUAGE_NAMES)[]) => (list.length ? list.map((l) => LANGUAGE_NAMES[l]).join(', ') : 'none');
      await moderators.log({ actor: admin, action: 'set-role', detail: `${target.username}: ${names(before)} -> ${names(request.body.languages)}` });
      return { moderators: await moderators.list() };
    },
  });

  app.get('/moderation-log', {
    schema: { tags, querystring: LogQuerySchema, response: { 200: LogResponseSchema, ...errors } },
    handler: async (request) => ({
      entries: (await moderators.recent(request.query.limit)).map((r) => ({
        id: r.id, actor: r.actor_name, action: r.action, language: r.language, submissionId: r.submission_id, detail: r.detail, createdAt: r.created_at,
      })),
    }),
  });
};
