import { and, asc, count, desc, eq, ilike, inArray, max, sql, type SQL } from 'drizzle-orm';
import type { ConditionInput, TriggerActionRow, TriggerRow, TriggerRunRow } from '@domain/triggers/triggers.schemas';
import type { ActionKindValue, MomentValue, RecordKindValue } from '@domain/triggers/triggers.constants';
import type { Executor } from '../../db/database';
import { triggerActions, triggerConditions, triggerFieldMappings, triggerMatchRanges, triggerNodes, triggerRuns, triggers } from '../../db/schema/triggers';

export type TriggerRecord = typeof triggers.$inferSelect;
export interface TriggerFilter {
  name?: string;
  recordKind?: RecordKindValue;
  moment?: MomentValue;
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
const whereOf = (enterpriseId: number, f: TriggerFilter): SQL | undefined =>
  and(
    eq(triggers.enterpriseId, enterpriseId),
    f.name ? ilike(triggers.name, `%${escapeLike(f.name)}%`) : undefined,
    f.recordKind ? eq(triggers.recordKind, f.recordKind) : undefined,
    f.moment ? eq(triggers.moment, f.moment) : undefined,
  );

export async function listTriggers(tx: Executor, enterpriseId: number, f: TriggerFilter, paging: { pageIndex: number; pageSize: number }): Promise<TriggerRow[]> {
  const rows = await tx
    .select({
      t: triggers,
      runCount: sql<number>`(select count(*)::int from ${triggerRuns} where ${triggerRuns.enterpriseId} = ${enterpriseId} and ${triggerRuns.triggerId} = ${triggers.id})`,
      lastRunAt: sql<string | null>`(select max(${triggerRuns.createdAt}) from ${triggerRuns} where ${triggerRuns.enterpriseId} = ${enterpriseId} and ${triggerRuns.triggerId} = ${triggers.id})`,
    })
    .from(triggers)
    .where(whereOf(enterpriseId, f))
    .orderBy(desc(triggers.id))
    .limit(paging.pageSize)
    .offset(paging.pageIndex * paging.pageSize);
  return rows.map(({ t, runCount, lastRunAt }) => rowOf(t, runCount, lastRunAt));
}

export async function countTriggers(tx: Executor, enterpriseId: number, f: TriggerFilter): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(triggers).where(whereOf(enterpriseId, f));
  return row.n;
}

export function rowOf(t: TriggerRecord, runCount = 0, lastRunAt: string | Date | null = null): TriggerRow {
  return {
    id: t.id,
    name: t.name,
    recordKind: t.recordKind as RecordKindValue,
    moment: t.moment as MomentValue,
    remark: t.remark,
    enabled: t.enabled,
    version: t.version,
    createdAt: t.createdAt.toISOString(),
    updatedAt: t.updatedAt.toISOString(),
    runCount,
    lastRunAt: lastRunAt === null ? null : new Date(lastRunAt).toISOString(),
  };
}

export async function findTrigger(tx: Executor, enterpriseId: number, id: number, lock = false): Promise<TriggerRecord | undefined> {
  const q = tx.select().from(triggers).where(and(eq(triggers.enterpriseId, enterpriseId), eq(triggers.id, id)));
  const [row] = lock ? await q.for('update') : await q;
  return row;
}

export async function findTriggers(tx: Executor, enterpriseId: number, ids: number[]): Promise<TriggerRecord[]> {
  if (ids.length === 0) return [];
  return tx.select().from(triggers).where(and(eq(triggers.enterpriseId, enterpriseId), inArray(triggers.id, ids)));
}

/** The enabled triggers of a moment, for the engine. */
export function enabledTriggers(tx: Executor, enterpriseId: number, recordKind: RecordKindValue, moment: MomentValue): Promise<TriggerRecord[]> {
  return tx
    .select()
    .from(triggers)
    .where(and(eq(triggers.enterpriseId, enterpriseId), eq(triggers.recordKind, recordKind), eq(triggers.moment, moment), eq(triggers.enabled, true)))
    .orderBy(asc(triggers.id));
}

