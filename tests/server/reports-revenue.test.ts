import { eq, ne } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ChartQuerySchema } from '@domain/reports/reports.schemas';
import { Role, type RoleType } from '@domain/shell/roles';
import { customers, enterprises, itemCollections, orderCollections, orders, orderTypes, users } from '@server/db/schema';
import { chartData } from '@server/modules/reports/chart-figures';
import { refreshOrderRollup } from '@server/modules/reports/rollup.job';
import { useTestApp } from '@tests/support/test-app';

// 已收款 = the orders' own collection records + finance's collections of payment items (收款 of
// finance_item_collections), both counted for the order: its China day of creation, type, owner and
// customer, whenever recorded. A hand-computed fixture around China midnight.

const t = useTestApp();

// The range: China days 2001-05-01 and 2001-05-02.
const RANGE = { start: '2001-04-30T16:00:00.000Z', end: '2001-05-02T15:59:59.999Z' };
const ORDERS = [
  // [created at (UTC), owner, type, customer]
  ['2001-05-01T15:59:59Z', 0, 0, 0], // A: China 2001-05-01 23:59:59
  ['2001-05-01T16:00:00Z', 1, 0, 1], // B: China 2001-05-02 00:00:00
  ['2001-05-02T03:00:00Z', 0, 1, 0], // C: China 2001-05-02
  ['2001-04-30T15:59:59Z', 0, 0, 0], // D: China 2001-04-30, before the range
] as const;
const A = 0, B = 1, C = 2, D = 3;
/** The orders' own collection records: [order, yuan]. */
const RECORDS = [[A, '100.00'], [B, '20.50']] as const;
/** Finance's collections: [order, recorded at, yuan]. */
const ITEMS = [
  [A, '2001-05-03T01:00:00Z', '10.10'], // recorded after the range: still the order's
  [B, '2001-05-01T16:30:00Z', '0.05'],
  [B, '2001-06-01T00:00:00Z', '99.99'],
  [C, '2001-05-02T04:00:00Z', '1200.00'],
  [D, '2001-05-01T02:00:00Z', '7.00'], // an order created before the range
] as const;
// Per order in fen: A 10000 + 1010, B 2050 + 5 + 9999, C 120000.
const FEN = { A: 11_010, B: 12_054, C: 120_000 };

let seeded: ReturnType<typeof insertFixture> | undefined;
const seedFixture = () => (seeded ??= insertFixture());

async function insertFixture() {
  const db = t.app.db.system;
  const [ep] = await db.select({ id: enterprises.id }).from(enterprises).where(eq(enterprises.name, '示例科技有限公司'));
  const ids = (await db.select({ id: orders.id }).from(orders).where(eq(orders.enterpriseId, ep.id)).limit(ORDERS.length)).map((r) => r.id);
  const staff = (await db.select({ id: users.id }).from(users).where(eq(users.enterpriseId, ep.id)).limit(2)).map((r) => r.id);
  const types = (await db.select({ id: orderTypes.id }).from(orderTypes).where(eq(orderTypes.enterpriseId, ep.id)).limit(2)).map((r) => r.id);
  const clients = (await db.select({ id: customers.id }).from(customers).where(eq(customers.enterpriseId, ep.id)).limit(2)).map((r) => r.id);
  for (const [i, [createdAt, owner, type, customer]] of ORDERS.entries())
    await db
      .update(orders)
      .set({ createdAt: new Date(createdAt), ownerId: staff[owner], collaboratorIds: [], templateId: types[type], customerId: clients[customer], deletedAt: null, updatedAt: new Date() })
      .where(eq(orders.id, ids[i]));
  await db.delete(orderCollections).where(eq(orderCollections.enterpriseId, ep.id));
  await db.insert(orderCollections).values(RECORDS.map(([order, amount]) => ({ enterpriseId: ep.id, orderId: ids[order], mode: 1, amount })));
  await db.insert(itemCollections).values(
    ITEMS.map(([order, at, amount]) => ({ enterpriseId: ep.id, orderId: ids[order], receivePaymentId: 1, itemName: '上门费', mode: 1, amount, createdAt: new Date(at) })),
  );
  // Another enterprise's collection of the same order id is not this enterprise's.
  const [other] = await db.select({ id: enterprises.id }).from(enterprises).where(ne(enterprises.id, ep.id)).limit(1);
  await db.insert(itemCollections).values({ enterpriseId: other.id, orderId: ids[A], receivePaymentId: 1, itemName: '上门费', mode: 1, amount: '3.00', createdAt: new Date('2001-05-01T00:00:00Z') });
  return { enterpriseId: ep.id, staff, types, clients };
}

