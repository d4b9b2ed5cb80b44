import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  commissionOf,
  distribute,
  settle,
  versionInForce,
  type CommissionBaseCode,
  type CommissionMethodCode,
  type CommissionOrder,
  type Share,
} from '@domain/finance/commission';
import type { OrderShareRow } from '@domain/finance/commission.schemas';
import { toYuan } from '@domain/finance/money';
import { commissionRules, enterprises, liveShareMarks, liveShares, orderFeeItems, orderTypes, orders, reconciliations, rewards, serviceGroups, settlementLines, settlements, settlementShares, users } from '@server/db/schema';
import {
  documentGroupSums,
  documentShares,
  groupSums,
  insertDocumentFromPeriod,
  personShares,
  personSums,
  type Period,
} from '@server/modules/finance/settlement-sums.queries';
import { rolledAsOf, rollUpShares } from '@server/modules/finance/live-shares.queries';
import { insertSettlement, linesOf } from '@server/modules/finance/settlement.queries';
import { periodRange } from '@server/modules/finance/settlement.service';
import { useTestApp } from '@tests/support/test-app';

// The settlement sums run in SQL; domain/finance/commission.ts is the rule of record. On random orders,
// rule versions (changed mid-period), leaders and rewards, the SQL figures must equal the in-memory ones,
// computed live and read from the roll-up with the orders changed after it (completed, reconciled or
// reopened, fees changed) and a rule changed after it. The roll-up runs here on the test's own clock
// (mid-period), not the app's minute tick.

const t = useTestApp({ runWorker: false });
const PERIOD = '2001-03';
const MONEY_ITEMS = [7001, 7002];
const SERVICE_ITEMS = [8001, 8002];

const orderArb = fc.record({
  minute: fc.integer({ min: -120, max: 31 * 24 * 60 + 120 }),
  type: fc.nat({ max: 1 }),
  serviceFen: fc.integer({ min: 0, max: 2_000_000 }),
  discountFen: fc.integer({ min: 0, max: 300_000 }),
  owner: fc.option(fc.nat({ max: 5 }), { nil: null }),
  collaborators: fc.array(fc.nat({ max: 5 }), { maxLength: 4 }),
  group: fc.option(fc.nat({ max: 1 }), { nil: null }),
  serviceItem: fc.option(fc.constantFrom(...SERVICE_ITEMS), { nil: null }),
  lines: fc.array(fc.record({ moneyItem: fc.option(fc.constantFrom(...MONEY_ITEMS), { nil: null }), quantity: fc.integer({ min: 1, max: 9 }), priceFen: fc.integer({ min: 0, max: 99_999 }) }), { maxLength: 3 }),
  reconciled: fc.boolean(),
});
const ratiosArb = fc
  .tuple(fc.integer({ min: 0, max: 10_000 }), fc.integer({ min: 0, max: 10_000 }))
  .map(([a, b]) => ({ leaderBp: Math.min(a, b), collaboratorsBp: Math.max(a, b) - Math.min(a, b), ownerBp: 10_000 - Math.max(a, b) }));
const termsArb = fc.record({
  base: fc.constantFrom(1, 2, 3, 4) as fc.Arbitrary<CommissionBaseCode>,
  method: fc.constantFrom(1, 2) as fc.Arbitrary<CommissionMethodCode>,
  rateBp: fc.integer({ min: 0, max: 10_000 }),
  amountFen: fc.integer({ min: 0, max: 100_000 }),
  moneyItemId: fc.constantFrom(...MONEY_ITEMS),
  serviceItemId: fc.constantFrom(...SERVICE_ITEMS),
  ratios: ratiosArb,
  types: fc.subarray([0, 1]),
});
// A rule: versions split at sorted minutes of the month (the first may begin before it), the last open or closed.
const ruleArb = fc.record({
  starts: fc.uniqueArray(fc.integer({ min: -200, max: 31 * 24 * 60 }), { minLength: 1, maxLength: 3 }).map((s) => s.sort((a, b) => a - b)),
  end: fc.option(fc.integer({ min: 0, max: 32 * 24 * 60 }), { nil: null }),
  versions: fc.array(termsArb, { minLength: 3, maxLength: 3 }),
});
const rewardArb = fc.record({ person: fc.nat({ max: 5 }), fen: fc.integer({ min: -50_000, max: 50_000 }).filter((n) => n !== 0), minute: fc.integer({ min: -60, max: 31 * 24 * 60 + 60 }), approved: fc.boolean() });
const scenarioArb = fc.record({
  orders: fc.array(orderArb, { minLength: 1, maxLength: 12 }),
  rules: fc.array(ruleArb, { maxLength: 3 }),
  leaders: fc.tuple(fc.option(fc.nat({ max: 5 }), { nil: null }), fc.option(fc.nat({ max: 5 }), { nil: null })),
  rewards: fc.array(rewardArb, { maxLength: 4 }),
  // The roll-up's run within the period, then what changes a minute after it: orders rewritten, orders
  // only reconciled or reopened, and the first rule changed as the rule page does (split at that minute).
  // Counted back from the period's end (small values come first), so most of the period's orders are rolled up.
  rollupMinute: fc.integer({ min: 0, max: 31 * 24 * 60 }).map((m) => 31 * 24 * 60 - m),
  rewritten: fc.array(fc.record({ index: fc.nat({ max: 11 }), order: orderArb }), { maxLength: 4 }),
  flipped: fc.uniqueArray(fc.nat({ max: 11 }), { maxLength: 3 }),
  ruleChange: fc.option(termsArb, { nil: null }),
});
type Scenario = typeof scenarioArb extends fc.Arbitrary<infer S> ? S : never;

