import { beforeAll, describe, expect, it } from 'vitest';
import { PortalPaths as P } from '@domain/portal/portal.paths';
import type { PortalAccountRow, PortalSettingRow } from '@domain/portal/portal.schemas';
import type { CustomerProductRow } from '@domain/products/products.schemas';
import type { PortalRepairRow, RepairDetail, RepairView } from '@domain/repair/repair.schemas';
import { DEMO_PORTAL_CODE, DEMO_PORTAL_PHONES } from '@server/modules/portal/portal.public';
import { PortalClient } from '@tests/support/portal-client';
import { useSignedIn, useTestApp } from '@tests/support/test-app';
import { waitUntil } from '@tests/support/wait-until';

/** The portal's repair requests: a customer asks for a repair of their own product, and follows their repair orders. */
const t = useTestApp();
const [admin, desk] = useSignedIn(t, '13800000001', '13800000006');

let chen: PortalClient; // customer A (main account)
let colleague: PortalClient; // customer A (child account)
let zhou: PortalClient; // customer B
let chenProducts: CustomerProductRow[];
let zhouProducts: CustomerProductRow[];

// A PNG's signature and a little more: the uploads check pictures by their first bytes.
const PHOTO = `data:image/png;base64,${Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('IHDR then the picture')]).toString('base64')}`;
const upload = async (c: PortalClient) => (await c.post(P.uploadImage, { data: PHOTO, name: 'broken.png' })).json.data as { url: string };
const repairs = async (c: PortalClient) => (await c.get(P.repairs)).json.data as PortalRepairRow[];
const detail = async (id: number) => (await desk.get(`/v2/repair/order/detail?id=${id}`)).json.data as RepairDetail;
const deskNotices = async () => (await desk.get('/home/notice/list?pageSize=100')).json.data as { title: string; content: string }[];
const count = async () => (await admin.get('/v2/repair/order/count')).json.data as number;
/** A product of the customer with no repair order at the service centre. */
async function freeProductOf(list: CustomerProductRow[]) {
  const open = new Set(((await admin.get('/v2/repair/order/list?pageIndex=0&pageSize=100')).json.data as RepairView[]).filter((r) => [0, 1, 4].includes(r.state)).map((r) => r.customerProductId));
  const product = list.find((p) => !open.has(p.id));
  if (!product) throw new Error('the demo customer needs a product without an open repair order');
  return product;
}

/** A new customer product of the portal account's customer (so no repair order is open on it). */
async function productFor(phone: string, name: string) {
  const accounts = (await admin.get(`${P.accountList}?pageSize=100`)).json.data.list as PortalAccountRow[];
  const customerId = accounts.find((a) => a.phone === phone)!.customerId;
  const model = await admin.post('/v2/product/save', { name, model: `${name}-1`, category: '', warrantyPeriod: 1, warrantyUnit: 3, warrantyBasis: 2 });
  expect(model.statusCode, model.body).toBe(200);
  const saved = await admin.post('/v2/customer/production/save', { productId: model.json.data.id, name, serialNumber: `${name}-SN`, customerId });
  expect(saved.statusCode, saved.body).toBe(200);
}

beforeAll(async () => {
  chen = await new PortalClient(t).signIn(DEMO_PORTAL_CODE, DEMO_PORTAL_PHONES[0]);
  colleague = await new PortalClient(t).signIn(DEMO_PORTAL_CODE, DEMO_PORTAL_PHONES[1]);
  zhou = await new PortalClient(t).signIn(DEMO_PORTAL_CODE, DEMO_PORTAL_PHONES[2]);
  for (const name of ['陈家空调', '陈家电视', '陈家冰箱', '陈家洗衣机']) await productFor(DEMO_PORTAL_PHONES[0], name);
  await productFor(DEMO_PORTAL_PHONES[2], '周家冰箱');
  chenProducts = (await chen.get(P.products)).json.data;
  zhouProducts = (await zhou.get(P.products)).json.data;
});

