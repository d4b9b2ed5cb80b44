import { and, count, desc, eq } from 'drizzle-orm';
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

/** Adds operation-log rows inside the caller's transaction. */
export async function insertOperationLogs(tx: Tx, rows: (typeof operationLogs.$inferInsert)[]): Promise<void> {
  await tx.insert(operationLogs).values(rows);
}
