import { sql, type Query, type SQL } from 'drizzle-orm';
import { TtlCache } from '../lib/ttl-cache';
import type { Executor } from './database';
import { directRunnerOf, type DirectOptions } from './direct-query';

/**
 * Statements rendered once per distinct input. Drizzle renders a query of many conditions in about as
 * long as PostgreSQL takes to answer it (0.4 to 0.8 ms for the order list, measured), and a screen asks
 * for its list with the same filters again and again; so the text and parameters are kept. A connection
 * that takes them directly (PostgreSQL tenant reads) gets them as they are; elsewhere they are re-wrapped as
 * an SQL object (a few chunks), which drizzle renders again. The key must hold everything the statement depends on.
 */
export class RenderedStatements {
  private readonly cache = new TtlCache<string, Query>(10 * 60_000, 2_000);

  /** `options` are honoured on direct connections only (elsewhere JSON comes back parsed). */
  async run<Row>(db: Executor, key: string, build: () => { toSQL(): Query }, options?: DirectOptions): Promise<Row[]> {
    let query = this.cache.get(key);
    if (!query) this.cache.set(key, (query = build().toSQL()));
    const direct = directRunnerOf(db);
    const { rows } = direct ? await direct(query, options) : await db.execute(asSql(query));
    return rows as Row[];
  }
}

/** Rendered text and parameters back as an SQL object: the text between the `$n` markers raw, the parameters bound. */
function asSql({ sql: text, params }: Query): SQL {
  const parts = text.split(/\$(\d+)/);
  return sql.join(parts.map((part, i) => (i % 2 === 1 ? sql`${params[Number(part) - 1]}` : sql.raw(part))));
}
