import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { LocationKind, MovementType, type Location, type MovementTypeCode } from '@domain/spare-parts/spare-parts.constants';
import { postMovement, type MovementLine } from '@server/modules/spare-parts/spare-parts.public';
import { AppError } from '@server/lib/app-error';
import { enterpriseIdOf, useSignedIn, useTestApp, userIdsByName } from '@tests/support/test-app';

const t = useTestApp();
const [admin, staff] = useSignedIn(t, '13800000001', '13800000003');

let enterpriseId = 0;
let adminId = 0;
const parts: number[] = [];
const warehouses: number[] = [];
const people: number[] = [];

beforeAll(async () => {
  enterpriseId = await enterpriseIdOf(admin);
  const ids = await userIdsByName(admin);
  adminId = ids['王管理'];
  people.push(ids['张师傅'], ids['李派单']);
  const type = (await admin.post('/v2/spare/type/save', { name: '性质测试类' })).json.data as number;
  for (const name of ['甲', '乙', '丙']) parts.push((await admin.post('/v2/spare/sparePart/save', { typeId: type, name: `性质件${name}`, price: '2.5' })).json.data.id);
  for (const name of ['性质仓A', '性质仓B']) warehouses.push((await admin.post('/v2/spare/warehouse/save', { name, kind: 2 })).json.data);
});

const W = (i: number): Location => ({ kind: LocationKind.warehouse, id: warehouses[i] });
const P = (i: number): Location => ({ kind: LocationKind.person, id: people[i] });

/** Stock rows of the test parts next to what their ledger lines add up to. */
async function stockAndLedger() {
  return t.app.db.tenant(enterpriseId, async (tx) => {
    const { rows } = await tx.execute<{ part_id: string; loc_kind: number; loc_id: string; qty: string; ledger: string }>(sql`
      select s.part_id, s.loc_kind, s.loc_id, s.qty,
        coalesce((select sum(case when l.to_kind = s.loc_kind and l.to_id = s.loc_id then l.qty else -l.qty end)
          from spare_ledger l where l.enterprise_id = s.enterprise_id and l.part_id = s.part_id
            and ((l.to_kind = s.loc_kind and l.to_id = s.loc_id) or (l.from_kind = s.loc_kind and l.from_id = s.loc_id))), 0) as ledger
      from spare_stocks s where s.enterprise_id = ${enterpriseId} and s.part_id in (${sql.join(parts.map((p) => sql`${p}`), sql`, `)})`);
    return rows.map((r) => ({ key: `${r.part_id}:${r.loc_kind}:${r.loc_id}`, qty: Number(r.qty), ledger: Number(r.ledger) }));
  });
}

/** A random movement of a type whose sides are all places of the test (warehouses A/B, two people). */
const lineFor = (type: MovementTypeCode, a: number, b: number): Pick<MovementLine, 'from' | 'to'> => {
  switch (type) {
    case MovementType.stockIn:
      return { from: null, to: W(a) };
    case MovementType.stockOut:
      return { from: W(a), to: null };
    case MovementType.allocation:
      return { from: W(a), to: W(1 - a) };
    case MovementType.applyFor:
      return { from: W(a), to: P(b) };
    case MovementType.returnToStock:
      return { from: P(b), to: W(a) };
    case MovementType.handOver:
      return { from: P(b), to: P(1 - b) };
    case MovementType.orderConsumption:
      return { from: P(b), to: null };
    default:
      return { from: null, to: P(b) };
  }
};
const TYPES: MovementTypeCode[] = [3, 3, 4, 5, 7, 8, 13, 1, 2];
const movementArb = fc.record({
  type: fc.constantFrom(...TYPES),
  lines: fc.array(fc.record({ part: fc.integer({ min: 0, max: 2 }), qty: fc.integer({ min: 1, max: 6 }), a: fc.integer({ min: 0, max: 1 }), b: fc.integer({ min: 0, max: 1 }) }), { minLength: 1, maxLength: 4 }),
});