interface Fixture {
  enterpriseId: number;
  orderIds: number[];
  people: number[];
  groups: number[];
  types: number[];
}

async function fixture(): Promise<Fixture> {
  const db = t.app.db.system;
  const [ep] = await db.select({ id: enterprises.id }).from(enterprises).where(eq(enterprises.name, '示例科技有限公司'));
  const byId = <T extends { id: number }>(rows: T[]) => rows.map((r) => r.id);
  const orderIds = byId(await db.select({ id: orders.id }).from(orders).where(eq(orders.enterpriseId, ep.id)).orderBy(asc(orders.id)).limit(12));
  const people = byId(await db.select({ id: users.id }).from(users).where(eq(users.enterpriseId, ep.id)).orderBy(asc(users.id)).limit(6));
  const groups = byId(await db.select({ id: serviceGroups.id }).from(serviceGroups).where(eq(serviceGroups.enterpriseId, ep.id)).orderBy(asc(serviceGroups.id)).limit(2));
  const types = byId(await db.select({ id: orderTypes.id }).from(orderTypes).where(eq(orderTypes.enterpriseId, ep.id)).orderBy(asc(orderTypes.id)).limit(2));
  expect([orderIds.length, people.length, groups.length, types.length]).toEqual([12, 6, 2, 2]);
  // Only this file's rules, reconciliations and rewards count.
  for (const table of [commissionRules, reconciliations, rewards]) await db.delete(table).where(eq(table.enterpriseId, ep.id));
  return { enterpriseId: ep.id, orderIds, people, groups, types };
}

const { from, until } = periodRange(PERIOD);
const atMinute = (minute: number) => new Date(from.getTime() + minute * 60_000 + (minute % 7) * 13);

type Terms = Scenario['rules'][number]['versions'][number];
type Version = Terms & { ruleKey: number; name: string; validFrom: Date; validTo: Date | null };

/** Each rule's versions: split at its sorted minutes, the last open or closed. */
const versionsOf = (s: Scenario): Version[][] =>
  s.rules.map((rule, k) =>
    rule.starts.map((start, i) => {
      const next = rule.starts[i + 1];
      const validTo = next !== undefined ? atMinute(next) : rule.end !== null && rule.end > start ? atMinute(rule.end) : null;
      return { ...rule.versions[i], ruleKey: 9000 + k, name: `规则${k}v${i}`, validFrom: atMinute(start), validTo };
    }),
  );

const versionRow = (f: Fixture, v: Version) => ({
  enterpriseId: f.enterpriseId,
  ruleKey: v.ruleKey,
  name: v.name,
  base: v.base,
  method: v.method,
  rateBp: v.rateBp,
  amountFen: v.amountFen,
  moneyItemId: v.moneyItemId,
  serviceItemId: v.serviceItemId,
  ownerBp: v.ratios.ownerBp,
  collaboratorsBp: v.ratios.collaboratorsBp,
  leaderBp: v.ratios.leaderBp,
  orderTypeIds: v.types.map((ti) => f.types[ti]),
  validFrom: v.validFrom,
  validTo: v.validTo,
});

