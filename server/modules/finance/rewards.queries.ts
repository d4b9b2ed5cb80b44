import { and, count, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { RewardListQuery, RewardRow, RewardStateCode } from '@domain/finance/rewards.schemas';
import { RewardState } from '@domain/finance/rewards.schemas';
import { toYuan } from '@domain/finance/money';
import type { Executor } from '../../db/database';
import { rewards as r } from '../../db/schema/finance';

const toRow = (x: typeof r.$inferSelect): RewardRow => ({
  id: x.id,
  userId: x.userId,
  amount: toYuan(x.amountFen),
  reason: x.reason,
  orderId: x.orderId,
  state: x.state as RewardStateCode,
  createdBy: x.createdBy,
  createTime: x.createdAt.toISOString(),
  decidedBy: x.decidedBy,
  decideTime: x.decidedAt?.toISOString() ?? null,
  decideRemark: x.decideRemark,
});

const where = (enterpriseId: number, f: Pick<RewardListQuery, 'state' | 'userId'>) =>
  and(eq(r.enterpriseId, enterpriseId), f.state === undefined ? undefined : eq(r.state, f.state), f.userId ? eq(r.userId, f.userId) : undefined);

export async function listRewards(tx: Executor, enterpriseId: number, q: RewardListQuery): Promise<RewardRow[]> {
  const rows = await tx.select().from(r).where(where(enterpriseId, q)).orderBy(desc(r.id)).limit(q.pageSize).offset(q.pageIndex * q.pageSize);
  return rows.map(toRow);
}

export async function countRewards(tx: Executor, enterpriseId: number, q: Pick<RewardListQuery, 'state' | 'userId'>): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(r).where(where(enterpriseId, q));
  return row.n;
}

export async function findReward(tx: Executor, enterpriseId: number, id: number): Promise<RewardRow | undefined> {
  const [row] = await tx.select().from(r).where(and(eq(r.enterpriseId, enterpriseId), eq(r.id, id)));
  return row ? toRow(row) : undefined;
}

export async function insertReward(tx: Executor, enterpriseId: number, v: { userId: number; amountFen: number; reason: string; orderId: number | null; createdBy: number }): Promise<number> {
  const [row] = await tx.insert(r).values({ enterpriseId, ...v }).returning({ id: r.id });
  return row.id;
}

/** Decides a pending one (a conditional UPDATE: of two deciders only the first wins); false when it was not pending. */
export async function decideReward(tx: Executor, enterpriseId: number, id: number, d: { state: RewardStateCode; by: number; remark: string }): Promise<boolean> {
  const rows = await tx
    .update(r)
    .set({ state: d.state, decidedBy: d.by, decidedAt: sql`now()`, decideRemark: d.remark })
    .where(and(eq(r.enterpriseId, enterpriseId), eq(r.id, id), eq(r.state, RewardState.pending)))
    .returning({ id: r.id });
  return rows.length > 0;
}

/** Approved rewards and penalties decided in [from, until): what enters that period's settlement. */
export async function approvedBetween(tx: Executor, enterpriseId: number, from: Date, until: Date): Promise<{ userId: number; fen: number }[]> {
  return tx
    .select({ userId: r.userId, fen: r.amountFen })
    .from(r)
    .where(and(eq(r.enterpriseId, enterpriseId), eq(r.state, RewardState.approved), gte(r.decidedAt, from), lt(r.decidedAt, until)));
}
