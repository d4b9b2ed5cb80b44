// The all-orders list's baseline, in a process of its own: a bare Fastify route sending the API's two
// statements for ENTERPRISE_ID (bench/order-list-statements.ts) at once, with no session, permission or
// tenant hooks and no row mapping. It connects as DATABASE_URL's user (the benches' postgres, a superuser,
// which row security skips), where the API runs its statements as the row-security role; with
// ROW_SECURITY=1 each connection takes that role and the enterprise first, as the API's tenant connections do.
// The rows arrive parsed by the driver and Fastify serialises them, as a plain route would; with ROWS_AS_TEXT=1
// they stay the JSON text PostgreSQL wrote and are spliced into the answer, as the API's list route does.
// Answers GET /list and GET /health on PORT until SIGTERM.
import Fastify from 'fastify';
import pg from 'pg';
import { APP_ROLE } from '@server/db/tenant-security';
import { orderListStatements, sendListAndCount } from '../order-list-statements';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: Number(process.env.POOL_SIZE ?? 10) });
if (process.env.ROW_SECURITY === '1') {
  // Queued on the new connection before any statement the pool then hands it.
  pool.on('connect', (client) => void client.query(`set role ${APP_ROLE}; select set_config('app.enterprise_id', '${Number(process.env.ENTERPRISE_ID)}', false)`));
}
const statements = orderListStatements(pool, Number(process.env.ENTERPRISE_ID));
const app = Fastify({ logger: false });
app.get('/health', async () => ({ ok: true }));
if (process.env.ROWS_AS_TEXT === '1') {
  app.get('/list', async (_request, reply) => {
    const [list, count] = await sendListAndCount(pool, statements, { jsonAsText: true });
    return reply.type('application/json; charset=utf-8').send(`{"success":true,"data":{"list":[${list.rows.map((row) => row[0]).join(',')}],"total":${count.rows[0][0]}}}`);
  });
} else {
  app.get('/list', async () => {
    const [list, count] = await sendListAndCount(pool, statements);
    return { success: true, data: { list: list.rows.map((row) => row[0]), total: Number(count.rows[0][0]) } };
  });
}
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.once('SIGTERM', async () => {
  await app.close();
  await pool.end();
  process.exit(0);
});
