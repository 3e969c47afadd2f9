import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { Server } from 'socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import type { AppContext } from '../context';

declare module 'fastify' {
  interface FastifyInstance {
    io: Server;
  }
}

/**
 * socket.io on the same port (/socket.io). Connections are admin dashboards, authenticated with the
 * bearer token at the handshake; with REDIS_URL the Redis adapter spreads broadcasts across instances.
 */
export function registerRealtime(app: FastifyInstance, ctx: AppContext, redis: Redis | undefined): void {
  const io = new Server(app.server, { serveClient: false, cors: { origin: ctx.config.corsOrigins } });
  if (redis) io.adapter(createAdapter(redis.duplicate(), redis.duplicate()));

  io.use(async (socket, next) => {
    const token = (socket.handshake.auth as { token?: unknown }).token;
    if (typeof token !== 'string' || token === '') return next(new Error('No authentication token'));
    const userId = await ctx.tokens.verify(token);
    const user = userId ? await ctx.repos.users.findById(userId) : undefined;
    if (!user) return next(new Error('Invalid or expired token'));
    if (user.is_admin !== 1) return next(new Error('Admins only'));
    socket.data.userId = user.id;
    next();
  });

  app.decorate('io', io);
  app.addHook('onClose', async () => {
    await io.close();
  });
}