/** Whether any enabled trigger waits on the moment (the operation hook's cheap check before it enqueues). */
export async function anyEnabled(tx: Executor, enterpriseId: number, recordKind: RecordKindValue, moment: MomentValue): Promise<boolean> {
  const [row] = await tx
    .select({ id: triggers.id })
    .from(triggers)
    .where(and(eq(triggers.enterpriseId, enterpriseId), eq(triggers.recordKind, recordKind), eq(triggers.moment, moment), eq(triggers.enabled, true)))
    .limit(1);
  return Boolean(row);
}

export async function insertTrigger(tx: Executor, values: typeof triggers.$inferInsert): Promise<TriggerRecord> {
  const [row] = await tx.insert(triggers).values(values).returning();
  return row;
}

export async function updateTrigger(tx: Executor, enterpriseId: number, id: number, changes: Partial<typeof triggers.$inferInsert>): Promise<TriggerRecord> {
  const [row] = await tx
    .update(triggers)
    .set({ ...changes, version: sql`${triggers.version} + 1`, updatedAt: new Date() })
    .where(and(eq(triggers.enterpriseId, enterpriseId), eq(triggers.id, id)))
    .returning();
  return row;
}

export async function deleteTriggers(tx: Executor, enterpriseId: number, ids: number[]): Promise<void> {
  for (const table of [triggerMatchRanges, triggerConditions, triggerNodes, triggerActions, triggerFieldMappings, triggerRuns] as const) {
    await tx.delete(table).where(and(eq(table.enterpriseId, enterpriseId), inArray(table.triggerId, ids)));
  }
  await tx.delete(triggers).where(and(eq(triggers.enterpriseId, enterpriseId), inArray(triggers.id, ids)));
}

// Match ranges -------------------------------------------------------------------------------------

export async function rangesOf(tx: Executor, enterpriseId: number, triggerIds: number[]): Promise<Map<number, number[]>> {
  const out = new Map<number, number[]>(triggerIds.map((id) => [id, []]));
  if (triggerIds.length === 0) return out;
  const rows = await tx
    .select()
    .from(triggerMatchRanges)
    .where(and(eq(triggerMatchRanges.enterpriseId, enterpriseId), inArray(triggerMatchRanges.triggerId, triggerIds)))
    .orderBy(asc(triggerMatchRanges.templateId));
  for (const r of rows) out.get(r.triggerId)?.push(r.templateId);
  return out;
}

export async function replaceRanges(tx: Executor, enterpriseId: number, triggerId: number, templateIds: number[]): Promise<void> {
  await tx.delete(triggerMatchRanges).where(and(eq(triggerMatchRanges.enterpriseId, enterpriseId), eq(triggerMatchRanges.triggerId, triggerId)));
  if (templateIds.length) await tx.insert(triggerMatchRanges).values(templateIds.map((templateId) => ({ enterpriseId, triggerId, templateId })));
}

// Range conditions ---------------------------------------------------------------------------------

export async function conditionsOf(tx: Executor, enterpriseId: number, triggerIds: number[]): Promise<Map<number, ConditionInput[]>> {
  const out = new Map<number, ConditionInput[]>(triggerIds.map((id) => [id, []]));
  if (triggerIds.length === 0) return out;
  const rows = await tx
    .select()
    .from(triggerConditions)
    .where(and(eq(triggerConditions.enterpriseId, enterpriseId), inArray(triggerConditions.triggerId, triggerIds)))
    .orderBy(asc(triggerConditions.sort), asc(triggerConditions.id));
  for (const r of rows) out.get(r.triggerId)?.push({ field: r.field, operator: r.operator as ConditionInput['operator'], value: (r.value ?? null) as ConditionInput['value'] });
  return out;
}

export async function replaceConditions(tx: Executor, enterpriseId: number, triggerId: number, conditions: ConditionInput[]): Promise<void> {
  await tx.delete(triggerConditions).where(and(eq(triggerConditions.enterpriseId, enterpriseId), eq(triggerConditions.triggerId, triggerId)));
  if (conditions.length) {
    await tx.insert(triggerConditions).values(conditions.map((c, sort) => ({ enterpriseId, triggerId, sort, field: c.field, operator: c.operator, value: c.value })));
  }
}

// Nodes --------------------------------------------------------------------------------------------

export function nodesOf(tx: Executor, enterpriseId: number, triggerId: number) {
  return tx
    .select({ id: triggerNodes.id, name: triggerNodes.name, sort: triggerNodes.sort })
    .from(triggerNodes)
    .where(and(eq(triggerNodes.enterpriseId, enterpriseId), eq(triggerNodes.triggerId, triggerId)))
    .orderBy(asc(triggerNodes.sort), asc(triggerNodes.id));
}

