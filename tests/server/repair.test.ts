import { beforeAll, describe, expect, it } from 'vitest';
import type { CustomerProductRow } from '@domain/products/products.schemas';
import type { RepairDetail, RepairView, ScanSignInResult } from '@domain/repair/repair.schemas';
import type { StockRow } from '@domain/spare-parts/spare-parts.schemas';
import { Client, useSignedIn, useTestApp } from '@tests/support/test-app';

const t = useTestApp();
const [admin, desk, engineer, director, sales, trialAdmin] = useSignedIn(t, '13800000001', '13800000006', '13800000003', '13800000010', '13800000005', '13800000021');

let products: CustomerProductRow[];
let foreignProduct: CustomerProductRow;
/** Customer products of the demo with a QR code and no repair yet, taken one per scenario. */
let withQr: CustomerProductRow[];

const productsOf = async (c: Client) => (await c.get('/v2/customer/production/list?pageIndex=0&pageSize=100')).json.data as CustomerProductRow[];
const scan = (c: Client, code: string, extra: Record<string, unknown> = {}) => c.post('/v2/repair/order/scanSignIn', { code, ...extra });
const operate = (c: Client, id: number, op: string, reason = '') => c.post('/v2/repair/order/operate', { id, op, reason });
const detail = async (id: number, c: Client = admin) => (await c.get(`/v2/repair/order/detail?id=${id}`)).json.data as RepairDetail;
const count = async () => (await admin.get('/v2/repair/order/count')).json.data as number;
const mine = async () => (await engineer.get('/v2/spare/stock/mine?pageSize=100')).json.data.list as StockRow[];

beforeAll(async () => {
  products = await productsOf(admin);
  withQr = products.filter((p) => p.qr !== null && p.customerId !== null);
  const foreign = await trialAdmin.post('/v2/product/save', { name: '别家设备', model: 'BJ-1', category: '', warrantyPeriod: 1, warrantyUnit: 3, warrantyBasis: 2 });
  const saved = await trialAdmin.post('/v2/customer/production/save', { productId: foreign.json.data.id, name: '别家设备', serialNumber: 'BJ-0001', customerId: null });
  foreignProduct = saved.json.data as CustomerProductRow;
});

describe('repair settings', () => {
  it('reads the demo’s settings and lets only the administrator change them', async () => {
    const res = await desk.get('/v2/repair/settings');
    expect(res.json.data).toMatchObject({ needsApproval: true, laborFee: '80.00', defaultWarehouse: { name: '总仓库' } });
    expect(res.json.data.faultCategories).toContain('不制冷');
    expect((await desk.post('/v2/repair/settings/save', { ...res.json.data, defaultWarehouseId: null })).statusCode).toBe(403);
  });

  it('refuses bad settings naming the field, and changes nothing', async () => {
    const good = { faultCategories: ['不制冷', '漏水', '不开机', '噪音大', '其他'], detectionItems: ['外观', '通电测试', '主板', '电源', '噪音'], needsApproval: true, defaultWarehouseId: null, laborFee: '80' };
    const cases: [Record<string, unknown>, number, string][] = [
      [{ faultCategories: ['漏水', '漏水'] }, 400, 'faultCategories: 故障类型不能重复'],
      [{ faultCategories: ['x'.repeat(21)] }, 400, 'faultCategories.0: 故障类型最多20个字'],
      [{ laborFee: '-1' }, 400, 'laborFee: laborFee 须为不小于0、最多两位小数的金额'],
      [{ laborFee: '1e20' }, 400, 'laborFee: laborFee 须为不小于0、最多两位小数的金额'],
      [{ needsApproval: 'yes' }, 400, 'needsApproval: 完工审批须为是或否'],
      [{ defaultWarehouseId: 999999999 }, 404, 'defaultWarehouseId: 仓库不存在'],
      [{ defaultWarehouseId: -3 }, 400, 'defaultWarehouseId: defaultWarehouseId 须为正整数'],
      [{ detectionItems: ['外观', '外观'] }, 400, 'detectionItems: 检测项目不能重复'],
    ];
    for (const [patch, status, message] of cases) {
      const res = await admin.post('/v2/repair/settings/save', { ...good, ...patch });
      expect([res.statusCode, res.json.message]).toEqual([status, message]);
    }
    expect((await admin.get('/v2/repair/settings')).json.data).toMatchObject({ laborFee: '80.00', defaultWarehouse: { name: '总仓库' } });
  });
});

