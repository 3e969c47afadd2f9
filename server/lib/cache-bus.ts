import cluster from 'node:cluster';
import { EventEmitter } from 'node:events';
import type { Redis } from 'ioredis';

/**
 * Tells every process serving the game that cached data changed ("scores", "reviews"): the local
 * process at once, other instances through Redis pub/sub when REDIS_URL is set, other workers of
 * this server through the cluster primary. Caches also expire on their own, so a lost message only
 * delays a change by the cache's lifetime (one second for leaderboards). A message may name what
 * changed (`detail`, e.g. the user whose sessions ended).
 */
export interface CacheBus {
  publish(topic: string, detail?: string): void;
  subscribe(topic: string, listener: (detail?: string) => void): void;
  close(): Promise<void>;
}

const CHANNEL = 'reviewquest:cache';
export const CLUSTER_MESSAGE = 'reviewquest:cache';

export function createCacheBus(options: { redis?: Redis } = {}): CacheBus {
  const local = new EventEmitter();
  local.setMaxListeners(0);
  const origin = `${process.pid}:${Math.random().toString(36).slice(2)}`;
  const subscriber = options.redis?.duplicate();
  if (subscriber) {
    void subscriber.subscribe(CHANNEL).catch(() => undefined);
    subscriber.on('message', (_channel: string, message: string) => {
      const [from, topic, detail] = message.split('|');
      if (from !== origin && topic) local.emit(topic, detail || undefined);
    });
  }
  // Workers of one server (node:cluster): the primary relays a worker's message to the others.
  const onClusterMessage = (message: unknown) => {
    const m = message as { type?: string; topic?: string; detail?: string };
    if (m?.type === CLUSTER_MESSAGE && typeof m.topic === 'string') local.emit(m.topic, m.detail);
  };
  const worker = cluster.isWorker ? cluster.worker : undefined;
  worker?.on('message', onClusterMessage);

  return {
    publish(topic, detail) {
      local.emit(topic, detail);
      if (options.redis) options.redis.publish(CHANNEL, `${origin}|${topic}|${detail ?? ''}`).catch(() => undefined);
      if (worker?.isConnected()) worker.send({ type: CLUSTER_MESSAGE, topic, detail });
    },
    subscribe(topic, listener) {
      local.on(topic, listener);
    },
    async close() {
      worker?.off('message', onClusterMessage);
      local.removeAllListeners();
      if (subscriber) await subscriber.quit().catch(() => undefined);
    },
  };
}
