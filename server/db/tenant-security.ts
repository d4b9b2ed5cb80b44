import { sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';

/** The role tenant work runs as: not a superuser and not the tables' owner, so row-level security applies. */
export const APP_ROLE = 'fsm_app';

/**
 * Second wall behind the services' own tenant filters. Every table with a NOT NULL enterprise_id
 * (and the enterprises table itself) gets row-level security and a policy that shows only rows of
 * the enterprise set by `tenant()`. Idempotent, run after migrations on every start, so new tables
 * are covered without remembering to.
 */
export async function applyTenantSecurity(db: NodePgDatabase<Record<string, unknown>>): Promise<void> {
  await db.execute(sql.raw(`
    DO $$
    DECLARE t record;
    BEGIN
      BEGIN
        CREATE ROLE ${APP_ROLE} NOLOGIN;
      EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL;
      END;
      BEGIN
        EXECUTE format('GRANT ${APP_ROLE} TO %I', current_user);
      EXCEPTION WHEN others THEN NULL; -- superusers need no grant
      END;
      GRANT USAGE ON SCHEMA public TO ${APP_ROLE};
      -- The catalogs, not information_schema: its views cost a start on the embedded database several times as much.
      FOR t IN
        SELECT c.relname AS table_name, a.attname AS column_name FROM pg_class c
        JOIN pg_namespace n ON n.oid = c.relnamespace
        JOIN pg_attribute a ON a.attrelid = c.oid AND NOT a.attisdropped
        WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p')
          AND ((a.attname = 'enterprise_id' AND a.attnotnull) OR (c.relname = 'enterprises' AND a.attname = 'id'))
      LOOP
        -- Only what is missing: ALTER TABLE takes an exclusive lock, and a node starting beside running ones
        -- (several nodes, a rolling restart) would otherwise lock every table and deadlock with their queries.
        IF NOT (has_table_privilege('${APP_ROLE}', format('public.%I', t.table_name), 'SELECT')
            AND has_table_privilege('${APP_ROLE}', format('public.%I', t.table_name), 'INSERT')
            AND has_table_privilege('${APP_ROLE}', format('public.%I', t.table_name), 'UPDATE')
            AND has_table_privilege('${APP_ROLE}', format('public.%I', t.table_name), 'DELETE')) THEN
          EXECUTE format('GRANT SELECT, INSERT, UPDATE, DELETE ON %I TO ${APP_ROLE}', t.table_name);
        END IF;
        IF NOT (SELECT relrowsecurity FROM pg_class WHERE oid = format('public.%I', t.table_name)::regclass) THEN
          EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', t.table_name);
        END IF;
        CONTINUE WHEN EXISTS (
          SELECT 1 FROM pg_policy WHERE polrelid = format('public.%I', t.table_name)::regclass AND polname = 'tenant_isolation');
        EXECUTE format(
          'CREATE POLICY tenant_isolation ON %I USING (%I = nullif(current_setting(''app.enterprise_id'', true), '''')::bigint) WITH CHECK (%I = nullif(current_setting(''app.enterprise_id'', true), '''')::bigint)',
          t.table_name, t.column_name, t.column_name);
      END LOOP;
      FOR t IN SELECT c.relname AS sequence_name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = 'public' AND c.relkind = 'S' LOOP
        CONTINUE WHEN has_sequence_privilege('${APP_ROLE}', format('public.%I', t.sequence_name), 'USAGE');
        EXECUTE format('GRANT USAGE ON SEQUENCE %I TO ${APP_ROLE}', t.sequence_name);
      END LOOP;
    END $$;
  `));
}
