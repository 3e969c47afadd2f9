import type { Redis } from 'ioredis';

/** Who played recently (guests and signed-in players), shared across instances when Redis is used. */
export interface Presence {
  touch(playerKey: string): void;
  countSince(sinceMs: number): Promise<number>;
}

export function createMemoryPresence(): Presence {
  const seen = new Map<string, number>();
  return {
    touch(key) {
      seen.set(key, Date.now());
    },
    async countSince(since) {
      let n = 0;
      for (const [key, at] of seen) {
        if (at >= since) n += 1;
        else seen.delete(key);
      }
      return n;
    },
  };
}

const KEY = 'reviewquest:presence';

export function createRedisPresence(redis: Redis): Presence {
  return {
    touch(key) {
      redis.zadd(KEY, Date.now(), key).catch(() => undefined);
    },
    async countSince(since) {
      await redis.zremrangebyscore(KEY, 0, since - 1);
      return redis.zcard(KEY);
    },
  };
}
