// The reference point of `npm run bench -- http`: a bare Fastify route answering a small JSON,
// in its own process, as the comparison did.
import Fastify from 'fastify';

const port = Number(process.env.PORT ?? 0);
const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ host: '127.0.0.1', port });
process.send?.({ port: (app.server.address() as { port: number }).port });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