/** Keeps the nodes named by id (renamed, re-sorted), adds the new ones, removes the rest and unlinks their actions. */
export async function replaceNodes(tx: Executor, enterpriseId: number, triggerId: number, nodes: { id?: number; name: string }[]): Promise<void> {
  const kept = nodes.flatMap((n) => (n.id ? [n.id] : []));
  const stale = (await nodesOf(tx, enterpriseId, triggerId)).filter((n) => !kept.includes(n.id)).map((n) => n.id);
  if (stale.length) {
    await tx.delete(triggerNodes).where(and(eq(triggerNodes.enterpriseId, enterpriseId), inArray(triggerNodes.id, stale)));
    await tx.update(triggerActions).set({ nodeId: null }).where(and(eq(triggerActions.enterpriseId, enterpriseId), inArray(triggerActions.nodeId, stale)));
  }
  for (const [sort, node] of nodes.entries()) {
    if (node.id) await tx.update(triggerNodes).set({ name: node.name, sort }).where(and(eq(triggerNodes.enterpriseId, enterpriseId), eq(triggerNodes.triggerId, triggerId), eq(triggerNodes.id, node.id)));
    else await tx.insert(triggerNodes).values({ enterpriseId, triggerId, sort, name: node.name });
  }
}

// Actions ------------------------------------------------------------------------------------------

const actionRow = (a: typeof triggerActions.$inferSelect): TriggerActionRow => ({
  id: a.id,
  triggerId: a.triggerId,
  nodeId: a.nodeId,
  kind: a.kind as ActionKindValue,
  sort: a.sort,
  config: a.config as Record<string, unknown>,
});

/** A trigger's actions in run order: by node (unnoded last), then sort, then id. */
export async function actionsOf(tx: Executor, enterpriseId: number, triggerId: number): Promise<TriggerActionRow[]> {
  const rows = await tx
    .select({ a: triggerActions, nodeSort: triggerNodes.sort })
    .from(triggerActions)
    .leftJoin(triggerNodes, and(eq(triggerNodes.enterpriseId, triggerActions.enterpriseId), eq(triggerNodes.id, triggerActions.nodeId)))
    .where(and(eq(triggerActions.enterpriseId, enterpriseId), eq(triggerActions.triggerId, triggerId)))
    .orderBy(sql`${triggerNodes.sort} asc nulls last`, asc(triggerActions.sort), asc(triggerActions.id));
  return rows.map((r) => actionRow(r.a));
}

export async function findAction(tx: Executor, enterpriseId: number, id: number): Promise<TriggerActionRow | undefined> {
  const [row] = await tx.select().from(triggerActions).where(and(eq(triggerActions.enterpriseId, enterpriseId), eq(triggerActions.id, id)));
  return row && actionRow(row);
}

export async function insertActions(tx: Executor, enterpriseId: number, triggerId: number, actions: { kind: number; nodeId: number | null; sort: number; config: unknown }[]): Promise<TriggerActionRow[]> {
  if (actions.length === 0) return [];
  const rows = await tx
    .insert(triggerActions)
    .values(actions.map((a) => ({ enterpriseId, triggerId, kind: a.kind, nodeId: a.nodeId, sort: a.sort, config: a.config })))
    .returning();
  return rows.map(actionRow);
}

export async function updateAction(tx: Executor, enterpriseId: number, id: number, a: { kind: number; nodeId: number | null; sort: number; config: unknown }): Promise<TriggerActionRow> {
  const [row] = await tx
    .update(triggerActions)
    .set({ kind: a.kind, nodeId: a.nodeId, sort: a.sort, config: a.config })
    .where(and(eq(triggerActions.enterpriseId, enterpriseId), eq(triggerActions.id, id)))
    .returning();
  return actionRow(row);
}

export async function deleteActions(tx: Executor, enterpriseId: number, triggerId: number | null, ids?: number[]): Promise<void> {
  await tx
    .delete(triggerActions)
    .where(and(eq(triggerActions.enterpriseId, enterpriseId), triggerId ? eq(triggerActions.triggerId, triggerId) : undefined, ids ? inArray(triggerActions.id, ids) : undefined));
}

