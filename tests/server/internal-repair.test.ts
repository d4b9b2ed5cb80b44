import { beforeAll, describe, expect, it } from 'vitest';
import type { InternalRepairView } from '@domain/repair/internal-repair.schemas';
import type { OldStockRow } from '@domain/spare-parts/old-parts';
import type { SparePartRow, StockRow, WarehouseRow } from '@domain/spare-parts/spare-parts.schemas';
import { Client, useSignedIn, useTestApp } from '@tests/support/test-app';

const t = useTestApp();
const [admin, keeper, engineer, director, sales, trialAdmin] = useSignedIn(t, '13800000001', '13800000009', '13800000003', '13800000010', '13800000005', '13800000021');

let sub: WarehouseRow;
let compressor: SparePartRow;
let capacitor: SparePartRow;

const create = (c: Client, body: Record<string, unknown>) => c.post('/v2/repair/internal/create', { fault: '不能用了', ...body });
const operate = (c: Client, id: number, op: string, extra: Record<string, unknown> = {}) => c.post('/v2/repair/internal/operate', { id, op, ...extra });
const list = async (query = '', c: Client = admin) => (await c.get(`/v2/repair/internal/list?pageIndex=0&pageSize=20${query}`)).json.data as InternalRepairView[];
const count = async () => (await admin.get('/v2/repair/internal/count')).json.data as number;
const oldStock = async (partId: number) => ((await keeper.get(`/old/part/stock/list?warehouseId=${sub.id}&partId=${partId}`)).json.data.list as OldStockRow[])[0]?.qty ?? '0';
const goodStock = async (partId: number) => ((await admin.get(`/v2/spare/stock/list?warehouseId=${sub.id}&partId=${partId}`)).json.data.list as StockRow[])[0]?.qty ?? '0';

beforeAll(async () => {
  sub = ((await admin.get('/warehouse/list')).json.data as WarehouseRow[]).find((w) => w.name === '浦西分仓')!;
  const parts = (await admin.get('/v2/spare/sparePart/list?pageIndex=0&pageSize=50')).json.data.list as SparePartRow[];
  compressor = parts.find((p) => p.code === 'YS-01')!;
  capacitor = parts.find((p) => p.code === 'DR-35')!;
});

describe('GET /v2/repair/internal/list', () => {
  it('lists the demo’s three internal repairs with the filters, each with the caller’s moves', async () => {
    const rows = await list('', engineer);
    expect(rows.map((r) => [r.kind, r.state, r.part?.name ?? r.equipmentName])).toEqual([
      [2, 2, '冷媒回收机'],
      [2, 1, '真空泵'],
      [1, 0, '压缩机'],
    ]);
    expect(rows[2]).toMatchObject({ internalRepairNo: expect.stringMatching(/^NX\d{8}$/), qty: '1', unit: '台', warehouse: { name: '浦西分仓' }, operations: ['start'] });
    expect(rows[1]).toMatchObject({ repairer: { name: '张师傅' }, operations: ['finish'] });
    expect(rows[0]).toMatchObject({ result: 1, note: '更换启动电容', operations: [] });
    expect((await list('&state=1')).map((r) => r.equipmentName)).toEqual(['真空泵']);
    expect((await list('&kind=1')).map((r) => r.part?.name)).toEqual(['压缩机']);
    expect((await list('&keyword=ZC-0012')).map((r) => r.equipmentName)).toEqual(['冷媒回收机']);
    expect((await list(`&keyword=${rows[1].internalRepairNo}`)).map((r) => r.id)).toEqual([rows[1].id]);
    const bad = await admin.get('/v2/repair/internal/list?state=7');
    expect([bad.statusCode, bad.json.message]).toEqual([400, 'state: state 只能是 0、1、2、3']);
  });

  it('is closed to roles outside repair and to other enterprises', async () => {
    expect((await sales.get('/v2/repair/internal/list')).statusCode).toBe(403);
    const [first] = await list();
    const foreign = await trialAdmin.get(`/v2/repair/internal/detail?id=${first.id}`);
    expect([foreign.statusCode, foreign.json.message]).toEqual([404, '内部维修单不存在']);
    expect((await operate(trialAdmin, first.id, 'cancel')).statusCode).toBe(404);
    expect((await trialAdmin.get('/v2/repair/internal/count')).json.data).toBe(0);
    expect((await director.get(`/v2/repair/internal/detail?id=${first.id}`)).json.data.operations).toEqual([]);
  });
});

