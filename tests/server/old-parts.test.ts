import { beforeAll, describe, expect, it } from 'vitest';
import type { OrderDetail } from '@domain/orders/orders.types';
import type { ManageRow, OldLogRow, OldPartParamRow, OldStockRow, RecycleFormRow } from '@domain/spare-parts/old-parts';
import type { SparePartRow, StockRow, WarehouseRow } from '@domain/spare-parts/spare-parts.schemas';
import { sampleOrderSetting } from '@tests/support/order-fixtures';
import { Client, useSignedIn, useTestApp } from '@tests/support/test-app';

const t = useTestApp();
const [admin, keeper, engineer, dispatcher] = useSignedIn(t, '13800000001', '13800000009', '13800000003', '13800000002');
let u: Record<string, number>;
let main: WarehouseRow;
let sub: WarehouseRow;
let part: SparePartRow;
let orderId: number;
let reason: OldPartParamRow;
let look: OldPartParamRow;
let forms: { ids: number[]; codes: string[] };

const oldStock = async (warehouseId: number) => ((await keeper.get(`/old/part/stock/list?warehouseId=${warehouseId}&partId=${part.id}`)).json.data.list as OldStockRow[])[0]?.qty ?? '0';
const goodStock = async (warehouseId: number) =>
  ((await admin.get(`/v2/spare/stock/list?warehouseId=${warehouseId}&partId=${part.id}`)).json.data.list as StockRow[])[0]?.qty ?? '0';
const count = async (c: Client, path: string) => (await c.get(path)).json.data.count as number;

beforeAll(async () => {
  let customerId: number;
  let defaultType: number;
  let aircon: number;
  ({ users: u, customerId, defaultType, aircon } = await sampleOrderSetting(t.app, { name: '旧件测试商贸', phone: '13900000041', contact: '魏先生', contactPhone: '13900000042' }));
  const whs = (await admin.get('/warehouse/list')).json.data as WarehouseRow[];
  main = whs.find((w) => w.kind === 1)!;
  sub = whs.find((w) => w.name === '浦西分仓')!;
  const typeId = (await admin.post('/v2/spare/type/save', { name: '旧件测试类' })).json.data;
  part = (await keeper.post('/v2/spare/sparePart/save', { typeId, name: '压缩机', unit: '台', price: '500' })).json.data;
  const added = await dispatcher.post('/v2/order/add', { templateId: defaultType, customerId, title: '压缩机更换', serviceItemId: aircon, appointmentTime: '2030-06-01 14:00', description: '压缩机损坏' });
  orderId = (added.json.data as OrderDetail).id;
  await dispatcher.post('/worker/batchDesignate', { ids: [orderId], ownerId: u['张师傅'] });
});

describe('demo seed', () => {
  it('has the template, one old part received into 浦西分仓’s old-part store and one still to recycle', async () => {
    const tmpl = (await engineer.get('/old/part/param/tmpl')).json.data as OldPartParamRow[];
    expect(tmpl.map((p) => p.name)).toEqual(['拆机原因', '外观']);
    const demo = (await keeper.get('/old/part/recycle/list?pageSize=100')).json.data.list as RecycleFormRow[];
    expect(demo.map((f) => [f.partName, f.qty, f.stateName, f.createdByName]).reverse()).toEqual([['压缩机', '1', '已回收', '张师傅'], ['电容', '2', '待回收', '张师傅']]);
    const store = (await keeper.get(`/old/part/stock/list?warehouseId=${sub.id}`)).json.data.list as OldStockRow[];
    expect(store.map((r) => [r.partName, r.qty])).toEqual([['压缩机', '1']]);
  });
});

