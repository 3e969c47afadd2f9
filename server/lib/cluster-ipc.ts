import cluster from 'node:cluster';
import { createRequire } from 'node:module';
import type { Worker } from 'node:cluster';

/**
 * Shared state of the workers of one server when there is no Redis: the primary process holds it
 * (presence, rate-limit counters) and relays cache invalidations; workers ask over IPC.
 */
export const IPC = { request: 'reviewquest:ipc-request', response: 'reviewquest:ipc-response', touch: 'reviewquest:presence-touch' } as const;

type RequestBody = { op: 'rate-incr' | 'rate-read'; args: RateArgs } | { op: 'presence-count'; since: number };
type Request = RequestBody & { type: typeof IPC.request; id: number };
interface RateArgs {
  prefix: string;
  key: string;
  timeWindow: number;
  max: number;
  continueExceeding: boolean;
  exponentialBackoff: boolean;
}
type RateState = { current: number; ttl: number };

export const isClusterWorker = (): boolean => cluster.isWorker;

let nextId = 1;
const pending = new Map<number, (value: unknown) => void>();
let listening = false;

/** Sends a request to the primary and waits for its answer (worker side). */
function ask<T>(message: RequestBody): Promise<T> {
  const worker = cluster.worker!;
  if (!listening) {
    listening = true;
    worker.on('message', (m: { type?: string; id?: number; value?: unknown }) => {
      if (m?.type !== IPC.response || m.id === undefined) return;
      pending.get(m.id)?.(m.value);
      pending.delete(m.id);
    });
  }
  const id = nextId++;
  return new Promise<T>((resolve) => {
    pending.set(id, resolve as (value: unknown) => void);
    worker.send({ type: IPC.request, id, ...message });
  });
}

/** Presence through the primary: touches are sent in batches every second. */
export function createClusterPresence() {
  let batch = new Set<string>();
  const flush = () => {
    if (batch.size === 0 || !cluster.worker?.isConnected()) return;
    cluster.worker.send({ type: IPC.touch, keys: [...batch], at: Date.now() });
    batch = new Set();
  };
  setInterval(flush, 1000).unref();
  return {
    touch(key: string) {
      batch.add(key);
    },
    async countSince(since: number) {
      flush();
      return ask<number>({ op: 'presence-count', since });
    },
  };
}

/** A store for @fastify/rate-limit whose counters live in the primary (the same rules as its LocalStore). */
export class ClusterRateLimitStore {
  constructor(
    private readonly options: { continueExceeding?: boolean; exponentialBackoff?: boolean },
    private readonly prefix = '',
  ) {}

  private call(op: 'rate-incr' | 'rate-read', key: string, cb: (err: Error | null, res?: RateState) => void, timeWindow: number, max: number) {
    const args: RateArgs = { prefix: this.prefix, key, timeWindow, max, continueExceeding: !!this.options.continueExceeding, exponentialBackoff: !!this.options.exponentialBackoff };
    ask<RateState>({ op, args }).then((res) => cb(null, res), (err: Error) => cb(err));
  }

  incr(key: string, cb: (err: Error | null, res?: RateState) => void, timeWindow: number, max: number): void {
    this.call('rate-incr', key, cb, timeWindow, max);
  }

  read(key: string, cb: (err: Error | null, res?: RateState) => void, timeWindow: number, max: number): void {
    this.call('rate-read', key, cb, timeWindow, max);
  }

  child(routeOptions: object): ClusterRateLimitStore {
    const o = routeOptions as { continueExceeding?: boolean; exponentialBackoff?: boolean; routeInfo?: { method?: string; url?: string } };
    // The same key scheme as @fastify/rate-limit's Redis store: one counter set per route.
    return new ClusterRateLimitStore(o, `${this.prefix}${o.routeInfo?.method}${o.routeInfo?.url}-`);
  }
}

interface LocalStore {
  incr(key: string, cb: (err: Error | null, res: RateState) => void, timeWindow: number, max: number): void;
  read(key: string, cb: (err: Error | null, res: RateState) => void, timeWindow: number, max: number): void;
}
type LocalStoreClass = new (continueExceeding: boolean, exponentialBackoff: boolean, cache?: number) => LocalStore;

/** The primary's side: answers workers' requests and relays cache invalidations to the other workers. */
export function servePrimaryState(relayTypes: string[]): (worker: Worker) => void {
  const require = createRequire(import.meta.url);
  const LocalStore = require('@fastify/rate-limit/store/LocalStore.js') as LocalStoreClass;
  const stores = new Map<string, LocalStore>();
  const seen = new Map<string, number>();
  return (worker) => {
    worker.on('message', (m: { type?: string; [k: string]: unknown }) => {
      if (m?.type === IPC.touch) {
        for (const key of m.keys as string[]) seen.set(key, m.at as number);
        return;
      }
      if (m?.type && relayTypes.includes(m.type)) {
        for (const other of Object.values(cluster.workers ?? {})) if (other && other !== worker && other.isConnected()) other.send(m);
        return;
      }
      if (m?.type !== IPC.request) return;
      const request = m as unknown as Request;
      const reply = (value: unknown) => worker.isConnected() && worker.send({ type: IPC.response, id: request.id, value });
      if (request.op === 'presence-count') {
        let n = 0;
        for (const [key, at] of seen) {
          if (at >= request.since) n += 1;
          else seen.delete(key);
        }
        reply(n);
        return;
      }
      const a = request.args;
      const storeKey = `${a.prefix}|${a.continueExceeding}|${a.exponentialBackoff}`;
      let store = stores.get(storeKey);
      if (!store) stores.set(storeKey, (store = new LocalStore(a.continueExceeding, a.exponentialBackoff, 50_000)));
      const done = (_err: Error | null, res: RateState) => reply({ current: res.current, ttl: res.ttl });
      if (request.op === 'rate-incr') store.incr(a.key, done, a.timeWindow, a.max);
      else store.read(a.key, done, a.timeWindow, a.max);
    });
  };
}
