import { beforeAll, describe, expect, it } from 'vitest';
import type { OrderDetail } from '@domain/orders/orders.types';
import type { MovementRow, SparePartRow, StockRow, WarehouseRow } from '@domain/spare-parts/spare-parts.schemas';
import { sampleOrderSetting } from '@tests/support/order-fixtures';
import { Client, useSignedIn, useTestApp, userIdsByName } from '@tests/support/test-app';

/** Who may approve and set levels on which warehouse, and the limits of sums (issue 32, items 1, 2, 4, 7). */
const t = useTestApp();
const [admin, keeper, engineer, dispatcher] = useSignedIn(t, '13800000001', '13800000009', '13800000003', '13800000002');
let main: WarehouseRow;
let sub: WarehouseRow;
let engineerId: number;
let typeId: number;
let part: SparePartRow;

const W = (w: WarehouseRow) => ({ kind: 1, id: w.id });
const post = (c: Client, body: Record<string, unknown>) => c.post('/v2/spare/operation/post', body);
const stockAt = async (warehouseId: number, partId: number) =>
  ((await admin.get(`/v2/spare/stock/list?warehouseId=${warehouseId}&partId=${partId}`)).json.data.list as StockRow[])[0]?.qty ?? '0';
const savePart = async (name: string, price: string) => (await admin.post('/v2/spare/sparePart/save', { typeId, name, unit: '个', price })).json.data as SparePartRow;

beforeAll(async () => {
  const whs = (await admin.get('/warehouse/list')).json.data as WarehouseRow[];
  main = whs.find((w) => w.kind === 1)!;
  sub = whs.find((w) => w.name === '浦西分仓')!;
  engineerId = (await userIdsByName(admin))['张师傅'];
  typeId = (await admin.post('/v2/spare/type/save', { name: '权限测试类' })).json.data;
  part = await savePart('权限测试件', '10');
  await post(admin, { type: 3, to: W(main), lines: [{ partId: part.id, qty: 10 }] });
  await post(admin, { type: 3, to: W(sub), lines: [{ partId: part.id, qty: 10 }] });
});

describe('approving a movement whose lines touch several warehouses', () => {
  it('needs the keeper of every warehouse: a keeper of one of them is refused and nothing moves', async () => {
    expect(sub.keeperNames).toEqual(['郑仓管']);
    await admin.post('/v2/spare/enterprise/save', { storehouseType: 2, approvalTypes: [5, 7] });
    try {
      const me = { kind: 2, id: engineerId };
      const claim = await post(engineer, {
        type: 7,
        to: me,
        lines: [
          { partId: part.id, qty: 1, from: W(sub) },
          { partId: part.id, qty: 2, from: W(main) },
        ],
      });
      expect(claim.json.data.state).toBe(0);
      const allot = await post(admin, { type: 5, from: W(main), to: W(sub), lines: [{ partId: part.id, qty: 3 }] });
      expect(allot.json.data.state).toBe(0);

      // 郑仓管 keeps only 浦西分仓: neither movement waits for them, and approving either is refused.
      const waiting = (await keeper.get('/v2/spare/operation/list?mine=1&pageSize=100')).json.data.list as MovementRow[];
      expect(waiting.map((m) => m.id)).not.toContain(claim.json.data.id);
      expect(waiting.map((m) => m.id)).not.toContain(allot.json.data.id);
      for (const id of [claim.json.data.id, allot.json.data.id]) {
        const res = await keeper.post('/v2/spare/operation/examine', { id, pass: true });
        expect([res.statusCode, res.json.message]).toEqual([403, '只有单据所涉全部仓库的仓管员可以审批（您不管理：总仓库）']);
        expect((await keeper.get(`/v2/spare/getApartApplyDetail?id=${id}`)).json.data.operations).toEqual([]);
      }
      expect([await stockAt(main.id, part.id), await stockAt(sub.id, part.id)]).toEqual(['10', '10']);

      // The administrator may decide any of them.
      const adminWaiting = (await admin.get('/v2/spare/operation/list?mine=1&pageSize=100')).json.data.list as MovementRow[];
      expect(adminWaiting.find((m) => m.id === claim.json.data.id)?.operations).toEqual(['approve', 'reject']);
      expect((await admin.post('/v2/spare/operation/examine', { id: claim.json.data.id, pass: true })).json.data.state).toBe(1);
      expect([await stockAt(main.id, part.id), await stockAt(sub.id, part.id)]).toEqual(['8', '9']);
      expect((await admin.post('/v2/spare/operation/examine', { id: allot.json.data.id, pass: false, reason: '不调了' })).json.data.state).toBe(2);
    } finally {
      await admin.post('/v2/spare/enterprise/save', { storehouseType: 2, approvalTypes: [] });
    }
  });

  it('still lets the keeper approve a movement that touches only the warehouses they keep', async () => {
    await admin.post('/v2/spare/enterprise/save', { storehouseType: 2, approvalTypes: [7] });
    try {
      const claim = await post(engineer, { type: 7, from: W(sub), to: { kind: 2, id: engineerId }, lines: [{ partId: part.id, qty: 1 }] });
      const waiting = (await keeper.get('/v2/spare/operation/list?mine=1&pageSize=100')).json.data.list as MovementRow[];
      expect(waiting.find((m) => m.id === claim.json.data.id)?.operations).toEqual(['approve', 'reject']);
      expect((await keeper.post('/v2/spare/operation/examine', { id: claim.json.data.id, pass: true })).json.data.state).toBe(1);
    } finally {
      await admin.post('/v2/spare/enterprise/save', { storehouseType: 2, approvalTypes: [] });
    }
  });
});

