import { and, asc, count, eq, inArray, isNull, max, ne, sql } from 'drizzle-orm';
import type { DepartmentRow } from '@domain/users/users.schemas';
import type { Executor } from '../../db/database';
import { departments, users } from '../../db/schema/tenancy';

export function listDepartments(tx: Executor, enterpriseId: number): Promise<DepartmentRow[]> {
  return tx
    .select({
      id: departments.id,
      parent_id: departments.parentId,
      name: departments.name,
      sort: departments.sort,
      userCount: count(users.id),
    })
    .from(departments)
    .leftJoin(
      users,
      and(
        eq(users.enterpriseId, departments.enterpriseId),
        eq(users.departmentId, departments.id),
        eq(users.status, 1),
        isNull(users.deletedAt),
      ),
    )
    .where(eq(departments.enterpriseId, enterpriseId))
    .groupBy(departments.id)
    .orderBy(sql`${departments.parentId} nulls first`, asc(departments.sort), asc(departments.id));
}

/** Parent links and names, for walking the tree. */
export function departmentLinks(tx: Executor, enterpriseId: number) {
  return tx
    .select({ id: departments.id, parent_id: departments.parentId, name: departments.name })
    .from(departments)
    .where(eq(departments.enterpriseId, enterpriseId));
}

export async function departmentExists(tx: Executor, enterpriseId: number, id: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: departments.id })
    .from(departments)
    .where(and(eq(departments.enterpriseId, enterpriseId), eq(departments.id, id)));
  return Boolean(row);
}

/** Users placed in any of the departments, disabled ones included: they still belong there. */
export async function countMembers(tx: Executor, enterpriseId: number, departmentIds: number[]): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.enterpriseId, enterpriseId), inArray(users.departmentId, departmentIds), isNull(users.deletedAt)));
  return row.n;
}

export async function siblingNameTaken(tx: Executor, enterpriseId: number, parentId: number, name: string, exceptId?: number) {
  const [row] = await tx
    .select({ id: departments.id })
    .from(departments)
    .where(
      and(
        eq(departments.enterpriseId, enterpriseId),
        eq(departments.parentId, parentId),
        eq(departments.name, name),
        exceptId === undefined ? undefined : ne(departments.id, exceptId),
      ),
    );
  return Boolean(row);
}

/** The sort value that places a department after its siblings. */
async function nextSort(tx: Executor, enterpriseId: number, parentId: number): Promise<number> {
  const [row] = await tx
    .select({ top: max(departments.sort) })
    .from(departments)
    .where(and(eq(departments.enterpriseId, enterpriseId), eq(departments.parentId, parentId)));
  return (row.top ?? -1) + 1;
}

export async function insertDepartment(tx: Executor, enterpriseId: number, name: string, parentId: number): Promise<number> {
  const sort = await nextSort(tx, enterpriseId, parentId);
  const [row] = await tx.insert(departments).values({ enterpriseId, name, parentId, sort }).returning({ id: departments.id });
  return row.id;
}

export async function updateDepartment(tx: Executor, enterpriseId: number, id: number, changes: { name?: string; parentId?: number }) {
  const moved = changes.parentId === undefined ? {} : { parentId: changes.parentId, sort: await nextSort(tx, enterpriseId, changes.parentId) };
  await tx
    .update(departments)
    .set({ ...changes, ...moved })
    .where(and(eq(departments.enterpriseId, enterpriseId), eq(departments.id, id)));
}

export async function deleteDepartments(tx: Executor, enterpriseId: number, ids: number[]): Promise<void> {
  await tx.delete(departments).where(and(eq(departments.enterpriseId, enterpriseId), inArray(departments.id, ids)));
}
