import Fastify from 'fastify';

/** The framework's ceiling: a bare Fastify route answering a constant, in a process of its own. */
const app = Fastify();
app.get('/', () => ({ hello: 'world' }));
await app.listen({ port: Number(process.env.PORT ?? 3401), host: '127.0.0.1' });