describe('stock-warning levels', () => {
  it('are refused on a warehouse the keeper does not keep, and nothing is saved', async () => {
    const res = await keeper.post('/v2/spare/stock/warning', { partId: part.id, warehouseId: main.id, minQty: 5 });
    expect([res.statusCode, res.json.message]).toEqual([403, 'warehouseId: 只有该仓库的仓管员可以设置预警']);
    const row = ((await admin.get(`/v2/spare/stock/list?warehouseId=${main.id}&partId=${part.id}`)).json.data.list as StockRow[])[0];
    expect(row.minQty).toBeNull();
    expect((await keeper.post('/v2/spare/stock/warning', { partId: part.id, warehouseId: sub.id, minQty: 5 })).statusCode).toBe(200);
    expect((await admin.post('/v2/spare/stock/warning', { partId: part.id, warehouseId: main.id, minQty: 1 })).statusCode).toBe(200);
  });
});

describe('sums past what the database holds', () => {
  it('refuses a movement whose amount would pass the limit, naming it, instead of a 500', async () => {
    const dear = await savePart('天价件', '9999999999.99');
    const res = await post(admin, { type: 3, to: W(main), lines: [{ partId: dear.id, qty: 1000000000 }] });
    expect(res.statusCode).toBe(409);
    expect(res.json.message).toBe('单据金额超过上限（最多999999999999.99元）');
    expect(await stockAt(main.id, dear.id)).toBe('0');
    // Just below the limit passes, its amount exact to the fen.
    const ok = await post(admin, { type: 3, to: W(main), lines: [{ partId: dear.id, qty: 99 }] });
    expect(ok.json.data.amount).toBe('989999999999.01');
  });

  it('refuses stock pushed past the limit by repeated stock-ins, naming the line, instead of a 500', async () => {
    const cheap = await savePart('海量件', '0');
    const lines = Array.from({ length: 200 }, () => ({ partId: cheap.id, qty: 1000000000 }));
    for (let i = 0; i < 4; i += 1) expect((await post(admin, { type: 3, to: W(main), lines })).statusCode).toBe(200);
    const res = await post(admin, { type: 3, to: W(main), lines });
    expect(res.statusCode).toBe(409);
    expect(res.json.message).toBe('第200行：总仓库的备件“海量件”库存将超过上限（最多999999999999.99）');
    expect(await stockAt(main.id, cheap.id)).toBe('800000000000');
  });
});

describe('parts used on an order', () => {
  it('are refused when the order’s 备件金额 would pass the limit, and nothing moves', async () => {
    const { customerId, defaultType, aircon } = await sampleOrderSetting(t.app, { name: '限额测试客户', phone: '13900000041', contact: '限先生', contactPhone: '13900000042' });
    const dear = await savePart('天价配件', '9999999999.99');
    const me = { kind: 2, id: engineerId };
    for (const qty of [99, 2]) {
      expect((await post(admin, { type: 3, to: W(main), lines: [{ partId: dear.id, qty }] })).statusCode).toBe(200);
      expect((await post(admin, { type: 9, from: W(main), to: me, lines: [{ partId: dear.id, qty }] })).statusCode).toBe(200);
    }
    const added = await dispatcher.post('/v2/order/add', { templateId: defaultType, customerId, title: '限额工单', serviceItemId: aircon, appointmentTime: '2030-06-01 14:00', description: '限额' });
    expect(added.statusCode, added.body).toBe(200);
    const order = added.json.data as OrderDetail;
    await dispatcher.post('/worker/batchDesignate', { ids: [order.id], ownerId: engineerId });
    await engineer.post('/order/accept', { id: order.id });
    const first = await engineer.post('/v2/spare/order/consume', { orderId: order.id, lines: [{ partId: dear.id, qty: 99 }] });
    expect(first.json.data?.amount, first.body).toBe('989999999999.01');
    const second = await engineer.post('/v2/spare/order/consume', { orderId: order.id, lines: [{ partId: dear.id, qty: 2 }] });
    expect([second.statusCode, second.json.message]).toEqual([409, '工单备件金额超过上限（最多999999999999.99元）']);
    const held = ((await engineer.get('/v2/spare/stock/mine?pageSize=100')).json.data.list as StockRow[]).find((r) => r.partId === dear.id);
    expect(held?.qty).toBe('2');
    expect(((await dispatcher.get(`/order/orderDetail?id=${order.id}`)).json.data as OrderDetail).fees.spareAmount).toBe('989999999999.01');
  });
});

describe('deleting spare types', () => {
  it('answers 404 for an unknown type and for another enterprise’s, deleting nothing', async () => {
    const other = await Client.signIn(t.app, '13800000021');
    const theirs = (await other.post('/v2/spare/type/save', { name: '别家类型' })).json.data as number;
    const mine = (await admin.post('/v2/spare/type/save', { name: '待删类型' })).json.data as number;
    for (const ids of [`${theirs}`, '99999999', `${mine},99999999`]) {
      const res = await admin.delete(`/v2/spare/type/delete?ids=${ids}`);
      expect([res.statusCode, res.json.message], ids).toEqual([404, '备件类型不存在']);
    }
    const names = async (c: Client) => ((await c.get('/v2/spare/type/list')).json.data as { name: string }[]).map((r) => r.name);
    expect(await names(other)).toContain('别家类型');
    expect(await names(admin)).toContain('待删类型');
    expect((await admin.delete(`/v2/spare/type/delete?ids=${mine}`)).statusCode).toBe(200);
  });
});
