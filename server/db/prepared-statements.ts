import type { Executor } from './database';

/**
 * A statement PostgreSQL parses and plans once per connection. Some statements cost more to plan than to
 * run: the order detail's sub-selects under row security took 4.4 ms to plan and 1 ms to run at a million
 * orders (measured from the server's log). A named statement is planned on its first runs on a connection,
 * then only bound and run (PostgreSQL keeps a generic plan when it costs no more than the custom ones).
 * The prepared query is kept per executor, so drizzle renders it once per tenant connection too.
 * PGlite runs it as any other query.
 */
export class PreparedStatement<Prepared> {
  private readonly prepared = new WeakMap<Executor, Prepared>();

  /** `prepare` builds the query with `sql.placeholder`s and calls `.prepare(name)` with a name of its own. */
  constructor(private readonly prepare: (db: Executor) => Prepared) {}

  on(db: Executor): Prepared {
    let prepared = this.prepared.get(db);
    if (!prepared) this.prepared.set(db, (prepared = this.prepare(db)));
    return prepared;
  }
}
