import { and, asc, count, desc, eq, gt, ilike, inArray, ne, or, type SQL } from 'drizzle-orm';
import type { Paging } from '@domain/common/paging';
import type { ApprovalStateValue, ContractStatusValue } from '@domain/contracts/contracts.constants';
import type { ContractFilter, ContractRow } from '@domain/contracts/contracts.schemas';
import type { Executor } from '../../db/database';
import { salesContracts as sc } from '../../db/schema/contracts';
import { ownedByVisibleCustomer, type Viewer } from '../customers/customers.public';
import { customerNames } from '../products/products.public';
import { userNames } from '../users/users.public';

export type ContractRecord = typeof sc.$inferSelect;
export type ContractFields = Omit<typeof sc.$inferInsert, 'id' | 'enterpriseId' | 'createdAt'>;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The viewer's contracts (those of customers they see) matching the filter. */
function where(viewer: Viewer, filter: ContractFilter): SQL | undefined {
  const conditions = [eq(sc.enterpriseId, viewer.enterpriseId), ownedByVisibleCustomer(sc.customerId, viewer)];
  if (filter.keyword) {
    const like = `%${escapeLike(filter.keyword)}%`;
    conditions.push(or(ilike(sc.contractNo, like), ilike(sc.name, like))!);
  }
  if (filter.customerId) conditions.push(eq(sc.customerId, filter.customerId));
  if (filter.approvalState) conditions.push(eq(sc.approvalState, filter.approvalState));
  if (filter.status) conditions.push(eq(sc.status, filter.status));
  return and(...conditions);
}

/** Rows as the screens show them: customer and people by name. */
async function toRows(tx: Executor, enterpriseId: number, records: ContractRecord[]): Promise<ContractRow[]> {
  const customers = await customerNames(tx, records.map((r) => r.customerId));
  const peopleIds = [...new Set(records.flatMap((r) => [r.signerUserId, r.createdBy, r.approvedBy]).filter((id): id is number => id !== null))];
  const people = new Map((await userNames(tx, enterpriseId, peopleIds)).map((u) => [u.id, u]));
  const person = (id: number | null) => (id === null ? null : (people.get(id) ?? null));
  return records.map((r) => ({
    id: r.id,
    contractNo: r.contractNo,
    name: r.name,
    customerId: r.customerId,
    customerName: customers.get(r.customerId) ?? null,
    signedDate: r.signedDate,
    status: r.status as ContractStatusValue,
    approvalState: r.approvalState as ApprovalStateValue,
    signer: person(r.signerUserId),
    startDate: r.startDate,
    endDate: r.endDate,
    customValues: r.customValues as Record<string, unknown>,
    rejectReason: r.rejectReason,
    createdBy: person(r.createdBy),
    approvedBy: person(r.approvedBy),
    approvedAt: r.approvedAt?.toISOString() ?? null,
    createTime: r.createdAt.toISOString(),
  }));
}

export async function listContracts(tx: Executor, viewer: Viewer, filter: ContractFilter, paging: Paging): Promise<ContractRow[]> {
  const records = await tx
    .select()
    .from(sc)
    .where(where(viewer, filter))
    .orderBy(desc(sc.id))
    .limit(paging.pageSize)
    .offset(paging.pageIndex * paging.pageSize);
  return toRows(tx, viewer.enterpriseId, records);
}

/** The next page of the filtered list in id order after `afterId` (exports read it page by page). */
export async function contractsAfter(tx: Executor, viewer: Viewer, filter: ContractFilter, afterId: number, limit: number): Promise<ContractRow[]> {
  const records = await tx
    .select()
    .from(sc)
    .where(and(where(viewer, filter), gt(sc.id, afterId)))
    .orderBy(asc(sc.id))
    .limit(limit);
  return toRows(tx, viewer.enterpriseId, records);
}

export async function countContracts(tx: Executor, viewer: Viewer, filter: ContractFilter): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(sc).where(where(viewer, filter));
  return row.n;
}

/** Contracts by id that the viewer sees. */
export function findRecords(tx: Executor, viewer: Viewer, ids: number[]): Promise<ContractRecord[]> {
  return tx
    .select()
    .from(sc)
    .where(and(eq(sc.enterpriseId, viewer.enterpriseId), inArray(sc.id, ids), ownedByVisibleCustomer(sc.customerId, viewer)));
}

export async function findContract(tx: Executor, viewer: Viewer, id: number): Promise<ContractRow | undefined> {
  const [row] = await toRows(tx, viewer.enterpriseId, await findRecords(tx, viewer, [id]));
  return row;
}

export async function numberTaken(tx: Executor, enterpriseId: number, contractNo: string, exceptId?: number) {
  const [row] = await tx
    .select({ id: sc.id })
    .from(sc)
    .where(and(eq(sc.enterpriseId, enterpriseId), eq(sc.contractNo, contractNo), exceptId ? ne(sc.id, exceptId) : undefined));
  return Boolean(row);
}

export async function insertContract(tx: Executor, enterpriseId: number, fields: ContractFields): Promise<number> {
  const [row] = await tx.insert(sc).values({ enterpriseId, ...fields }).returning({ id: sc.id });
  return row.id;
}

export async function updateContract(tx: Executor, enterpriseId: number, id: number, fields: Partial<ContractFields>) {
  await tx.update(sc).set(fields).where(and(eq(sc.enterpriseId, enterpriseId), eq(sc.id, id)));
}

export async function deleteContracts(tx: Executor, enterpriseId: number, ids: number[]) {
  await tx.delete(sc).where(and(eq(sc.enterpriseId, enterpriseId), inArray(sc.id, ids)));
}