type ScenarioOrder = Scenario['orders'][number];

/**
 * Writes one order's facts, fee items and reconciliation as written at `at` (the order's updated_at, the
 * reconciliation's changed_at; by default its completion, reconciled a minute later).
 */
async function writeOrder(f: Fixture, id: number, o: ScenarioOrder, at?: Date) {
  const db = t.app.db.system;
  const e = f.enterpriseId;
  const itemsFen = o.lines.reduce((sum, l) => sum + l.quantity * l.priceFen, 0);
  await db
    .update(orders)
    .set({
      state: 5,
      deletedAt: null,
      completedAt: atMinute(o.minute),
      updatedAt: at ?? atMinute(o.minute),
      templateId: f.types[o.type],
      ownerId: o.owner === null ? null : f.people[o.owner],
      collaboratorIds: o.collaborators.map((c) => f.people[c]),
      serviceGroupId: o.group === null ? null : f.groups[o.group],
      serviceItemId: o.serviceItem,
      serviceAmount: toYuan(o.serviceFen),
      spareAmount: '0.00',
      otherFee: '0.00',
      itemsAmount: toYuan(itemsFen),
      discountAmount: toYuan(o.discountFen),
    })
    .where(eq(orders.id, id));
  await db.delete(orderFeeItems).where(and(eq(orderFeeItems.enterpriseId, e), eq(orderFeeItems.orderId, id)));
  for (const l of o.lines)
    await db.insert(orderFeeItems).values({ enterpriseId: e, orderId: id, moneyItemId: l.moneyItem, name: '费用', itemType: 1, quantity: l.quantity, price: toYuan(l.priceFen) });
  await setReconciled(f, id, o.reconciled, at ?? atMinute(o.minute + 1));
}

/** The order's reconciliation state as reconciling or reopening leaves it (the row is kept, its changed_at set). */
async function setReconciled(f: Fixture, orderId: number, reconciled: boolean, at: Date) {
  await t.app.db.system
    .insert(reconciliations)
    .values({ enterpriseId: f.enterpriseId, orderId, state: reconciled ? 1 : 0, reconciledAt: at, changedAt: at })
    .onConflictDoUpdate({ target: [reconciliations.enterpriseId, reconciliations.orderId], set: { state: reconciled ? 1 : 0, changedAt: at } });
}

/** Writes the scenario into the database (the fixture's orders take the generated facts). */
async function write(f: Fixture, s: Scenario) {
  const db = t.app.db.system;
  const e = f.enterpriseId;
  for (const table of [commissionRules, reconciliations, rewards, settlements, settlementLines, settlementShares, liveShares, liveShareMarks]) await db.delete(table).where(eq(table.enterpriseId, e));
  await db.delete(orderFeeItems).where(and(eq(orderFeeItems.enterpriseId, e), inArray(orderFeeItems.orderId, f.orderIds)));
  // Orders beyond the scenario's are moved out of the period.
  for (const [i, id] of f.orderIds.entries()) {
    const o = s.orders[i];
    if (o) await writeOrder(f, id, o);
    else await db.update(orders).set({ completedAt: new Date('1999-01-01'), updatedAt: new Date('1999-01-01') }).where(eq(orders.id, id));
  }
  for (const [g, leader] of s.leaders.entries()) await db.update(serviceGroups).set({ leaderUserId: leader === null ? null : f.people[leader] }).where(eq(serviceGroups.id, f.groups[g]));
  for (const v of versionsOf(s).flat()) await db.insert(commissionRules).values(versionRow(f, v));
  for (const r of s.rewards)
    await db.insert(rewards).values({ enterpriseId: e, userId: f.people[r.person], amountFen: r.fen, reason: '测试', state: r.approved ? 1 : 0, createdBy: f.people[0], decidedAt: atMinute(r.minute) });
}

