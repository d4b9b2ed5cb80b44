import { beforeAll, describe, expect, it } from 'vitest';
import type { OrderDetail } from '@domain/orders/orders.types';
import type { LedgerRow, MovementRow, SparePartRow, StockRow, WarehouseRow } from '@domain/spare-parts/spare-parts.schemas';
import { sampleOrderSetting } from '@tests/support/order-fixtures';
import { downloadedRows, finishedDownload } from '@tests/support/sheet-fixtures';
import { Client, useSignedIn, useTestApp } from '@tests/support/test-app';

const t = useTestApp();
const [admin, keeper, engineer, dispatcher] = useSignedIn(t, '13800000001', '13800000009', '13800000003', '13800000002');
let u: Record<string, number>;
let customerId: number;
let defaultType: number;
let aircon: number;
let main: WarehouseRow;
let sub: WarehouseRow;
let typeId: number;
let part: SparePartRow;
let meter: SparePartRow;

const W = (w: WarehouseRow) => ({ kind: 1, id: w.id });
const P = (name: string) => ({ kind: 2, id: u[name] });
const post = (c: Client, body: Record<string, unknown>) => c.post('/v2/spare/operation/post', body);
const stockAt = async (warehouseId: number, partId: number) =>
  ((await admin.get(`/v2/spare/stock/list?warehouseId=${warehouseId}&partId=${partId}`)).json.data.list as StockRow[])[0]?.qty ?? '0';
const mine = async (c: Client = engineer) => (await c.get('/v2/spare/stock/mine?pageSize=100')).json.data.list as StockRow[];

beforeAll(async () => {
  ({ users: u, customerId, defaultType, aircon } = await sampleOrderSetting(t.app, { name: '备件测试商贸', phone: '13900000031', contact: '何先生', contactPhone: '13900000032' }));
  const whs = (await admin.get('/warehouse/list')).json.data as WarehouseRow[];
  main = whs.find((w) => w.kind === 1)!;
  sub = whs.find((w) => w.name === '浦西分仓')!;
  typeId = (await admin.post('/v2/spare/type/save', { name: '接口测试类' })).json.data;
  part = (await keeper.post('/v2/spare/sparePart/save', { typeId, name: '风扇电机', code: 'FS-1', unit: '台', price: '88.5' })).json.data;
  meter = (await keeper.post('/v2/spare/sparePart/save', { typeId, name: '电源线', unit: '米', decimal: true, price: '3' })).json.data;
});

describe('demo seed', () => {
  it('has a main warehouse, a sub-warehouse kept by 郑仓管 and 张师傅 holding parts', async () => {
    expect(main.name).toBe('总仓库');
    expect(sub.keeperNames).toEqual(['郑仓管']);
    const types = (await engineer.get('/v2/spare/type/list')).json.data as { name: string; parts: number }[];
    expect(types.filter((x) => x.parts === 4).map((x) => x.name)).toEqual(['空调配件', '净水配件', '通用耗材']);
    expect((await mine()).map((r) => [r.partName, r.qty])).toEqual(expect.arrayContaining([['冷凝器', '5'], ['电容', '5']]));
    expect((await admin.get('/v2/spare/enterprise/detail')).json.data).toEqual({ storehouseType: 2, approvalTypes: [] });
  });
});

