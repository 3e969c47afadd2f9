import cluster from 'node:cluster';
import { buildApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { CLUSTER_MESSAGE } from './lib/cache-bus';
import { servePrimaryState } from './lib/cluster-ipc';

function readConfig(): Readonly<Config> {
  try {
    return loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
}

/** One server process: listens (a cluster worker shares the primary's port) and shuts down gracefully. */
async function serve(config: Readonly<Config>): Promise<void> {
  const app = await buildApp(config);
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, shutting down`);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    await app.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ host: config.host, port: config.port });
  if (cluster.isWorker) return;
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  console.log(`\nReviewQuest is running at http://localhost:${port}  (database: ${app.ctx.engine}, data: ${config.dataDir})\n`);
}

/**
 * The primary of `WORKERS` processes: migrates and seeds once, then runs the workers (replacing any
 * that dies), holds their shared state when there is no Redis, and stops them on SIGTERM/SIGINT.
 */
async function runPrimary(config: Readonly<Config>): Promise<void> {
  const prepared = await buildApp(config);
  const engine = prepared.ctx.engine;
  await prepared.close();

  const serveState = servePrimaryState([CLUSTER_MESSAGE]);
  let stopping = false;
  const fork = () => serveState(cluster.fork());
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    console.error(`Worker ${worker.process.pid} exited (${signal ?? code}); starting another.`);
    fork();
  });
  const stop = () => {
    if (stopping) return;
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
    setTimeout(() => process.exit(1), 12_000).unref();
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);

  let listening = 0;
  cluster.on('listening', (_worker, address) => {
    listening += 1;
    if (listening === config.workers) {
      console.log(`\nReviewQuest is running at http://localhost:${address.port}  (${config.workers} workers, database: ${engine}, data: ${config.dataDir})\n`);
    }
  });
  for (let i = 0; i < config.workers; i += 1) fork();
}

const config = readConfig();
const run = config.workers > 1 && cluster.isPrimary ? runPrimary(config) : serve(config);
run.catch((err) => {
  console.error(err);
  process.exit(1);
});
