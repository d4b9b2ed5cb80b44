import { and, asc, count, eq, gt, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { ROLE_NAMES, isRoleType } from '@domain/shell/roles';
import type { Tx } from '../../db/database';
import { departments, users } from '../../db/schema/tenancy';
import { defineExportSource } from '../../jobs/exports/export-source';

const UsersFilterSchema = z.object({ keyword: z.string().optional(), departmentId: z.number().int().positive().optional() });
type UsersFilter = z.infer<typeof UsersFilterSchema>;

const STATUS_NAMES: Record<number, string> = { 1: '启用', 0: '禁用' };

const likePattern = (keyword: string) => `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The department and every department below it, so exporting a department includes its sub-departments. */
function inDepartmentTree(enterpriseId: number, departmentId: number): SQL {
  return inArray(
    users.departmentId,
    sql`(with recursive tree(id) as (
      select id from ${departments} where enterprise_id = ${enterpriseId} and id = ${departmentId}
      union
      select d.id from ${departments} d join tree on d.parent_id = tree.id where d.enterprise_id = ${enterpriseId}
    ) select id from tree)`,
  );
}

function where(enterpriseId: number, filter: UsersFilter): SQL {
  const keyword = filter.keyword?.trim();
  return and(
    eq(users.enterpriseId, enterpriseId),
    isNull(users.deletedAt),
    keyword ? or(ilike(users.name, likePattern(keyword)), ilike(users.phone, likePattern(keyword))) : undefined,
    filter.departmentId ? inDepartmentTree(enterpriseId, filter.departmentId) : undefined,
  )!;
}

async function page(tx: Tx, enterpriseId: number, filter: UsersFilter, { afterId, limit }: { afterId: number; limit: number }) {
  return tx
    .select({
      id: users.id,
      name: users.name,
      phone: users.phone,
      department: departments.name,
      roles: users.roles,
      status: users.status,
      createdAt: users.createdAt,
    })
    .from(users)
    .leftJoin(departments, and(eq(departments.id, users.departmentId), eq(departments.enterpriseId, enterpriseId)))
    .where(and(where(enterpriseId, filter), gt(users.id, afterId)))
    .orderBy(asc(users.id))
    .limit(limit);
}
type UserRow = Awaited<ReturnType<typeof page>>[number];

/** The enterprise's staff (organisation page export). */
export const usersExport = defineExportSource<UsersFilter, UserRow>({
  name: '人员数据',
  filterSchema: UsersFilterSchema,
  columns: [
    { header: '姓名', width: 16, value: (u) => u.name },
    { header: '手机号', width: 16, kind: 'phone', value: (u) => u.phone },
    { header: '部门', width: 20, value: (u) => u.department },
    { header: '角色', width: 30, value: (u) => u.roles.filter(isRoleType).map((r) => ROLE_NAMES[r]).join('、') },
    { header: '状态', width: 8, value: (u) => STATUS_NAMES[u.status] ?? '' },
    { header: '创建时间', width: 20, kind: 'datetime', value: (u) => u.createdAt },
  ],
  async count(tx, enterpriseId, filter) {
    const [row] = await tx.select({ n: count() }).from(users).where(where(enterpriseId, filter));
    return row.n;
  },
  page,
});
