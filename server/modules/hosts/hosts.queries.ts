import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { departments, enterprises, users } from '../../db/schema/tenancy';
import { hostCorps, hostMembers } from '../../db/schema/hosts';
import type { HostName } from './hosts.config';

export const corpOf = async (tx: Executor, host: HostName, corpId: string) =>
  (await tx.select().from(hostCorps).where(and(eq(hostCorps.host, host), eq(hostCorps.corpId, corpId))))[0];

export const corpOfEnterprise = async (tx: Executor, enterpriseId: number) =>
  (await tx.select().from(hostCorps).where(eq(hostCorps.enterpriseId, enterpriseId)))[0];

/** Records which enterprise a host corp installed the app into. */
export async function insertCorp(tx: Executor, corp: { enterpriseId: number; host: HostName; corpId: string }): Promise<void> {
  await tx.insert(hostCorps).values(corp);
}

/** The product id mapped to a host user or department, if any. */
export async function localIdOf(tx: Executor, enterpriseId: number, host: HostName, kind: 'user' | 'department', hostId: string) {
  const [row] = await tx
    .select({ localId: hostMembers.localId })
    .from(hostMembers)
    .where(and(eq(hostMembers.enterpriseId, enterpriseId), eq(hostMembers.host, host), eq(hostMembers.kind, kind), eq(hostMembers.hostId, hostId)));
  return row?.localId;
}

export async function mapMember(tx: Executor, row: { enterpriseId: number; host: HostName; kind: 'user' | 'department'; hostId: string; localId: number }) {
  await tx.insert(hostMembers).values(row).onConflictDoNothing();
}

/** Host ids of one kind mapped to product ids (unknown host ids are absent). */
export async function localIdsOf(tx: Executor, enterpriseId: number, host: HostName, kind: 'user' | 'department', hostIds: string[]) {
  const rows = await tx
    .select({ hostId: hostMembers.hostId, localId: hostMembers.localId })
    .from(hostMembers)
    .where(and(eq(hostMembers.enterpriseId, enterpriseId), eq(hostMembers.host, host), eq(hostMembers.kind, kind), inArray(hostMembers.hostId, hostIds)));
  return new Map(rows.map((r) => [r.hostId, r.localId]));
}

/** The active product user behind a host user of this enterprise (null when unknown, disabled or removed). */
export async function activeMappedUser(tx: Executor, enterpriseId: number, host: HostName, hostUserId: string) {
  const [row] = await tx
    .select({ id: users.id, phone: users.phone, status: users.status })
    .from(hostMembers)
    .innerJoin(users, and(eq(users.id, hostMembers.localId), eq(users.enterpriseId, enterpriseId), isNull(users.deletedAt)))
    .where(and(eq(hostMembers.enterpriseId, enterpriseId), eq(hostMembers.host, host), eq(hostMembers.kind, 'user'), eq(hostMembers.hostId, hostUserId)));
  return row;
}

export async function userByPhone(tx: Executor, enterpriseId: number, phone: string) {
  const [row] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.enterpriseId, enterpriseId), eq(users.phone, phone), isNull(users.deletedAt)));
  return row?.id;
}

export async function rootDepartment(tx: Executor, enterpriseId: number) {
  const [row] = await tx
    .select({ id: departments.id })
    .from(departments)
    .where(and(eq(departments.enterpriseId, enterpriseId), isNull(departments.parentId)))
    .orderBy(departments.id)
    .limit(1);
  return row.id;
}

export const setProgress = (tx: Executor, enterpriseId: number, progress: number) =>
  tx.update(enterprises).set({ setupProgress: progress }).where(eq(enterprises.id, enterpriseId));

/** A failed quick deploy's message on the corp (null once a deploy succeeds). */
export async function setInstallError(tx: Executor, enterpriseId: number, message: string | null): Promise<void> {
  await tx.update(hostCorps).set({ installError: message }).where(eq(hostCorps.enterpriseId, enterpriseId));
}

export async function insertDepartment(tx: Executor, row: { enterpriseId: number; name: string; parentId: number }): Promise<number> {
  const [inserted] = await tx.insert(departments).values(row).returning({ id: departments.id });
  return inserted.id;
}

export async function deployState(tx: Executor, enterpriseId: number) {
  const [row] = await tx
    .select({ progress: enterprises.setupProgress, noviceGuideDone: enterprises.noviceGuideDone })
    .from(enterprises)
    .where(eq(enterprises.id, enterpriseId));
  return row;
}

/** The host's top department carries the corp's name: the enterprise and its root department take it. */
export async function nameEnterprise(tx: Executor, enterpriseId: number, rootId: number, name: string) {
  await tx.update(enterprises).set({ name }).where(eq(enterprises.id, enterpriseId));
  await tx.update(departments).set({ name }).where(eq(departments.id, rootId));
}

/** The host member behind a product user of this enterprise (undefined when the user has no host account). */
export async function hostIdOf(tx: Executor, enterpriseId: number, host: HostName, userId: number) {
  const [row] = await tx
    .select({ hostId: hostMembers.hostId })
    .from(hostMembers)
    .where(and(eq(hostMembers.enterpriseId, enterpriseId), eq(hostMembers.host, host), eq(hostMembers.kind, 'user'), eq(hostMembers.localId, userId)))
    .limit(1);
  return row?.hostId;
}
