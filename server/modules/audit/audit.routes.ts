import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { OPERATION_MODULES, OperationLogQuerySchema, type OperationLogQuery, type OperationLogRow } from '@domain/audit/operation-log.schemas';
import { Role } from '@domain/shell/roles';
import { operationLogs } from '../../db/schema/audit';
import { users } from '../../db/schema/tenancy';
import { parse } from '../../lib/parse';
import { caller } from '../../plugins/auth';
import { AuditPaths } from '@domain/audit/audit.paths';

const where = (enterpriseId: number, q: OperationLogQuery): SQL | undefined =>
  and(
    eq(operationLogs.enterpriseId, enterpriseId),
    q.module ? eq(operationLogs.module, q.module) : undefined,
    q.userId ? eq(operationLogs.userId, q.userId) : undefined,
  );

/** GET /operlog/point and its count: who changed which setting, newest first (administrators). */
export async function auditRoutes(app: FastifyInstance) {
  const adminOnly = { config: { roles: [Role.admin] } };

  app.get(AuditPaths.list, adminOnly, async (request) => {
    const q = parse(OperationLogQuerySchema, request.query);
    const { enterprise } = caller(request);
    const rows = await app.db.tenant(enterprise.id, (tx) =>
      tx
        .select({ log: operationLogs, userName: users.name })
        .from(operationLogs)
        .leftJoin(users, and(eq(users.id, operationLogs.userId), eq(users.enterpriseId, enterprise.id)))
        .where(where(enterprise.id, q))
        .orderBy(desc(operationLogs.createdAt), desc(operationLogs.id))
        .limit(q.pageSize)
        .offset(q.pageIndex * q.pageSize),
    );
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
    const [row] = await app.db.tenant(enterprise.id, (tx) =>
      tx.select({ n: count() }).from(operationLogs).where(where(enterprise.id, q)),
    );
    return { success: true, data: row.n };
  });
}
