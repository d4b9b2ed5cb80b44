import { and, asc, count, eq, ilike, inArray, ne, type SQL } from 'drizzle-orm';
import { ServiceGroupScope, type ServiceGroupFilter } from '@domain/catalogue/catalogue.schemas';
import type { Paging } from '@domain/common/paging';
import type { Executor } from '../../db/database';
import { serviceGroupMembers, serviceGroups } from '../../db/schema/catalogue';
import { escapeLike } from './catalogue-common';

export type GroupRecord = typeof serviceGroups.$inferSelect;
export type GroupFields = Pick<GroupRecord, 'name' | 'leaderUserId' | 'description'>;

function where(tx: Executor, enterpriseId: number, filter: ServiceGroupFilter, callerId: number): SQL | undefined {
  const conditions = [eq(serviceGroups.enterpriseId, enterpriseId)];
  if (filter.searchText) conditions.push(ilike(serviceGroups.name, `%${escapeLike(filter.searchText)}%`));
  if (filter.type === ServiceGroupScope.led) conditions.push(eq(serviceGroups.leaderUserId, callerId));
  if (filter.type === ServiceGroupScope.joined) {
    const joined = tx
      .select({ id: serviceGroupMembers.groupId })
      .from(serviceGroupMembers)
      .where(and(eq(serviceGroupMembers.enterpriseId, enterpriseId), eq(serviceGroupMembers.userId, callerId)));
    conditions.push(inArray(serviceGroups.id, joined));
  }
  return and(...conditions);
}

export function listGroups(tx: Executor, enterpriseId: number, filter: ServiceGroupFilter, callerId: number, paging: Paging) {
  return tx
    .select()
    .from(serviceGroups)
    .where(where(tx, enterpriseId, filter, callerId))
    .orderBy(asc(serviceGroups.id))
    .limit(paging.pageSize)
    .offset(paging.pageIndex * paging.pageSize);
}

export async function countGroups(tx: Executor, enterpriseId: number, filter: ServiceGroupFilter, callerId: number) {
  const [row] = await tx.select({ n: count() }).from(serviceGroups).where(where(tx, enterpriseId, filter, callerId));
  return row.n;
}

/** Member links of the given groups, in user id order. */
export function membersOf(tx: Executor, enterpriseId: number, groupIds: number[]) {
  if (groupIds.length === 0) return Promise.resolve([]);
  return tx
    .select({ groupId: serviceGroupMembers.groupId, userId: serviceGroupMembers.userId })
    .from(serviceGroupMembers)
    .where(and(eq(serviceGroupMembers.enterpriseId, enterpriseId), inArray(serviceGroupMembers.groupId, groupIds)))
    .orderBy(asc(serviceGroupMembers.userId));
}

export function findGroups(tx: Executor, enterpriseId: number, ids: number[]) {
  return tx
    .select()
    .from(serviceGroups)
    .where(and(eq(serviceGroups.enterpriseId, enterpriseId), inArray(serviceGroups.id, ids)))
    .orderBy(asc(serviceGroups.id));
}

export async function groupNameTaken(tx: Executor, enterpriseId: number, name: string, exceptId?: number) {
  const [row] = await tx
    .select({ id: serviceGroups.id })
    .from(serviceGroups)
    .where(and(eq(serviceGroups.enterpriseId, enterpriseId), eq(serviceGroups.name, name), exceptId ? ne(serviceGroups.id, exceptId) : undefined));
  return Boolean(row);
}

export async function insertGroup(tx: Executor, enterpriseId: number, fields: GroupFields): Promise<GroupRecord> {
  const [row] = await tx.insert(serviceGroups).values({ enterpriseId, ...fields }).returning();
  return row;
}

export async function updateGroup(tx: Executor, enterpriseId: number, id: number, fields: GroupFields): Promise<GroupRecord> {
  const [row] = await tx
    .update(serviceGroups)
    .set(fields)
    .where(and(eq(serviceGroups.enterpriseId, enterpriseId), eq(serviceGroups.id, id)))
    .returning();
  return row;
}

export async function replaceMembers(tx: Executor, enterpriseId: number, groupId: number, userIds: number[]) {
  await tx
    .delete(serviceGroupMembers)
    .where(and(eq(serviceGroupMembers.enterpriseId, enterpriseId), eq(serviceGroupMembers.groupId, groupId)));
  if (userIds.length > 0) await tx.insert(serviceGroupMembers).values(userIds.map((userId) => ({ enterpriseId, groupId, userId })));
}

export async function deleteGroups(tx: Executor, enterpriseId: number, ids: number[]) {
  await tx
    .delete(serviceGroupMembers)
    .where(and(eq(serviceGroupMembers.enterpriseId, enterpriseId), inArray(serviceGroupMembers.groupId, ids)));
  await tx.delete(serviceGroups).where(and(eq(serviceGroups.enterpriseId, enterpriseId), inArray(serviceGroups.id, ids)));
}