describe('POST /portal/c/repair/create', () => {
  it('makes a repair order of the customer’s product in its first state, source 门户, with the photos; the desk is told and sees who asked', async () => {
    const product = await freeProductOf(chenProducts);
    const photo = await upload(chen);
    const res = await chen.post(P.repairCreate, { customerProductId: product.id, fault: '屏幕不亮', images: [photo] });
    expect(res.statusCode, res.body).toBe(200);
    const { id, repairNo } = res.json.data as { id: number; repairNo: string };
    const order = await detail(id);
    expect(order).toMatchObject({ repairNo, state: 0, source: 3, customerProductId: product.id, fault: '屏幕不亮', signedInAt: null, createdBy: null, remark: `门户申请人：陈客户 ${DEMO_PORTAL_PHONES[0]}` });
    expect(order.photos.map((p) => [p.name, p.url])).toEqual([['broken.png', photo.url]]);
    expect(order.logs.map((l) => [l.action, l.content, l.user])).toEqual([['创建', '客户在门户申请维修', null]]);
    // The receiving desk signs the product in when it arrives, as an order written ahead.
    expect(order.operations).toContain('signIn');
    // Through the notification engine (客户门户维修申请, to the desk by default): the notice follows its dispatch job.
    const notices = await waitUntil(deskNotices, (list) => list.some((n) => n.content.startsWith(repairNo)));
    expect(notices.find((n) => n.content.startsWith(repairNo))).toMatchObject({ title: '客户门户维修申请', content: `${repairNo} ${product.name}` });
    // A second request while the product is at the service centre is refused as at the desk.
    const again = await colleague.post(P.repairCreate, { customerProductId: product.id, fault: '还是不亮' });
    expect([again.statusCode, again.json.message]).toEqual([409, `该产品已有未完成的维修单（${repairNo}）`]);
  });

  it('names nothing of another customer’s product (404), refuses bad input naming the field, and changes nothing', async () => {
    const before = await count();
    const theirs = await chen.post(P.repairCreate, { customerProductId: zhouProducts[0].id, fault: '别人的产品' });
    expect([theirs.statusCode, theirs.json.message]).toEqual([404, 'customerProductId: 产品不存在']);
    expect((await chen.post(P.repairCreate, { customerProductId: 2 ** 40, fault: '没有的产品' })).statusCode).toBe(404);
    const cases: [Record<string, unknown>, string][] = [
      [{ fault: '没有产品' }, '产品'],
      [{ customerProductId: -1, fault: 'x' }, '产品'],
      [{ customerProductId: 'abc\u0000', fault: 'x' }, 'customerProductId'],
      [{ customerProductId: chenProducts[0].id, fault: '' }, '故障描述'],
      [{ customerProductId: chenProducts[0].id, fault: 'x'.repeat(501) }, '故障描述'],
      [{ customerProductId: chenProducts[0].id, fault: 'x', images: [{ url: '/api/upload/file/999999999' }] }, 'images'],
      [{ customerProductId: chenProducts[0].id, fault: 'x', images: Array.from({ length: 10 }, () => ({ url: '/x' })) }, 'images'],
    ];
    for (const [body, field] of cases) {
      const res = await chen.post(P.repairCreate, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json.message).toContain(field);
    }
    // Staff sessions open no portal call, and a write needs the portal's csrf token.
    expect((await admin.post(P.repairCreate, { customerProductId: chenProducts[0].id, fault: 'x' })).statusCode).toBe(401);
    const csrf = chen.csrf;
    chen.csrf = '';
    expect((await chen.post(P.repairCreate, { customerProductId: chenProducts[0].id, fault: 'x' })).statusCode).toBe(403);
    chen.csrf = csrf;
    expect(await count()).toBe(before);
  });
});

describe('GET /portal/c/repairs', () => {
  it('lists the customer’s repair orders whoever made them, with their states; the other customer sees none of them', async () => {
    const product = await freeProductOf(chenProducts);
    const made = (await desk.post('/v2/repair/order/save', { customerProductId: product.id, fault: '柜台登记' })).json.data as RepairView;
    const mine = await repairs(chen);
    expect(mine.find((r) => r.id === made.id)).toMatchObject({ repairNo: made.repairNo, state: 0, stateName: '待确认', productName: product.name, fault: '柜台登记', signedIn: false });
    // A child account sees its customer's; the other customer none of them.
    expect((await repairs(colleague)).map((r) => r.id)).toEqual(mine.map((r) => r.id));
    const all = ((await admin.get('/v2/repair/order/list?pageIndex=0&pageSize=100')).json.data as RepairView[]).filter((r) => r.customerId === chenProducts[0].customerId);
    expect(mine.map((r) => r.id)).toEqual(all.map((r) => r.id));
    const zhous = await repairs(zhou);
    expect(zhous.some((r) => mine.some((m) => m.id === r.id))).toBe(false);
    // The desk signs it in and the engineer takes it on: the customer sees where it stands.
    expect((await desk.post('/v2/repair/order/signIn', { id: made.id })).statusCode).toBe(200);
    expect((await desk.post('/v2/repair/order/operate', { id: made.id, op: 'confirm' })).statusCode).toBe(200);
    expect((await repairs(chen)).find((r) => r.id === made.id)).toMatchObject({ state: 1, stateName: '处理中', signedIn: true });
  });

  it('follows /portalSetting: with 我的产品 off the repair calls answer 403', async () => {
    const setting = (await admin.get(P.settingGet)).json.data as PortalSettingRow;
    const off = await admin.post(P.settingSave, { ...setting, functions: setting.functions.filter((f) => f !== 'products') });
    expect(off.statusCode, off.body).toBe(200);
    try {
      expect((await chen.get(P.repairs)).statusCode).toBe(403);
      expect((await chen.post(P.repairCreate, { customerProductId: chenProducts[0].id, fault: 'x' })).statusCode).toBe(403);
    } finally {
      await admin.post(P.settingSave, { ...setting });
    }
    expect((await chen.get(P.repairs)).statusCode).toBe(200);
    expect((await new PortalClient(t).get(P.repairs)).statusCode).toBe(401);
  });
});