describe('the posting engine', () => {
  it('keeps every stock equal to its ledger sum and never below zero, refusing exactly the movements that would go short', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(movementArb, { minLength: 1, maxLength: 12 }), async (movements) => {
        const model = new Map((await stockAndLedger()).map((r) => [r.key, Math.round(r.qty * 100)]));
        for (const m of movements) {
          const lines = m.lines.map((l) => ({ partId: parts[l.part], qty: l.qty * 100, ...lineFor(m.type, l.a, l.b) }));
          // The model: lines in turn, the first short one refuses the whole movement.
          const next = new Map(model);
          let short = 0;
          lines.forEach((l, i) => {
            const from = l.from && `${l.partId}:${l.from.kind}:${l.from.id}`;
            if (from) {
              const have = next.get(from) ?? 0;
              if (have < l.qty && !short) short = i + 1;
              next.set(from, have - l.qty);
            }
            if (l.to) next.set(`${l.partId}:${l.to.kind}:${l.to.id}`, (next.get(`${l.partId}:${l.to.kind}:${l.to.id}`) ?? 0) + l.qty);
          });
          const outcome = await t.app.db
            .tenant(enterpriseId, (tx) => postMovement(tx, { enterpriseId, userId: adminId, type: m.type, lines }))
            .then(() => 'posted' as const, (e: unknown) => e);
          if (short) {
            expect(outcome).toBeInstanceOf(AppError);
            expect((outcome as AppError).statusCode).toBe(409);
            expect((outcome as AppError).message).toMatch(new RegExp(`^第${short}行：.*库存不足`));
          } else {
            expect(outcome).toBe('posted');
            for (const [k, v] of next) model.set(k, v);
          }
        }
        const rows = await stockAndLedger();
        for (const row of rows) {
          expect(row.qty).toBeGreaterThanOrEqual(0);
          expect(row.qty).toBe(row.ledger);
          expect(Math.round(row.qty * 100)).toBe(model.get(row.key) ?? 0);
        }
      }),
      { numRuns: 25, seed: 18 },
    );
  }, 120_000);
});

describe('20 concurrent claims of the last units', () => {
  it('grant exactly the quantity in stock and refuse the rest naming the line', async () => {
    const part = parts[0];
    const wh = warehouses[1];
    const before = (await admin.get(`/v2/spare/stock/list?warehouseId=${wh}&partId=${part}`)).json.data.list as { qty: string }[];
    const have = Number(before[0]?.qty ?? 0);
    // Top the warehouse up to exactly 7 units.
    if (have < 7) await admin.post('/v2/spare/operation/post', { type: 3, to: { kind: 1, id: wh }, lines: [{ partId: part, qty: 7 - have }] });
    if (have > 7) await admin.post('/v2/spare/operation/post', { type: 4, from: { kind: 1, id: wh }, lines: [{ partId: part, qty: have - 7 }] });
    const staffId = people[0];
    const claims = await Promise.all(
      Array.from({ length: 20 }, () => staff.post('/v2/spare/operation/post', { type: 7, from: { kind: 1, id: wh }, to: { kind: 2, id: staffId }, lines: [{ partId: part, qty: 1 }] })),
    );
    const granted = claims.filter((c) => c.statusCode === 200);
    const refused = claims.filter((c) => c.statusCode !== 200);
    expect(granted).toHaveLength(7);
    expect(refused).toHaveLength(13);
    for (const r of refused) {
      expect(r.statusCode).toBe(409);
      expect(r.json.message).toBe('第1行：性质仓B的备件“性质件甲”库存不足（现有0，需要1）');
    }
    const after = (await admin.get(`/v2/spare/stock/list?warehouseId=${wh}&partId=${part}`)).json.data.list as { qty: string }[];
    expect(after[0].qty).toBe('0');
    for (const row of await stockAndLedger()) expect(row.qty).toBe(row.ledger);
  }, 60_000);
});
