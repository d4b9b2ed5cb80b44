import { defineConfig } from 'drizzle-kit';

// Migrations are generated as plain SQL that runs unchanged on PGlite and PostgreSQL.
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema/*.ts',
  out: './server/db/migrations',
});
