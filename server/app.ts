import path from 'node:path';
import Fastify, { LogController, type FastifyInstance, type FastifyReply } from 'fastify';
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { Redis } from 'ioredis';
import { jsonSchemaTransform, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from './config';
import { createContext, type AppContext, type ContextOptions } from './context';
import { authRoutes } from './modules/auth/auth.routes';
import { contactRoutes } from './modules/contact/contact.routes';
import { playRoutes } from './modules/play/play.routes';
import { scoresRoutes } from './modules/scores/scores.routes';
import { registerDemoCards, renderMissingCards, seedDemoContent } from './modules/content/seed';
import cluster from 'node:cluster';
import { adminRoutes } from './modules/admin/admin.routes';
import { analyticsRoutes } from './modules/analytics/analytics.routes';
import { registerSubmissionRoutes } from './modules/submissions/register';
import { registerAccountRoutes } from './modules/account/register';
import { registerLeagueRoutes } from './modules/leagues/register';
import cookie from '@fastify/cookie';
import { registerAuth } from './plugins/auth';
import { rejectNulText } from './plugins/no-nul-text';
import { registerErrorHandling } from './plugins/errors';
import { registerRealtime } from './plugins/realtime';
import { registerSecurityHeaders } from './plugins/security-headers';
import { responseSerializer } from './plugins/response-serializer';
import { ClusterRateLimitStore, isClusterWorker } from './lib/cluster-ipc';
import { registerStaticWeb } from './plugins/static-web';
import { ping } from './db/database';

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}

/** Builds the configured app (database migrated, routes registered) without listening. */
/** One process renders the cards not rendered yet in the background: a lone server, or the first worker. */
const fillsCardsInBackground = () => !cluster.isWorker || cluster.worker?.id === 1;

export async function buildApp(config: Readonly<Config>, options: ContextOptions = {}): Promise<FastifyInstance> {
  const redis = config.redisUrl ? new Redis(config.redisUrl, { maxRetriesPerRequest: 2 }) : undefined;
  const ctx = await createContext(config, { ...options, redis });
  let closed = false;
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // One line per request only when debugging; errors are always logged.
    logController: new LogController({ disableRequestLogging: !['debug', 'trace'].includes(config.logLevel) }),
    // A malformed URL (bad percent-encoding) fails in the router, before the error handler and helmet.
    frameworkErrors: (_error, _request, reply: FastifyReply) => {
      void reply.status(400).header('x-content-type-options', 'nosniff').send({ message: 'The address is not valid', code: 'BAD_REQUEST' });
    },
  }).withTypeProvider<ZodTypeProvider>();
  app.decorate('ctx', ctx);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializer({ checked: config.env === 'test' }));
  registerErrorHandling(app);
  // JSON only (multipart is added by the upload route); anything else is a 415.
  app.removeContentTypeParser('text/plain');


  registerSecurityHeaders(app);
  await app.register(cors, {
    // Same-origin requests need no CORS; only listed origins may call the API from elsewhere.
    origin: (origin, cb) => cb(null, origin !== undefined && config.corsOrigins.includes(origin)),
    credentials: false,
  });
  await app.register(rateLimit, {
    global: false,
    // Counters shared by every instance (Redis) or by this server's workers (held by the cluster primary).
    ...(redis ? { redis, nameSpace: 'reviewquest-rl:' } : isClusterWorker() ? { store: ClusterRateLimitStore } : {}),
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      code: 'RATE_LIMITED',
      message: `Too many requests. Please wait ${context.after} and try again.`,
    }),
  });
  await app.register(swagger, {
    openapi: { info: { title: 'ReviewQuest API', version: '1.0.0' } },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  await app.register(cookie);
  registerAuth(app, ctx.tokens, ctx.sessions);

  await app.register(
    async (api) => {
      rejectNulText(api);
      api.get('/health', {
        schema: { tags: ['health'], response: { 200: z.object({ status: z.literal('ok'), database: z.enum(['sqlite', 'postgres']) }) } },
        handler: async () => {
          await ping(ctx.db);
          return { status: 'ok' as const, database: ctx.engine };
        },
      });
      await api.register(authRoutes, { prefix: '/auth', ctx });
      await api.register(contactRoutes, { prefix: '/contact', ctx });
      await api.register(playRoutes, { prefix: '/game', ctx });
      await api.register(scoresRoutes, { prefix: '/scores', ctx });
      await api.register(adminRoutes, { prefix: '/admin', ctx });
      await api.register(analyticsRoutes, { prefix: '/analytics', ctx });
      await registerSubmissionRoutes(api, ctx);
      await registerAccountRoutes(api, ctx);
      await registerLeagueRoutes(api, ctx);
    },
    { prefix: '/api' },
  );

  await registerStaticWeb(app, path.join(config.dataDir, 'uploads'), undefined, (p) => ctx.images.lazy.materialize(p));

  if (config.seedDemo) {
    // Every process knows the shipped cards; each is rendered on first use or by the background fill.
    registerDemoCards(ctx.images, config.cardCacheDir);
    const seeded = await seedDemoContent({ db: ctx.db, engine: ctx.engine, images: ctx.images, cardCacheDir: config.cardCacheDir });
    if (seeded.reviewsInserted > 0) {
      app.log.info(`Added ${seeded.reviewsInserted} demo games (${seeded.cards} cards, rendered on first use)`);
      ctx.bus.publish('reviews'); // other instances' caches (docs/architecture.md, "Caches")
    }
    if (config.cardBackgroundRender && fillsCardsInBackground()) {
      app.addHook('onListen', () => {
        void renderMissingCards(ctx.images, () => closed).then((n) => n > 0 && app.log.info(`Rendered ${n} demo cards in the background`));
      });
    }
  }
  if (config.env === 'production') {
    const demo = await ctx.services.reviews.countActiveDemo();
    // The demo content ships in the repository, answers included: fine to try the game, not to rank players.
    if (demo > 0) app.log.warn(`${demo} demo reviews are active: their answers are public in the project's repository. Deactivate them in the admin panel (Reviews) before running a real contest.`);
  }
  registerRealtime(app, ctx, redis);

  if (config.admin) {
    const outcome = await ctx.services.auth.ensureAdmin(config.admin);
    if (outcome !== 'unchanged') app.log.info(`Admin ${config.admin.email} ${outcome}`);
  }

  app.addHook('onClose', async () => {
    closed = true;
    await ctx.bus.close();
    await ctx.db.destroy();
    if (redis) await redis.quit().catch(() => undefined);
  });
  return app;
}