describe('the recycle form template (/old/part/param/*)', () => {
  it('keepers keep the fields; everyone reads the template', async () => {
    const r1 = await keeper.post('/old/part/param/save', { name: '故障描述', fieldType: 13, sort: 3 });
    expect(r1.json).toMatchObject({ success: true, data: expect.any(Number) });
    expect((await admin.post('/old/part/param/save', { id: r1.json.data, name: '故障现象', fieldType: 13, sort: 3 })).statusCode).toBe(200);
    let tmpl = (await engineer.get('/old/part/param/tmpl')).json.data as OldPartParamRow[];
    expect(tmpl.map((p) => [p.name, p.fieldType, p.required, p.options])).toEqual([
      ['拆机原因', 1, true, []],
      ['外观', 3, false, ['完好', '破损']],
      ['故障现象', 13, false, []],
    ]);
    expect((await keeper.delete(`/old/part/param/delete?ids=${r1.json.data}`)).statusCode).toBe(200);
    tmpl = (await engineer.get('/old/part/param/tmpl')).json.data as OldPartParamRow[];
    [reason, look] = tmpl;
    expect(tmpl).toHaveLength(2);
  });

  it('refuses bad input naming the field, other roles and unknown ids, changing nothing', async () => {
    const before = (await keeper.get('/old/part/param/tmpl')).json.data;
    expect((await engineer.post('/old/part/param/save', { name: '序列号' })).statusCode).toBe(403);
    expect((await keeper.post('/old/part/param/save', { name: '' })).json.message).toBe('name: 请输入参数名称');
    expect((await keeper.post('/old/part/param/save', { name: '序列号', fieldType: 9 })).json.message).toBe('fieldType: fieldType 只能是 1、2、3 或 13');
    expect((await keeper.post('/old/part/param/save', { name: '序列号', fieldType: 3 })).json.message).toBe('options: 单选参数须有选项');
    expect((await keeper.post('/old/part/param/save', { name: '拆机原因' })).statusCode).toBe(409);
    expect((await keeper.post('/old/part/param/save', { id: 99999999, name: '序列号' })).statusCode).toBe(404);
    expect((await keeper.delete('/old/part/param/delete?ids=99999999')).statusCode).toBe(404);
    expect((await keeper.get('/old/part/param/tmpl')).json.data).toEqual(before);
  });
});

