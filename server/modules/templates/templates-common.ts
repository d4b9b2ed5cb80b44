import type { PlanType } from '@domain/shell/plans';
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { Role } from '@domain/shell/roles';
import type { Executor, Tx } from '../../db/database';
import { caller } from '../../plugins/auth';
import { recordOperation, type AuditEntry } from '../audit/audit.public';

/** Who changes the template centre; every change is logged under this user. */
export interface TemplateActor {
  enterpriseId: number;
  userId: number;
  planType: PlanType;
}

/** Administrators change the template centre; every role reads it (order and event screens build on it). */
export const adminOnly = { config: { roles: [Role.admin] } };

export const actorOf = (request: FastifyRequest): TemplateActor => {
  const { user, enterprise } = caller(request);
  return { enterpriseId: enterprise.id, userId: user.id, planType: enterprise.planType };
};
export const enterpriseOf = (request: FastifyRequest) => caller(request).enterprise.id;

// Template-centre writes of one enterprise queue behind this lock, so two saves at once cannot both
// pass a name check, both disable the last enabled type, or both add a field to the same form.
const TEMPLATES_LOCK_NAMESPACE = 7304;
export const lockTemplates = (tx: Executor, enterpriseId: number) =>
  tx.execute(sql`select pg_advisory_xact_lock(${TEMPLATES_LOCK_NAMESPACE}::int, ${enterpriseId % 2 ** 31}::int)`);

/** Writes the operation-log row of a template-centre change in the change's own transaction. */
export function logTemplateChange(tx: Tx, actor: TemplateActor, change: Omit<AuditEntry, 'enterpriseId' | 'userId' | 'module'>) {
  return recordOperation(tx, { enterpriseId: actor.enterpriseId, userId: actor.userId, module: 'templates', ...change });
}

/** '新增工单类型：安装工单', '修改工单类型：安装工单' or '修改工单类型：安装工单 → 上门安装'. */
export function saveSummary(kind: string, beforeName: string | undefined, afterName: string): string {
  if (beforeName === undefined) return `新增${kind}：${afterName}`;
  return `修改${kind}：${beforeName === afterName ? afterName : `${beforeName} → ${afterName}`}`;
}

export const isoTime = (date: Date) => date.toISOString();

export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
