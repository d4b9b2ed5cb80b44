import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/database';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
  }
}

/** The database is opened by the caller (server or test) and closed with the app. */
async function databasePlugin(app: FastifyInstance, options: { database: Database }) {
  app.decorate('db', options.database);
  app.addHook('onClose', async () => options.database.close());
}

export default fp(databasePlugin, { name: 'database' });
