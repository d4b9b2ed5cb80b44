import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CommissionBase,
  CommissionMethod,
  bpToPercent,
  commissionOf,
  distribute,
  percentToBp,
  ratiosRefusal,
  settle,
  versionInForce,
  type CommissionOrder,
  type CommissionTerms,
  type DistributionRatios,
} from '@domain/finance/commission';
import { applyBasisPoints, toFen, toYuan } from '@domain/finance/money';

const order = (o: Partial<CommissionOrder> = {}): CommissionOrder => ({
  totalFen: 100_000,
  feeItems: [],
  serviceItemId: null,
  ownerId: 1,
  collaboratorIds: [],
  leaderId: null,
  ...o,
});
const terms = (t: Partial<CommissionTerms> = {}): CommissionTerms => ({
  base: CommissionBase.orderAmount,
  method: CommissionMethod.rate,
  rateBp: 500,
  amountFen: 0,
  moneyItemId: null,
  serviceItemId: null,
  ratios: { ownerBp: 10_000, collaboratorsBp: 0, leaderBp: 0 },
  ...t,
});

describe('money', () => {
  it.each([
    ['12.3', 1230],
    ['0.05', 5],
    ['-0.05', -5],
    ['100', 10_000],
    ['9999999999.99', 999_999_999_999],
  ])('%s yuan is %d fen and back', (yuan, fen) => {
    expect(toFen(yuan)).toBe(fen);
    expect(toFen(toYuan(fen))).toBe(fen);
  });

  it.each([
    [1, 5000, 1], // 0.5 fen rounds half away from zero
    [1, 4999, 0],
    [-1, 5000, -1],
    [333, 3333, 111], // 110.9889
    [999_999_999_999, 10_000, 999_999_999_999],
  ])('%d fen × %d bp = %d fen', (fen, bp, out) => {
    expect(applyBasisPoints(fen, bp)).toBe(out);
  });

  it('refuses what is not money', () => {
    expect(() => toFen('1.234')).toThrow();
    expect(() => toFen('abc')).toThrow();
    expect(() => toYuan(0.5)).toThrow();
  });
});

describe('commissionOf: every base and method', () => {
  const withItems = order({
    totalFen: 80_000,
    serviceItemId: 7,
    feeItems: [
      { moneyItemId: 3, amountFen: 12_345 },
      { moneyItemId: 3, amountFen: 1 },
      { moneyItemId: 4, amountFen: 50_000 },
      { moneyItemId: null, amountFen: 999 },
    ],
  });
  it.each([
    ['order amount × 5 %', terms(), withItems, 4_000],
    ['order amount × 3.33 % rounds to the fen', terms({ rateBp: 333 }), order({ totalFen: 12_345 }), 411], // 411.0885
    ['order amount × 0.05 % half up', terms({ rateBp: 5 }), order({ totalFen: 1_000 }), 1], // 0.5
    ['order amount, fixed amount', terms({ method: CommissionMethod.amount, amountFen: 2_000 }), withItems, 2_000],
    ['fee item × 10 % of its lines', terms({ base: CommissionBase.feeItem, moneyItemId: 3, rateBp: 1_000 }), withItems, 1_235], // 1234.6
    ['fee item fixed when present', terms({ base: CommissionBase.feeItem, moneyItemId: 4, method: CommissionMethod.amount, amountFen: 300 }), withItems, 300],
    ['fee item absent', terms({ base: CommissionBase.feeItem, moneyItemId: 9, method: CommissionMethod.amount, amountFen: 300 }), withItems, 0],
    ['fixed per order', terms({ base: CommissionBase.fixedPerOrder, method: CommissionMethod.amount, amountFen: 1_500 }), withItems, 1_500],
    ['per service item, matching', terms({ base: CommissionBase.perServiceItem, serviceItemId: 7, rateBp: 250 }), withItems, 2_000],
    ['per service item, other item', terms({ base: CommissionBase.perServiceItem, serviceItemId: 8, rateBp: 250 }), withItems, 0],
    ['zero order', terms(), order({ totalFen: 0 }), 0],
  ])('%s', (_name, t, o, fen) => {
    expect(commissionOf(t, o)).toBe(fen);
  });
});