describe('catalogue', () => {
  it('keeps parts with unit, price and custom fields; the detail needs permission 05001', async () => {
    const body = { id: part.id, typeId, name: '风扇电机', unit: '台', price: '90', customValues: { spare_brand: '美的', unknown: 'x' }, images: ['/u/1.png'] };
    const saved = await keeper.post('/v2/spare/sparePart/save', body);
    expect(saved.json.data).toMatchObject({ price: '90.00', customValues: { spare_brand: '美的' }, images: ['/u/1.png'], typeName: '接口测试类' });
    expect(saved.json.data.customValues).not.toHaveProperty('unknown');
    expect((await engineer.get(`/v2/spare/sparePart/detail?id=${part.id}`)).json.data.name).toBe('风扇电机');
    const employee = await Client.signIn(t.app, '13800000004');
    expect((await employee.get(`/v2/spare/sparePart/detail?id=${part.id}`)).statusCode).toBe(403);
    expect((await engineer.post('/v2/spare/sparePart/save', { typeId, name: 'x' })).statusCode).toBe(403);
    const list = (await engineer.get(`/v2/spare/sparePart/list?keyword=${encodeURIComponent('风扇')}`)).json.data;
    expect(list.total).toBe(1);
  });

  it('shows the template centre’s 备件字段 (basic-info type 4) and enforces a required one, naming it', async () => {
    const view = (await engineer.get('/detailcontrol/spare/fieldValues')).json.data;
    expect(view).toMatchObject({ type: 4, typeName: '备件字段' });
    expect(view.form.fields.map((f: { title: string; fixed: boolean }) => [f.title, f.fixed])).toEqual([['备件名称', true], ['品牌', false], ['保修期（月）', false]]);
    const demo = (await engineer.get(`/v2/spare/sparePart/list?keyword=YS-01`)).json.data.list as SparePartRow[];
    expect(demo[0].customValues).toEqual({ spare_brand: '格力', spare_warranty: 12 });
    expect((await keeper.post('/detailcontrol/spare/saveField', { field: { key: 'spare_batch', type: 1, title: '批次号', required: true } })).statusCode).toBe(403);
    expect((await admin.post('/detailcontrol/spare/saveField', { field: { key: 'spare_batch', type: 1, title: '批次号', required: true } })).statusCode).toBe(200);
    const missing = await keeper.post('/v2/spare/sparePart/save', { id: part.id, typeId, name: '风扇电机改', unit: '台', price: '90', customValues: { spare_brand: '美的' } });
    expect([missing.statusCode, missing.json.message]).toEqual([400, expect.stringMatching(/^customValues\.spare_batch: .*批次号/)]);
    expect((await keeper.get(`/v2/spare/sparePart/detail?id=${part.id}`)).json.data.name).toBe('风扇电机');
    const filled = await keeper.post('/v2/spare/sparePart/save', { id: part.id, typeId, name: '风扇电机', unit: '台', price: '90', customValues: { spare_brand: '美的', spare_batch: 'B-7' } });
    expect(filled.json.data.customValues).toEqual({ spare_brand: '美的', spare_batch: 'B-7' });
    expect((await admin.delete('/detailcontrol/spare/delete?key=spare_batch')).statusCode).toBe(200);
  });

  it('refuses bad input naming the field and changes nothing', async () => {
    expect((await keeper.post('/v2/spare/sparePart/save', { typeId: 99999999, name: 'x' })).json.message).toBe('typeId: 备件类型不存在');
    expect((await keeper.post('/v2/spare/sparePart/save', { typeId, name: '' })).json.message).toBe('name: 请输入备件名称');
    expect((await keeper.post('/v2/spare/sparePart/save', { typeId, name: 'x', price: '-1' })).statusCode).toBe(400);
    expect((await admin.post('/v2/spare/type/save', { name: '接口测试类' })).statusCode).toBe(409);
    expect((await admin.post('/v2/spare/warehouse/save', { name: '第二主仓', kind: 1 })).json.message).toBe('已有主仓库');
  });
});

