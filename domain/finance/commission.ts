/**
 * Commission arithmetic (pure; the server's settlement and the tests use it). Money is integer fen,
 * rates and ratios are integer basis points (1 % = 100 bp), so no binary floating point is involved.
 *
 * The rule, written down:
 * 1. An order's commission is fixed by the rule version in force when the order completed
 *    (validFrom ≤ completedAt < validTo) and by the rule's base:
 *    - 1 order amount: rate × the order's fees total, or the fixed amount;
 *    - 2 a fee item: rate × the sum of the order's payment items of that money item, or the fixed
 *      amount when the order has that item (0 otherwise);
 *    - 3 fixed per order: the fixed amount;
 *    - 4 per service item: for orders of the rule's service item only, rate × the fees total or the
 *      fixed amount.
 *    A rate product is rounded to the nearest fen, half away from zero.
 * 2. Distribution: the group leader gets floor(total × leader ratio); the collaborators' pool is
 *    floor(total × collaborators ratio), split evenly (floor) among them; the owner gets the rest,
 *    so every rounding remainder goes to the owner and the shares always sum to the total. Without
 *    collaborators or without a leader their ratio goes to the owner. One person holding several
 *    roles gets the sum. An order without an owner leaves the owner's part unassigned.
 */
import { applyBasisPoints } from './money';

export const CommissionBase = { orderAmount: 1, feeItem: 2, fixedPerOrder: 3, perServiceItem: 4 } as const;
export type CommissionBaseCode = (typeof CommissionBase)[keyof typeof CommissionBase];
export const COMMISSION_BASES = Object.values(CommissionBase) as CommissionBaseCode[];
export const COMMISSION_BASE_NAMES: Record<CommissionBaseCode, string> = { 1: '按工单金额', 2: '按费用项目', 3: '每单固定金额', 4: '按服务项目' };

export const CommissionMethod = { rate: 1, amount: 2 } as const;
export type CommissionMethodCode = (typeof CommissionMethod)[keyof typeof CommissionMethod];
export const COMMISSION_METHODS = Object.values(CommissionMethod) as CommissionMethodCode[];
export const COMMISSION_METHOD_NAMES: Record<CommissionMethodCode, string> = { 1: '按比例', 2: '按金额' };

/** 100 % in basis points. */
export const FULL_BP = 10_000;

export interface DistributionRatios {
  ownerBp: number;
  collaboratorsBp: number;
  leaderBp: number;
}

export interface CommissionTerms {
  base: CommissionBaseCode;
  method: CommissionMethodCode;
  /** Basis points of the base, when the method is rate. */
  rateBp: number;
  /** Fen, when the method is amount (and always for fixed per order). */
  amountFen: number;
  /** The money item of base 2. */
  moneyItemId: number | null;
  /** The service item of base 4. */
  serviceItemId: number | null;
  ratios: DistributionRatios;
}

export interface CommissionOrder {
  /** The order's fees total (fen). */
  totalFen: number;
  /** Its payment items (fen each line). */
  feeItems: { moneyItemId: number | null; amountFen: number }[];
  serviceItemId: number | null;
  ownerId: number | null;
  collaboratorIds: number[];
  /** The leader of the order's service group, if any. */
  leaderId: number | null;
}

export type ShareRole = 'owner' | 'collaborator' | 'leader';
export interface Share {
  userId: number;
  fen: number;
  roles: ShareRole[];
}

export interface Distribution {
  totalFen: number;
  shares: Share[];
  /** The owner's part of an order without an owner. */
  unassignedFen: number;
}

const byMethod = (t: CommissionTerms, baseFen: number) => (t.method === CommissionMethod.rate ? applyBasisPoints(baseFen, t.rateBp) : t.amountFen);

/** The order's commission (fen) under the terms. */
export function commissionOf(t: CommissionTerms, order: CommissionOrder): number {
  switch (t.base) {
    case CommissionBase.orderAmount:
      return byMethod(t, order.totalFen);
    case CommissionBase.feeItem: {
      const lines = order.feeItems.filter((i) => i.moneyItemId !== null && i.moneyItemId === t.moneyItemId);
      if (lines.length === 0) return 0;
      return byMethod(t, lines.reduce((sum, i) => sum + i.amountFen, 0));
    }
    case CommissionBase.fixedPerOrder:
      return t.amountFen;
    case CommissionBase.perServiceItem:
      return order.serviceItemId !== null && order.serviceItemId === t.serviceItemId ? byMethod(t, order.totalFen) : 0;
  }
}

