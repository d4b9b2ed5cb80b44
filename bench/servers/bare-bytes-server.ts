// A baseline in a process of its own: a bare Fastify server answering each path of BODIES_FILE (JSON: path,
// content type, body in base64, captured from the API) with those very bytes, and GET /health. On PORT until SIGTERM.
import { readFile } from 'node:fs/promises';
import Fastify from 'fastify';

const bodies = JSON.parse(await readFile(process.env.BODIES_FILE!, 'utf8')) as { path: string; type: string; body: string }[];
const app = Fastify({ logger: false });
app.get('/health', async () => ({ ok: true }));
for (const { path, type, body } of bodies) {
  const bytes = Buffer.from(body, 'base64');
  app.get(path, (_request, reply) => reply.type(type).send(bytes));
}
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.once('SIGTERM', async () => {
  await app.close();
  process.exit(0);
});
