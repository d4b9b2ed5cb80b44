import { and, asc, count, eq, ilike, inArray, ne, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
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

/** Every group of the enterprise by id and name (the import's lookup of group names). */
export function groupNames(tx: Executor, enterpriseId: number): Promise<{ id: number; name: string }[]> {
  return tx.select({ id: serviceGroups.id, name: serviceGroups.name }).from(serviceGroups).where(eq(serviceGroups.enterpriseId, enterpriseId));
}

/** The name of the group `groupId` selects, as a subquery for a caller's list; null when the group is gone. */
export function groupNameOf(enterpriseId: number, groupId: SQLWrapper): SQL<string | null> {
  return sql<string | null>`(select ${serviceGroups.name} from ${serviceGroups} where ${serviceGroups.enterpriseId} = ${enterpriseId} and ${serviceGroups.id} = ${groupId})`;
}

/** The groups a user is a member of. */
export async function groupIdsOfMember(tx: Executor, enterpriseId: number, userId: number): Promise<number[]> {
  const rows = await tx
    .select({ id: serviceGroupMembers.groupId })
    .from(serviceGroupMembers)
    .where(and(eq(serviceGroupMembers.enterpriseId, enterpriseId), eq(serviceGroupMembers.userId, userId)));
  return rows.map((r) => r.id);
}

/** Takes a user out of the given groups. */
export async function removeMemberFrom(tx: Executor, enterpriseId: number, userId: number, groupIds: number[]) {
  await tx
    .delete(serviceGroupMembers)
    .where(and(eq(serviceGroupMembers.enterpriseId, enterpriseId), eq(serviceGroupMembers.userId, userId), inArray(serviceGroupMembers.groupId, groupIds)));
}

/** Puts `toId` in `fromId`'s place in every group `fromId` is a member of. */
export async function replaceMember(tx: Executor, enterpriseId: number, fromId: number, toId: number) {
  await tx
    .update(serviceGroupMembers)
    .set({ userId: toId })
    .where(and(eq(serviceGroupMembers.enterpriseId, enterpriseId), eq(serviceGroupMembers.userId, fromId)));
}

/** Makes `toId` the leader of the groups `fromId` leads; returns their ids. */
export function replaceLeader(tx: Executor, enterpriseId: number, fromId: number, toId: number): Promise<{ id: number }[]> {
  return tx
    .update(serviceGroups)
    .set({ leaderUserId: toId })
    .where(and(eq(serviceGroups.enterpriseId, enterpriseId), eq(serviceGroups.leaderUserId, fromId)))
    .returning({ id: serviceGroups.id });
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

/** The leader of the group `groupId` selects, as a subquery for a caller's statement; null without a group or leader. */
export function groupLeaderOf(enterpriseId: number, groupId: SQLWrapper): SQL<string | null> {
  return sql<string | null>`(select ${serviceGroups.leaderUserId} from ${serviceGroups} where ${serviceGroups.enterpriseId} = ${enterpriseId} and ${serviceGroups.id} = ${groupId})`;
}

/** The groups a user leads. */
export async function groupIdsLedBy(tx: Executor, enterpriseId: number, userId: number): Promise<number[]> {
  const rows = await tx
    .select({ id: serviceGroups.id })
    .from(serviceGroups)
    .where(and(eq(serviceGroups.enterpriseId, enterpriseId), eq(serviceGroups.leaderUserId, userId)));
  return rows.map((r) => r.id);
}
