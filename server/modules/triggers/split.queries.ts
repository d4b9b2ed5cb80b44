import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { orderSplitRules, orderSplitRuns } from '../../db/schema/triggers';

// The SQL of 自动拆单: its rules and the splits made.

export type SplitRuleRecord = typeof orderSplitRules.$inferSelect;

export function splitRules(tx: Executor, enterpriseId: number): Promise<SplitRuleRecord[]> {
  return tx.select().from(orderSplitRules).where(eq(orderSplitRules.enterpriseId, enterpriseId)).orderBy(orderSplitRules.id);
}

export async function splitRule(tx: Executor, enterpriseId: number, id: number): Promise<SplitRuleRecord | undefined> {
  const [row] = await tx.select().from(orderSplitRules).where(and(eq(orderSplitRules.enterpriseId, enterpriseId), eq(orderSplitRules.id, id)));
  return row;
}

/** The enabled rule of an order type, if any. */
export async function enabledRuleOfType(tx: Executor, enterpriseId: number, templateId: number): Promise<SplitRuleRecord | undefined> {
  const [row] = await tx
    .select()
    .from(orderSplitRules)
    .where(and(eq(orderSplitRules.enterpriseId, enterpriseId), eq(orderSplitRules.templateId, templateId), eq(orderSplitRules.enabled, true)));
  return row;
}

/** Whether the order type has a rule, enabled or not. */
export async function ruleOfTypeExists(tx: Executor, enterpriseId: number, templateId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: orderSplitRules.id })
    .from(orderSplitRules)
    .where(and(eq(orderSplitRules.enterpriseId, enterpriseId), eq(orderSplitRules.templateId, templateId)));
  return Boolean(row);
}

/** Whether the enterprise has any enabled rule: the create hook's one cheap question. */
export async function anyEnabledRule(tx: Executor, enterpriseId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: orderSplitRules.id })
    .from(orderSplitRules)
    .where(and(eq(orderSplitRules.enterpriseId, enterpriseId), eq(orderSplitRules.enabled, true)))
    .limit(1);
  return Boolean(row);
}

/** Inserts a rule, or answers undefined when the type already has one. */
export async function insertRule(tx: Executor, values: typeof orderSplitRules.$inferInsert): Promise<SplitRuleRecord | undefined> {
  const [row] = await tx.insert(orderSplitRules).values(values).onConflictDoNothing().returning();
  return row;
}

/** Updates a rule seen at `version`; undefined when it changed meanwhile. */
export async function updateRule(
  tx: Executor,
  enterpriseId: number,
  id: number,
  version: number,
  values: Pick<SplitRuleRecord, 'templateId' | 'fieldKeys' | 'enabled'>,
): Promise<SplitRuleRecord | undefined> {
  const [row] = await tx
    .update(orderSplitRules)
    .set({ ...values, version: version + 1, updatedAt: new Date() })
    .where(and(eq(orderSplitRules.enterpriseId, enterpriseId), eq(orderSplitRules.id, id), eq(orderSplitRules.version, version)))
    .returning();
  return row;
}

export async function deleteRules(tx: Executor, enterpriseId: number, ids: readonly number[]): Promise<number> {
  const rows = await tx
    .delete(orderSplitRules)
    .where(and(eq(orderSplitRules.enterpriseId, enterpriseId), inArray(orderSplitRules.id, [...ids])))
    .returning({ id: orderSplitRules.id });
  return rows.length;
}

/** How many splits each rule made. */
export async function runCounts(tx: Executor, enterpriseId: number): Promise<Map<number, number>> {
  const rows = await tx
    .select({ ruleId: orderSplitRuns.ruleId, n: count() })
    .from(orderSplitRuns)
    .where(eq(orderSplitRuns.enterpriseId, enterpriseId))
    .groupBy(orderSplitRuns.ruleId);
  return new Map(rows.map((r) => [r.ruleId, r.n]));
}

/** Claims the split of an order: false when it was split already (the exactly-once guard). */
export async function claimSplit(tx: Executor, enterpriseId: number, ruleId: number, orderId: number, orderNo: string): Promise<number | null> {
  const [row] = await tx
    .insert(orderSplitRuns)
    .values({ enterpriseId, ruleId, orderId, orderNo, copyIds: [], copyNos: [] })
    .onConflictDoNothing()
    .returning({ id: orderSplitRuns.id });
  return row?.id ?? null;
}

export async function recordCopies(tx: Executor, enterpriseId: number, runId: number, copies: readonly { id: number; orderNo: string }[]): Promise<void> {
  await tx
    .update(orderSplitRuns)
    .set({ copyIds: copies.map((c) => c.id), copyNos: copies.map((c) => c.orderNo) })
    .where(and(eq(orderSplitRuns.enterpriseId, enterpriseId), eq(orderSplitRuns.id, runId)));
}

export async function splitRuns(tx: Executor, enterpriseId: number, ruleId: number, paging: { pageIndex: number; pageSize: number }) {
  const where = and(eq(orderSplitRuns.enterpriseId, enterpriseId), eq(orderSplitRuns.ruleId, ruleId));
  const rows = await tx
    .select()
    .from(orderSplitRuns)
    .where(where)
    .orderBy(desc(orderSplitRuns.id))
    .limit(paging.pageSize)
    .offset(paging.pageIndex * paging.pageSize);
  const [{ n }] = await tx.select({ n: sql<number>`count(*)::int` }).from(orderSplitRuns).where(where);
  return { rows, total: n };
}
