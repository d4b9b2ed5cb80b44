import { and, asc, count, desc, eq, ilike, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { commissionRules as cr } from '../../db/schema/finance';

export type RuleVersionRecord = typeof cr.$inferSelect;
export type RuleFields = Omit<typeof cr.$inferInsert, 'id' | 'enterpriseId' | 'ruleKey' | 'validFrom' | 'validTo'>;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
const current = (enterpriseId: number) => and(eq(cr.enterpriseId, enterpriseId), isNull(cr.validTo));
const listed = (enterpriseId: number, f: { name?: string; orderTmplId?: number }) =>
  and(current(enterpriseId), f.name ? ilike(cr.name, `%${escapeLike(f.name)}%`) : undefined, f.orderTmplId ? sql`${f.orderTmplId}::bigint = any(${cr.orderTypeIds})` : undefined);

export async function listCurrent(tx: Executor, enterpriseId: number, f: { name?: string; orderTmplId?: number }, page: { pageIndex: number; pageSize: number }) {
  return tx
    .select()
    .from(cr)
    .where(listed(enterpriseId, f))
    .orderBy(desc(cr.ruleKey))
    .limit(page.pageSize)
    .offset(page.pageIndex * page.pageSize);
}

export async function countCurrent(tx: Executor, enterpriseId: number, f: { name?: string; orderTmplId?: number }): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(cr).where(listed(enterpriseId, f));
  return row.n;
}

/** The current versions of the given rules, locked until the transaction ends (a change waits for another). */
export async function lockCurrent(tx: Executor, enterpriseId: number, ruleKeys: number[]): Promise<RuleVersionRecord[]> {
  if (ruleKeys.length === 0) return [];
  return tx.select().from(cr).where(and(current(enterpriseId), inArray(cr.ruleKey, ruleKeys))).orderBy(asc(cr.ruleKey)).for('update');
}

export async function findCurrent(tx: Executor, enterpriseId: number, ruleKey: number): Promise<RuleVersionRecord | undefined> {
  const [row] = await tx.select().from(cr).where(and(current(enterpriseId), eq(cr.ruleKey, ruleKey)));
  return row;
}

/** Inserts a first version; its id becomes the rule's key. */
export async function insertRule(tx: Executor, enterpriseId: number, fields: RuleFields, now: Date): Promise<number> {
  const [row] = await tx
    .insert(cr)
    .values({ enterpriseId, ruleKey: 0, ...fields, validFrom: now })
    .returning({ id: cr.id });
  await tx.update(cr).set({ ruleKey: row.id }).where(and(eq(cr.enterpriseId, enterpriseId), eq(cr.id, row.id)));
  return row.id;
}

/** Closes the version `id` at `now` (only if it is still current): false when another change closed it first. */
export async function closeVersion(tx: Executor, enterpriseId: number, id: number, now: Date): Promise<boolean> {
  const rows = await tx
    .update(cr)
    .set({ validTo: now })
    .where(and(current(enterpriseId), eq(cr.id, id)))
    .returning({ id: cr.id });
  return rows.length > 0;
}

export async function insertVersion(tx: Executor, enterpriseId: number, ruleKey: number, fields: RuleFields, now: Date): Promise<number> {
  const [row] = await tx
    .insert(cr)
    .values({ enterpriseId, ruleKey, ...fields, validFrom: now })
    .returning({ id: cr.id });
  return row.id;
}

/** Every version of every rule (closed ones too) that had begun by `until`: settlement picks the one in force per order. */
export async function versionsBefore(tx: Executor, enterpriseId: number, until: Date): Promise<RuleVersionRecord[]> {
  return tx
    .select()
    .from(cr)
    .where(and(eq(cr.enterpriseId, enterpriseId), sql`${cr.validFrom} < ${until}`))
    .orderBy(asc(cr.ruleKey), asc(cr.validFrom));
}

/** Seed only: the demo's rules are in force from `from` (the demo orders were completed before the rules were saved). */
export async function backdateFirstVersion(tx: Executor, enterpriseId: number, ruleKey: number, from: Date): Promise<void> {
  await tx
    .update(cr)
    .set({ validFrom: from })
    .where(and(eq(cr.enterpriseId, enterpriseId), eq(cr.ruleKey, ruleKey), isNull(cr.validTo)));
}
