import type { FastifyInstance } from 'fastify';
import { OPERATION_MODULES, OperationLogQuerySchema, type OperationLogRow } from '@domain/audit/operation-log.schemas';
import { Role } from '@domain/shell/roles';
import { parse } from '../../lib/parse';
import { caller } from '../../plugins/auth';
import { AuditPaths } from '@domain/audit/audit.paths';
import { countOperationLogs, operationLogPage } from './audit.queries';

/** GET /operlog/point and its count: who changed which setting, newest first (administrators). */
export async function auditRoutes(app: FastifyInstance) {
  const adminOnly = { config: { roles: [Role.admin] } };

  app.get(AuditPaths.list, adminOnly, async (request) => {
    const q = parse(OperationLogQuerySchema, request.query);
    const { enterprise } = caller(request);
    const rows = await app.db.tenant(enterprise.id, (tx) => operationLogPage(tx, enterprise.id, q));
    const data: OperationLogRow[] = rows.map(({ log, userName }) => ({
      id: log.id,
      userId: log.userId,
      userName: userName ?? '',
      module: log.module,
      moduleName: OPERATION_MODULES[log.module as keyof typeof OPERATION_MODULES] ?? log.module,
      action: log.action,
      summary: log.summary,
      before: log.before,
      after: log.after,
      createTime: log.createdAt.toISOString(),
    }));
    return { success: true, data };
  });

  app.get(AuditPaths.count, adminOnly, async (request) => {
    const q = parse(OperationLogQuerySchema, request.query);
    const { enterprise } = caller(request);
    const n = await app.db.tenant(enterprise.id, (tx) => countOperationLogs(tx, enterprise.id, q));
    return { success: true, data: n };
  });
}