describe('POST /portal/c/repair/cancel', () => {
  const cancel = (c: PortalClient, id: unknown) => c.post(P.repairCancel, { id });

  it('lets the customer withdraw their request while the product is on its way: cancelled, logged without a user, the desk told', async () => {
    const product = await freeProductOf(chenProducts);
    const { id, repairNo } = (await chen.post(P.repairCreate, { customerProductId: product.id, fault: '不用修了' })).json.data as { id: number; repairNo: string };
    expect((await repairs(chen)).find((r) => r.id === id)).toMatchObject({ canCancel: true });
    // Another customer's account names nothing of it.
    const theirs = await cancel(zhou, id);
    expect([theirs.statusCode, theirs.json.message]).toEqual([404, 'id: 维修单不存在']);
    expect((await detail(id)).state).toBe(0);

    // A child account acts for its customer.
    const res = await cancel(colleague, id);
    expect([res.statusCode, res.json.message]).toEqual([200, '维修申请已取消']);
    const order = await detail(id);
    expect(order.state).toBe(3);
    expect(order.logs.map((l) => [l.action, l.user])).toEqual([
      ['创建', null],
      ['取消申请', null],
    ]);
    expect(order.logs[1].content).toBe(`客户在门户取消申请（陈同事 ${DEMO_PORTAL_PHONES[1]}）`);
    expect((await repairs(chen)).find((r) => r.id === id)).toMatchObject({ state: 3, stateName: '已取消', canCancel: false });
    const notices = await waitUntil(deskNotices, (list) => list.some((n) => n.content === repairNo && n.title === '客户取消维修申请'));
    expect(notices.find((n) => n.content === repairNo && n.title === '客户取消维修申请')).toBeTruthy();
    // Cancelled once: again is refused by the machine, and the product may be asked for anew.
    const again = await cancel(chen, id);
    expect([again.statusCode, again.json.message]).toEqual([409, '维修单当前为已取消，不能取消申请']);
    expect((await chen.post(P.repairCreate, { customerProductId: product.id, fault: '又坏了' })).statusCode).toBe(200);
  });

  it('refuses once the product is signed in, an order the desk wrote, bad ids and staff sessions, and changes nothing', async () => {
    const product = await freeProductOf(chenProducts);
    const { id } = (await chen.post(P.repairCreate, { customerProductId: product.id, fault: '已寄出' })).json.data as { id: number };
    expect((await desk.post('/v2/repair/order/signIn', { id })).statusCode).toBe(200);
    expect((await repairs(chen)).find((r) => r.id === id)).toMatchObject({ signedIn: true, canCancel: false });
    const received = await cancel(chen, id);
    expect([received.statusCode, received.json.message]).toEqual([409, '产品已签收，不能取消申请，请联系服务中心']);
    expect((await detail(id)).state).toBe(0);

    const other = await freeProductOf(chenProducts.filter((p) => p.id !== product.id));
    const written = (await desk.post('/v2/repair/order/save', { customerProductId: other.id, fault: '柜台登记' })).json.data as RepairView;
    expect((await repairs(chen)).find((r) => r.id === written.id)).toMatchObject({ canCancel: false });
    const staffs = await cancel(chen, written.id);
    expect([staffs.statusCode, staffs.json.message]).toEqual([409, '该维修单由服务中心创建，请联系服务中心取消']);

    const bad: [unknown, string][] = [
      [undefined, '请选择维修单'],
      [-1, '请选择维修单'],
      [1.5, '请选择维修单'],
      [2 ** 60, '请选择维修单'],
      ['abc\u0000', 'id: 不能包含控制字符'],
    ];
    for (const [value, message] of bad) {
      const res = await cancel(chen, value);
      expect([res.statusCode, res.json.message], String(value)).toEqual([400, expect.stringContaining(message)]);
    }
    expect((await cancel(chen, 2 ** 40)).statusCode).toBe(404);
    expect((await admin.post(P.repairCancel, { id })).statusCode).toBe(401);
    expect((await detail(id)).state).toBe(0);
    expect((await detail(written.id)).state).toBe(0);
    // The desk cancels the order it wrote, as before.
    expect((await desk.post('/v2/repair/order/operate', { id: written.id, op: 'cancel' })).statusCode).toBe(200);
  });
});
