import { beforeAll, describe, expect, it } from 'vitest';
import type { CustomerProductRow } from '@domain/products/products.schemas';
import { chinaToday } from '@domain/products/warranty';
import type { DetectionView, ScanSignInResult } from '@domain/repair/repair.schemas';
import type { ReturnChangeView } from '@domain/repair/return-change.schemas';
import type { SparePartRow, StockRow, WarehouseRow } from '@domain/spare-parts/spare-parts.schemas';
import { Client, useSignedIn, useTestApp } from '@tests/support/test-app';

const t = useTestApp();
const [admin, desk, engineer, director, sales, trialAdmin] = useSignedIn(t, '13800000001', '13800000006', '13800000003', '13800000010', '13800000005', '13800000021');

const SEEDED = ['KT-5000-24011', 'AP-300-24012', 'RO-800-24013', 'EC-21-24014', 'XF-150-24015'];
/** Demo customer products no seeded repair or return touches, taken one per scenario. */
let free: CustomerProductRow[];
let main: WarehouseRow;
let part: SparePartRow;

const create = (c: Client, p: CustomerProductRow, extra: Record<string, unknown> = {}) =>
  c.post('/v2/repair/returnChange/create', { type: 1, customerId: p.customerId, customerProductId: p.id, reason: '客户不想要了', ...extra });
const approve = (c: Client, body: Record<string, unknown>) => c.post('/v2/repair/returnChange/approve', { reason: '', ...body });
const detail = async (id: number, c: Client = admin) => (await c.get(`/v2/repair/returnChange/detail?id=${id}`)).json.data as ReturnChangeView;
const count = async (query = '') => (await admin.get(`/v2/repair/returnChange/count${query}`)).json.data as number;
const productOf = async (id: number) => (await admin.get(`/v2/customer/production/detail?customerProductionId=${id}`)).json.data.customerPro as CustomerProductRow;
const stock = async () => ((await admin.get(`/v2/spare/stock/list?warehouseId=${main.id}&partId=${part.id}`)).json.data.list as StockRow[])[0]?.qty ?? '0';

beforeAll(async () => {
  const products = (await admin.get('/v2/customer/production/list?pageIndex=0&pageSize=100')).json.data as CustomerProductRow[];
  free = products.filter((p) => p.customerId !== null && !SEEDED.includes(p.serialNumber));
  main = ((await admin.get('/warehouse/list')).json.data as WarehouseRow[]).find((w) => w.kind === 1)!;
  const typeId = (await admin.post('/v2/spare/type/save', { name: '换货整机' })).json.data;
  part = (await admin.post('/v2/spare/sparePart/save', { typeId, name: '换货整机', unit: '台', price: '1200' })).json.data as SparePartRow;
  await admin.post('/v2/spare/operation/post', { type: 3, to: { kind: 1, id: main.id }, lines: [{ partId: part.id, qty: 2 }] });
});

describe('GET /v2/repair/returnChange/list', () => {
  it('lists the demo’s exchange waiting and return passed, with the filters and the count', async () => {
    const list = (await desk.get('/v2/repair/returnChange/list?pageIndex=0&pageSize=10')).json.data as ReturnChangeView[];
    expect(list.map((r) => [r.type, r.state, r.serialNumber])).toEqual([
      [1, 2, 'XF-150-24015'],
      [2, 0, 'EC-21-24014'],
    ]);
    expect(list[1].returnChangeNo).toMatch(/^TH\d{8}$/);
    expect(list[1].operations).toEqual(['cancel']);
    expect((await admin.get('/v2/repair/returnChange/list?state=0')).json.data.map((r: ReturnChangeView) => r.type)).toEqual([2]);
    expect((await admin.get('/v2/repair/returnChange/list?type=1')).json.data.map((r: ReturnChangeView) => r.state)).toEqual([2]);
    expect((await admin.get(`/v2/repair/returnChange/list?keyword=${list[1].returnChangeNo}`)).json.data).toHaveLength(1);
    expect(await count('?state=2')).toBe(1);
    const bad = await admin.get('/v2/repair/returnChange/list?state=9');
    expect([bad.statusCode, bad.json.message]).toEqual([400, 'state: state 只能是 0、1、2、3']);
  });

  it('is closed to roles outside repair and to other enterprises', async () => {
    expect((await sales.get('/v2/repair/returnChange/list')).statusCode).toBe(403);
    const [first] = (await admin.get('/v2/repair/returnChange/list')).json.data as ReturnChangeView[];
    const foreign = await trialAdmin.get(`/v2/repair/returnChange/detail?id=${first.id}`);
    expect([foreign.statusCode, foreign.json.message]).toEqual([404, '退换货单不存在']);
    expect((await trialAdmin.get('/v2/repair/returnChange/count')).json.data).toBe(0);
  });
});

