import { EventEmitter } from 'node:events';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { allowDirectQueries, nodePostgresRunner } from './direct-query';
import type { ChatSocketMessage } from '@domain/chat/chat-socket';
import * as schema from './schema';
import { APP_ROLE, applyTenantSecurity } from './tenant-security';

/** Both drivers expose the same query builder; node-postgres' type stands for both. */
export type Db = NodePgDatabase<typeof schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type Executor = Db | Tx;

/**
 * Facts a tenant transaction announces for listeners outside it (the chat socket pushes). They are
 * heard only once the transaction has committed, so nobody reacts to a rolled-back change or reads
 * before the change is visible. Listeners that must reach other API nodes republish them on the bus (lib/bus.ts).
 */
export interface CommitEvents {
  'notices-created': { enterpriseId: number; userIds: number[] };
  /** A chat session or message event for these users' sockets (the online chat area). */
  'chat-push': { enterpriseId: number; userIds: number[]; message: ChatSocketMessage };
  /** Staff wrote in a web chat: the visitor's page reads its messages (the online chat area). */
  'chat-visitor': { enterpriseId: number; accountId: number; customerKey: string };
  /** Orders, calendars or leave of the enterprise changed: open dispatch boards read themselves again (the dispatch area). */
  'dispatch-changed': { enterpriseId: number };
}
type Announcement = { [K in keyof CommitEvents]: { kind: K; event: CommitEvents[K] } }[keyof CommitEvents];
const announcements = new WeakMap<Executor, Announcement[]>();

/** Announces a fact of the tenant transaction (or statement) `tx`, delivered to `onCommitted` listeners after it commits. */
export function announceOnCommit<K extends keyof CommitEvents>(tx: Executor, kind: K, event: CommitEvents[K]): void {
  const queue = announcements.get(tx);
  if (!queue) throw new Error('announceOnCommit needs a transaction opened by db.tenant (or db.tenantStatement)');
  queue.push({ kind, event } as Announcement);
}

/** Whether `tx` is a tenant transaction that can announce (`db.tenant`'s, not a bare connection or read). */
export function announcesOnCommit(tx: Executor): tx is Tx {
  return announcements.has(tx as Tx);
}

export interface Database {
  kind: 'pglite' | 'postgres';
  /** Owner connection: migrations, sign-in and session lookups that precede a tenant. */
  system: Db;
  /** Runs `work` in a transaction as the row-level-security role with the tenant set. */
  tenant<T>(enterpriseId: number, work: (tx: Tx) => Promise<T>): Promise<T>;
  /**
   * Runs reads as the row-level-security role with the tenant set, without a transaction where the
   * driver allows (PostgreSQL): each statement is its own, as each statement of a read-committed
   * transaction sees its own snapshot anyway, and the request saves the BEGIN and COMMIT round trips.
   * For reads only: a write here would commit at once.
   */
  tenantRead<T>(enterpriseId: number, read: (db: Executor) => Promise<T>): Promise<T>;
  /**
   * Runs `work`, ONE writing statement, as the row-security role with the tenant set, on PostgreSQL without BEGIN
   * and COMMIT: a single statement is atomic and commits by itself, so this spares two round trips (the call
   * centre's pop-up path). What it announces is heard once it has run. Never two statements: each would commit alone.
   */
  tenantStatement<T>(enterpriseId: number, work: (db: Executor) => Promise<T>): Promise<T>;
  /** Hears what committed tenant transactions announced (see `announceOnCommit`); returns the unsubscribe. */
  onCommitted<K extends keyof CommitEvents>(kind: K, listener: (event: CommitEvents[K]) => void): () => void;
  /**
   * Runs start-up work on the database (migrations, row security, demo data, offers) one node at a time:
   * nodes started together on one PostgreSQL database wait for each other here, so each finds the work
   * done by the one before instead of racing it (two DDL statements on one catalogue row fail with
   * "tuple concurrently updated"). PGlite has one process by nature.
   */
  oneNodeAtATime<T>(work: () => Promise<T>): Promise<T>;
  /** PGlite only: the whole data directory as a tar (tests copy one seeded database per file). */
  dumpDataDir?: () => Promise<Blob>;
  close(): Promise<void>;
}

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export interface OpenOptions {
  /** PostgreSQL connection string; without it PGlite is used. */
  url?: string;
  /** PGlite data directory; omitted means in memory (tests). */
  dataDir?: string;
  /** PGlite in memory started from a dumped data directory (see `Database.dumpDataDir`). */
  loadDataDir?: Blob;
  poolSize?: number;
}