type Fixture = Awaited<ReturnType<typeof insertFixture>>;
interface Case {
  name: string;
  query: (f: Fixture) => Record<string, string>;
  viewer?: (f: Fixture) => { userId: number; role: RoleType };
  /** 已收款 in fen per row key, and the summary's. */
  rows: (f: Fixture) => Record<string, number>;
  summary: number;
}

const CASES: Case[] = [
  { name: 'by day of creation', query: () => ({ dimension: 'day' }), rows: () => ({ '2001-05-01': FEN.A, '2001-05-02': FEN.B + FEN.C }), summary: FEN.A + FEN.B + FEN.C },
  { name: 'by staff (the owner)', query: () => ({ dimension: 'staff' }), rows: (f) => ({ [f.staff[0]]: FEN.A + FEN.C, [f.staff[1]]: FEN.B }), summary: FEN.A + FEN.B + FEN.C },
  { name: 'by order type', query: () => ({ dimension: 'type' }), rows: (f) => ({ [f.types[0]]: FEN.A + FEN.B, [f.types[1]]: FEN.C }), summary: FEN.A + FEN.B + FEN.C },
  { name: 'by customer', query: () => ({ dimension: 'customer' }), rows: (f) => ({ [f.clients[0]]: FEN.A + FEN.C, [f.clients[1]]: FEN.B }), summary: FEN.A + FEN.B + FEN.C },
  { name: 'filtered to one staff member', query: (f) => ({ dimension: 'type', staffId: String(f.staff[1]) }), rows: (f) => ({ [f.types[0]]: FEN.B }), summary: FEN.B },
  { name: 'filtered to one order type', query: (f) => ({ dimension: 'staff', orderType: String(f.types[1]) }), rows: (f) => ({ [f.staff[0]]: FEN.C }), summary: FEN.C },
  {
    name: 'seen by a service staff member (their own orders only)',
    query: () => ({ dimension: 'day' }),
    viewer: (f) => ({ userId: f.staff[1], role: Role.serviceStaff }),
    rows: () => ({ '2001-05-01': 0, '2001-05-02': FEN.B }),
    summary: FEN.B,
  },
];

describe('已收款 with finance collections, by the revenue chart (hand-computed fixture)', () => {
  it.each(CASES)('$name', async (c) => {
    const f = await seedFixture();
    const viewer = { enterpriseId: f.enterpriseId, ...(c.viewer?.(f) ?? { userId: 0, role: Role.admin }) };
    const q = ChartQuerySchema.parse({ chart: 'revenue', ...RANGE, ...c.query(f) });
    // Read from the orders, then from the roll-ups (built now: the range is whole days long past).
    const live = await t.app.db.tenant(f.enterpriseId, (tx) => chartData(tx, viewer, q, ['collected']));
    const now = new Date();
    await refreshOrderRollup(t.app.db, now);
    const rolled = await t.app.db.tenant(f.enterpriseId, (tx) => chartData(tx, viewer, q, ['collected'], now));
    for (const data of [live, rolled]) {
      expect(data.summary.collected).toBe(c.summary / 100);
      const rows = Object.fromEntries(data.rows.filter((r) => r.values.collected !== 0 || q.dimension === 'day').map((r) => [r.key, Math.round(Number(r.values.collected) * 100)]));
      expect(rows).toEqual(c.rows(f));
    }
  });
});

describe('the finance collections leave the other revenue figures alone', () => {
  it('counts orders and fees as before', async () => {
    const f = await seedFixture();
    const viewer = { enterpriseId: f.enterpriseId, userId: 0, role: Role.admin };
    const q = ChartQuerySchema.parse({ chart: 'revenue', ...RANGE });
    const data = await t.app.db.tenant(f.enterpriseId, (tx) => chartData(tx, viewer, q, ['total', 'collected']));
    expect(data.summary).toEqual({ total: 3, collected: (FEN.A + FEN.B + FEN.C) / 100 });
  });
});
