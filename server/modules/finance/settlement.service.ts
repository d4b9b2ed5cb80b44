import { commissionOf, distribute, settle, versionInForce, type CommissionBaseCode, type CommissionMethodCode, type Distribution } from '@domain/finance/commission';
import type { GroupSettlement, OrderShareRow, PersonalDetail, PersonalSettlement, PersonalSettlementRow, SettlementDocument } from '@domain/finance/commission.schemas';
import { ReconcileState } from '@domain/finance/finance.constants';
import { toFen, toYuan } from '@domain/finance/money';
import type { Database, Executor } from '../../db/database';
import { badRequest, conflict, notFound } from '../../lib/app-error';
import { recordOperation } from '../audit/audit.public';
import { findGroups, groupNames } from '../catalogue/catalogue.public';
import { completedOrdersPage, feeItemLines } from '../orders/orders.public';
import * as rules from './commission.queries';
import { approvedBetween } from './rewards.queries';
import { reconcileStateIs } from './reconcile.queries';
import type { FinanceActor } from './receive.service';
import * as q from './settlement.queries';

export const SettlementTexts = {
  settledTwice: '该期间已结算，不能重复结算',
  notBegun: 'period: 该期间尚未开始，不能结算',
  notFound: '结算单不存在',
  settled: '结算成功',
} as const;

/** The period 'YYYY-MM' as the server's local month [from, until). */
export function periodRange(period: string): { from: Date; until: Date } {
  const [y, m] = period.split('-').map(Number);
  return { from: new Date(y, m - 1, 1), until: new Date(y, m, 1) };
}

interface Computed {
  rows: PersonalSettlementRow[];
  orders: Map<number, OrderShareRow[]>;
  orderCount: number;
  totalFen: number;
}

const rowOf = (p: { userId: number; commissionFen: number; rewardsFen: number; totalFen: number; orderCount: number }): PersonalSettlementRow => ({
  userId: p.userId,
  commission: toYuan(p.commissionFen),
  rewards: toYuan(p.rewardsFen),
  total: toYuan(p.totalFen),
  orderCount: p.orderCount,
});

/**
 * Personal settlement (/personalCommission): a period's commission per person from the orders
 * completed in it and reconciled, each by the rule versions in force when it completed, plus the
 * rewards and penalties approved in it; settling
 * copies the figures into a document no later change alters.
 */
export class SettlementService {
  constructor(private readonly db: Database) {}