export async function openDatabase(options: OpenOptions): Promise<Database> {
  const opened = options.url ? openPostgres(options.url, options.poolSize) : await openPglite(options);
  await opened.oneNodeAtATime(async () => {
    await opened.migrate();
    await applyTenantSecurity(opened.db);
  });
  const { db } = opened;
  const committed = new EventEmitter().setMaxListeners(100);
  /** Runs `run`, whose executor (given to `hold`) collects announcements, then tells the listeners: the work has committed. */
  async function announcing<T>(run: (hold: <E extends Executor>(tx: E) => E) => Promise<T>): Promise<T> {
    const queue: Announcement[] = [];
    let held: Executor | undefined;
    let result: T;
    try {
      result = await run((tx) => {
        announcements.set(tx, queue);
        held = tx;
        return tx;
      });
    } finally {
      // A pooled connection's executor outlives this use: what it runs next announces nothing here.
      if (held) announcements.delete(held);
    }
    for (const { kind, event } of queue) {
      // The change is committed: a failing listener must not turn it into an error for the caller.
      try {
        committed.emit(kind, event);
      } catch (error) {
        console.warn(`commit listener of ${kind} failed: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    return result;
  }
  return {
    kind: opened.kind,
    system: db,
    tenant: (enterpriseId, work) => announcing((hold) => opened.tenantTransaction(enterpriseId, (tx) => work(hold(tx)))),
    tenantStatement: (enterpriseId, work) => announcing((hold) => opened.tenantRead(enterpriseId, (db) => work(hold(db)))),
    tenantRead: opened.tenantRead,
    oneNodeAtATime: opened.oneNodeAtATime,
    onCommitted(kind, listener) {
      committed.on(kind, listener);
      return () => committed.off(kind, listener);
    },
    dumpDataDir: opened.dumpDataDir,
    close: opened.close,
  };
}

/** One transaction as the row-security role with the tenant set, both local to it. */
function transactionSettingTenant<T>(db: Db, enterpriseId: number, work: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('role', ${APP_ROLE}, true), set_config('app.enterprise_id', ${String(enterpriseId)}, true)`);
    return work(tx);
  });
}

/**
 * Runs `work` holding the database's start-up lock: a session advisory lock kept on a connection of its
 * own while `work` uses the pool's others. A node that dies meanwhile drops its connection, and the lock with it.
 */
async function holdingStartUpLock<T>(pool: pg.Pool, work: () => Promise<T>): Promise<T> {
  const client = await pool.connect();
  let unlocked = false;
  try {
    await client.query(`select pg_advisory_lock(hashtextextended('fsm-start-up', 0))`);
    try {
      return await work();
    } finally {
      await client.query(`select pg_advisory_unlock(hashtextextended('fsm-start-up', 0))`);
      unlocked = true;
    }
  } finally {
    client.release(!unlocked); // a connection that may still hold the lock is closed, never reused
  }
}

function openPostgres(url: string, poolSize = 10) {
  const newPool = () => {
    const pool = new pg.Pool({ connectionString: url, max: poolSize });
    // An idle connection dropped by the server (restart, admin command) must not crash the process;
    // the pool replaces it on the next query.
    pool.on('error', (error) => console.warn(`database connection lost: ${error.message}`));
    return pool;
  };
  const pool = newPool();
  const db = drizzlePg(pool, { schema });
  // Tenant work gets connections of its own that take the row-security role for life and keep the
  // enterprise they were last set to, so a request of the same tenant starts at once instead of spending
  // a round trip on setting both, and reads need no transaction at all. Both are session settings made
  // outside any transaction, so no rollback can undo them, and these connections serve nothing else:
  // every use of them sets its enterprise first.
  const tenantPool = newPool();
  const tenantOf = new WeakMap<pg.PoolClient, { db: Db; enterpriseId?: number }>();
  /** Runs `use` on a tenant connection set to the enterprise (setting it first if it was another). */
  async function asTenant<T>(enterpriseId: number, use: (db: Db) => Promise<T>): Promise<T> {
    const client = await tenantPool.connect();
    let state = tenantOf.get(client);
    try {
      if (!state) {
        await client.query(`set role ${APP_ROLE}`);
        state = { db: drizzlePg(client, { schema }) };
        allowDirectQueries(state.db, nodePostgresRunner(client));
        tenantOf.set(client, state);
      }
      if (state.enterpriseId !== enterpriseId) {
        state.enterpriseId = undefined; // unknown until the set below has answered
        await client.query(`select set_config('app.enterprise_id', $1, false)`, [String(enterpriseId)]);
        state.enterpriseId = enterpriseId;
      }
    } catch (error) {
      client.release(true); // a connection in an unknown state is closed, never reused
      throw error;
    }
    try {
      return await use(state.db);
    } finally {
      client.release();
    }
  }
  return {
    kind: 'postgres' as const,
    db,
    migrate: () => migratePg(db, { migrationsFolder }),
    oneNodeAtATime: <T>(work: () => Promise<T>) => holdingStartUpLock(pool, work),
    tenantTransaction: <T>(enterpriseId: number, work: (tx: Tx) => Promise<T>) => asTenant(enterpriseId, (db) => db.transaction(work)),
    tenantRead: <T>(enterpriseId: number, read: (db: Executor) => Promise<T>) => asTenant(enterpriseId, read),
    dumpDataDir: undefined,
    close: async () => {
      await Promise.all([pool.end(), tenantPool.end()]);
    },
  };
}

async function openPglite({ dataDir, loadDataDir }: OpenOptions) {
  if (dataDir) await mkdir(dataDir, { recursive: true });
  // pg_trgm backs the keyword indexes and btree_gin lets them lead with the enterprise; PostgreSQL ships
  // both, PGlite loads them as contrib modules.
  // One options object: PGlite ignores the second argument when the first is not a data directory.
  const client = new PGlite({ dataDir, extensions: { pg_trgm, btree_gin }, loadDataDir });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    kind: 'pglite' as const,
    db,
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    oneNodeAtATime: <T>(work: () => Promise<T>) => work(),
    // One in-process connection for everything: the settings stay local to each transaction.
    tenantTransaction: <T>(enterpriseId: number, work: (tx: Tx) => Promise<T>) => transactionSettingTenant(db, enterpriseId, work),
    tenantRead: <T>(enterpriseId: number, read: (db: Executor) => Promise<T>) => transactionSettingTenant(db, enterpriseId, read),
    dumpDataDir: () => client.dumpDataDir('none'),
    close: () => client.close(),
  };
}
