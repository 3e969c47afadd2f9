// The reference point of `npm run bench -- http`: a bare Fastify route answering a small JSON,
// in its own process, as the comparison did; and `/same`, answering the bytes the bench
// sends it over IPC (base64: the names list, an image), the reference for a large cached body.
import Fastify from 'fastify';

const port = Number(process.env.PORT ?? 0);
let same = Buffer.from('{}');
const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
app.get('/same', async (_request, reply) => reply.type('application/json; charset=utf-8').send(same));
process.on('message', (m: { same?: string }) => {
  if (typeof m.same === 'string') {
    same = Buffer.from(m.same, 'base64');
    process.send?.({ sameBytes: same.length });
  }
});
await app.listen({ host: '127.0.0.1', port });
process.send?.({ port: (app.server.address() as { port: number }).port });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