describe('distribute: rounding to the fen, the remainder to the owner', () => {
  const ratios = (owner: number, collaborators: number, leader: number): DistributionRatios => ({ ownerBp: owner, collaboratorsBp: collaborators, leaderBp: leader });
  it.each([
    ['all to the owner', 1_000, ratios(10_000, 0, 0), { ownerId: 1, collaboratorIds: [], leaderId: null }, { 1: 1_000 }],
    ['60/30/10', 1_000, ratios(6_000, 3_000, 1_000), { ownerId: 1, collaboratorIds: [2], leaderId: 9 }, { 1: 600, 2: 300, 9: 100 }],
    ['thirds leave a fen to the owner', 100, ratios(3_334, 3_333, 3_333), { ownerId: 1, collaboratorIds: [2], leaderId: 9 }, { 1: 34, 2: 33, 9: 33 }],
    ['collaborators split evenly, the remainder to the owner', 1_001, ratios(5_000, 5_000, 0), { ownerId: 1, collaboratorIds: [2, 3, 4], leaderId: null }, { 1: 503, 2: 166, 3: 166, 4: 166 }],
    ['no collaborators: their ratio to the owner', 1_000, ratios(6_000, 3_000, 1_000), { ownerId: 1, collaboratorIds: [], leaderId: 9 }, { 1: 900, 9: 100 }],
    ['no leader: its ratio to the owner', 1_000, ratios(6_000, 3_000, 1_000), { ownerId: 1, collaboratorIds: [2], leaderId: null }, { 1: 700, 2: 300 }],
    ['owner who leads the group gets both', 1_000, ratios(6_000, 3_000, 1_000), { ownerId: 1, collaboratorIds: [2], leaderId: 1 }, { 1: 700, 2: 300 }],
    ['a collaborator named twice counts once', 1_000, ratios(5_000, 5_000, 0), { ownerId: 1, collaboratorIds: [2, 2], leaderId: null }, { 1: 500, 2: 500 }],
  ])('%s', (_name, total, r, people, expected) => {
    const d = distribute(total, r, people);
    expect(Object.fromEntries(d.shares.map((s) => [s.userId, s.fen]))).toEqual(expected);
    expect(d.unassignedFen).toBe(0);
  });

  it("leaves the owner's part unassigned when the order has no owner", () => {
    const d = distribute(1_000, ratios(6_000, 3_000, 1_000), { ownerId: null, collaboratorIds: [2], leaderId: 9 });
    expect(d.shares.map((s) => [s.userId, s.fen])).toEqual([
      [9, 100],
      [2, 300],
    ]);
    expect(d.unassignedFen).toBe(600);
  });

  const ratiosArb = fc
    .tuple(fc.integer({ min: 0, max: 10_000 }), fc.integer({ min: 0, max: 10_000 }))
    .map(([a, b]) => [Math.min(a, b), Math.max(a, b)])
    .map(([a, b]) => ratios(a, b - a, 10_000 - b));
  const peopleArb = fc.record({
    ownerId: fc.option(fc.integer({ min: 1, max: 6 }), { nil: null }),
    collaboratorIds: fc.array(fc.integer({ min: 1, max: 6 }), { maxLength: 5 }),
    leaderId: fc.option(fc.integer({ min: 1, max: 6 }), { nil: null }),
  });

  it('always sums to the total, never gives a negative share, and the owner absorbs at most one fen per collaborator plus one', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000_000_000 }), ratiosArb, peopleArb, (total, r, people) => {
        const d = distribute(total, r, people);
        expect(d.shares.reduce((sum, s) => sum + s.fen, 0) + d.unassignedFen).toBe(total);
        expect(d.shares.every((s) => s.fen >= 0)).toBe(true);
        if (people.ownerId !== null && people.leaderId !== people.ownerId && !people.collaboratorIds.includes(people.ownerId)) {
          const owner = d.shares.find((s) => s.userId === people.ownerId)!.fen;
          const exact = (total * r.ownerBp) / 10_000;
          const others = (people.collaboratorIds.length ? 0 : (total * r.collaboratorsBp) / 10_000) + (people.leaderId === null ? (total * r.leaderBp) / 10_000 : 0);
          expect(owner).toBeGreaterThanOrEqual(Math.floor(exact + others) - 1);
          expect(owner - (exact + others)).toBeLessThanOrEqual(new Set(people.collaboratorIds).size + 2);
        }
      }),
    );
  });
});

