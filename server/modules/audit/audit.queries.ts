import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { OperationLogQuery } from '@domain/audit/operation-log.schemas';
import type { Paging } from '@domain/common/paging';
import type { Executor, Tx } from '../../db/database';
import { operationLogs } from '../../db/schema/audit';
import { users } from '../../db/schema/tenancy';

/** One record's log entries with who made them, newest first. */
export interface TargetHistoryEntry {
  id: number;
  action: string;
  summary: string;
  userName: string | null;
  createdAt: Date;
}

/** A page of the log entries about one record (`module` and `targetId`), and how many there are. */
export async function targetHistory(
  tx: Executor,
  enterpriseId: number,
  target: { module: string; targetId: string | number },
  { pageIndex, pageSize }: Paging,
): Promise<{ list: TargetHistoryEntry[]; total: number }> {
  const where = and(eq(operationLogs.enterpriseId, enterpriseId), eq(operationLogs.module, target.module), eq(operationLogs.targetId, String(target.targetId)));
  const list = await tx
    .select({ id: operationLogs.id, action: operationLogs.action, summary: operationLogs.summary, userName: users.name, createdAt: operationLogs.createdAt })
    .from(operationLogs)
    .leftJoin(users, and(eq(users.enterpriseId, enterpriseId), eq(users.id, operationLogs.userId)))
    .where(where)
    .orderBy(desc(operationLogs.createdAt), desc(operationLogs.id))
    .limit(pageSize)
    .offset(pageIndex * pageSize);
  const [{ n }] = await tx.select({ n: count() }).from(operationLogs).where(where);
  return { list, total: n };
}

const logWhere = (enterpriseId: number, q: OperationLogQuery): SQL | undefined =>
  and(
    eq(operationLogs.enterpriseId, enterpriseId),
    q.module ? eq(operationLogs.module, q.module) : undefined,
    q.userId ? eq(operationLogs.userId, q.userId) : undefined,
  );

/** A page of the enterprise's log, filtered by module and user, newest first, with who made each entry. */
export function operationLogPage(tx: Executor, enterpriseId: number, q: OperationLogQuery) {
  return tx
    .select({ log: operationLogs, userName: users.name })
    .from(operationLogs)
    .leftJoin(users, and(eq(users.id, operationLogs.userId), eq(users.enterpriseId, enterpriseId)))
    .where(logWhere(enterpriseId, q))
    .orderBy(desc(operationLogs.createdAt), desc(operationLogs.id))
    .limit(q.pageSize)
    .offset(q.pageIndex * q.pageSize);
}

/** How many log entries the same filter finds. */
export async function countOperationLogs(tx: Executor, enterpriseId: number, q: OperationLogQuery): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(operationLogs).where(logWhere(enterpriseId, q));
  return row.n;
}

/** Adds operation-log rows inside the caller's transaction. */
export async function insertOperationLogs(tx: Tx, rows: (typeof operationLogs.$inferInsert)[]): Promise<void> {
  await tx.insert(operationLogs).values(rows);
}