export async function actionsByIds(tx: Executor, enterpriseId: number, ids: number[]): Promise<TriggerActionRow[]> {
  if (ids.length === 0) return [];
  const rows = await tx.select().from(triggerActions).where(and(eq(triggerActions.enterpriseId, enterpriseId), inArray(triggerActions.id, ids)));
  return rows.map(actionRow);
}

// Field mappings -----------------------------------------------------------------------------------

export function mappingsOf(tx: Executor, enterpriseId: number, triggerId: number) {
  return tx
    .select({ id: triggerFieldMappings.id, actionId: triggerFieldMappings.actionId, sourceField: triggerFieldMappings.sourceField, targetField: triggerFieldMappings.targetField })
    .from(triggerFieldMappings)
    .where(and(eq(triggerFieldMappings.enterpriseId, enterpriseId), eq(triggerFieldMappings.triggerId, triggerId)))
    .orderBy(asc(triggerFieldMappings.id));
}

export async function replaceMappings(tx: Executor, enterpriseId: number, triggerId: number, mappings: { actionId: number | null; sourceField: string; targetField: string }[]): Promise<void> {
  await tx.delete(triggerFieldMappings).where(and(eq(triggerFieldMappings.enterpriseId, enterpriseId), eq(triggerFieldMappings.triggerId, triggerId)));
  if (mappings.length) await tx.insert(triggerFieldMappings).values(mappings.map((m) => ({ enterpriseId, triggerId, ...m })));
}

// Runs ---------------------------------------------------------------------------------------------

export interface RunKey {
  enterpriseId: number;
  triggerId: number;
  moment: MomentValue;
  recordKind: RecordKindValue;
  recordId: number;
  occurrence: number;
}

/** Claims the run of a key: its id, or null when the key already ran (the exactly-once guard). */
export async function claimRun(tx: Executor, key: RunKey, depth: number): Promise<number | null> {
  const [row] = await tx
    .insert(triggerRuns)
    .values({ ...key, depth, outcome: 0 })
    .onConflictDoNothing()
    .returning({ id: triggerRuns.id });
  return row?.id ?? null;
}

export async function finishRun(tx: Executor, enterpriseId: number, id: number, outcome: number, message: string, steps: unknown[]): Promise<void> {
  await tx.update(triggerRuns).set({ outcome, message: message.slice(0, 500), steps }).where(and(eq(triggerRuns.enterpriseId, enterpriseId), eq(triggerRuns.id, id)));
}

/** Sets what one step of a run says: a webhook's delivery outcome is known only after its run committed. */
export async function setStepMessage(tx: Executor, enterpriseId: number, runId: number, index: number, message: string): Promise<void> {
  await tx
    .update(triggerRuns)
    .set({ steps: sql`jsonb_set(${triggerRuns.steps}, ${`{${index},message}`}::text[], to_jsonb(${message}::text))` })
    .where(and(eq(triggerRuns.enterpriseId, enterpriseId), eq(triggerRuns.id, runId), sql`jsonb_array_length(${triggerRuns.steps}) > ${index}`));
}

export async function listRuns(tx: Executor, enterpriseId: number, triggerId: number, paging: { pageIndex: number; pageSize: number }) {
  const rows = await tx
    .select()
    .from(triggerRuns)
    .where(and(eq(triggerRuns.enterpriseId, enterpriseId), eq(triggerRuns.triggerId, triggerId)))
    .orderBy(desc(triggerRuns.id))
    .limit(paging.pageSize)
    .offset(paging.pageIndex * paging.pageSize);
  const [total] = await tx.select({ n: count(), last: max(triggerRuns.id) }).from(triggerRuns).where(and(eq(triggerRuns.enterpriseId, enterpriseId), eq(triggerRuns.triggerId, triggerId)));
  return { rows, total: total.n };
}

export type RunRecord = typeof triggerRuns.$inferSelect;
export const runRowOf = (r: RunRecord, recordNo: string): TriggerRunRow => ({
  id: r.id,
  recordKind: r.recordKind as RecordKindValue,
  recordId: r.recordId,
  recordNo,
  moment: r.moment as MomentValue,
  depth: r.depth,
  outcome: r.outcome,
  message: r.message,
  steps: r.steps as TriggerRunRow['steps'],
  createdAt: r.createdAt.toISOString(),
});