describe('ratios and percentages', () => {
  it.each([
    [{ ownerBp: 6_000, collaboratorsBp: 3_000, leaderBp: 1_000 }, null],
    [{ ownerBp: 6_000, collaboratorsBp: 3_000, leaderBp: 999 }, '负责人、协作人、组长的分配比例合计须为100%（当前99.99%）'],
    [{ ownerBp: 11_000, collaboratorsBp: 0, leaderBp: -1_000 }, '负责人的分配比例须在0到100之间'],
    [{ ownerBp: 5_000, collaboratorsBp: 6_000, leaderBp: -1_000 }, '组长的分配比例须在0到100之间'],
    [{ ownerBp: 5_000, collaboratorsBp: 50.5, leaderBp: 0 }, '协作人的分配比例须在0到100之间'],
  ])('%o → %s', (r, message) => {
    expect(ratiosRefusal(r)).toBe(message);
  });

  it.each([
    ['33.33', 3_333],
    ['100', 10_000],
    ['0.5', 50],
    ['5', 500],
    ['1.234', null],
    ['-1', null],
    ['abc', null],
  ])('%s %% is %s bp', (text, bp) => {
    expect(percentToBp(text)).toBe(bp);
    if (bp !== null) expect(percentToBp(bpToPercent(bp))).toBe(bp);
  });
});

describe('rules changed mid-period: an order uses the version in force when it completed', () => {
  const v1 = { id: 1, validFrom: new Date('2026-01-01T00:00:00Z'), validTo: new Date('2026-01-15T00:00:00Z'), rateBp: 500 };
  const v2 = { id: 2, validFrom: new Date('2026-01-15T00:00:00Z'), validTo: null, rateBp: 800 };
  it.each([
    ['before any version', '2025-12-31T23:59:59Z', undefined],
    ['first day', '2026-01-01T00:00:00Z', 1],
    ['just before the change', '2026-01-14T23:59:59.999Z', 1],
    ['the instant of the change', '2026-01-15T00:00:00Z', 2],
    ['later', '2026-03-01T00:00:00Z', 2],
  ])('%s', (_name, at, id) => {
    expect(versionInForce([v1, v2], new Date(at))?.id).toBe(id);
  });

  it('settles a month across the change with each order at its own rate', () => {
    const orders = [
      { completedAt: '2026-01-10T10:00:00Z', totalFen: 10_000 },
      { completedAt: '2026-01-20T10:00:00Z', totalFen: 10_000 },
    ];
    const distributions = orders.map((o) => {
      const v = versionInForce([v1, v2], new Date(o.completedAt))!;
      return distribute(commissionOf(terms({ rateBp: v.rateBp }), order({ totalFen: o.totalFen })), { ownerBp: 10_000, collaboratorsBp: 0, leaderBp: 0 }, { ownerId: 1, collaboratorIds: [], leaderId: null });
    });
    expect(settle(distributions, [])).toEqual([{ userId: 1, commissionFen: 500 + 800, rewardsFen: 0, totalFen: 1_300, orderCount: 2 }]);
  });
});

describe('settle', () => {
  it("a settlement equals the sum of its orders' shares and its rewards and penalties, person by person", () => {
    const distributionArb = fc
      .record({
        total: fc.integer({ min: 0, max: 10_000_000 }),
        owner: fc.integer({ min: 1, max: 5 }),
        collaborators: fc.array(fc.integer({ min: 1, max: 5 }), { maxLength: 3 }),
        leader: fc.option(fc.integer({ min: 1, max: 5 }), { nil: null }),
        split: fc.integer({ min: 0, max: 5_000 }),
      })
      .map((o) => distribute(o.total, { ownerBp: 10_000 - 2 * o.split, collaboratorsBp: o.split, leaderBp: o.split }, { ownerId: o.owner, collaboratorIds: o.collaborators, leaderId: o.leader }));
    const rewardArb = fc.record({ userId: fc.integer({ min: 1, max: 6 }), fen: fc.integer({ min: -1_000_000, max: 1_000_000 }) });
    fc.assert(
      fc.property(fc.array(distributionArb, { maxLength: 30 }), fc.array(rewardArb, { maxLength: 10 }), (distributions, rewards) => {
        const people = settle(distributions, rewards);
        const grand = people.reduce((sum, p) => sum + p.totalFen, 0);
        const expected = distributions.reduce((sum, d) => sum + d.totalFen, 0) + rewards.reduce((sum, r) => sum + r.fen, 0);
        expect(grand).toBe(expected);
        for (const p of people) {
          const shares = distributions.flatMap((d) => d.shares).filter((s) => s.userId === p.userId);
          expect(p.commissionFen).toBe(shares.reduce((sum, s) => sum + s.fen, 0));
          expect(p.totalFen).toBe(p.commissionFen + rewards.filter((r) => r.userId === p.userId).reduce((sum, r) => sum + r.fen, 0));
        }
      }),
    );
  });
});
