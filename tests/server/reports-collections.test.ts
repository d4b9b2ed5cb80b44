import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { enterprises, itemCollections, orders } from '@server/db/schema';
import { collectedFenByDay, collectedFenSource } from '@server/modules/finance/finance.public';
import { useTestApp } from '@tests/support/test-app';

// Revenue is the money collected: finance's collection records of payment items, summed in fen by
// the China day (UTC+8) each was recorded. A hand-computed fixture of collections around midnight.

const t = useTestApp();

const FIXTURE = [
  // [order index, recorded at (UTC), amount in yuan]
  [0, '2001-05-01T15:59:59Z', '10.10'], // 2001-05-01 23:59:59 China time
  [0, '2001-05-01T16:00:00Z', '0.05'], //  2001-05-02 00:00:00
  [1, '2001-05-01T20:00:00Z', '99.99'], // 2001-05-02
  [1, '2001-05-02T01:00:00Z', '0.01'], //  2001-05-02, the same order again
  [2, '2001-05-03T15:59:59Z', '1200.00'], // 2001-05-03, the range's last second
  [2, '2001-05-03T16:00:00Z', '5.00'], // after the range
  [0, '2001-04-30T15:59:59Z', '7.00'], // before the range
] as const;
const RANGE = { start: new Date('2001-04-30T16:00:00Z'), end: new Date('2001-05-03T15:59:59.999Z') };

/** Inserts the fixture once for the file's tests. */
let seeded: Promise<{ enterpriseId: number; ids: number[] }> | undefined;
const seedFixture = () => (seeded ??= insertFixture());

async function insertFixture() {
  const db = t.app.db.system;
  const [ep] = await db.select({ id: enterprises.id }).from(enterprises).where(eq(enterprises.name, '示例科技有限公司'));
  const ids = (await db.select({ id: orders.id }).from(orders).where(eq(orders.enterpriseId, ep.id)).limit(3)).map((r) => r.id);
  await db.insert(itemCollections).values(
    FIXTURE.map(([order, at, amount]) => ({ enterpriseId: ep.id, orderId: ids[order], receivePaymentId: 1, itemName: '上门费', mode: 1, amount, createdAt: new Date(at) })),
  );
  return { enterpriseId: ep.id, ids };
}

describe('finance collection sums (finance.public, for the revenue figures)', () => {
  it('sums the collected fen per China day of the range', async () => {
    const { enterpriseId } = await seedFixture();
    const days = await t.app.db.tenant(enterpriseId, (tx) => collectedFenByDay(tx, enterpriseId, RANGE));
    expect(days).toEqual([
      { day: '2001-05-01', fen: 1010 },
      { day: '2001-05-02', fen: 5 + 9999 + 1 },
      { day: '2001-05-03', fen: 120000 },
    ]);
  });

  it('gives per order and day a subquery a statement can group by the orders own keys', async () => {
    const { enterpriseId, ids } = await seedFixture();
    const { rows } = await t.app.db.tenant(enterpriseId, (tx) =>
      tx.execute<{ order_id: string; day: string; fen: string }>(sql`select order_id, day, fen from ${collectedFenSource(enterpriseId, RANGE)} s order by order_id, day`),
    );
    expect(rows.map((r) => [Number(r.order_id), r.day, Number(r.fen)])).toEqual(
      [
        [ids[0], '2001-05-01', 1010],
        [ids[0], '2001-05-02', 5],
        [ids[1], '2001-05-02', 10000],
        [ids[2], '2001-05-03', 120000],
      ].sort((a, b) => Number(a[0]) - Number(b[0]) || String(a[1]).localeCompare(String(b[1]))),
    );
  });

  it("reads only the enterprise's own collections", async () => {
    const { enterpriseId } = await seedFixture();
    const [other] = await t.app.db.system.select({ id: enterprises.id }).from(enterprises).where(sql`${enterprises.id} <> ${enterpriseId}`).limit(1);
    expect(await t.app.db.tenant(other.id, (tx) => collectedFenByDay(tx, other.id, RANGE))).toEqual([]);
  });
});
