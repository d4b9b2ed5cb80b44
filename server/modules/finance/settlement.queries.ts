import { and, asc, count, eq, gt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { settlementLines, settlements } from '../../db/schema/finance';

export type SettlementRecord = typeof settlements.$inferSelect;
export type SettlementLineRecord = typeof settlementLines.$inferSelect;

/** Queues settling of one enterprise's period behind this transaction's lock. */
export async function lockPeriod(tx: Executor, enterpriseId: number, period: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`finance-settle:${enterpriseId}:${period}`}, 0))`);
}

export async function settlementOfPeriod(tx: Executor, enterpriseId: number, period: string): Promise<SettlementRecord | undefined> {
  const [row] = await tx.select().from(settlements).where(and(eq(settlements.enterpriseId, enterpriseId), eq(settlements.period, period)));
  return row;
}

export async function settlementById(tx: Executor, enterpriseId: number, id: number): Promise<SettlementRecord | undefined> {
  const [row] = await tx.select().from(settlements).where(and(eq(settlements.enterpriseId, enterpriseId), eq(settlements.id, id)));
  return row;
}

export async function linesOf(tx: Executor, enterpriseId: number, settlementId: number, userId?: number): Promise<SettlementLineRecord[]> {
  return tx
    .select()
    .from(settlementLines)
    .where(and(eq(settlementLines.enterpriseId, enterpriseId), eq(settlementLines.settlementId, settlementId), userId ? eq(settlementLines.userId, userId) : undefined))
    .orderBy(asc(settlementLines.userId));
}

/** The document's head; its body is copied in by settlement-sums.queries.ts, its totals set after it. */
export async function insertSettlement(tx: Executor, enterpriseId: number, doc: { period: string; totalFen: number; orderCount: number; createdBy: number }): Promise<number> {
  const [row] = await tx.insert(settlements).values({ enterpriseId, ...doc }).returning({ id: settlements.id });
  return row.id;
}

export async function setSettlementTotals(tx: Executor, enterpriseId: number, id: number, totals: { totalFen: number; orderCount: number }): Promise<void> {
  await tx
    .update(settlements)
    .set(totals)
    .where(and(eq(settlements.enterpriseId, enterpriseId), eq(settlements.id, id)));
}

/** A page of a settlement's lines after `afterId` (keyset, for the export), with the settlement's period and time. */
export async function linesPage(tx: Executor, enterpriseId: number, settlementId: number, page: { afterId: number; limit: number }) {
  return tx
    .select({
      id: settlementLines.id,
      userId: settlementLines.userId,
      orderCount: settlementLines.orderCount,
      commissionFen: settlementLines.commissionFen,
      rewardsFen: settlementLines.rewardsFen,
      totalFen: settlementLines.totalFen,
      period: settlements.period,
      settledAt: settlements.createdAt,
    })
    .from(settlementLines)
    .innerJoin(settlements, and(eq(settlements.enterpriseId, settlementLines.enterpriseId), eq(settlements.id, settlementLines.settlementId)))
    .where(and(eq(settlementLines.enterpriseId, enterpriseId), eq(settlementLines.settlementId, settlementId), gt(settlementLines.id, page.afterId)))
    .orderBy(asc(settlementLines.id))
    .limit(page.limit);
}

export async function countLines(tx: Executor, enterpriseId: number, settlementId: number): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(settlementLines).where(and(eq(settlementLines.enterpriseId, enterpriseId), eq(settlementLines.settlementId, settlementId)));
  return row.n;
}

/** A settlement's sums for its export's 合计 row: the lines' amounts added up, the head's order count (an order shared by several people once). */
export async function documentTotals(tx: Executor, enterpriseId: number, settlementId: number) {
  const [row] = await tx
    .select({
      orderCount: settlements.orderCount,
      commissionFen: sql<string>`coalesce(sum(${settlementLines.commissionFen}), 0)`,
      rewardsFen: sql<string>`coalesce(sum(${settlementLines.rewardsFen}), 0)`,
      totalFen: settlements.totalFen,
      period: settlements.period,
      settledAt: settlements.createdAt,
    })
    .from(settlements)
    .leftJoin(settlementLines, and(eq(settlementLines.enterpriseId, settlements.enterpriseId), eq(settlementLines.settlementId, settlements.id)))
    .where(and(eq(settlements.enterpriseId, enterpriseId), eq(settlements.id, settlementId)))
    .groupBy(settlements.id);
  return row ? { ...row, commissionFen: Number(row.commissionFen), rewardsFen: Number(row.rewardsFen) } : undefined;
}