  /** Live figures of the period: order shares plus the rewards and penalties approved in it. */
  private async compute(tx: Executor, enterpriseId: number, period: string): Promise<Computed> {
    const { from, until } = periodRange(period);
    const orders = await completedOrdersPage(tx, enterpriseId, { completedFrom: from, completedUntil: until }, null, reconcileStateIs(enterpriseId, ReconcileState.reconciled));
    const ids = orders.map((o) => o.id);
    const lines = await feeItemLines(tx, enterpriseId, ids);
    const linesOf = new Map<number, { moneyItemId: number | null; amountFen: number }[]>();
    for (const l of lines) linesOf.set(l.orderId, [...(linesOf.get(l.orderId) ?? []), { moneyItemId: l.moneyItemId, amountFen: toFen(l.amount) }]);
    const groupIds = [...new Set(orders.map((o) => o.serviceGroupId).filter((g): g is number => g !== null))];
    const leaders = new Map((await findGroups(tx, enterpriseId, groupIds)).map((g) => [g.id, g.leaderUserId ?? null]));
    const versions = await rules.versionsBefore(tx, enterpriseId, until);
    const byRule = new Map<number, rules.RuleVersionRecord[]>();
    for (const v of versions) byRule.set(v.ruleKey, [...(byRule.get(v.ruleKey) ?? []), v]);

    const distributions: Distribution[] = [];
    const shareRows = new Map<number, OrderShareRow[]>();
    for (const o of orders) {
      if (!o.completedAt) continue;
      const order = {
        totalFen: toFen(o.feesTotal),
        feeItems: linesOf.get(o.id) ?? [],
        serviceItemId: o.serviceItemId,
        ownerId: o.ownerId,
        collaboratorIds: o.collaboratorIds,
        leaderId: o.serviceGroupId === null ? null : (leaders.get(o.serviceGroupId) ?? null),
      };
      for (const ruleVersions of byRule.values()) {
        const v = versionInForce(ruleVersions, o.completedAt);
        if (!v || !(v.orderTypeIds ?? []).includes(o.templateId)) continue;
        const terms = {
          base: v.base as CommissionBaseCode,
          method: v.method as CommissionMethodCode,
          rateBp: v.rateBp,
          amountFen: v.amountFen,
          moneyItemId: v.moneyItemId,
          serviceItemId: v.serviceItemId,
          ratios: { ownerBp: v.ownerBp, collaboratorsBp: v.collaboratorsBp, leaderBp: v.leaderBp },
        };
        const d = distribute(commissionOf(terms, order), terms.ratios, order);
        distributions.push(d);
        for (const s of d.shares) {
          shareRows.set(s.userId, [
            ...(shareRows.get(s.userId) ?? []),
            { orderId: o.id, groupId: o.serviceGroupId, orderNo: o.orderNo, completedAt: o.completedAt.toISOString(), ruleName: v.name, amount: toYuan(s.fen), roles: s.roles },
          ]);
        }
      }
    }
    const approved = await approvedBetween(tx, enterpriseId, from, until);
    const people = settle(distributions, approved);
    // A person's order count is the number of distinct orders they have a share of.
    const rows = people.map((p) => rowOf({ ...p, orderCount: new Set((shareRows.get(p.userId) ?? []).map((r) => r.orderId)).size }));
    return { rows, orders: shareRows, orderCount: orders.length, totalFen: people.reduce((sum, p) => sum + p.totalFen, 0) };
  }

  /** Everyone's figures of the period (finance), or the caller's own (`onlyUserId`). A settled period answers from its document. */
  list(enterpriseId: number, period: string, onlyUserId?: number): Promise<PersonalSettlement> {
    return this.db.tenant(enterpriseId, async (tx) => {
      const doc = await q.settlementOfPeriod(tx, enterpriseId, period);
      if (doc) {
        const lines = await q.linesOf(tx, enterpriseId, doc.id, onlyUserId);
        return { period, settlementId: doc.id, rows: lines.map(rowOf), total: toYuan(lines.reduce((sum, l) => sum + l.totalFen, 0)) };
      }
      const computed = await this.compute(tx, enterpriseId, period);
      const rows = onlyUserId ? computed.rows.filter((r) => r.userId === onlyUserId) : computed.rows;
      return { period, settlementId: null, rows, total: toYuan(rows.reduce((sum, r) => sum + toFen(r.total), 0)) };
    });
  }

  detail(enterpriseId: number, period: string, userId: number): Promise<PersonalDetail> {
    return this.db.tenant(enterpriseId, async (tx) => {
      const empty = rowOf({ userId, commissionFen: 0, rewardsFen: 0, totalFen: 0, orderCount: 0 });
      const doc = await q.settlementOfPeriod(tx, enterpriseId, period);
      if (doc) {
        const [line] = await q.linesOf(tx, enterpriseId, doc.id, userId);
        return { period, userId, settlementId: doc.id, row: line ? rowOf(line) : empty, orders: (line?.orders as OrderShareRow[] | undefined) ?? [] };
      }
      const computed = await this.compute(tx, enterpriseId, period);
      return { period, userId, settlementId: null, row: computed.rows.find((r) => r.userId === userId) ?? empty, orders: computed.orders.get(userId) ?? [] };
    });
  }