describe('POST /v2/repair/returnChange/create', () => {
  it('writes a return waiting for approval, and refuses a second one for the product', async () => {
    const before = await count();
    const res = await create(desk, free[0]);
    expect(res.statusCode).toBe(200);
    expect(res.json.data).toMatchObject({ type: 1, state: 0, source: 1, customerProductId: free[0].id, reason: '客户不想要了', createdBy: { name: '孙接待' } });
    const again = await create(desk, free[0]);
    expect([again.statusCode, again.json.message]).toEqual([409, `该产品已有待审批的退换货单（${res.json.data.returnChangeNo}）`]);
    expect(await count()).toBe(before + 1);
  });

  it('refuses bad input naming the field, and writes nothing', async () => {
    const before = await count();
    const other = free.find((p) => p.customerId !== free[1].customerId)!;
    const model = await trialAdmin.post('/v2/product/save', { name: '别家设备', model: 'BJ-1', category: '', warrantyPeriod: 1, warrantyUnit: 3, warrantyBasis: 2 });
    const foreign = (await trialAdmin.post('/v2/customer/production/save', { productId: model.json.data.id, name: '别家设备', serialNumber: 'BJ-0001', customerId: null })).json.data as CustomerProductRow;
    const cases: [Client, Record<string, unknown>, number, string][] = [
      [desk, { customerId: other.customerId }, 400, 'customerProductId: 该客户产品不属于所选客户'],
      [desk, { type: 3 }, 400, 'type: type 只能是 1 退货、2 换货'],
      [desk, { reason: '' }, 400, 'reason: 请填写退换原因'],
      [desk, { reason: '长'.repeat(501) }, 400, 'reason: 退换原因最多500个字'],
      [desk, { customerProductId: -1 }, 400, 'customerProductId: customerProductId 须为正整数'],
      [desk, { customerProductId: 2 ** 60 }, 400, 'customerProductId: customerProductId 须为正整数'],
      [desk, { customerProductId: 999999999 }, 404, 'customerProductId: 客户产品不存在'],
      [desk, { remark: 'a\u0000b' }, 400, ''],
      [sales, {}, 403, ''],
      [director, {}, 403, ''],
    ];
    for (const [client, patch, status, message] of cases) {
      const res = await create(client, free[1], patch);
      expect(res.statusCode, JSON.stringify(patch)).toBe(status);
      if (message) expect(res.json.message).toBe(message);
    }
    const theirs = await create(desk, { ...foreign, customerId: free[1].customerId });
    expect([theirs.statusCode, theirs.json.message]).toEqual([404, 'customerProductId: 客户产品不存在']);
    expect(await count()).toBe(before);
  });
});