describe('movements', () => {
  it('stock in, allot, claim, hand over and return each move the quantity and write the ledger', async () => {
    expect((await post(keeper, { type: 3, to: W(main), lines: [{ partId: part.id, qty: 10 }] })).statusCode).toBe(403); // 郑仓管 keeps only the sub-warehouse
    const stockIn = await post(admin, { type: 3, to: W(main), docNo: 'RK-1', lines: [{ partId: part.id, qty: 10 }, { partId: meter.id, qty: '12.5' }] });
    // The answer says what happened, not a bare 操作成功.
    expect(stockIn.json.message).toBe('已入库 22.5 件');
    expect(stockIn.json).toMatchObject({ success: true, data: { state: 1 } });
    expect(await stockAt(main.id, meter.id)).toBe('12.5');
    await post(admin, { type: 5, from: W(main), to: W(sub), lines: [{ partId: part.id, qty: 6 }] });
    expect([await stockAt(main.id, part.id), await stockAt(sub.id, part.id)]).toEqual(['4', '6']);
    expect((await post(engineer, { type: 7, from: W(sub), to: P('张师傅'), lines: [{ partId: part.id, qty: 4 }] })).statusCode).toBe(200);
    expect((await post(engineer, { type: 7, from: W(sub), to: P('李派单'), lines: [{ partId: part.id, qty: 1 }] })).statusCode).toBe(403);
    expect((await post(engineer, { type: 13, from: P('张师傅'), to: P('李派单'), lines: [{ partId: part.id, qty: 1 }] })).statusCode).toBe(200);
    expect((await post(engineer, { type: 8, from: P('张师傅'), to: W(sub), lines: [{ partId: part.id, qty: 1 }] })).statusCode).toBe(200);
    expect((await mine()).find((r) => r.partId === part.id)?.qty).toBe('2');
    expect((await mine(dispatcher)).find((r) => r.partId === part.id)?.qty).toBe('1');
    const ledger = (await admin.get(`/v2/spare/ledger/list?partId=${part.id}&pageSize=50`)).json.data.list as LedgerRow[];
    expect(ledger.map((l) => [l.typeName, l.fromName, l.toName, l.qty]).reverse()).toEqual([
      ['入库', '—', '总仓库', '10'],
      ['调拨', '总仓库', '浦西分仓', '6'],
      ['申领', '浦西分仓', '张师傅（个人）', '4'],
      ['移交', '张师傅（个人）', '李派单（个人）', '1'],
      ['退还入库', '张师傅（个人）', '浦西分仓', '1'],
    ]);
    expect(ledger.find((l) => l.typeName === '入库')).toMatchObject({ docNo: 'RK-1', userName: '王管理' });
  });

  it('refuses bad quantities, wrong sides, unknown places and short stock naming the line, moving nothing', async () => {
    const before = await stockAt(sub.id, part.id);
    const cases: [Record<string, unknown>, number, string][] = [
      [{ type: 4, from: W(sub), lines: [{ partId: part.id, qty: 0 }] }, 400, 'lines.0.qty'],
      [{ type: 4, from: W(sub), lines: [{ partId: part.id, qty: 1.5 }] }, 400, '第1行：备件“风扇电机”的数量须为正整数'],
      [{ type: 4, from: W(sub), lines: [{ partId: part.id, qty: 1 }, { partId: 99999999, qty: 1 }] }, 404, '第2行：备件不存在'],
      [{ type: 4, to: W(sub), lines: [{ partId: part.id, qty: 1 }] }, 400, '第1行：出库的来源或去向不对'],
      [{ type: 5, from: W(sub), to: { kind: 1, id: 99999999 }, lines: [{ partId: part.id, qty: 1 }] }, 404, '第1行：仓库不存在'],
      [{ type: 4, from: W(sub), lines: [{ partId: part.id, qty: 1 }, { partId: part.id, qty: 100 }] }, 409, '第2行：浦西分仓的备件“风扇电机”库存不足'],
      [{ type: 1, from: P('张师傅'), lines: [{ partId: part.id, qty: 1 }] }, 400, 'type: 工单用料请在工单详情中登记'],
      [{ type: 17, lines: [{ partId: part.id, qty: 1 }] }, 400, 'type'],
    ];
    for (const [body, status, message] of cases) {
      const res = await post(admin, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(res.json.message).toContain(message);
    }
    expect(await stockAt(sub.id, part.id)).toBe(before);
  });

  it('takes stock: the count sheet posts the differences as one movement', async () => {
    const res = await keeper.post('/v2/spare/stockTaking/post', { warehouseId: sub.id, counts: [{ partId: part.id, counted: 5 }, { partId: meter.id, counted: 2 }] });
    expect(res.json.message).toBe('盘点完成，差异已入账');
    const detail = (await keeper.get(`/v2/spare/getApartApplyDetail?id=${res.json.data.id}`)).json.data as MovementRow;
    expect(detail.typeName).toBe('盘点');
    expect(detail.lines.map((l) => [l.partName, l.fromName, l.toName, l.qty])).toEqual([
      ['风扇电机', '—', '浦西分仓', '2'],
      ['电源线', '—', '浦西分仓', '2'],
    ]);
    expect(await stockAt(sub.id, part.id)).toBe('5');
    const again = await keeper.post('/v2/spare/stockTaking/post', { warehouseId: sub.id, counts: [{ partId: part.id, counted: 5 }] });
    expect(again.json).toMatchObject({ message: '盘点完成，没有差异', data: null });
  });
});

describe('approvals', () => {
  it('files claims for approval when the enterprise asks; the keeper approves or rejects with a reason; the badge counts them', async () => {
    await admin.post('/v2/spare/enterprise/save', { storehouseType: 2, approvalTypes: [7] });
    const claim = await post(engineer, { type: 7, from: W(sub), to: P('张师傅'), lines: [{ partId: part.id, qty: 2 }] });
    expect(claim.json).toMatchObject({ message: '已提交审批：申领 2 件，待仓管员审批', data: { state: 0 } });
    const other = await post(engineer, { type: 7, from: W(sub), to: P('张师傅'), lines: [{ partId: part.id, qty: 1 }] });
    expect(await stockAt(sub.id, part.id)).toBe('5');
    const badge = '/spare/data/personalApprovalList?state=1&model=1&audit_state=0&types=1,2';
    expect((await keeper.get(badge)).json.data.count).toBe(2);
    expect((await engineer.get(badge)).json.data.count).toBe(0);
    const todo = ((await keeper.get('/v2/menu/mobile/waitToDoList')).json.data as { key: string; count: number }[]).find((l) => l.key === 'spare_examine');
    expect(todo?.count).toBe(2);
    const waiting = (await keeper.get('/v2/spare/operation/list?mine=1')).json.data.list as MovementRow[];
    expect(waiting[0].operations).toEqual(['approve', 'reject']);
    expect((await engineer.post('/v2/spare/operation/examine', { id: claim.json.data.id, pass: true })).statusCode).toBe(403);
    expect((await keeper.post('/v2/spare/operation/examine', { id: other.json.data.id, pass: false })).json.message).toBe('reason: 请填写驳回原因');
    expect((await keeper.post('/v2/spare/operation/examine', { id: other.json.data.id, pass: false, reason: '库存留给急单' })).json.data.state).toBe(2);
    expect((await keeper.post('/v2/spare/operation/examine', { id: claim.json.data.id, pass: true })).json.data.state).toBe(1);
    expect((await keeper.post('/v2/spare/operation/examine', { id: claim.json.data.id, pass: true })).statusCode).toBe(409);
    expect(await stockAt(sub.id, part.id)).toBe('3');
    expect((await keeper.get(badge)).json.data.count).toBe(0);
    const rejected = (await engineer.get(`/v2/spare/getApartApplyDetail?id=${other.json.data.id}`)).json.data as MovementRow;
    expect(rejected).toMatchObject({ stateName: '已驳回', reason: '库存留给急单', decidedByName: '郑仓管' });
    await admin.post('/v2/spare/enterprise/save', { storehouseType: 2, approvalTypes: [] });
  });
});

describe('order consumption', () => {
  it('uses the engineer’s own parts on an order, prices them into the fees, and cancelling gives them back', async () => {
    const added = await dispatcher.post('/v2/order/add', { templateId: defaultType, customerId, title: '风扇异响', serviceItemId: aircon, appointmentTime: '2030-06-01 14:00', description: '室外机风扇异响' });
    expect(added.statusCode, added.body).toBe(200);
    const order = added.json.data as OrderDetail;
    await dispatcher.post('/worker/batchDesignate', { ids: [order.id], ownerId: u['张师傅'] });
    const early = await engineer.post('/v2/spare/order/consume', { orderId: order.id, lines: [{ partId: part.id, qty: 1 }] });
    expect(early.statusCode).toBe(409);
    await engineer.post('/order/accept', { id: order.id });
    const held = Number((await mine()).find((r) => r.partId === part.id)!.qty);
    const used = await engineer.post('/v2/spare/order/consume', { orderId: order.id, lines: [{ partId: part.id, qty: 2 }] });
    expect(used.json).toMatchObject({ success: true, data: { amount: '180.00' } });
    expect((await dispatcher.post('/v2/spare/order/consume', { orderId: order.id, lines: [{ partId: part.id, qty: 1 }] })).statusCode).toBe(403);
    const tooMany = await engineer.post('/v2/spare/order/consume', { orderId: order.id, lines: [{ partId: part.id, qty: 100 }] });
    expect(tooMany.json.message).toContain('第1行：张师傅的备件“风扇电机”库存不足');
    let d = (await dispatcher.get(`/order/orderDetail?id=${order.id}`)).json.data as OrderDetail;
    expect(d.fees).toMatchObject({ spareAmount: '180.00', total: '180.00' });
    expect((await mine()).find((r) => r.partId === part.id)!.qty).toBe(String(held - 2));
    const parts = (await engineer.get(`/v2/spare/order/parts?id=${order.id}`)).json.data.list as MovementRow[];
    expect(parts.map((m) => [m.typeName, m.lines[0].partName, m.lines[0].qty, m.amount])).toEqual([['工单消耗', '风扇电机', '2', '180.00']]);
    // The stock log names the order by its number, not its internal id.
    const ledger = (await engineer.get(`/v2/spare/ledger/list?partId=${part.id}&type=1`)).json.data.list as LedgerRow[];
    expect(ledger[0]).toMatchObject({ orderId: order.id, orderNo: order.orderNo });
    const cancel = await engineer.post('/v2/spare/order/cancel', { orderId: order.id, movementId: used.json.data.id });
    expect(cancel.statusCode).toBe(200);
    expect((await engineer.post('/v2/spare/order/cancel', { orderId: order.id, movementId: used.json.data.id })).statusCode).toBe(409);
    d = (await dispatcher.get(`/order/orderDetail?id=${order.id}`)).json.data as OrderDetail;
    expect(d.fees.spareAmount).toBe('0.00');
    expect((await mine()).find((r) => r.partId === part.id)!.qty).toBe(String(held));
  });
});

describe('warnings and the free plan', () => {
  it('sends stock.warning once when a warehouse stock falls below its minimum', async () => {
    await keeper.post('/v2/spare/stock/warning', { partId: part.id, warehouseId: sub.id, minQty: 2 });
    const count = async () => (await t.app.db.system.execute<{ n: string }>(`select count(*) as n from jobs where kind = 'notify.dispatch' and payload->>'trigger' = 'stock.warning'` as never)).rows[0].n;
    const before = Number(await count());
    await post(keeper, { type: 11, from: W(sub), lines: [{ partId: part.id, qty: 2 }] });
    await post(keeper, { type: 11, from: W(sub), lines: [{ partId: part.id, qty: 1 }] });
    expect(Number(await count())).toBe(before + 1);
    const row = ((await keeper.get(`/v2/spare/stock/list?warehouseId=${sub.id}&partId=${part.id}`)).json.data.list as StockRow[])[0];
    expect(row).toMatchObject({ qty: '0', minQty: '2', low: true });
  });

  it('locks the restricted movements, my parts and the stock log on the free plan', async () => {
    const free = await Client.signIn(t.app, '13800000011');
    expect((await free.get('/v2/spare/stock/mine')).statusCode).toBe(403);
    expect((await free.get('/v2/spare/ledger/list')).statusCode).toBe(403);
    const res = await free.post('/v2/spare/operation/post', { type: 3, to: { kind: 1, id: 1 }, lines: [{ partId: 1, qty: 1 }] });
    expect(res.statusCode).toBe(403);
    expect(res.json.message).toContain('400-800-6688');
  });

  it('never shows another enterprise’s parts or warehouses', async () => {
    const free = await Client.signIn(t.app, '13800000011');
    expect((await free.get('/warehouse/list')).json.data).toEqual([]);
    expect((await free.get(`/v2/spare/sparePart/detail?id=${part.id}`)).statusCode).toBe(404);
  });
});

describe('kits', () => {
  it('keeps named sets of parts that keepers edit and everyone reads', async () => {
    const saved = await keeper.post('/v2/spare/kit/save', { name: '风扇维修包', items: [{ partId: part.id, qty: 1 }, { partId: meter.id, qty: '2.5' }] });
    expect(saved.statusCode, saved.body).toBe(200);
    const kits = (await engineer.get('/v2/spare/kit/list')).json.data as { id: number; name: string; items: { partName: string; qty: string }[] }[];
    expect(kits.find((k) => k.name === '风扇维修包')!.items.map((i) => [i.partName, i.qty])).toEqual([['风扇电机', '1'], ['电源线', '2.5']]);
    expect((await keeper.post('/v2/spare/kit/save', { name: '风扇维修包', items: [{ partId: part.id, qty: 1 }] })).statusCode).toBe(409);
    expect((await keeper.post('/v2/spare/kit/save', { name: '坏包', items: [{ partId: part.id, qty: 1.5 }] })).json.message).toBe('items.0: 备件“风扇电机”的数量须为正整数');
    expect((await engineer.post('/v2/spare/kit/save', { name: '我的包', items: [{ partId: part.id, qty: 1 }] })).statusCode).toBe(403);
    expect((await keeper.delete(`/v2/spare/kit/delete?ids=${saved.json.data}`)).statusCode).toBe(200);
  });
});

describe('POST /v2/spare/sparePart/export', () => {
  it('queues the filtered catalogue in the download centre', async () => {
    const res = await admin.post('/v2/spare/sparePart/export', { keyword: '风扇' });
    expect(res.json).toMatchObject({ success: true, data: { id: expect.any(Number) } });
    const item = await finishedDownload(admin, res.json.data.id);
    const rows = await downloadedRows(t, (admin as unknown as { cookie: string }).cookie, item);
    expect(rows[0]).toEqual(['备件名称', '备件编号', '规格型号', '备件类型', '单位', '可拆分', '单价（元）', '总库存', '创建时间']);
    expect(rows.slice(1).map((r) => r[0])).toEqual(['风扇电机']);
    expect((await admin.post('/v2/spare/sparePart/export', { format: 'pdf' })).statusCode).toBe(400);
  });
});