describe('recycle forms from an order', () => {
  it('the order’s owner writes one form per old part, each with a code to scan', async () => {
    const res = await engineer.post('/old/part/recycle/form/save', {
      orderId,
      lines: [{ partId: part.id, qty: 1 }, { partId: part.id, qty: 2 }],
      values: { [reason.id]: '压缩机烧毁', [look.id]: '破损' },
      remark: '客户同意回收',
    });
    expect(res.statusCode, res.body).toBe(200);
    forms = res.json.data;
    expect(forms.codes).toHaveLength(2);
    for (const code of forms.codes) expect(code).toMatch(/^JJ\d{8}$/);
    const listed = (await dispatcher.get(`/old/part/recycle/form/list?orderId=${orderId}`)).json.data.list as RecycleFormRow[];
    expect(listed.map((f) => [f.code, f.partName, f.qty, f.stateName, f.createdByName]).reverse()).toEqual([
      [forms.codes[0], '压缩机', '1', '待回收', '张师傅'],
      [forms.codes[1], '压缩机', '2', '待回收', '张师傅'],
    ]);
    expect(listed[0].values).toEqual([{ name: '拆机原因', value: '压缩机烧毁' }, { name: '外观', value: '破损' }]);
  });

  it('refuses bad input naming the field, people not serving the order and other enterprises’ orders, saving nothing', async () => {
    const total = async () => (await keeper.get('/old/part/recycle/count')).json.data as number;
    const before = await total();
    const line = [{ partId: part.id, qty: 1 }];
    const cases: [Client, Record<string, unknown>, number, string][] = [
      [engineer, { orderId, lines: line, values: {} }, 400, `values.${reason.id}: 请填写拆机原因`],
      [engineer, { orderId, lines: line, values: { [reason.id]: 'x', [look.id]: '全新' } }, 400, `values.${look.id}: 外观只能选 完好、破损`],
      [engineer, { orderId, lines: line, values: { [reason.id]: 'x', 99999999: 'y' } }, 400, 'values.99999999: 回收参数不存在'],
      [engineer, { orderId, lines: [{ partId: part.id, qty: 0 }], values: { [reason.id]: 'x' } }, 400, 'lines.0.qty'],
      [engineer, { orderId, lines: [{ partId: part.id, qty: 1.5 }], values: { [reason.id]: 'x' } }, 400, 'lines.0.qty: 第1行：备件“压缩机”的数量须为正整数'],
      [engineer, { orderId, lines: [{ partId: 99999999, qty: 1 }], values: { [reason.id]: 'x' } }, 404, 'lines.0.partId'],
      [engineer, { orderId, lines: [], values: { [reason.id]: 'x' } }, 400, 'lines: 请添加旧件'],
      [engineer, { orderId: 99999999, lines: line, values: { [reason.id]: 'x' } }, 404, 'orderId: 工单不存在'],
      [dispatcher, { orderId, lines: line, values: { [reason.id]: 'x' } }, 403, '只有工单的负责人或协作人可以填写旧件回收单'],
    ];
    for (const [client, body, status, message] of cases) {
      const res = await client.post('/old/part/recycle/form/save', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(res.json.message).toContain(message);
    }
    const free = await Client.signIn(t.app, '13800000011');
    expect((await free.post('/old/part/recycle/form/save', { orderId, lines: line })).statusCode).toBe(404);
    expect(await total()).toBe(before);
  });

  it('reminds of parts still to recycle: staff their own, keepers all; staff list only their own records', async () => {
    expect(await count(engineer, '/old/part/recycling/remind/count')).toBe(3); // the demo's waiting form too
    expect(await count(keeper, '/old/part/recycling/remind/count')).toBeGreaterThanOrEqual(2);
    expect(await count(dispatcher, '/old/part/recycling/remind/count')).toBeGreaterThanOrEqual(2);
    const mine = (await engineer.get('/old/part/recycle/list?state=0&pageSize=100')).json.data.list as RecycleFormRow[];
    expect(mine.every((f) => f.createdByName === '张师傅')).toBe(true);
    expect((await engineer.get(`/old/part/recycle/list?keyword=${forms.codes[0]}`)).json.data.total).toBe(1);
    expect((await engineer.get('/old/part/recycle/list?state=5')).json.message).toBe('state: state 只能是 0 或 1');
  });
});

describe('receipt by the warehouse', () => {
  it('finds a form by its scanned code; only those who run warehouses search', async () => {
    const found = (await keeper.get(`/old/part/recovery/search?code=${forms.codes[0].toLowerCase()}`)).json.data as RecycleFormRow[];
    expect(found.map((f) => f.id)).toEqual([forms.ids[0]]);
    expect((await keeper.get(`/old/part/recovery/search?keyword=${encodeURIComponent('压缩机')}`)).json.data.length).toBeGreaterThanOrEqual(2);
    expect((await keeper.get('/old/part/recovery/search')).json.message).toBe('code: 请扫码或输入回收单号');
    expect((await engineer.get(`/old/part/recovery/search?code=${forms.codes[0]}`)).statusCode).toBe(403);
  });

  it('receives forms into the warehouse’s old-part store as one 回收 movement, all or none', async () => {
    expect((await engineer.post('/old/part/recycle/receipt', { warehouseId: sub.id, ids: forms.ids })).statusCode).toBe(403);
    expect((await keeper.post('/old/part/recycle/receipt', { warehouseId: main.id, ids: forms.ids })).statusCode).toBe(403); // 郑仓管 keeps only the sub-warehouse
    expect((await keeper.post('/old/part/recycle/receipt', { warehouseId: sub.id, ids: [forms.ids[0], 99999999] })).json.message).toBe('ids: 回收单不存在');
    expect((await keeper.post('/old/part/recycle/receipt', { warehouseId: 99999999, ids: forms.ids })).json.message).toBe('warehouseId: 仓库不存在');
    expect((await keeper.post('/old/part/recycle/receipt', { warehouseId: sub.id, ids: [] })).json.message).toBe('ids: 请选择回收单');
    expect(await oldStock(sub.id)).toBe('0');

    const res = await keeper.post('/old/part/recycle/receipt', { warehouseId: sub.id, ids: forms.ids });
    expect(res.json).toMatchObject({ success: true, message: '已收件', data: { received: 2 } });
    expect(await oldStock(sub.id)).toBe('3');
    expect(await goodStock(sub.id)).toBe('0'); // old parts stay apart from the good stock

    const again = await keeper.post('/old/part/recycle/receipt', { warehouseId: sub.id, ids: forms.ids });
    expect(again.statusCode).toBe(409);
    expect(again.json.message).toContain(`${forms.codes[0]} 该回收单已回收`);
    expect(await oldStock(sub.id)).toBe('3');

    const detail = (await engineer.get(`/old/part/recycle/detail?id=${forms.ids[0]}`)).json.data as RecycleFormRow;
    expect(detail).toMatchObject({ stateName: '已回收', warehouseName: '浦西分仓', receivedByName: '郑仓管' });
    const log = (await keeper.get(`/old/part/stock/log/list?warehouseId=${sub.id}`)).json.data.list as OldLogRow[];
    expect(log.slice(0, 2).map((l) => [l.typeName, l.fromName, l.toName, l.qty, l.orderId])).toEqual([
      ['回收', '客户设备', '浦西分仓（旧件库）', '2', orderId],
      ['回收', '客户设备', '浦西分仓（旧件库）', '1', orderId],
    ]);
    expect((await keeper.get(`/old/part/stock/log/count?warehouseId=${sub.id}`)).json.data).toBeGreaterThanOrEqual(2);
    expect((await keeper.get(`/old/part/stock/count?warehouseId=${sub.id}`)).json.data).toBeGreaterThanOrEqual(1);
    expect((await engineer.get('/old/part/stock/list')).statusCode).toBe(403);
  });

  it('reminds the writer of recycled parts until they ignore them in a batch', async () => {
    expect(await count(engineer, '/old/part/recycled/remind/count')).toBe(3); // the demo's received form too
    expect(await count(engineer, '/old/part/recycling/remind/count')).toBe(1);
    expect((await keeper.post('/old/part/recycled/batch/ignore', { ids: forms.ids })).statusCode).toBe(409); // not the keeper's own forms
    expect((await engineer.post('/old/part/recycled/batch/ignore', { ids: [forms.ids[0], 99999999] })).statusCode).toBe(409);
    expect(await count(engineer, '/old/part/recycled/remind/count')).toBe(3);
    expect((await engineer.post('/old/part/recycled/batch/ignore', { ids: [forms.ids[0]] })).json).toMatchObject({ success: true, data: 1 });
    const left = (await engineer.get('/old/part/recycled/remind/list')).json.data.list as RecycleFormRow[];
    expect(left.map((f) => f.id)).toContain(forms.ids[1]);
    expect(left.map((f) => f.id)).not.toContain(forms.ids[0]);
  });

  it('deletes forms still to recycle (the writer’s own), never received ones', async () => {
    const extra = (await engineer.post('/old/part/recycle/form/save', { orderId, lines: [{ partId: part.id, qty: 1 }], values: { [reason.id]: '误填' } })).json.data;
    expect((await dispatcher.delete(`/old/part/recycle/recycle/delete?ids=${extra.ids[0]}`)).statusCode).toBe(403);
    expect((await engineer.delete(`/old/part/recycle/recycle/delete?ids=${forms.ids[0]}`)).statusCode).toBe(409);
    expect((await engineer.delete(`/old/part/recycle/recycle/delete?ids=${extra.ids[0]}`)).statusCode).toBe(200);
    expect((await engineer.get(`/old/part/recycle/detail?id=${extra.ids[0]}`)).statusCode).toBe(404);
  });
});

describe('management records', () => {
  it('refurbishes old parts into the good stock and scraps them out, each a movement with its record', async () => {
    const refurbish = await keeper.post('/old/part/manage/edit', { kind: 15, warehouseId: sub.id, partId: part.id, qty: 1, remark: '更换线圈后可用' });
    expect(refurbish.statusCode, refurbish.body).toBe(200);
    expect([await oldStock(sub.id), await goodStock(sub.id)]).toEqual(['2', '1']);
    const tooMany = await keeper.post('/old/part/manage/edit', { kind: 14, warehouseId: sub.id, partId: part.id, qty: 5 });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json.message).toContain('第1行：浦西分仓（旧件库）的备件“压缩机”库存不足（现有2，需要5）');
    expect((await keeper.post('/old/part/manage/edit', { kind: 13, warehouseId: sub.id, partId: part.id, qty: 1 })).json.message).toContain('kind');
    expect((await keeper.post('/old/part/manage/edit', { kind: 14, partId: part.id, qty: 1 })).json.message).toBe('warehouseId: 请选择仓库');
    expect((await keeper.post('/old/part/manage/edit', { kind: 14, warehouseId: main.id, partId: part.id, qty: 1 })).statusCode).toBe(403);
    expect((await engineer.post('/old/part/manage/edit', { kind: 14, warehouseId: sub.id, partId: part.id, qty: 1 })).statusCode).toBe(403);
    expect(await oldStock(sub.id)).toBe('2');
    const scrap = await keeper.post('/old/part/manage/edit', { kind: 14, warehouseId: sub.id, partId: part.id, qty: 2 });
    expect(await oldStock(sub.id)).toBe('0');

    const list = (await keeper.get(`/old/part/manage/list?warehouseId=${sub.id}`)).json.data.list as ManageRow[];
    expect(list.slice(0, 2).map((m) => [m.kindName, m.partName, m.qty, m.createdByName])).toEqual([['旧件报废', '压缩机', '2', '郑仓管'], ['旧件翻新', '压缩机', '1', '郑仓管']]);
    expect((await keeper.get('/old/part/manage/count?kind=15')).json.data).toBeGreaterThanOrEqual(1);
    expect((await keeper.post('/old/part/manage/edit', { id: scrap.json.data, remark: '送环保处理' })).statusCode).toBe(200);
    expect((await keeper.get(`/old/part/manage/detail?id=${scrap.json.data}`)).json.data).toMatchObject({ remark: '送环保处理', qty: '2' });
    expect((await keeper.post('/old/part/manage/edit', { id: 99999999, remark: 'x' })).statusCode).toBe(404);
  });
});

describe('tenancy', () => {
  it('never shows another enterprise’s forms, template or old-part store', async () => {
    const free = await Client.signIn(t.app, '13800000011');
    expect((await free.get(`/old/part/recycle/detail?id=${forms.ids[1]}`)).statusCode).toBe(404);
    expect((await free.get(`/old/part/recycle/form/list?orderId=${orderId}`)).json.data.total).toBe(0);
    expect((await free.get('/old/part/param/tmpl')).json.data).toEqual([]);
    expect((await free.post('/old/part/recycled/batch/ignore', { ids: [forms.ids[1]] })).statusCode).toBe(409);
    expect((await new Client(t.app).get('/old/part/recycle/list')).statusCode).toBe(401);
  });
});