/** The same figures computed in memory by commission.ts, from the scenario itself (and its rule versions). */
function expected(f: Fixture, s: Scenario, versions = versionsOf(s)) {
  const live = s.orders
    .map((o, i) => ({ ...o, id: f.orderIds[i], completedAt: atMinute(o.minute) }))
    .filter((o) => o.reconciled && o.completedAt >= from && o.completedAt < until)
    .sort((a, b) => b.completedAt.getTime() - a.completedAt.getTime() || b.id - a.id);
  const distributions: { shares: Share[]; totalFen: number; unassignedFen: number }[] = [];
  const shares: (OrderShareRow & { userId: number; fen: number })[] = [];
  for (const o of live) {
    const itemsFen = o.lines.reduce((sum, l) => sum + l.quantity * l.priceFen, 0);
    const groupId = o.group === null ? null : f.groups[o.group];
    const order: CommissionOrder = {
      totalFen: Math.max(0, o.serviceFen + itemsFen - o.discountFen),
      feeItems: o.lines.map((l) => ({ moneyItemId: l.moneyItem, amountFen: l.quantity * l.priceFen })),
      serviceItemId: o.serviceItem,
      ownerId: o.owner === null ? null : f.people[o.owner],
      collaboratorIds: o.collaborators.map((c) => f.people[c]),
      leaderId: o.group === null || s.leaders[o.group] === null ? null : f.people[s.leaders[o.group]!],
    };
    for (const ruleVersions of versions) {
      const v = versionInForce(ruleVersions, o.completedAt);
      if (!v || !v.types.map((ti) => f.types[ti]).includes(f.types[o.type])) continue;
      const d = distribute(commissionOf(v, order), v.ratios, order);
      distributions.push(d);
      for (const share of d.shares)
        shares.push({ userId: share.userId, fen: share.fen, orderId: o.id, groupId, orderNo: '', completedAt: o.completedAt.toISOString(), ruleName: v.name, amount: toYuan(share.fen), roles: share.roles });
    }
  }
  const approved = s.rewards
    .filter((r) => r.approved && atMinute(r.minute) >= from && atMinute(r.minute) < until)
    .map((r) => ({ userId: f.people[r.person], fen: r.fen }));
  const people = settle(distributions, approved).map((p) => ({ ...p, orderCount: new Set(shares.filter((x) => x.userId === p.userId).map((x) => x.orderId)).size }));
  const groups = new Map<number | null, { fen: number; orders: Set<number>; people: Map<number, number> }>();
  for (const x of shares) {
    const g = groups.get(x.groupId) ?? { fen: 0, orders: new Set(), people: new Map() };
    g.fen += x.fen;
    g.orders.add(x.orderId);
    g.people.set(x.userId, (g.people.get(x.userId) ?? 0) + x.fen);
    groups.set(x.groupId, g);
  }
  const groupRows = [...groups.entries()]
    .map(([groupId, g]) => ({ groupId, commissionFen: g.fen, orderCount: g.orders.size, people: [...g.people.entries()].sort((a, b) => a[0] - b[0]).map(([userId, commissionFen]) => ({ userId, commissionFen })) }))
    .sort((a, b) => (a.groupId ?? Number.MAX_SAFE_INTEGER) - (b.groupId ?? Number.MAX_SAFE_INTEGER));
  return { people, shares, groups: groupRows };
}

/** `f` of each item in turn: one transaction's client runs one statement at a time. */
async function eachOf<T, R>(items: T[], f: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = [];
  for (const item of items) out.push(await f(item));
  return out;
}

/**
 * The scenario changed at `at`, after a roll-up: orders rewritten (or completed) then, orders only
 * reconciled or reopened then, and the first rule's version in force then split at it as the rule page
 * does. Answers the scenario and the rule versions as they are now.
 */
async function change(f: Fixture, s: Scenario, at: Date): Promise<{ scenario: Scenario; versions: Version[][] }> {
  const db = t.app.db.system;
  const changed = [...s.orders];
  for (const { index, order } of s.rewritten) {
    const i = Math.min(index, changed.length);
    changed[i] = order;
    await writeOrder(f, f.orderIds[i], order, at);
  }
  for (const index of s.flipped.filter((i) => i < changed.length)) {
    changed[index] = { ...changed[index], reconciled: !changed[index].reconciled };
    await setReconciled(f, f.orderIds[index], changed[index].reconciled, at);
  }
  const versions = versionsOf(s);
  const inForce = s.ruleChange && versions[0] ? versionInForce(versions[0], at) : undefined;
  if (s.ruleChange && inForce) {
    const split: Version = { ...s.ruleChange, ruleKey: inForce.ruleKey, name: '规则0改', validFrom: at, validTo: inForce.validTo };
    await db
      .update(commissionRules)
      .set({ validTo: at })
      .where(and(eq(commissionRules.enterpriseId, f.enterpriseId), eq(commissionRules.ruleKey, inForce.ruleKey), eq(commissionRules.validFrom, inForce.validFrom)));
    await db.insert(commissionRules).values(versionRow(f, split));
    inForce.validTo = at;
    versions[0].push(split);
  }
  return { scenario: { ...s, orders: changed }, versions };
}

