// The baseline: a bare Fastify route on this machine, no database, no plugins, no logging.
import Fastify from 'fastify';

const port = Number(process.env.PORT ?? 8100);
const app = Fastify({ logger: false });
app.get('/hello', async () => ({ hello: 'world' }));
await app.listen({ host: '127.0.0.1', port });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