describe('POST /v2/repair/internal/create', () => {
  it('refuses bad input naming the field, and writes nothing', async () => {
    const before = await count();
    const foreignPart = (await trialAdmin.post('/v2/spare/sparePart/save', { typeId: (await trialAdmin.post('/v2/spare/type/save', { name: '别家' })).json.data, name: '别家件', unit: '个', price: '1' })).json.data as SparePartRow;
    const cases: [Client, Record<string, unknown>, number, string][] = [
      [keeper, { kind: 3 }, 400, 'kind: kind 只能是 1 旧件维修、2 自有设备'],
      [keeper, { kind: 2, equipmentName: '' }, 400, 'equipmentName: 请填写设备名称'],
      [keeper, { kind: 1, warehouseId: sub.id, qty: 1 }, 400, 'partId: 请选择要维修的旧件'],
      [keeper, { kind: 1, partId: compressor.id, warehouseId: sub.id, qty: -1 }, 400, 'qty: 数量须为正数（整数，或可拆分单位最多两位小数）'],
      [keeper, { kind: 2, equipmentName: '万用表', fault: '' }, 400, 'fault: 请填写故障描述'],
      [keeper, { kind: 2, equipmentName: 'x'.repeat(101) }, 400, 'equipmentName: 设备名称最多100个字'],
      [keeper, { kind: 1, partId: foreignPart.id, warehouseId: sub.id, qty: 1 }, 404, 'partId: 备件不存在'],
      [keeper, { kind: 1, partId: compressor.id, warehouseId: 2 ** 40, qty: 1 }, 404, 'warehouseId: 仓库不存在'],
      [engineer, { kind: 2, equipmentName: '万用表' }, 403, expect.any(String) as unknown as string],
    ];
    for (const [c, body, status, message] of cases) {
      const res = await create(c, body);
      expect([res.statusCode, res.json.message], JSON.stringify(body)).toEqual([status, message]);
    }
    expect(await count()).toBe(before);
  });
});

describe('POST /v2/repair/internal/operate', () => {
  it('repairs the recycled compressor back into the warehouse’s good stock through one 旧件翻新 movement', async () => {
    const [order] = await list('&kind=1');
    const [oldBefore, goodBefore] = [await oldStock(compressor.id), await goodStock(compressor.id)];
    expect((await operate(engineer, order.id, 'start')).json.data).toMatchObject({ state: 1, repairer: { name: '张师傅' }, operations: ['finish'] });
    const noResult = await operate(engineer, order.id, 'finish');
    expect([noResult.statusCode, noResult.json.message]).toEqual([400, 'result: 请选择维修结果']);
    const done = (await operate(engineer, order.id, 'finish', { result: 1, note: '重绕绕组' })).json.data as InternalRepairView;
    expect(done).toMatchObject({ state: 2, result: 1, note: '重绕绕组', movementId: expect.any(Number), operations: [] });
    expect(Number(await oldStock(compressor.id))).toBe(Number(oldBefore) - 1);
    expect(Number(await goodStock(compressor.id))).toBe(Number(goodBefore) + 1);
    const again = await operate(engineer, order.id, 'finish', { result: 1 });
    expect([again.statusCode, again.json.message]).toEqual([409, '内部维修单当前为已完成，不能完成维修']);
  });

  it('refuses a finish when the old parts are no longer in the store, and changes nothing', async () => {
    const order = (await create(keeper, { kind: 1, partId: compressor.id, warehouseId: sub.id, qty: 1 })).json.data as InternalRepairView;
    await operate(engineer, order.id, 'start');
    const res = await operate(engineer, order.id, 'finish', { result: 1 });
    expect(res.statusCode).toBe(409);
    expect(res.json.message).toContain('库存不足');
    expect((await admin.get(`/v2/repair/internal/detail?id=${order.id}`)).json.data).toMatchObject({ state: 1, result: null, movementId: null });
    expect((await operate(keeper, order.id, 'cancel')).json.data.state).toBe(3);
  });

  it('scraps old parts beyond repair out of the old-part store', async () => {
    expect((await engineer.post('/old/part/return/form/add', { warehouseId: sub.id, lines: [{ partId: capacitor.id, qty: 1 }] })).statusCode).toBe(200);
    const before = Number(await oldStock(capacitor.id));
    const order = (await create(keeper, { kind: 1, partId: capacitor.id, warehouseId: sub.id, qty: 1 })).json.data as InternalRepairView;
    await operate(admin, order.id, 'start');
    const done = (await operate(admin, order.id, 'finish', { result: 2, note: '电容鼓包，无法修复' })).json.data as InternalRepairView;
    expect(done).toMatchObject({ state: 2, result: 2 });
    expect(Number(await oldStock(capacitor.id))).toBe(before - 1);
  });

  it('lets one engineer only finish what they took, and of two starts at once one wins', async () => {
    const order = (await create(keeper, { kind: 2, equipmentName: '电子检漏仪', assetNo: 'ZC-0020' })).json.data as InternalRepairView;
    const [a, b] = await Promise.all([operate(engineer, order.id, 'start'), operate(admin, order.id, 'start')]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const taken = (await admin.get(`/v2/repair/internal/detail?id=${order.id}`)).json.data as InternalRepairView;
    const other = taken.repairer?.name === '张师傅' ? admin : engineer;
    if (other === engineer) {
      const res = await operate(engineer, order.id, 'finish', { result: 1 });
      expect([res.statusCode, res.json.message]).toEqual([403, '该维修单由其他工程师处理']);
    }
    expect((await operate(keeper, order.id, 'start')).statusCode).toBe(403);
    expect((await operate(admin, order.id, 'finish', { result: 1 })).json.data.state).toBe(2);
  });
});
