import { sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/database';
import { recordOperation, type AuditEntry } from '../audit/audit.public';

/** Who changes the catalogue; every change is logged under this user. */
export interface CatalogueActor {
  enterpriseId: number;
  userId: number;
}

// Catalogue writes of one enterprise queue behind this lock, so two saves at once cannot both pass
// a name check (the tables have no unique index on names).
const CATALOGUE_LOCK_NAMESPACE = 7302;
export const lockCatalogue = (tx: Executor, enterpriseId: number) =>
  tx.execute(sql`select pg_advisory_xact_lock(${CATALOGUE_LOCK_NAMESPACE}::int, ${enterpriseId % 2 ** 31}::int)`);

export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Writes the operation-log row of a catalogue change in the change's own transaction. */
export function logChange(tx: Tx, actor: CatalogueActor, change: Omit<AuditEntry, 'enterpriseId' | 'userId' | 'module'>) {
  return recordOperation(tx, { enterpriseId: actor.enterpriseId, userId: actor.userId, module: 'catalogue', ...change });
}

/** '新增服务组：安装组', '修改服务组：安装组' or '修改服务组：安装组 → 安装一组'. */
export function saveSummary(kind: string, beforeName: string | undefined, afterName: string): string {
  if (beforeName === undefined) return `新增${kind}：${afterName}`;
  return `修改${kind}：${beforeName === afterName ? afterName : `${beforeName} → ${afterName}`}`;
}

export const deleteSummary = (kind: string, names: string[]) => `删除${kind}：${names.join('、')}`;
