import cluster from 'node:cluster';
import { EventEmitter } from 'node:events';
import type { Redis } from 'ioredis';

/**
 * Tells every process serving the game that cached data changed ("scores", "reviews"): the local
 * process at once, other instances through Redis pub/sub when REDIS_URL is set, other workers of
 * this server through the cluster primary. Caches also expire on their own, so a lost message only
 * delays a change by the cache's lifetime (one second for leaderboards).
 */
export interface CacheBus {
  publish(topic: string): void;
  subscribe(topic: string, listener: () => void): void;
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
      const [from, topic] = message.split('|');
      if (from !== origin && topic) local.emit(topic);
    });
  }
  // Workers of one server (node:cluster): the primary relays a worker's message to the others.
  const onClusterMessage = (message: unknown) => {
    const m = message as { type?: string; topic?: string };
    if (m?.type === CLUSTER_MESSAGE && typeof m.topic === 'string') local.emit(m.topic);
  };
  const worker = cluster.isWorker ? cluster.worker : undefined;
  worker?.on('message', onClusterMessage);

  return {
    publish(topic) {
      local.emit(topic);
      if (options.redis) options.redis.publish(CHANNEL, `${origin}|${topic}`).catch(() => undefined);
      if (worker?.isConnected()) worker.send({ type: CLUSTER_MESSAGE, topic });
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