  /**
   * Team settlement (/groupCommission): the period's order shares summed by the orders' service
   * groups (orders without a group under 未分组), from the document once the period is settled.
   */
  groups(enterpriseId: number, period: string): Promise<GroupSettlement> {
    return this.db.tenant(enterpriseId, async (tx) => {
      const doc = await q.settlementOfPeriod(tx, enterpriseId, period);
      const perUser = doc
        ? new Map((await q.linesOf(tx, enterpriseId, doc.id)).map((l) => [l.userId, l.orders as OrderShareRow[]]))
        : (await this.compute(tx, enterpriseId, period)).orders;
      const names = new Map((await groupNames(tx, enterpriseId)).map((g) => [g.id, g.name]));
      const groups = new Map<number | null, { fen: number; orders: Set<number>; people: Map<number, number> }>();
      for (const [userId, shares] of perUser) {
        for (const s of shares) {
          const key = s.groupId ?? null;
          const g = groups.get(key) ?? { fen: 0, orders: new Set<number>(), people: new Map<number, number>() };
          g.fen += toFen(s.amount);
          g.orders.add(s.orderId);
          g.people.set(userId, (g.people.get(userId) ?? 0) + toFen(s.amount));
          groups.set(key, g);
        }
      }
      const rows = [...groups.entries()]
        .map(([groupId, g]) => ({
          groupId,
          groupName: groupId === null ? '未分组' : (names.get(groupId) ?? `#${groupId}`),
          commission: toYuan(g.fen),
          orderCount: g.orders.size,
          people: [...g.people.entries()].sort((a, b) => a[0] - b[0]).map(([userId, fen]) => ({ userId, commission: toYuan(fen) })),
        }))
        .sort((a, b) => (a.groupId ?? Number.MAX_SAFE_INTEGER) - (b.groupId ?? Number.MAX_SAFE_INTEGER));
      return { period, settlementId: doc?.id ?? null, rows };
    });
  }

  /** Settles the period once: a second settling (even at the same moment) is refused with 409. */
  settlePeriod(actor: FinanceActor, period: string): Promise<SettlementDocument> {
    const { enterpriseId } = actor;
    if (periodRange(period).from.getTime() > Date.now()) return Promise.reject(badRequest(SettlementTexts.notBegun));
    return this.db
      .tenant(enterpriseId, async (tx) => {
        await q.lockPeriod(tx, enterpriseId, period);
        if (await q.settlementOfPeriod(tx, enterpriseId, period)) throw conflict(SettlementTexts.settledTwice);
        const computed = await this.compute(tx, enterpriseId, period);
        const id = await q.insertSettlement(
          tx,
          enterpriseId,
          { period, totalFen: computed.totalFen, orderCount: computed.orderCount, createdBy: actor.userId },
          computed.rows.map((r) => ({
            userId: r.userId,
            commissionFen: toFen(r.commission),
            rewardsFen: toFen(r.rewards),
            totalFen: toFen(r.total),
            orderCount: r.orderCount,
            orders: computed.orders.get(r.userId) ?? [],
          })),
        );
        await recordOperation(tx, { ...actor, module: 'finance', action: 'settlement.settle', targetId: id, summary: `结算${period}：合计${toYuan(computed.totalFen)}元` });
        return id;
      })
      .then((id) => this.document(enterpriseId, id));
  }

  document(enterpriseId: number, id: number, onlyUserId?: number): Promise<SettlementDocument> {
    return this.db.tenant(enterpriseId, async (tx) => {
      const doc = await q.settlementById(tx, enterpriseId, id);
      if (!doc) throw notFound(SettlementTexts.notFound);
      const lines = await q.linesOf(tx, enterpriseId, id, onlyUserId);
      return {
        id: doc.id,
        period: doc.period,
        total: toYuan(doc.totalFen),
        orderCount: doc.orderCount,
        createdBy: doc.createdBy,
        createTime: doc.createdAt.toISOString(),
        rows: lines.map((l) => ({ ...rowOf(l), orders: l.orders as OrderShareRow[] })),
      };
    });
  }
}
