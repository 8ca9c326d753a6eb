// The baseline: a bare Fastify JSON route, so API throughput can be read as a ratio on any machine.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/json', async () => ({ message: 'Hello, World!' }));
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
