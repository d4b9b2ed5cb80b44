import { and, asc, count, eq, ilike, inArray, isNull, like, or, sql, type SQL } from 'drizzle-orm';
import type { Paging } from '@domain/common/paging';
import { ROLE_NAMES, type RoleType } from '@domain/shell/roles';
import type { UserFilter, UserName, UserPick, UserRow, UserStatusValue } from '@domain/users/users.schemas';
import type { Executor } from '../../db/database';
import { departments, users } from '../../db/schema/tenancy';

/** Filters of the user lists; `departmentIds` is the chosen department's subtree, already resolved. */
export type UserCriteria = Omit<UserFilter, 'departmentId'> & { departmentIds?: number[] };

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
const holdsRole = (role: number) => sql`${role}::smallint = any(${users.roles})`;
const present = (enterpriseId: number) => and(eq(users.enterpriseId, enterpriseId), isNull(users.deletedAt));
const active = (enterpriseId: number) => and(present(enterpriseId), eq(users.status, 1));

function where(enterpriseId: number, c: UserCriteria): SQL | undefined {
  const conditions = [present(enterpriseId)];
  if (c.keyword) {
    const pattern = `%${escapeLike(c.keyword)}%`;
    conditions.push(or(ilike(users.name, pattern), like(users.phone, pattern)));
  }
  if (c.departmentIds) conditions.push(inArray(users.departmentId, c.departmentIds));
  if (c.role) conditions.push(holdsRole(c.role));
  if (c.status !== undefined) conditions.push(eq(users.status, c.status));
  return and(...conditions);
}

export async function listUsers(tx: Executor, enterpriseId: number, c: UserCriteria, paging: Paging): Promise<UserRow[]> {
  const rows = await tx
    .select({ user: users, departmentName: departments.name })
    .from(users)
    .leftJoin(departments, and(eq(departments.id, users.departmentId), eq(departments.enterpriseId, users.enterpriseId)))
    .where(where(enterpriseId, c))
    .orderBy(asc(users.id))
    .limit(paging.pageSize)
    .offset(paging.pageIndex * paging.pageSize);
  return rows.map(({ user, departmentName }) => {
    const roles = user.roles as RoleType[];
    return {
      id: user.id,
      name: user.name,
      phone: user.phone,
      departmentId: user.departmentId,
      departmentName,
      roles,
      roleNames: roles.map((r) => ROLE_NAMES[r]),
      currentRole: user.currentRole as RoleType | null,
      status: user.status as UserStatusValue,
      createTime: user.createdAt.toISOString(),
    };
  });
}

export async function countUsers(tx: Executor, enterpriseId: number, c: UserCriteria): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(users).where(where(enterpriseId, c));
  return row.n;
}

export function activeUsersWithRole(tx: Executor, enterpriseId: number, role?: number): Promise<UserPick[]> {
  return tx
    .select({ id: users.id, name: users.name, phone: users.phone })
    .from(users)
    .where(and(active(enterpriseId), role ? holdsRole(role) : undefined))
    .orderBy(asc(users.id));
}

/** The active users of the enterprise among `ids` (others, removed and disabled people are left out). */
export function activeUsersAmong(tx: Executor, enterpriseId: number, ids: readonly number[]): Promise<UserPick[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return tx
    .select({ id: users.id, name: users.name, phone: users.phone })
    .from(users)
    .where(and(active(enterpriseId), inArray(users.id, [...new Set(ids)])))
    .orderBy(asc(users.id));
}

/** The active users of the enterprise in the given departments (a subtree is resolved by the caller). */
export function activeUsersInDepartments(tx: Executor, enterpriseId: number, departmentIds: readonly number[]): Promise<UserPick[]> {
  if (departmentIds.length === 0) return Promise.resolve([]);
  return tx
    .select({ id: users.id, name: users.name, phone: users.phone })
    .from(users)
    .where(and(active(enterpriseId), inArray(users.departmentId, [...new Set(departmentIds)])))
    .orderBy(asc(users.id));
}

/** Active users per role held (a user with several roles counts once for each). */
export async function activeCountsByRole(tx: Executor, enterpriseId: number): Promise<Map<number, number>> {
  const result = await tx.execute<{ role: number; n: number }>(sql`
    select r.role, count(*)::int as n from ${users} u cross join unnest(u.roles) as r(role)
    where u.enterprise_id = ${enterpriseId} and u.status = 1 and u.deleted_at is null
    group by r.role`);
  return new Map(result.rows.map((r) => [Number(r.role), Number(r.n)]));
}

/** Active users holding the role, leaving one user out (the one a change is about). */
export async function countActiveHolders(tx: Executor, enterpriseId: number, role: number, exceptUserId: number): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(users)
    .where(and(active(enterpriseId), holdsRole(role), sql`${users.id} <> ${exceptUserId}`));
  return row.n;
}

export async function countActiveUsers(tx: Executor, enterpriseId: number): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(users).where(active(enterpriseId));
  return row.n;
}

/** Names of any of the enterprise's users, removed ones included: history still shows who did what. */
export function userNames(tx: Executor, enterpriseId: number, ids: number[]): Promise<UserName[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return tx
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(and(eq(users.enterpriseId, enterpriseId), inArray(users.id, ids)));
}

/** Present users (disabled included) with what other modules show of them. */
export function memberCards(tx: Executor, enterpriseId: number, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return tx
    .select({ id: users.id, name: users.name, phone: users.phone, status: users.status })
    .from(users)
    .where(and(present(enterpriseId), inArray(users.id, ids)));
}

export async function findUser(tx: Executor, enterpriseId: number, id: number) {
  const [row] = await tx.select().from(users).where(and(present(enterpriseId), eq(users.id, id)));
  return row;
}

/** Whether the phone already has a row in the enterprise (removed rows too: the phone stays unique there). */
export async function phoneInEnterprise(tx: Executor, enterpriseId: number, phone: string, exceptUserId?: number) {
  const [row] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.enterpriseId, enterpriseId), eq(users.phone, phone)));
  return Boolean(row && row.id !== exceptUserId);
}

export async function updateUser(tx: Executor, enterpriseId: number, id: number, changes: Partial<typeof users.$inferInsert>) {
  await tx.update(users).set(changes).where(and(eq(users.enterpriseId, enterpriseId), eq(users.id, id)));
}

export async function moveUsers(tx: Executor, enterpriseId: number, ids: number[], departmentId: number): Promise<void> {
  await tx.update(users).set({ departmentId }).where(and(present(enterpriseId), inArray(users.id, ids)));
}

/** The role the user lands in at the next sign-in and works in now (the role switch). */
/** Remembers the version the user chose (POST /user/changePcVersion). */
export async function setPcVersion(tx: Executor, userId: number, pcVersion: number): Promise<void> {
  await tx.update(users).set({ pcVersion }).where(eq(users.id, userId));
}

export async function setCurrentRole(tx: Executor, userId: number, role: RoleType): Promise<void> {
  await tx.update(users).set({ currentRole: role }).where(eq(users.id, userId));
}