describe('POST /v2/repair/returnChange/approve', () => {
  it('lets only approvers decide, a rejection with its reason, and nothing after', async () => {
    const { id } = (await create(desk, free[2])).json.data as ReturnChangeView;
    expect((await approve(desk, { id, op: 'pass' })).statusCode).toBe(403);
    const noReason = await approve(director, { id, op: 'reject' });
    expect([noReason.statusCode, noReason.json.message]).toEqual([400, 'reason: 请填写驳回原因']);
    const rejected = await approve(director, { id, op: 'reject', reason: '超出退货期限' });
    expect(rejected.json.data).toMatchObject({ state: 1, rejectReason: '超出退货期限', approvedBy: { name: '冯总监' }, operations: [] });
    const late = await approve(admin, { id, op: 'pass' });
    expect([late.statusCode, late.json.message]).toEqual([409, '退换货单当前为已驳回，不能审批通过']);
  });

  it('ships the replacement from the warehouse and gives the product its new serial and a restarted warranty', async () => {
    const product = free[3];
    const { id } = (await create(engineer, product, { type: 2, reason: '压缩机损坏，换新' })).json.data as ReturnChangeView;
    const before = await stock();
    const missing: [Record<string, unknown>, string][] = [
      [{}, 'partId: 请选择换货发出的备件'],
      [{ partId: part.id }, 'newSerialNumber: 请填写换货后的新序列号'],
      [{ partId: part.id, newSerialNumber: product.serialNumber }, 'newSerialNumber: 新序列号不能与原序列号相同'],
    ];
    for (const [patch, message] of missing) {
      const res = await approve(admin, { id, op: 'pass', ...patch });
      expect([res.statusCode, res.json.message]).toEqual([400, message]);
    }
    const res = await approve(admin, { id, op: 'pass', partId: part.id, newSerialNumber: 'NEW-0001' });
    expect(res.statusCode).toBe(200);
    expect(res.json.data).toMatchObject({
      state: 2,
      oldSerialNumber: product.serialNumber,
      newSerialNumber: 'NEW-0001',
      serialNumber: 'NEW-0001',
      part: { id: part.id, name: '换货整机' },
      warehouse: { id: main.id },
      warranty: 2,
    });
    expect(Number(await stock())).toBe(Number(before) - 1);
    expect(await productOf(product.id)).toMatchObject({ serialNumber: 'NEW-0001', warrantyStart: chinaToday() });
  });

  it('refuses an exchange when the warehouse has none left, and changes nothing', async () => {
    const product = free[4];
    const { id } = (await create(desk, product, { type: 2 })).json.data as ReturnChangeView;
    const empty = (await admin.post('/v2/spare/sparePart/save', { typeId: part.typeId, name: '缺货整机', unit: '台', price: '900' })).json.data as SparePartRow;
    const res = await approve(admin, { id, op: 'pass', partId: empty.id, newSerialNumber: 'NEW-0002' });
    expect(res.statusCode).toBe(409);
    expect(res.json.message).toContain('库存不足');
    expect((await detail(id)).state).toBe(0);
    expect((await productOf(product.id)).serialNumber).toBe(product.serialNumber);
  });

  it('lets one of two approvers at once win, shipping once', async () => {
    const product = free[5];
    const { id } = (await create(desk, product, { type: 2 })).json.data as ReturnChangeView;
    const before = Number(await stock());
    const both = await Promise.all([admin, director].map((c) => approve(c, { id, op: 'pass', partId: part.id, newSerialNumber: 'NEW-0003' })));
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(Number(await stock())).toBe(before - 1);
    expect((await detail(id)).state).toBe(2);
  });
});

describe('POST /v2/repair/returnChange/cancel', () => {
  it('lets the writer or the desk cancel while it waits, not another engineer', async () => {
    const other = await Client.signIn(t.app, '13800000004');
    const { id } = (await create(desk, free[6])).json.data as ReturnChangeView;
    expect((await other.post('/v2/repair/returnChange/cancel', { id })).statusCode).toBe(403);
    const mineId = (await create(engineer, free[7])).json.data.id as number;
    expect((await engineer.post('/v2/repair/returnChange/cancel', { id })).json.message).toBe('只能取消自己创建的退换货单');
    expect((await engineer.post('/v2/repair/returnChange/cancel', { id: mineId })).json.data).toMatchObject({ state: 3, operations: [] });
    expect((await desk.post('/v2/repair/returnChange/cancel', { id })).json.data.state).toBe(3);
    const twice = await desk.post('/v2/repair/returnChange/cancel', { id });
    expect([twice.statusCode, twice.json.message]).toEqual([409, '退换货单当前为已取消，不能取消']);
  });
});

describe('a detection’s verdict', () => {
  it('换货 writes the exchange order for approval, linked to the detection and the repair order', async () => {
    const product = free[8];
    const scanned = (await desk.post('/v2/repair/order/scanSignIn', { code: product.serialNumber, fault: '不制冷' })).json.data as ScanSignInResult;
    const made = (await desk.post('/v2/repair/detection/create', { repairOrderId: scanned.order.id })).json.data as DetectionView;
    const checklist = made.checklist.map((c) => ({ item: c.item, ok: false, note: '' }));
    const res = await engineer.post('/v2/repair/detection/conclude', { id: made.id, checklist, verdict: 2, conclusion: '压缩机烧毁，无法维修' });
    expect(res.statusCode).toBe(200);
    const [order] = (await admin.get(`/v2/repair/returnChange/list?customerProductId=${product.id}`)).json.data as ReturnChangeView[];
    expect(order).toMatchObject({ type: 2, state: 0, source: 2, detectionOrderId: made.id, repairOrderId: scanned.order.id, reason: '压缩机烧毁，无法维修', createdBy: { name: '张师傅' } });
  });
});