describe('scan sign-in', () => {
  it('makes a repair order signed in with the time and the desk person, and refuses a second sign-in', async () => {
    const product = withQr[0];
    const before = await count();
    const res = await scan(desk, product.qr!.url, { fault: '不开机', accessories: '遥控器' });
    expect(res.statusCode).toBe(200);
    const { created, order } = res.json.data as ScanSignInResult;
    expect(created).toBe(true);
    expect(order).toMatchObject({ state: 0, source: 2, customerProductId: product.id, fault: '不开机', accessories: '遥控器', signedInBy: { name: '孙接待' } });
    expect(order.repairNo).toMatch(/^WX\d{8}$/);
    expect(order.signedInAt).not.toBeNull();
    expect(order.operations).toEqual(['edit', 'confirm', 'detect', 'cancel', 'makeOrder', 'photos']);
    const again = await scan(desk, product.qr!.token);
    expect([again.statusCode, again.json.message]).toEqual([409, `该产品已签收，不能重复签收（${order.repairNo}）`]);
    expect(await count()).toBe(before + 1);
  });

  it('finds a product by its serial number too', async () => {
    const product = withQr[1];
    const res = await scan(desk, product.serialNumber);
    expect(res.json.data).toMatchObject({ created: true, order: { customerProductId: product.id } });
  });

  it('refuses another enterprise’s product, an unknown code, an empty one and a role that does not receive', async () => {
    const before = await count();
    const foreign = await scan(desk, foreignProduct.serialNumber);
    expect([foreign.statusCode, foreign.json.message]).toEqual([404, '本企业没有该二维码或序列号的客户产品']);
    const theirs = await scan(trialAdmin, withQr[2].qr!.url);
    expect([theirs.statusCode, theirs.json.message]).toEqual([404, '本企业没有该二维码或序列号的客户产品']);
    expect((await scan(desk, 'NO-SUCH-SERIAL')).statusCode).toBe(404);
    const empty = await scan(desk, '   ');
    expect([empty.statusCode, empty.json.message]).toEqual([400, 'code: 请扫描产品二维码或输入序列号']);
    expect((await scan(desk, 'x'.repeat(501))).statusCode).toBe(400);
    expect((await scan(engineer, withQr[2].serialNumber)).statusCode).toBe(403);
    expect((await scan(sales, withQr[2].serialNumber)).statusCode).toBe(403);
    expect(await count()).toBe(before);
  });

  it('makes one order when two desks scan the same product at once', async () => {
    const product = withQr[3];
    const results = await Promise.all([scan(desk, product.serialNumber), scan(admin, product.serialNumber)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect((await admin.get(`/v2/repair/order/count?customerProductId=${product.id}`)).json.data).toBe(1);
  });
});

describe('an order written at the desk', () => {
  let order: RepairView;
  it('waits for its product, which must be signed in before the order is taken on', async () => {
    const product = withQr[4];
    const res = await desk.post('/v2/repair/order/save', { customerProductId: product.id, faultCategory: '漏水', fault: '底部漏水', accessories: '' });
    expect(res.statusCode).toBe(200);
    order = res.json.data;
    expect(order).toMatchObject({ state: 0, source: 1, signedInAt: null, operations: ['edit', 'signIn', 'cancel', 'makeOrder', 'photos'] });
    const early = await operate(desk, order.id, 'confirm');
    expect([early.statusCode, early.json.message]).toEqual([409, '产品尚未签收，不能受理']);
    const again = await desk.post('/v2/repair/order/save', { customerProductId: product.id, fault: '再来一单' });
    expect([again.statusCode, again.json.message]).toEqual([409, `该产品已有未完成的维修单（${order.repairNo}）`]);
    expect((await desk.post('/v2/repair/order/signIn', { id: order.id })).json.data).toMatchObject({ signedInBy: { name: '孙接待' }, operations: ['edit', 'confirm', 'detect', 'cancel', 'makeOrder', 'photos'] });
    const twice = await desk.post('/v2/repair/order/signIn', { id: order.id });
    expect([twice.statusCode, twice.json.message]).toEqual([409, '该产品已签收，不能重复签收']);
    // Scanning its code now finds the order already signed in.
    expect((await scan(desk, product.qr!.url)).statusCode).toBe(409);
  });

  it('refuses bad input naming the field, and another enterprise’s product', async () => {
    const cases: [Record<string, unknown>, number, string][] = [
      [{ customerProductId: withQr[5].id, fault: '' }, 400, 'fault: 请填写故障描述'],
      [{ customerProductId: withQr[5].id, fault: 'x'.repeat(501) }, 400, 'fault: 故障描述最多500个字'],
      [{ customerProductId: withQr[5].id, fault: '坏了', faultCategory: '未设置的类型' }, 400, 'faultCategory: 故障类型不在维修设置的故障类型中'],
      [{ customerProductId: 'abc', fault: '坏了' }, 400, 'customerProductId: customerProductId 须为正整数'],
      [{ customerProductId: foreignProduct.id, fault: '坏了' }, 404, 'customerProductId: 本企业没有该二维码或序列号的客户产品'],
      [{ customerProductId: withQr[5].id, fault: '坏了', laborFee: '-5' }, 400, 'laborFee: laborFee 须为不小于0、最多两位小数的金额'],
    ];
    for (const [body, status, message] of cases) {
      const res = await desk.post('/v2/repair/order/save', body);
      expect([res.statusCode, res.json.message]).toEqual([status, message]);
    }
    const edited = await desk.post('/v2/repair/order/save', { id: order.id, customerProductId: withQr[5].id, fault: '改产品' });
    expect([edited.statusCode, edited.json.message]).toEqual([400, 'customerProductId: 维修单的产品不能修改']);
  });

  it('is cancelled by the desk, and a cancelled order moves no more', async () => {
    expect((await operate(engineer, order.id, 'cancel')).statusCode).toBe(403);
    expect((await operate(desk, order.id, 'cancel', '客户不修了')).json.data).toMatchObject({ state: 3, operations: [] });
    const res = await operate(desk, order.id, 'confirm');
    expect([res.statusCode, res.json.message]).toEqual([409, '维修单当前为已取消，不能受理']);
  });
});

describe('a repair from bench to courier', () => {
  let id: number;
  beforeAll(async () => {
    id = ((await scan(desk, withQr[6].qr!.url, { fault: '异响' })).json.data as ScanSignInResult).order.id;
  });

  it('is taken on, uses a part from the engineer’s stock, needs approval and is shipped', async () => {
    expect((await operate(engineer, id, 'confirm')).json.data).toMatchObject({ state: 1, repairer: { name: '张师傅' } });
    const [stock] = (await mine()).filter((s) => Number(s.qty) >= 2);
    const used = await engineer.post('/v2/repair/order/parts/use', { id, lines: [{ partId: stock.partId, qty: 1 }] });
    expect(used.statusCode).toBe(200);
    const afterUse = used.json.data as RepairDetail;
    expect(afterUse.partsAmount).toBe(Number(stock.price).toFixed(2));
    expect(afterUse.partUses).toMatchObject([{ lines: [{ partId: stock.partId, partName: stock.partName, qty: '1' }], cancelled: false, user: { name: '张师傅' } }]);
    expect((await mine()).find((s) => s.partId === stock.partId)!.qty).toBe(String(Number(stock.qty) - 1));

    const complete = await operate(engineer, id, 'complete');
    expect([complete.statusCode, complete.json.message]).toEqual([409, '完工需要审批，请提交完工审批']);
    expect((await operate(engineer, id, 'submit')).json.data).toMatchObject({ state: 4, operations: ['makeOrder', 'photos'] });
    const inApproval = await operate(engineer, id, 'complete');
    expect([inApproval.statusCode, inApproval.json.message]).toEqual([409, '维修单当前为待审批，不能完工']);
    expect((await operate(engineer, id, 'approve')).statusCode).toBe(403);
    const noReason = await operate(director, id, 'reject');
    expect([noReason.statusCode, noReason.json.message]).toEqual([400, 'reason: 请填写驳回原因']);
    expect((await operate(director, id, 'approve')).json.data).toMatchObject({ state: 2, approvedBy: { name: '冯总监' } });

    const badNo = await desk.post('/v2/repair/order/ship', { id, courierCompany: '顺丰速运', courierNo: 'SF 12' });
    expect([badNo.statusCode, badNo.json.message]).toEqual([400, 'courierNo: 快递单号只能是字母、数字和横线']);
    expect((await desk.post('/v2/repair/order/ship', { id, courierCompany: '顺丰速运', courierNo: 'SF100200300' })).json.data).toMatchObject({
      courierNo: 'SF100200300',
      operations: ['makeOrder'],
    });
    const twice = await desk.post('/v2/repair/order/ship', { id, courierCompany: '顺丰速运', courierNo: 'SF100200301' });
    expect([twice.statusCode, twice.json.message]).toEqual([409, '该维修单已登记寄回']);

    const d = await detail(id);
    expect(d.product?.qr?.token).toBe(withQr[6].qr!.token);
    expect(d.logs.map((l) => l.action)).toEqual(['创建', '受理', '登记用料', '提交完工审批', '审批通过', '寄回']);
  });

  it('refuses parts beyond the engineer’s stock, another enterprise’s part, and parts once completed', async () => {
    const other = ((await scan(desk, withQr[7].qr!.url)).json.data as ScanSignInResult).order.id;
    await operate(engineer, other, 'confirm');
    const [stock] = await mine();
    const before = await detail(other);
    const tooMany = await engineer.post('/v2/repair/order/parts/use', { id: other, lines: [{ partId: stock.partId, qty: Number(stock.qty) + 1 }] });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json.message).toContain('库存不足');
    expect((await engineer.post('/v2/repair/order/parts/use', { id: other, lines: [{ partId: 999999999, qty: 1 }] })).statusCode).toBe(404);
    expect((await engineer.post('/v2/repair/order/parts/use', { id: other, lines: [] })).json.message).toBe('lines: 请添加备件');
    expect((await engineer.post('/v2/repair/order/parts/use', { id: other, lines: [{ partId: stock.partId, qty: -1 }] })).statusCode).toBe(400);
    expect((await detail(other)).partsAmount).toBe(before.partsAmount);
    expect((await desk.post('/v2/repair/order/parts/use', { id: other, lines: [{ partId: stock.partId, qty: 1 }] })).statusCode).toBe(403);
    const finished = await engineer.post('/v2/repair/order/parts/use', { id, lines: [{ partId: stock.partId, qty: 1 }] });
    expect([finished.statusCode, finished.json.message]).toEqual([409, '维修单当前为已完成，不能登记用料']);
  });

  it('cancels a use: the parts go back and the amount leaves the order', async () => {
    const other = ((await admin.get('/v2/repair/order/list?state=1&pageSize=100')).json.data as RepairView[]).find((o) => o.customerProductId === withQr[7].id)!;
    const [stock] = await mine();
    const used = (await engineer.post('/v2/repair/order/parts/use', { id: other.id, lines: [{ partId: stock.partId, qty: 1 }] })).json.data as RepairDetail;
    const useId = used.partUses[0].id;
    const cancelled = (await engineer.post('/v2/repair/order/parts/cancel', { id: other.id, useId })).json.data as RepairDetail;
    expect(cancelled).toMatchObject({ partsAmount: '0.00', partUses: [{ id: useId, cancelled: true }] });
    expect((await mine()).find((s) => s.partId === stock.partId)!.qty).toBe(stock.qty);
    const again = await engineer.post('/v2/repair/order/parts/cancel', { id: other.id, useId });
    expect([again.statusCode, again.json.message]).toEqual([409, '该用料已取消']);
    expect((await engineer.post('/v2/repair/order/parts/cancel', { id: other.id, useId: 999999999 })).statusCode).toBe(404);
  });
});

describe('detection orders', () => {
  it('inspect a signed-in product with the settings’ checklist; a 维修 verdict takes the repair order on', async () => {
    const product = products.find((p) => p.customerId !== null && !withQr.slice(0, 8).includes(p) && p.serialNumber.startsWith('EC-21'))!;
    const repair = ((await scan(desk, product.serialNumber)).json.data as ScanSignInResult).order;
    const created = await desk.post('/v2/repair/detection/create', { repairOrderId: repair.id });
    expect(created.statusCode).toBe(200);
    const detection = created.json.data;
    expect(detection).toMatchObject({ state: 0, repairNo: repair.repairNo, verdict: null, operations: ['cancel'] });
    expect(detection.detectionNo).toMatch(/^JC\d{8}$/);
    expect(detection.checklist.map((c: { item: string }) => c.item)).toEqual(['外观', '通电测试', '主板', '电源', '噪音']);
    const twice = await desk.post('/v2/repair/detection/create', { repairOrderId: repair.id });
    expect([twice.statusCode, twice.json.message]).toEqual([409, `该维修单已有待检测的检测单（${detection.detectionNo}）`]);

    const filled = detection.checklist.map((c: { item: string }) => ({ item: c.item, ok: c.item !== '主板', note: c.item === '主板' ? '电容鼓包' : '' }));
    const cases: [Record<string, unknown>, number, string][] = [
      [{ checklist: filled.slice(1), verdict: 1 }, 400, 'checklist: 检测项目须与检测单的项目一致'],
      [{ checklist: filled, verdict: 7 }, 400, 'verdict: verdict 只能是 1 维修、2 换货、3 退货、4 无故障'],
      [{ checklist: [{ item: '外观', ok: 'yes' }], verdict: 1 }, 400, 'checklist.0.ok: 请选择每个检测项目是否正常'],
    ];
    for (const [body, status, message] of cases) {
      const res = await engineer.post('/v2/repair/detection/conclude', { id: detection.id, ...body });
      expect([res.statusCode, res.json.message]).toEqual([status, message]);
    }
    expect((await desk.post('/v2/repair/detection/conclude', { id: detection.id, checklist: filled, verdict: 1 })).statusCode).toBe(403);
    expect((await trialAdmin.post('/v2/repair/detection/conclude', { id: detection.id, checklist: filled, verdict: 1 })).statusCode).toBe(404);
    expect((await detail(repair.id)).state).toBe(0);

    const concluded = await engineer.post('/v2/repair/detection/conclude', { id: detection.id, checklist: filled, verdict: 1, conclusion: '更换主板电容' });
    expect(concluded.json.data).toMatchObject({ state: 1, verdict: 1, conclusion: '更换主板电容', inspector: { name: '张师傅' }, operations: [] });
    expect(await detail(repair.id)).toMatchObject({ state: 1, repairer: { name: '张师傅' } });
    const again = await engineer.post('/v2/repair/detection/conclude', { id: detection.id, checklist: filled, verdict: 4 });
    expect([again.statusCode, again.json.message]).toEqual([409, '检测单当前为已检测，不能提交检测结果']);
    expect(((await desk.get(`/v2/repair/detection/list?repairOrderId=${repair.id}`)).json.data as { id: number }[]).map((d) => d.id)).toEqual([detection.id]);
    expect((await trialAdmin.get(`/v2/repair/detection/detail?id=${detection.id}`)).statusCode).toBe(404);
    expect((await trialAdmin.post('/v2/repair/detection/create', { repairOrderId: repair.id })).statusCode).toBe(404);
    expect((await sales.get('/v2/repair/detection/list')).statusCode).toBe(403);
  });

  it('is refused for a product not signed in yet, and cancelled by the desk', async () => {
    const product = products.find((p) => p.customerId !== null && p.serialNumber.startsWith('XF-150'))!;
    const written = (await desk.post('/v2/repair/order/save', { customerProductId: product.id, fault: '不出风' })).json.data as RepairView;
    const early = await desk.post('/v2/repair/detection/create', { repairOrderId: written.id });
    expect([early.statusCode, early.json.message]).toEqual([409, '产品尚未签收，不能检测']);
    await desk.post('/v2/repair/order/signIn', { id: written.id });
    const detection = (await desk.post('/v2/repair/detection/create', { repairOrderId: written.id })).json.data;
    expect((await desk.post('/v2/repair/detection/cancel', { id: detection.id })).json.data).toMatchObject({ state: 2, operations: [] });
    expect((await desk.post('/v2/repair/detection/create', { repairOrderId: 'x' })).statusCode).toBe(400);
  });
});

describe('reading and tenancy', () => {
  it('lists and counts by state and by the repair number', async () => {
    const all = (await desk.get('/v2/repair/order/list?pageSize=100')).json.data as RepairView[];
    expect(all.length).toBe(await count());
    const [first] = all;
    expect(((await desk.get(`/v2/repair/order/list?keyword=${first.repairNo}`)).json.data as RepairView[]).map((o) => o.id)).toEqual([first.id]);
    const completed = (await desk.get('/v2/repair/order/list?state=2')).json.data as RepairView[];
    expect(completed.every((o) => o.state === 2)).toBe(true);
    expect((await desk.get('/v2/repair/order/list?state=9')).json.message).toBe('state: state 只能是 0、1、2、3、4');
    expect((await desk.get('/v2/repair/order/list?pageIndex=-1')).statusCode).toBe(400);
  });

  it('shows the detail only with permission 18001, and never another enterprise’s order', async () => {
    const [order] = (await desk.get('/v2/repair/order/list')).json.data as RepairView[];
    expect((await director.get(`/v2/repair/order/detail?id=${order.id}`)).statusCode).toBe(200);
    expect((await engineer.get(`/v2/repair/order/detail?id=${order.id}`)).statusCode).toBe(200);
    const theirs = await trialAdmin.get(`/v2/repair/order/detail?id=${order.id}`);
    expect([theirs.statusCode, theirs.json.message]).toEqual([404, '维修单不存在']);
    expect((await trialAdmin.get('/v2/repair/order/list')).json.data).toEqual([]);
    for (const [path, body] of [
      ['/v2/repair/order/operate', { id: order.id, op: 'cancel' }],
      ['/v2/repair/order/signIn', { id: order.id }],
      ['/v2/repair/order/ship', { id: order.id, courierCompany: '顺丰', courierNo: 'SF1' }],
      ['/v2/repair/order/parts/use', { id: order.id, lines: [{ partId: 1, qty: 1 }] }],
      ['/v2/repair/order/save', { id: order.id, customerProductId: order.customerProductId, fault: '改' }],
    ] as const) {
      const res = await trialAdmin.post(path, body);
      expect([path, res.statusCode]).toEqual([path, 404]);
    }
    expect((await sales.get('/v2/repair/order/list')).statusCode).toBe(403);
    expect((await admin.get(`/v2/repair/order/detail?id=${order.id}`)).json.data.id).toBe(order.id);
  });

  it('refuses an unknown move and an id that is not a number', async () => {
    expect((await operate(admin, 1, 'teleport')).statusCode).toBe(400);
    expect((await admin.get('/v2/repair/order/detail?id=1e400')).statusCode).toBe(400);
    expect((await admin.get('/v2/repair/order/detail?id=99999999999999999999')).statusCode).toBe(400);
  });
});

describe('permission 18001', () => {
  it('is what opens the detail: a role without it reads the list but not the detail', async () => {
    const [order] = (await director.get('/v2/repair/order/list')).json.data as RepairView[];
    expect((await admin.post('/ep/right/save', { role: 10, codes: ['01001'] })).statusCode).toBe(200);
    const res = await director.get(`/v2/repair/order/detail?id=${order.id}`);
    expect(res.statusCode).toBe(403);
    expect((await director.get('/v2/repair/order/list')).statusCode).toBe(200);
  });
});
