import type { Tx } from '../../db/database';
import { operationLogs } from '../../db/schema';

export interface AuditEntry {
  enterpriseId: number;
  userId: number;
  /** The area that changed, e.g. 'organization', 'roles', 'settings', 'catalogue'. */
  module: string;
  action: string;
  targetId?: string | number | null;
  /** One line a person reads in the operation log, e.g. '修改部门：服务一部 → 服务A部'. */
  summary: string;
  before?: unknown;
  after?: unknown;
}

/** Writes one operation-log row inside the caller's tenant transaction, so the log and the change commit together. */
export async function recordOperation(tx: Tx, entry: AuditEntry): Promise<void> {
  await tx.insert(operationLogs).values({
    enterpriseId: entry.enterpriseId,
    userId: entry.userId,
    module: entry.module,
    action: entry.action,
    targetId: entry.targetId == null ? null : String(entry.targetId),
    summary: entry.summary,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}
