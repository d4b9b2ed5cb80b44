import type { Tx } from '../../db/database';
import { insertOperationLogs } from './audit.queries';

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

/** Writes operation-log rows inside the caller's tenant transaction, so the log and the change commit together. */
export async function recordOperation(tx: Tx, entry: AuditEntry | AuditEntry[]): Promise<void> {
  const entries = Array.isArray(entry) ? entry : [entry];
  if (entries.length === 0) return;
  await insertOperationLogs(
    tx,
    entries.map((e) => ({
      enterpriseId: e.enterpriseId,
      userId: e.userId,
      module: e.module,
      action: e.action,
      targetId: e.targetId == null ? null : String(e.targetId),
      summary: e.summary,
      before: e.before ?? null,
      after: e.after ?? null,
    })),
  );
}