/** Integer division rounded toward zero. */
const part = (fen: number, bp: number) => Number((BigInt(fen) * BigInt(bp)) / BigInt(FULL_BP));

/** Splits an order's commission between owner, collaborators and group leader (rule 2 above). */
export function distribute(totalFen: number, ratios: DistributionRatios, people: Pick<CommissionOrder, 'ownerId' | 'collaboratorIds' | 'leaderId'>): Distribution {
  const shares = new Map<number, Share>();
  const give = (userId: number, fen: number, role: ShareRole) => {
    const share = shares.get(userId) ?? { userId, fen: 0, roles: [] };
    share.fen += fen;
    if (!share.roles.includes(role)) share.roles.push(role);
    shares.set(userId, share);
  };
  let rest = totalFen;
  if (people.leaderId !== null && ratios.leaderBp > 0) {
    const leader = part(totalFen, ratios.leaderBp);
    give(people.leaderId, leader, 'leader');
    rest -= leader;
  }
  const collaborators = [...new Set(people.collaboratorIds)];
  if (collaborators.length > 0 && ratios.collaboratorsBp > 0) {
    const pool = part(totalFen, ratios.collaboratorsBp);
    const each = Math.trunc(pool / collaborators.length);
    for (const id of collaborators) {
      give(id, each, 'collaborator');
      rest -= each;
    }
  }
  if (people.ownerId === null) return { totalFen, shares: [...shares.values()], unassignedFen: rest };
  give(people.ownerId, rest, 'owner');
  return { totalFen, shares: [...shares.values()], unassignedFen: 0 };
}

/** The message naming the field when the ratios are not each 0–100 % or do not sum to 100 %; null when they are right. */
export function ratiosRefusal(r: DistributionRatios): string | null {
  for (const [who, bp] of [
    ['负责人', r.ownerBp],
    ['协作人', r.collaboratorsBp],
    ['组长', r.leaderBp],
  ] as const) {
    if (!Number.isInteger(bp) || bp < 0 || bp > FULL_BP) return `${who}的分配比例须在0到100之间`;
  }
  const sum = r.ownerBp + r.collaboratorsBp + r.leaderBp;
  return sum === FULL_BP ? null : `负责人、协作人、组长的分配比例合计须为100%（当前${sum / 100}%）`;
}

/** Percent text with at most two decimals ('33.33') as basis points (3333); null when it is not one. */
export function percentToBp(text: string | number): number | null {
  const m = /^(\d{1,3})(?:\.(\d{1,2}))?$/.exec(String(text).trim());
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}

export const bpToPercent = (bp: number) => `${Math.trunc(bp / 100)}${bp % 100 ? `.${String(bp % 100).padStart(2, '0').replace(/0$/, '')}` : ''}`;

/** A version of a rule: in force from validFrom (inclusive) until validTo (exclusive; null = still in force). */
export interface RuleVersion {
  validFrom: Date;
  validTo: Date | null;
}

/** The version in force at `at` (when the order completed), or undefined. */
export function versionInForce<V extends RuleVersion>(versions: readonly V[], at: Date): V | undefined {
  return versions.find((v) => v.validFrom.getTime() <= at.getTime() && (v.validTo === null || at.getTime() < v.validTo.getTime()));
}

/** A person's settlement of a period: the shares of the orders plus rewards and penalties (fen). */
export interface PersonSettlement {
  userId: number;
  commissionFen: number;
  rewardsFen: number;
  totalFen: number;
  orderCount: number;
}

/** Sums each person's shares and rewards (penalties are negative rewards) into their settlement, by user id. */
export function settle(distributions: readonly Distribution[], rewards: readonly { userId: number; fen: number }[]): PersonSettlement[] {
  const people = new Map<number, PersonSettlement>();
  const of = (userId: number) => {
    const p = people.get(userId) ?? { userId, commissionFen: 0, rewardsFen: 0, totalFen: 0, orderCount: 0 };
    people.set(userId, p);
    return p;
  };
  for (const d of distributions) {
    for (const s of d.shares) {
      const p = of(s.userId);
      p.commissionFen += s.fen;
      p.orderCount += 1;
    }
  }
  for (const r of rewards) of(r.userId).rewardsFen += r.fen;
  for (const p of people.values()) p.totalFen = p.commissionFen + p.rewardsFen;
  return [...people.values()].sort((a, b) => a.userId - b.userId);
}