/** The live figures as the lists read them: everyone's, the groups', and each person's shares and own figure. */
const liveFigures = (f: Fixture, period: Period, people: number[]) =>
  t.app.db.tenant(f.enterpriseId, async (tx) => ({
    people: await personSums(tx, period),
    groups: await groupSums(tx, period),
    shares: await eachOf(people, (p) => personShares(tx, period, p)),
    // A person's own figure reads only the orders they can have a share of.
    own: await eachOf(people, (p) => personSums(tx, period, p)),
  }));

function expectFigures(got: Awaited<ReturnType<typeof liveFigures>>, want: ReturnType<typeof expected>) {
  expect(got.people).toEqual(want.people);
  expect(got.own).toEqual(want.people.map((p) => [p]));
  expect(got.groups).toEqual(want.groups);
  for (const [i, p] of want.people.entries()) {
    const mine = want.shares.filter((x) => x.userId === p.userId).map(({ userId: _u, fen: _f, orderNo: _n, ...x }) => x);
    expect(got.shares[i].map(({ orderNo: _n, ...x }) => x)).toEqual(mine);
  }
}

const rollUp = (f: Fixture, at: Date) => t.app.db.tenant(f.enterpriseId, (tx) => rollUpShares(tx, f.enterpriseId, at));

/** The roll-up's month sums, kept piece by piece, as summed afresh from its share rows. */
async function expectMonthSumsKept(f: Fixture) {
  const read = (query: string) => t.app.db.system.execute(sql.raw(query.replaceAll('$e', String(f.enterpriseId)))).then((r) => r.rows);
  const month = `(date_trunc('month', (completed_at at time zone 'UTC') + interval '8 hours'))::date::text`;
  expect(await read(`select month::text, group_key::int, user_id::int, fen::int, order_count from finance_live_month_sums where enterprise_id = $e order by 1, 2, 3`)).toEqual(
    await read(`select month, group_key::int, user_id::int, sum(fen)::int as fen, count(*)::int as order_count from (
      select ${month} as month, coalesce(group_id, 0) as group_key, user_id, order_id, sum(fen) as fen from finance_live_shares where enterprise_id = $e group by 1, 2, 3, 4
    ) o group by 1, 2, 3 order by 1, 2, 3`),
  );
  expect(await read(`select month::text, group_key::int, order_count from finance_live_month_group_orders where enterprise_id = $e order by 1, 2`)).toEqual(
    await read(`select ${month} as month, coalesce(group_id, 0)::int as group_key, count(distinct order_id)::int as order_count from finance_live_shares where enterprise_id = $e group by 1, 2 order by 1, 2`),
  );
}
const markOf = (f: Fixture) => t.app.db.tenant(f.enterpriseId, (tx) => rolledAsOf(tx, f.enterpriseId));

