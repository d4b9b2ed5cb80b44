/**
 * `f` of each item, one after another: a transaction is one connection, which runs one statement at a
 * time (pg deprecates queueing a second query on a busy client, and nothing is gained by it).
 */
export async function inTurn<T, R>(items: readonly T[], f: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = [];
  for (const item of items) out.push(await f(item));
  return out;
}
