import { beforeAll, describe, expect, it } from 'vitest';
import type { OrderDetail } from '@domain/orders/orders.types';
import type { OldStockRow } from '@domain/spare-parts/old-parts';
import type { PersonalOldStockDetail, PersonalOldStockRow } from '@domain/spare-parts/personal-old-parts';
import type { SparePartRow, WarehouseRow } from '@domain/spare-parts/spare-parts.schemas';
import { sampleOrderSetting } from '@tests/support/order-fixtures';
import { Client, useSignedIn, useTestApp } from '@tests/support/test-app';

const t = useTestApp();
const [admin, keeper, engineer, dispatcher, trialAdmin] = useSignedIn(t, '13800000001', '13800000009', '13800000003', '13800000002', '13800000021');
let u: Record<string, number>;
let sub: WarehouseRow;
let part: SparePartRow;
let pipe: SparePartRow;
let orderId: number;
let otherWarehouse: number;

const mine = async (c: Client = engineer, query = '') => (await c.get(`/old/part/personal/stock/list?pageSize=100${query}`)).json.data as { list: PersonalOldStockRow[]; total: number };
const held = async (partId: number, c: Client = engineer) => (await mine(c)).list.find((r) => r.partId === partId)?.qty ?? '0';
const inStore = async (partId: number) =>
  ((await keeper.get(`/old/part/stock/list?warehouseId=${sub.id}&partId=${partId}`)).json.data.list as OldStockRow[])[0]?.qty ?? '0';
const saveRecycle = (c: Client, body: Record<string, unknown>) => c.post('/old/part/personal/recycle/form/save', body);
const returnForm = (c: Client, body: Record<string, unknown>) => c.post('/old/part/return/form/add', body);

beforeAll(async () => {
  let customerId: number;
  let defaultType: number;
  let aircon: number;
  ({ users: u, customerId, defaultType, aircon } = await sampleOrderSetting(t.app, { name: '我的旧件商贸', phone: '13900000051', contact: '韩先生', contactPhone: '13900000052' }));
  sub = ((await admin.get('/warehouse/list')).json.data as WarehouseRow[]).find((w) => w.name === '浦西分仓')!;
  const typeId = (await admin.post('/v2/spare/type/save', { name: '我的旧件类' })).json.data;
  part = (await keeper.post('/v2/spare/sparePart/save', { typeId, name: '旧风机', unit: '台', price: '300' })).json.data;
  pipe = (await keeper.post('/v2/spare/sparePart/save', { typeId, name: '旧铜管', unit: '米', decimal: true, price: '20' })).json.data;
  const added = await dispatcher.post('/v2/order/add', { templateId: defaultType, customerId, title: '风机更换', serviceItemId: aircon, appointmentTime: '2030-07-01 10:00', description: '风机异响' });
  orderId = (added.json.data as OrderDetail).id;
  await dispatcher.post('/worker/batchDesignate', { ids: [orderId], ownerId: u['张师傅'] });
  otherWarehouse = (await trialAdmin.post('/v2/spare/warehouse/save', { name: '试用仓', kind: 1 })).json.data;
});

describe('demo seed', () => {
  it('has 张师傅 holding an old part he took out and has not returned', async () => {
    const demo = await mine();
    expect(demo.list.map((r) => [r.partName, r.qty])).toEqual([['电容', '1']]);
    expect((await engineer.get('/old/part/personal/stock/count')).json.data).toBe(1);
  });
});

