import { chinaMidnight } from '@domain/common/quick-ranges';
import type { GroupSettlement, PersonalDetail, PersonalSettlement, PersonalSettlementRow, SettlementDocument } from '@domain/finance/commission.schemas';
import { toYuan } from '@domain/finance/money';
import type { Database } from '../../db/database';
import { badRequest, conflict, forbidden, notFound } from '../../lib/app-error';
import { recordOperation } from '../audit/audit.public';
import { groupIdsLedBy, groupNames } from '../catalogue/catalogue.public';
import type { FinanceActor } from './receive.service';
import * as sums from './settlement-sums.queries';
import * as q from './settlement.queries';

export const SettlementTexts = {
  settledTwice: '该期间已结算，不能重复结算',
  notBegun: 'period: 该期间尚未开始，不能结算',
  notFound: '结算单不存在',
  settled: '结算成功',
  notYourTeam: '只能查看自己担任组长的服务组的团队结算',
  totalRow: '合计',
} as const;

/** The period 'YYYY-MM' as the server's local month [from, until). */
/** A 'YYYY-MM' period as China business months (the server may run in any zone). */
export function periodRange(period: string): { from: Date; until: Date } {
  const [y, m] = period.split('-').map(Number);
  return { from: chinaMidnight(y, m, 1), until: chinaMidnight(y, m + 1, 1) };
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
 * rewards and penalties approved in it; settling copies the figures into a document no later change
 * alters. The live figures are summed in the database (settlement-sums.queries.ts), by the rule of
 * domain/finance/commission.ts.
 */
export class SettlementService {
  constructor(private readonly db: Database) {}

  /** Everyone's figures of the period (finance), or the caller's own (`onlyUserId`). A settled period answers from its document. */
  list(enterpriseId: number, period: string, onlyUserId?: number): Promise<PersonalSettlement> {
    return this.db.tenant(enterpriseId, async (tx) => {
      const doc = await q.settlementOfPeriod(tx, enterpriseId, period);
      const people = doc ? await q.linesOf(tx, enterpriseId, doc.id, onlyUserId) : await sums.personSums(tx, { enterpriseId, ...periodRange(period) }, onlyUserId);
      return { period, settlementId: doc?.id ?? null, rows: people.map(rowOf), total: toYuan(people.reduce((sum, l) => sum + l.totalFen, 0)) };
    });
  }

  detail(enterpriseId: number, period: string, userId: number): Promise<PersonalDetail> {
    return this.db.tenant(enterpriseId, async (tx) => {
      const empty = rowOf({ userId, commissionFen: 0, rewardsFen: 0, totalFen: 0, orderCount: 0 });
      const doc = await q.settlementOfPeriod(tx, enterpriseId, period);
      if (doc) {
        const [line] = await q.linesOf(tx, enterpriseId, doc.id, userId);
        return { period, userId, settlementId: doc.id, row: line ? rowOf(line) : empty, orders: line ? await sums.documentShares(tx, enterpriseId, doc.id, userId) : [] };
      }
      const range = { enterpriseId, ...periodRange(period) };
      const [person] = await sums.personSums(tx, range, userId);
      return { period, userId, settlementId: null, row: person ? rowOf(person) : empty, orders: person ? await sums.personShares(tx, range, userId) : [] };
    });
  }

  /**
   * Team settlement (/groupCommission): the period's order shares summed by the orders' service
   * groups (orders without a group under 未分组), from the document once the period is settled.
   */
  groups(enterpriseId: number, period: string): Promise<GroupSettlement> {
    return this.db.tenant(enterpriseId, async (tx) => {
      const doc = await q.settlementOfPeriod(tx, enterpriseId, period);
      const totals = doc ? await sums.documentGroupSums(tx, enterpriseId, doc.id) : await sums.groupSums(tx, { enterpriseId, ...periodRange(period) });
      const names = new Map((await groupNames(tx, enterpriseId)).map((g) => [g.id, g.name]));
      const rows = totals.map((g) => ({
        groupId: g.groupId,
        groupName: g.groupId === null ? '未分组' : (names.get(g.groupId) ?? `#${g.groupId}`),
        commission: toYuan(g.commissionFen),
        orderCount: g.orderCount,
        people: g.people.map((p) => ({ userId: p.userId, commission: toYuan(p.commissionFen) })),
      }));
      return { period, settlementId: doc?.id ?? null, rows };
    });
  }

  /**
   * Team settlement as the caller may see it: finance (and the administrator) every group; a service
   * group leader only the groups they lead; anyone else, or another group's id, is refused (403).
   */
  async groupsSeenBy(viewer: { enterpriseId: number; userId: number; seesAll: boolean }, period: string, groupId?: number): Promise<GroupSettlement> {
    const { enterpriseId } = viewer;
    const led = viewer.seesAll ? null : await this.db.tenant(enterpriseId, (tx) => groupIdsLedBy(tx, enterpriseId, viewer.userId));
    if (led && (led.length === 0 || (groupId !== undefined && !led.includes(groupId)))) throw forbidden(SettlementTexts.notYourTeam);
    const all = await this.groups(enterpriseId, period);
    const shown = groupId !== undefined ? [groupId] : led;
    return shown ? { ...all, rows: all.rows.filter((r) => r.groupId !== null && shown.includes(r.groupId)) } : all;
  }

  /** Settles the period once: a second settling (even at the same moment) is refused with 409. */
  settlePeriod(actor: FinanceActor, period: string): Promise<SettlementDocument> {
    const { enterpriseId } = actor;
    if (periodRange(period).from.getTime() > Date.now()) return Promise.reject(badRequest(SettlementTexts.notBegun));
    return this.db
      .tenant(enterpriseId, async (tx) => {
        await q.lockPeriod(tx, enterpriseId, period);
        if (await q.settlementOfPeriod(tx, enterpriseId, period)) throw conflict(SettlementTexts.settledTwice);
        // The document's head first, then its body copied from the live sums in one statement, then the head's totals.
        const id = await q.insertSettlement(tx, enterpriseId, { period, totalFen: 0, orderCount: 0, createdBy: actor.userId });
        const totals = await sums.insertDocumentFromPeriod(tx, { enterpriseId, ...periodRange(period) }, id);
        await q.setSettlementTotals(tx, enterpriseId, id, totals);
        await recordOperation(tx, { ...actor, module: 'finance', action: 'settlement.settle', targetId: id, summary: `结算${period}：合计${toYuan(totals.totalFen)}元` });
        return id;
      })
      .then((id) => this.document(enterpriseId, id));
  }

  /** A settled document: all its lines and totals (finance), or only the caller's line and figures (`onlyUserId`). */
  document(enterpriseId: number, id: number, onlyUserId?: number): Promise<SettlementDocument> {
    return this.db.tenant(enterpriseId, async (tx) => {
      const doc = await q.settlementById(tx, enterpriseId, id);
      if (!doc) throw notFound(SettlementTexts.notFound);
      const lines = await q.linesOf(tx, enterpriseId, id, onlyUserId);
      // A person sees their own figures only: the head's totals are the whole enterprise's.
      const own = onlyUserId !== undefined;
      return {
        id: doc.id,
        period: doc.period,
        total: toYuan(own ? lines.reduce((sum, l) => sum + l.totalFen, 0) : doc.totalFen),
        orderCount: own ? lines.reduce((sum, l) => sum + l.orderCount, 0) : doc.orderCount,
        createdBy: doc.createdBy,
        createTime: doc.createdAt.toISOString(),
        rows: lines.map(rowOf),
      };
    });
  }
}
