import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { Server } from 'socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import type { AppContext } from '../context';
import { userOfToken } from './auth';
import { STATS_INTERVAL_MS, STATS_UPDATE_EVENT } from '../../shared/schemas/admin';

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
    const userId = await userOfToken(ctx.tokens, ctx.sessions, token);
    const user = userId ? await ctx.repos.users.findById(userId) : undefined;
    if (!user) return next(new Error('Invalid or expired token'));
    if (user.is_admin !== 1) return next(new Error('Admins only'));
    socket.data.userId = user.id;
    next();
  });

  // stats-update: on connect, then every 5 s while at least one admin is connected to this instance.
  // Each instance serves its own sockets, so several instances never send an admin the same update twice.
  let timer: NodeJS.Timeout | undefined;
  const sendStats = async (target: { emit(event: string, payload: unknown): unknown }) => {
    try {
      target.emit(STATS_UPDATE_EVENT, await ctx.services.analytics.payload());
    } catch (err) {
      app.log.warn({ err }, 'analytics update failed');
    }
  };
  const tick = async () => {
    // A demoted or deleted admin loses the feed at the next tick.
    for (const socket of io.sockets.sockets.values()) {
      const user = await ctx.repos.users.findById(String(socket.data.userId));
      if (user?.is_admin !== 1) socket.disconnect(true);
    }
    if (io.sockets.sockets.size > 0) await sendStats(io.local);
  };
  // Signed out everywhere (or deleted): the user's sockets on this instance close at once.
  ctx.sessions.onEnded((userId) => {
    for (const socket of io.sockets.sockets.values()) if (socket.data.userId === userId) socket.disconnect(true);
  });
  io.on('connection', (socket) => {
    void sendStats(socket);
    timer ??= setInterval(() => void tick(), STATS_INTERVAL_MS);
    socket.on('disconnect', () => {
      if (io.sockets.sockets.size === 0 && timer) {
        clearInterval(timer);
        timer = undefined;
      }
    });
  });

  app.decorate('io', io);
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    await io.close();
  });
}
