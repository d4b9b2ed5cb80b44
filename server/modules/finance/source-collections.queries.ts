import { and, count, desc, eq, gte, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { CollectionSourceValue, SourceCollectionState } from '@domain/finance/source-collections';
import type { Paging } from '@domain/common/paging';
import type { Executor, Tx } from '../../db/database';
import { sourceCollections as sc } from '../../db/schema/finance';

/** A collection of another source, as the source records it (inside the source's own transaction). */
export interface SourceCollectionInput {
  enterpriseId: number;
  source: CollectionSourceValue;
  sourceId: number;
  sourceNo: string;
  customerId: number | null;
  mode: number;
  /** Yuan text with at most two decimals. */
  amount: string;
  userId: number | null;
}

export interface SourceCollectionWhere {
  source?: CollectionSourceValue;
  from?: Date;
  until?: Date;
  sourceNo?: string;
}

/**
 * Finance records what another area was paid, in that area's transaction (so a payment and its collection
 * commit together); a source record is collected once (a second call for it changes nothing).
 */
export async function recordSourceCollection(tx: Tx, input: SourceCollectionInput): Promise<void> {
  await tx.insert(sc).values(input).onConflictDoNothing();
}

const ofSource = (enterpriseId: number, source: CollectionSourceValue, sourceId: number) => and(eq(sc.enterpriseId, enterpriseId), eq(sc.source, source), eq(sc.sourceId, sourceId));
/** The money changed after finance looked: its 对账 no longer holds. */
const reopened = { reconciledAt: null, reconciledBy: null };

/** The source was cancelled after it was paid: its collection stays (the money came) and says so. */
export async function cancelSourceCollection(tx: Tx, enterpriseId: number, source: CollectionSourceValue, sourceId: number): Promise<void> {
  await tx
    .update(sc)
    .set({ cancelledAt: new Date(), ...reopened })
    .where(and(ofSource(enterpriseId, source, sourceId), isNull(sc.cancelledAt)));
}

/**
 * The cancelled source gave money back (`amount` yuan text: the total given back so far, a mall order's refund
 * may come in parts): the collection says how much and when, and a 对账 made before the latest part is reopened.
 */
export async function refundSourceCollection(tx: Tx, enterpriseId: number, source: CollectionSourceValue, sourceId: number, amount: string): Promise<void> {
  await tx
    .update(sc)
    .set({ refundAmount: amount, refundedAt: new Date(), ...reopened })
    .where(ofSource(enterpriseId, source, sourceId));
}

/** What the source shows of its collection: whether finance reconciled it (null: none recorded). */
export async function sourceCollectionState(tx: Executor, enterpriseId: number, source: CollectionSourceValue, sourceId: number): Promise<SourceCollectionState | null> {
  const [row] = await tx.select({ reconciledAt: sc.reconciledAt }).from(sc).where(ofSource(enterpriseId, source, sourceId));
  return row ? { reconciledAt: row.reconciledAt?.toISOString() ?? null } : null;
}

export async function findSourceCollection(tx: Tx, enterpriseId: number, id: number) {
  const [row] = await tx.select().from(sc).where(and(eq(sc.enterpriseId, enterpriseId), eq(sc.id, id))).for('update');
  return row;
}

/** Marks a collection reconciled by `by`, or reopens it (`by` null). */
export async function setSourceReconciled(tx: Tx, enterpriseId: number, id: number, by: number | null): Promise<void> {
  await tx
    .update(sc)
    .set(by === null ? reopened : { reconciledAt: new Date(), reconciledBy: by })
    .where(and(eq(sc.enterpriseId, enterpriseId), eq(sc.id, id)));
}

function whereOf(enterpriseId: number, w: SourceCollectionWhere): SQL | undefined {
  return and(
    eq(sc.enterpriseId, enterpriseId),
    w.source === undefined ? undefined : eq(sc.source, w.source),
    w.from ? gte(sc.collectedAt, w.from) : undefined,
    w.until ? lt(sc.collectedAt, w.until) : undefined,
    w.sourceNo ? eq(sc.sourceNo, w.sourceNo.toUpperCase()) : undefined,
  );
}

export function sourceCollectionsPage(tx: Executor, enterpriseId: number, w: SourceCollectionWhere, page: Paging) {
  return tx
    .select()
    .from(sc)
    .where(whereOf(enterpriseId, w))
    .orderBy(desc(sc.collectedAt), desc(sc.id))
    .limit(page.pageSize)
    .offset(page.pageIndex * page.pageSize);
}

/** How many match, and their amount without the cancelled ones. */
export async function sourceCollectionsTotal(tx: Executor, enterpriseId: number, w: SourceCollectionWhere) {
  const [row] = await tx
    .select({ total: count(), amount: sql<string>`coalesce(sum(${sc.amount}) filter (where ${sc.cancelledAt} is null), 0)::text` })
    .from(sc)
    .where(whereOf(enterpriseId, w));
  return { total: Number(row?.total ?? 0), amount: row?.amount ?? '0' };
}