describe('settlement sums in SQL', () => {
  it('equal the in-memory computation of commission.ts on random orders, rule versions, leaders and rewards, live and rolled up', async () => {
    const f = await fixture();
    const period: Period = { enterpriseId: f.enterpriseId, from, until };
    await fc.assert(
      fc.asyncProperty(scenarioArb, async (s) => {
        await write(f, s);
        const want = expected(f, s);
        const got = await liveFigures(f, period, want.people.map((p) => p.userId));
        // Settled, the document's rows read back the same figures.
        const settled = await t.app.db.tenant(f.enterpriseId, async (tx) => {
          const id = await insertSettlement(tx, f.enterpriseId, { period: PERIOD, totalFen: 0, orderCount: 0, createdBy: f.people[0] });
          const { totalFen } = await insertDocumentFromPeriod(tx, period, id);
          return {
            totalFen,
            people: (await linesOf(tx, f.enterpriseId, id)).map(({ userId, commissionFen, rewardsFen, totalFen, orderCount }) => ({ userId, commissionFen, rewardsFen, totalFen, orderCount })),
            groups: await documentGroupSums(tx, f.enterpriseId, id),
            shares: await eachOf(want.people, (p) => documentShares(tx, f.enterpriseId, id, p.userId)),
          };
        });
        expectFigures(got, want);
        expect(settled).toEqual({ ...got, own: undefined, totalFen: want.people.reduce((sum, p) => sum + p.totalFen, 0) });

        // Rolled up mid-period (the orders completed after it, or a few minutes before, computed live): the same figures.
        const rolledAt = atMinute(s.rollupMinute);
        await rollUp(f, rolledAt);
        expect(await markOf(f)).toEqual(rolledAt);
        expectFigures(await liveFigures(f, period, want.people.map((p) => p.userId)), want);

        // Changed a minute later: shown at once (the roll-up still holds, the changed orders computed live), then rolled up.
        const changedAt = new Date(rolledAt.getTime() + 60_000);
        const now = await change(f, s, changedAt);
        const wantNow = expected(f, now.scenario, now.versions);
        expect(await markOf(f)).toEqual(rolledAt);
        expectFigures(await liveFigures(f, period, wantNow.people.map((p) => p.userId)), wantNow);
        const rolledAgain = new Date(changedAt.getTime() + 10 * 60_000);
        await rollUp(f, rolledAgain);
        expect(await markOf(f)).toEqual(rolledAgain);
        await expectMonthSumsKept(f);
        expectFigures(await liveFigures(f, period, wantNow.people.map((p) => p.userId)), wantNow);
      }),
      { numRuns: 30 },
    );
  }, 300_000);

  it('show an order reopened or rewritten after the roll-up at once, and are computed live again when a group leader changes under it', async () => {
    const f = await fixture();
    const period: Period = { enterpriseId: f.enterpriseId, from, until };
    const s = fc.sample(scenarioArb, { numRuns: 1, seed: 34 })[0];
    const scenario: Scenario = {
      ...s,
      orders: [...s.orders, ...s.orders].slice(0, Math.max(2, s.orders.length)).map((o) => ({ ...o, owner: 2, group: 0, reconciled: true, minute: Math.abs(o.minute) % (10 * 24 * 60) })),
      rules: [{ starts: [-100], end: null, versions: s.rules[0]?.versions ?? fc.sample(ruleArb, { numRuns: 1, seed: 34 })[0].versions }],
      leaders: [0, null],
    };
    scenario.rules[0].versions[0] = { ...scenario.rules[0].versions[0], ratios: { leaderBp: 2_000, collaboratorsBp: 3_000, ownerBp: 5_000 }, types: [0, 1] };
    await write(f, scenario);
    const rolledAt = atMinute(20 * 24 * 60);
    await rollUp(f, rolledAt);
    expect(await markOf(f)).toEqual(rolledAt);
    // The first order reopened (its reconciliation alone changes) and the second rewritten a minute later: shown at once.
    const changed: Scenario = { ...scenario, orders: [{ ...scenario.orders[0], reconciled: false }, { ...scenario.orders[1], owner: 3, serviceFen: 123_456 }, ...scenario.orders.slice(2)] };
    const changedAt = new Date(rolledAt.getTime() + 60_000);
    await setReconciled(f, f.orderIds[0], false, changedAt);
    await writeOrder(f, f.orderIds[1], changed.orders[1], changedAt);
    expect(await markOf(f)).toEqual(rolledAt);
    const wantChanged = expected(f, changed);
    expectFigures(await liveFigures(f, period, wantChanged.people.map((p) => p.userId)), wantChanged);
    await t.app.db.system.update(serviceGroups).set({ leaderUserId: f.people[1] }).where(eq(serviceGroups.id, f.groups[0]));
    const led = { ...changed, leaders: [1, null] as Scenario['leaders'] };
    expect(await markOf(f)).toBeNull();
    const want = expected(f, led);
    expectFigures(await liveFigures(f, period, want.people.map((p) => p.userId)), want);
    await rollUp(f, new Date(rolledAt.getTime() + 60_000));
    expect(await markOf(f)).not.toBeNull();
    await expectMonthSumsKept(f);
    expectFigures(await liveFigures(f, period, want.people.map((p) => p.userId)), want);
  });
});

describe('a settlement period', () => {
  it('is a China calendar month whatever zone the server runs in', () => {
    expect(periodRange('2026-12')).toEqual({ from: new Date('2026-11-30T16:00:00Z'), until: new Date('2026-12-31T16:00:00Z') });
    expect(periodRange('2026-01').from).toEqual(new Date('2025-12-31T16:00:00Z'));
  });
});