describe('POST /old/part/personal/recycle/form/save', () => {
  it('brings old parts taken out on the caller’s order into 我的旧件, one 回收 ledger line each', async () => {
    const res = await saveRecycle(engineer, { orderId, lines: [{ partId: part.id, qty: 2 }, { partId: pipe.id, qty: '1.5' }], remark: '拆下' });
    expect(res.json).toMatchObject({ success: true, message: '已登记到我的旧件', data: { movementId: expect.any(Number) } });
    expect([await held(part.id), await held(pipe.id)]).toEqual(['2', '1.5']);
    const detail = (await engineer.get(`/old/part/personal/stock/detail?partId=${part.id}`)).json.data as PersonalOldStockDetail;
    expect(detail).toMatchObject({ partName: '旧风机', qty: '2', userId: u['张师傅'] });
    expect(detail.log.map((l) => [l.typeName, l.fromName, l.toName, l.qty, l.orderId])).toEqual([['回收', '客户设备', '张师傅（旧件）', '2', orderId]]);
    expect((await saveRecycle(dispatcher, { lines: [{ partId: part.id, qty: 1 }] })).statusCode).toBe(200); // without an order: anyone holding old parts
    expect(await held(part.id, dispatcher)).toBe('1');
  });

  it('refuses bad input naming the field or line, orders the caller does not serve and other enterprises’ ids, saving nothing', async () => {
    const before = await mine();
    const cases: [Client, Record<string, unknown>, number, string][] = [
      [engineer, { orderId, lines: [] }, 400, 'lines: 请添加旧件'],
      [engineer, { orderId, lines: [{ partId: part.id, qty: 0 }] }, 400, 'lines.0.qty'],
      [engineer, { orderId, lines: [{ partId: part.id, qty: 1 }, { partId: part.id, qty: 1.5 }] }, 400, '第2行：备件“旧风机”的数量须为正整数'],
      [engineer, { orderId, lines: [{ partId: 99999999, qty: 1 }] }, 404, '第1行：备件不存在'],
      [engineer, { orderId: 'x', lines: [{ partId: part.id, qty: 1 }] }, 400, 'orderId'],
      [engineer, { orderId: 99999999, lines: [{ partId: part.id, qty: 1 }] }, 404, 'orderId: 工单不存在'],
      [dispatcher, { orderId, lines: [{ partId: part.id, qty: 1 }] }, 403, '只有工单的负责人或协作人可以填写旧件回收单'],
      [trialAdmin, { orderId, lines: [{ partId: 1, qty: 1 }] }, 404, 'orderId: 工单不存在'],
      [trialAdmin, { lines: [{ partId: part.id, qty: 1 }] }, 404, '第1行：备件不存在'],
    ];
    for (const [client, body, status, message] of cases) {
      const res = await saveRecycle(client, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(res.json.message).toContain(message);
    }
    expect(await mine()).toEqual(before);
    expect((await mine(trialAdmin)).total).toBe(0);
  });
});

describe('POST /old/part/return/form/add', () => {
  it('moves the caller’s old parts to the warehouse’s old-part store as one 回收 movement', async () => {
    const storeBefore = await inStore(part.id);
    const res = await returnForm(engineer, { warehouseId: sub.id, lines: [{ partId: part.id, qty: 1 }, { partId: pipe.id, qty: '0.5' }] });
    expect(res.json).toMatchObject({ success: true, message: '已退回旧件库' });
    expect([await held(part.id), await held(pipe.id)]).toEqual(['1', '1']);
    expect(await inStore(part.id)).toBe(String(Number(storeBefore) + 1));
    const log = (await keeper.get(`/old/part/stock/log/list?warehouseId=${sub.id}&partId=${part.id}`)).json.data.list;
    expect(log[0]).toMatchObject({ typeName: '回收', fromName: '张师傅（旧件）', toName: '浦西分仓（旧件库）', qty: '1', userName: '张师傅' });
  });

  it('is all or nothing and never takes more than the caller holds (409 naming the line)', async () => {
    const res = await returnForm(engineer, { warehouseId: sub.id, lines: [{ partId: part.id, qty: 1 }, { partId: pipe.id, qty: 3 }] });
    expect(res.statusCode).toBe(409);
    expect(res.json.message).toBe('第2行：张师傅（旧件）的备件“旧铜管”库存不足（现有1，需要3）');
    expect([await held(part.id), await held(pipe.id)]).toEqual(['1', '1']);
    // Someone else's old parts are not the caller's to return.
    expect((await returnForm(keeper, { warehouseId: sub.id, lines: [{ partId: part.id, qty: 1 }] })).statusCode).toBe(409);
  });

  it('refuses bad input, unknown and other enterprises’ warehouses, moving nothing', async () => {
    const cases: [Record<string, unknown>, number, string][] = [
      [{ lines: [{ partId: part.id, qty: 1 }] }, 400, 'warehouseId'],
      [{ warehouseId: sub.id, lines: [{ partId: part.id, qty: -1 }] }, 400, 'lines.0.qty'],
      [{ warehouseId: 99999999, lines: [{ partId: part.id, qty: 1 }] }, 404, '第1行：仓库不存在'],
      [{ warehouseId: otherWarehouse, lines: [{ partId: part.id, qty: 1 }] }, 404, '第1行：仓库不存在'],
    ];
    for (const [body, status, message] of cases) {
      const res = await returnForm(engineer, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(res.json.message).toContain(message);
    }
    expect(await held(part.id)).toBe('1');
  });
});

describe('GET /old/part/personal/stock/list, count and detail', () => {
  it('shows one’s own old parts; keepers, administrators and dispatchers anyone’s', async () => {
    expect((await mine(keeper, `&userId=${u['张师傅']}`)).list.map((r) => r.partName)).toEqual(expect.arrayContaining(['旧风机', '旧铜管', '电容']));
    expect((await keeper.get(`/old/part/personal/stock/count?userId=${u['张师傅']}&keyword=${encodeURIComponent('旧铜')}`)).json.data).toBe(1);
    const employee = await Client.signIn(t.app, '13800000004');
    expect((await employee.get(`/old/part/personal/stock/list?userId=${u['张师傅']}`)).statusCode).toBe(403);
    expect((await employee.get(`/old/part/personal/stock/detail?partId=${part.id}&userId=${u['张师傅']}`)).statusCode).toBe(403);
    expect((await mine(employee)).total).toBe(0);
  });

  it('refuses a part the person does not hold, bad ids and other enterprises’ people', async () => {
    const notHeld = await engineer.get(`/old/part/personal/stock/detail?partId=99999999`);
    expect([notHeld.statusCode, notHeld.json.message]).toEqual([404, 'partId: 你没有这个旧件']);
    expect((await engineer.get('/old/part/personal/stock/detail?partId=abc')).statusCode).toBe(400);
    expect((await engineer.get('/old/part/personal/stock/list?pageSize=7')).statusCode).toBe(400);
    expect((await trialAdmin.get(`/old/part/personal/stock/list?userId=${u['张师傅']}`)).json.data).toEqual({ list: [], total: 0 });
    expect((await trialAdmin.get(`/old/part/personal/stock/detail?partId=${part.id}&userId=${u['张师傅']}`)).statusCode).toBe(404);
    expect((await new Client(t.app).get('/old/part/personal/stock/list')).statusCode).toBe(401);
  });
});

describe('DELETE /old/part/personal/stock/delete', () => {
  it('removes the caller’s old parts as 旧件报废, so the ledger still explains them', async () => {
    const res = await engineer.delete(`/old/part/personal/stock/delete?partIds=${pipe.id}`);
    expect(res.json).toMatchObject({ success: true, message: '已删除' });
    expect(await held(pipe.id)).toBe('0');
    const ledger = (await admin.get(`/v2/spare/ledger/list?partId=${pipe.id}`)).json.data.list;
    expect(ledger[0]).toMatchObject({ typeName: '旧件报废', fromName: '张师傅（旧件）', toName: '—', qty: '1' });
  });

  it('refuses parts the caller does not hold, empty and bad ids, and other enterprises’ parts, deleting nothing', async () => {
    const before = await mine();
    const missing = await engineer.delete(`/old/part/personal/stock/delete?partIds=${part.id},${pipe.id}`);
    expect([missing.statusCode, missing.json.message]).toEqual([404, `partIds: 你没有这个旧件（${pipe.id}）`]);
    expect((await engineer.delete('/old/part/personal/stock/delete?partIds=')).statusCode).toBe(400);
    expect((await engineer.delete('/old/part/personal/stock/delete?partIds=x')).statusCode).toBe(400);
    expect((await trialAdmin.delete(`/old/part/personal/stock/delete?partIds=${part.id}`)).statusCode).toBe(404);
    expect(await mine()).toEqual(before);
  });
});
