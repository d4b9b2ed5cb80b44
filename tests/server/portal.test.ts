import fc from 'fast-check';
import { and, asc, eq, inArray, like, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { PortalPaths as P } from '@domain/portal/portal.paths';
import type { PortalAccountDetail, PortalAccountRow, PortalAddressRow, PortalEventDetail, PortalEventRow, PortalRequestRow, PortalSettingRow } from '@domain/portal/portal.schemas';
import { orderEvaluations, orderLogs, orders, orderTypes, portalAccounts, smsCodes } from '@server/db/schema';
import type { PortalRequestType } from '@domain/portal/portal-form';
import { DEMO_PORTAL_CODE, DEMO_PORTAL_PHONES } from '@server/modules/portal/portal.public';
import { addCustomer, enterpriseId, userIds } from '@tests/support/order-fixtures';
import { PortalClient } from '@tests/support/portal-client';
import { Client, useSignedIn, useTestApp } from '@tests/support/test-app';

const t = useTestApp();
const [admin, dispatcher, engineer, sales, trialAdmin, freeAdmin] = useSignedIn(t, '13800000001', '13800000002', '13800000003', '13800000005', '13800000021', '13800000011');

let paid: number;
let engineerId: number;
let trial: number;
let trialCode: string;
let chen: PortalClient; // customer A (main account)
let colleague: PortalClient; // customer A (child account)
let zhou: PortalClient; // customer B
let outsider: PortalClient; // the trial enterprise's customer

beforeAll(async () => {
  paid = await enterpriseId(t.app, '示例科技有限公司');
  engineerId = (await userIds(t.app, paid))['张师傅'];
  trial = (await trialAdmin.get('/v2/sessionUser/info')).json.data.enterpriseId;
  const trialCustomer = await addCustomer(t.app, trial, { name: '试用客户', phone: '075500000009' });
  const saved = await trialAdmin.post(P.accountSave, { customerId: trialCustomer, name: '外企客户', phone: '13900000099' });
  expect(saved.statusCode, saved.body).toBe(200);
  trialCode = ((await trialAdmin.get(P.settingGet)).json.data as PortalSettingRow).code;
  chen = await new PortalClient(t).signIn(DEMO_PORTAL_CODE, DEMO_PORTAL_PHONES[0]);
  colleague = await new PortalClient(t).signIn(DEMO_PORTAL_CODE, DEMO_PORTAL_PHONES[1]);
  zhou = await new PortalClient(t).signIn(DEMO_PORTAL_CODE, DEMO_PORTAL_PHONES[2]);
  outsider = await new PortalClient(t).signIn(trialCode, '13900000099');
});

const list = async (c: Client = admin, q = '') => (await c.get(`${P.accountList}?pageSize=100${q}`)).json.data as { list: PortalAccountRow[]; total: number };

describe('portal accounts (staff)', () => {
  it('lists the demo main accounts with their child counts, and a main account its children', async () => {
    const { list: rows } = await list();
    const main = rows.find((r) => r.phone === DEMO_PORTAL_PHONES[0])!;
    expect(main).toMatchObject({ name: '陈客户', childCount: 1, parentId: null, status: 1 });
    expect(rows.some((r) => r.phone === DEMO_PORTAL_PHONES[1])).toBe(false);
    const children = (await admin.get(`${P.childList}?parentId=${main.id}`)).json.data as PortalAccountRow[];
    expect(children).toMatchObject([{ name: '陈同事', parentId: main.id, customerId: main.customerId, isDefault: true }]);
  });

  it('opens an account and a child account, refuses a taken phone and bad input naming the field, changing nothing', async () => {
    const customer = await addCustomer(t.app, paid, { name: '门户测试客户', phone: '075500000001' });
    const res = await dispatcher.post(P.accountSave, { customerId: customer, name: '新客户', phone: '13900000010' });
    expect(res.statusCode, res.body).toBe(200);
    const made = res.json.data as PortalAccountDetail;
    expect(made).toMatchObject({ customerName: '门户测试客户', status: 1, allowedOperations: ['disable', 'delete'] });
    const child = await dispatcher.post(P.accountSave, { parentId: made.id, name: '新同事', phone: '13900000011' });
    expect(child.json.data).toMatchObject({ parentId: made.id, customerId: customer });
    expect((await dispatcher.post(P.accountSave, { parentId: child.json.data.id, name: '孙账号', phone: '13900000012' })).json.message).toContain('子账号下不能再添加子账号');
    const before = (await list()).total;
    const taken = await dispatcher.post(P.accountSave, { customerId: customer, name: '重复', phone: '13900000010' });
    expect(taken).toMatchObject({ statusCode: 409, json: { message: '该手机号已开通门户账号' } });
    const bad = await dispatcher.post(P.accountSave, { customerId: customer, name: '坏号码', phone: '12345' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json.message).toContain('手机号格式不正确');
    const noName = await dispatcher.post(P.accountSave, { customerId: customer, name: '', phone: '13900000013' });
    expect(noName.json.message).toContain('请输入姓名');
    expect((await list()).total).toBe(before);
  });

  it('disables and enables by the machine (a disabled account cannot sign in), and refuses a move its state forbids', async () => {
    const customer = await addCustomer(t.app, paid, { name: '停用测试客户', phone: '075500000002' });
    const made = (await dispatcher.post(P.accountSave, { customerId: customer, name: '停用客户', phone: '13900000020' })).json.data as PortalAccountDetail;
    const who = await new PortalClient(t).signIn(DEMO_PORTAL_CODE, '13900000020');
    expect((await who.get(P.me)).statusCode).toBe(200);
    const off = await dispatcher.post(P.accountStatus, { id: made.id, op: 'disable' });
    expect(off.json.data).toMatchObject({ status: 3, allowedOperations: ['enable', 'delete'] });
    expect((await who.get(P.me)).statusCode).toBe(401);
    expect((await dispatcher.post(P.accountStatus, { id: made.id, op: 'approve' })).statusCode).toBe(409);
    expect((await dispatcher.post(P.accountStatus, { id: made.id, op: 'enable' })).json.data.status).toBe(1);
  });

  it('deletes a main account with its children to the recycle bin and restores them (relegation)', async () => {
    const customer = await addCustomer(t.app, paid, { name: '回收测试客户', phone: '075500000003' });
    const main = (await dispatcher.post(P.accountSave, { customerId: customer, name: '回收主', phone: '13900000030' })).json.data as PortalAccountDetail;
    await dispatcher.post(P.accountSave, { parentId: main.id, name: '回收子', phone: '13900000031' });
    const del = await dispatcher.delete(`${P.accountDelete}?ids=${main.id}`);
    expect(del.statusCode, del.body).toBe(200);
    expect((await dispatcher.get(`${P.accountDetail}?id=${main.id}`)).statusCode).toBe(404);
    const bin = (await dispatcher.get(`${P.recycleBin}?pageSize=100`)).json.data as { list: PortalAccountRow[] };
    expect(bin.list.map((r) => r.phone)).toEqual(expect.arrayContaining(['13900000030', '13900000031']));
    // The phone is free while the account is in the bin; restoring is refused if it was given away meanwhile.
    const reused = await dispatcher.post(P.accountSave, { customerId: customer, name: '新人', phone: '13900000030' });
    expect(reused.statusCode).toBe(200);
    expect((await dispatcher.post(P.relegation, { ids: [main.id] })).statusCode).toBe(409);
    await dispatcher.delete(`${P.accountDelete}?ids=${reused.json.data.id}`);
    const back = await dispatcher.post(P.relegation, { ids: [main.id] });
    expect(back.statusCode, back.body).toBe(200);
    expect((await dispatcher.get(`${P.accountDetail}?id=${main.id}`)).json.data).toMatchObject({ childCount: 1 });
  });

  it('keeps addresses with one default', async () => {
    const main = (await list()).list.find((r) => r.phone === DEMO_PORTAL_PHONES[0])!;
    const saved = await dispatcher.post(P.addressSave, { accountId: main.id, contactName: '陈客户', phone: '13900000001', address: '北京市海淀区中关村1号', isDefault: true });
    expect(saved.statusCode, saved.body).toBe(200);
    const rows = saved.json.data as PortalAddressRow[];
    expect(rows.filter((a) => a.isDefault)).toHaveLength(1);
    expect(rows[0].address).toBe('北京市海淀区中关村1号');
    const other = rows.find((a) => !a.isDefault)!;
    const again = (await dispatcher.post(P.addressSetDefault, { id: other.id })).json.data as PortalAddressRow[];
    expect(again[0]).toMatchObject({ id: other.id, isDefault: true });
    expect((await dispatcher.post(P.addressSave, { accountId: main.id, contactName: '', phone: '1', address: 'x' })).json.message).toContain('请输入联系人');
  });

  it('answers signed out 401, a role without the code 403, another enterprise 404', async () => {
    const main = (await list()).list[0];
    expect((await new Client(t.app).get(P.accountList)).statusCode).toBe(401);
    expect((await engineer.get(P.accountList)).statusCode).toBe(403);
    expect((await sales.post(P.accountStatus, { id: main.id, op: 'disable' })).statusCode).toBe(403);
    expect((await sales.post(P.settingSave, { name: 'x', functions: [], enabled: true, selfRegister: false })).statusCode).toBe(403);
    expect((await trialAdmin.get(`${P.accountDetail}?id=${main.id}`)).statusCode).toBe(404);
    expect((await trialAdmin.post(P.accountStatus, { id: main.id, op: 'disable' })).statusCode).toBe(404);
    expect((await trialAdmin.delete(`${P.accountDelete}?ids=${main.id}`)).statusCode).toBe(404);
    expect((await trialAdmin.get(`${P.childList}?parentId=${main.id}`)).statusCode).toBe(404);
    expect((await trialAdmin.post(P.accountSave, { parentId: main.id, name: '越界', phone: '13900000077' })).statusCode).toBe(400);
  });
});

describe('portal settings', () => {
  it('gives each enterprise its own address and saves the look; the portal shows it before sign-in', async () => {
    const s = (await admin.get(P.settingGet)).json.data as PortalSettingRow;
    expect(s).toMatchObject({ code: DEMO_PORTAL_CODE, path: `/portal/${DEMO_PORTAL_CODE}` });
    expect(trialCode).not.toBe(DEMO_PORTAL_CODE);
    const saved = await admin.post(P.settingSave, { name: '示例服务门户', logo: '', hotline: '400-100-2000', functions: ['report', 'orders', 'products', 'chat'], enabled: true, selfRegister: false });
    expect(saved.statusCode, saved.body).toBe(200);
    const look = (await new PortalClient(t).get(`${P.look}?portal=${DEMO_PORTAL_CODE}`)).json.data;
    expect(look).toMatchObject({ name: '示例服务门户', hotline: '400-100-2000', functions: ['report', 'orders', 'products', 'chat'] });
    expect((await admin.post(P.settingSave, { name: '示例服务门户', functions: ['shop'], enabled: true, selfRegister: false })).json.message).toContain('门户功能不正确');
    expect((await new PortalClient(t).get(`${P.look}?portal=nosuchportal`)).statusCode).toBe(404);
  });
});

describe('the portal (customers)', () => {
  it('signs in with a code only to an account of this portal, with its own session apart from staff', async () => {
    const stranger = new PortalClient(t);
    expect((await stranger.post(P.sendCode, { portal: DEMO_PORTAL_CODE, mobile: '13911112222' })).statusCode).toBe(200);
    expect(t.sms.sent.some((s) => s.phone === '13911112222')).toBe(false);
    // The trial enterprise's customer has no account in the demo portal.
    const wrongPortal = new PortalClient(t);
    await wrongPortal.post(P.sendCode, { portal: DEMO_PORTAL_CODE, mobile: '13900000099' });
    expect((await wrongPortal.post(P.signIn, { portal: DEMO_PORTAL_CODE, mobile: '13900000099', code: '000000' })).statusCode).toBe(400);
    // A staff session opens no portal call; a portal session no staff call.
    expect((await admin.get(P.me)).statusCode).toBe(401);
    const me = (await chen.get(P.me)).json.data;
    expect(me).toMatchObject({ name: '陈客户', phone: DEMO_PORTAL_PHONES[0] });
    expect((await chen.get(P.accountList)).statusCode).toBe(401);
  });

  it('refuses a write without the portal csrf header', async () => {
    const copy = Object.assign(new PortalClient(t), chen, { csrf: '' });
    expect((await copy.request('POST', P.requestCreate, { description: '没有令牌' })).statusCode).toBe(403);
  });

  it('makes a request an order (门户创建) the dispatcher sees, lists it, and cancels it through the order machine (门户取消)', async () => {
    const res = await chen.post(P.requestCreate, { description: '空调不制冷，请尽快上门', appointmentTime: '2030-06-01 14:00' });
    expect(res.statusCode, res.body).toBe(200);
    const { id } = res.json.data as { id: number };
    const [order] = await t.app.db.system.select().from(orders).where(eq(orders.id, id));
    expect(order).toMatchObject({ enterpriseId: paid, source: 10, creatorId: null, customLinkPerson: '陈客户', customPhone: DEMO_PORTAL_PHONES[0], kind: 'external' });
    expect(order.appointmentTime?.toISOString()).toBe('2030-06-01T06:00:00.000Z');
    expect(await logOps(id)).toEqual(['portalCreate']);
    expect((await dispatcher.get(`/order/orderDetail?id=${id}`)).statusCode).toBe(200);
    const mine = (await chen.get(P.requests)).json.data as PortalRequestRow[];
    expect(mine[0]).toMatchObject({ id, orderNo: order.orderNo, canCancel: true, canEvaluate: false, appointmentTime: '2030-06-01T06:00:00.000Z' });
    // The colleague (child account) sees the customer's orders too; another customer or enterprise does not.
    expect(((await colleague.get(P.requests)).json.data as PortalRequestRow[]).some((r) => r.id === id)).toBe(true);
    for (const other of [zhou, outsider]) {
      expect(((await other.get(P.requests)).json.data as PortalRequestRow[]).some((r) => r.id === id)).toBe(false);
      expect((await other.post(P.requestCancel, { id })).statusCode).toBe(404);
    }
    expect((await chen.post(P.requestCancel, { id, reason: '已自行解决' })).statusCode).toBe(200);
    const [cancelled] = await t.app.db.system.select().from(orders).where(eq(orders.id, id));
    expect(cancelled).toMatchObject({ state: 6, cancelReason: '已自行解决' });
    expect(await logOps(id)).toEqual(['portalCreate', 'portalCancel']);
    expect((await chen.post(P.requestCancel, { id })).statusCode).toBe(409);
    expect((await chen.post(P.requestCreate, { description: '' })).json.message).toContain('请输入问题描述');
    expect((await chen.post(P.requestCreate, { description: '过去的时间', appointmentTime: '2020-01-01 10:00' })).json.message).toContain('期望上门时间');
  });

  it('refuses the customer’s cancel once an engineer holds the order, and of a cancel and an assignment at once one wins', async () => {
    const id = await requested('两个人同时操作');
    const [cancel, assign] = await Promise.all([chen.post(P.requestCancel, { id }), dispatcher.post('/worker/batchDesignate', { ids: [id], ownerId: engineerId })]);
    const [order] = await t.app.db.system.select().from(orders).where(eq(orders.id, id));
    if (cancel.statusCode === 200) expect(order.state).toBe(6);
    else {
      expect(cancel.statusCode).toBe(409);
      expect(assign.json.data.done).toEqual([id]);
      expect(order.state).toBe(2);
    }
    const held = await requested('已指派的工单');
    expect((await dispatcher.post('/worker/batchDesignate', { ids: [held], ownerId: engineerId })).json.data.done).toEqual([held]);
    const refused = await chen.post(P.requestCancel, { id: held });
    expect(refused.statusCode).toBe(409);
    expect(((await chen.get(P.requests)).json.data as PortalRequestRow[]).find((r) => r.id === held)).toMatchObject({ canCancel: false, engineerName: '张师傅' });
  });

  it('lets the customer evaluate a completed order once, with the fields of the staff evaluation, never another customer’s', async () => {
    const id = await requested('热水器不出热水', '2030-06-02 09:00');
    expect((await dispatcher.post('/worker/batchDesignate', { ids: [id], ownerId: engineerId })).json.data.done).toEqual([id]);
    expect((await engineer.post('/order/accept', { id })).statusCode).toBe(200);
    expect((await engineer.post('/order/startService', { id })).statusCode).toBe(200);
    expect((await engineer.post('/order/serviceComplete', { id })).statusCode).toBe(200);
    expect(((await chen.get(P.requests)).json.data as PortalRequestRow[]).find((r) => r.id === id)).toMatchObject({ stateName: '已完成', canEvaluate: true, canCancel: false });
    const evaluation = { id, solved: true, quality: 5, attitude: 4, speed: 5, solveRate: 5, suggestion: '师傅很准时' };
    for (const other of [zhou, outsider]) expect((await other.post(P.requestEvaluate, evaluation)).statusCode).toBe(404);
    expect((await chen.post(P.requestEvaluate, { ...evaluation, quality: 0 })).json.message).toContain('服务质量');
    const done = await chen.post(P.requestEvaluate, evaluation);
    expect(done.statusCode, done.body).toBe(200);
    const [row] = await t.app.db.system.select().from(orderEvaluations).where(eq(orderEvaluations.orderId, id));
    expect(row).toMatchObject({ solved: true, quality: 5, attitude: 4, speed: 5, solveRate: 5, suggestion: '师傅很准时', userId: null });
    expect(await logOps(id)).toContain('evaluate');
    expect((await chen.post(P.requestEvaluate, evaluation)).statusCode).toBe(409);
    expect(((await chen.get(P.requests)).json.data as PortalRequestRow[]).find((r) => r.id === id)).toMatchObject({ evaluated: true, canEvaluate: false });
  });

  it('never shows a customer another customer’s or another enterprise’s records (property over ids)', async () => {
    for (const c of [chen, zhou, outsider]) expect((await c.post(P.requestCreate, { description: '隔离测试' })).statusCode).toBe(200);
    const all = await t.app.db.system.select({ id: orders.id, enterpriseId: orders.enterpriseId, customerId: orders.customerId }).from(orders);
    const accounts = await t.app.db.system.select().from(portalAccounts);
    const customerOf = (phone: string) => accounts.find((a) => a.phone === phone)!;
    const clients = [
      { c: chen, a: customerOf(DEMO_PORTAL_PHONES[0]) },
      { c: zhou, a: customerOf(DEMO_PORTAL_PHONES[2]) },
      { c: outsider, a: customerOf('13900000099') },
    ];
    const ids = all.map((e) => e.id);
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...clients), fc.oneof(fc.constantFrom(...ids), fc.integer({ min: 1, max: 2 ** 31 })), async ({ c, a }, id) => {
        const rows = (await c.get(P.requests)).json.data as PortalRequestRow[];
        for (const r of rows) expect(all.find((x) => x.id === r.id)).toMatchObject({ enterpriseId: a.enterpriseId, customerId: a.customerId });
        const target = all.find((e) => e.id === id);
        if (target && target.customerId === a.customerId) return;
        expect((await c.post(P.requestCancel, { id })).statusCode).toBe(404);
        expect((await c.post(P.requestEvaluate, { id, solved: true, quality: 5, attitude: 5, speed: 5, solveRate: 5 })).statusCode).toBe(404);
        const products = (await c.get(P.products)).json.data as { customerId: number }[];
        expect(products.every((p) => p.customerId === a.customerId)).toBe(true);
      }),
      { numRuns: 40 },
    );
  });
});

describe('self-registration', () => {
  it('opens a pending account for a customer’s phone only where the portal allows it; staff approve it before it signs in', async () => {
    const phone = '13900000555';
    await addCustomer(t.app, trial, { name: '自助注册客户', phone });
    const visitor = new PortalClient(t);
    expect((await visitor.post(P.registerCode, { portal: trialCode, mobile: phone })).statusCode).toBe(403);
    const setting = (await trialAdmin.get(P.settingGet)).json.data as PortalSettingRow;
    const saved = await trialAdmin.post(P.settingSave, { name: setting.name, logo: setting.logo, hotline: setting.hotline, functions: setting.functions, enabled: true, selfRegister: true });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await visitor.get(`${P.look}?portal=${trialCode}`)).json.data).toMatchObject({ selfRegister: true });
    // A phone no customer holds is answered alike, but gets no code.
    expect((await visitor.post(P.registerCode, { portal: trialCode, mobile: '13911113333' })).statusCode).toBe(200);
    expect(t.sms.sent.some((m) => m.phone === '13911113333')).toBe(false);
    expect((await visitor.post(P.registerCode, { portal: trialCode, mobile: phone })).statusCode).toBe(200);
    const code = t.sms.lastCode(phone);
    expect((await visitor.post(P.register, { portal: trialCode, mobile: phone, code, name: '' })).json.message).toContain('姓名');
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await visitor.post(P.register, { portal: trialCode, mobile: phone, code: wrong, name: '自助用户' })).statusCode).toBe(400);
    const done = await visitor.post(P.register, { portal: trialCode, mobile: phone, code, name: '自助用户' });
    expect(done.statusCode, done.body).toBe(200);
    const pending = (await trialAdmin.get(`${P.accountList}?pageSize=100&status=2`)).json.data.list as PortalAccountRow[];
    const account = pending.find((a) => a.phone === phone)!;
    expect(account).toMatchObject({ name: '自助用户', customerName: '自助注册客户', status: 2 });
    // A pending account gets no sign-in code; the phone cannot register twice.
    const before = t.sms.sent.length;
    await aMinuteLater(phone);
    expect((await visitor.post(P.sendCode, { portal: trialCode, mobile: phone })).statusCode).toBe(200);
    await aMinuteLater(phone);
    expect((await visitor.post(P.registerCode, { portal: trialCode, mobile: phone })).statusCode).toBe(200);
    expect(t.sms.sent.length).toBe(before);
    expect((await trialAdmin.post(P.accountStatus, { id: account.id, op: 'approve' })).statusCode).toBe(200);
    await aMinuteLater(phone);
    const me = (await (await new PortalClient(t).signIn(trialCode, phone)).get(P.me)).json.data;
    expect(me).toMatchObject({ name: '自助用户', customerName: '自助注册客户' });
    // The demo portal does not allow it.
    expect((await visitor.post(P.register, { portal: DEMO_PORTAL_CODE, mobile: phone, code, name: '自助用户' })).statusCode).toBe(403);
  });
});

/** The phone's codes as if sent two minutes ago: the next one is not refused as too soon. */
const aMinuteLater = (phone: string) =>
  t.app.db.system.update(smsCodes).set({ createdAt: sql`${smsCodes.createdAt} - interval '2 minutes'` }).where(eq(smsCodes.phone, phone));

/** Chen's request made an order, its id. */
async function requested(description: string, appointmentTime?: string): Promise<number> {
  const res = await chen.post(P.requestCreate, { description, appointmentTime });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json.data as { id: number }).id;
}

const logOps = async (orderId: number) =>
  (await t.app.db.system.select({ op: orderLogs.op }).from(orderLogs).where(eq(orderLogs.orderId, orderId)).orderBy(asc(orderLogs.id))).map((l) => l.op);

/** A product of the portal account's customer (of the enterprise `staff` belongs to) with a QR code stuck on it: the code's token. */
async function labelledProduct(staff: Client, phone: string, name: string) {
  const accounts = (await staff.get(`${P.accountList}?pageSize=100`)).json.data.list as PortalAccountRow[];
  const model = await staff.post('/v2/product/save', { name, model: `${name}-1`, category: '', warrantyPeriod: 1, warrantyUnit: 3, warrantyBasis: 2 });
  expect(model.statusCode, model.body).toBe(200);
  const unit = await staff.post('/v2/customer/production/save', { productId: model.json.data.id, name, serialNumber: `${name}-SN`, customerId: accounts.find((a) => a.phone === phone)!.customerId });
  expect(unit.statusCode, unit.body).toBe(200);
  const made = await staff.post('/productQR/generateDownloadQrUrl', { customerProductIds: [unit.json.data.id] });
  return { id: unit.json.data.id as number, token: made.json.data.codes[0].token as string, url: made.json.data.codes[0].url as string };
}

describe('photos from the customer’s phone, and the free plan', () => {
  const PHOTO = `data:image/png;base64,${Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('IHDR then the picture')]).toString('base64')}`;
  const upload = async (c: PortalClient) => {
    const res = await c.post(P.uploadImage, { data: PHOTO, name: 'aircon.png' });
    expect(res.statusCode, res.body).toBe(200);
    return res.json.data as { url: string };
  };

  it('puts a request’s photo on the order, and refuses images that are not the enterprise’s uploads naming the field', async () => {
    const photo = await upload(chen);
    const res = await chen.post(P.requestCreate, { description: '外机漏水，附照片', images: [photo] });
    expect(res.statusCode, res.body).toBe(200);
    expect((await dispatcher.get(`/order/orderDetail?id=${res.json.data.id}`)).json.data.images).toEqual([expect.objectContaining({ url: photo.url, name: 'aircon.png' })]);
    const foreign = await upload(outsider);
    for (const images of [[{ url: 'https://example.com/x.png' }], [{ url: '/api/upload/file/999999999' }], [foreign]]) {
      const refused = await chen.post(P.requestCreate, { description: '别人的图片', images });
      expect([refused.statusCode, refused.json.message]).toEqual([400, expect.stringContaining('images')]);
    }
    expect((await chen.post(P.uploadImage, { data: 'data:text/plain;base64,aGk=' })).statusCode).toBe(400);
    expect((await admin.post(P.uploadImage, { data: PHOTO })).statusCode).toBe(401);
  });

  it('lets the customer sign the engineer’s receipt once (客户签名), with an upload of theirs, never another customer’s order', async () => {
    const id = await requested('洗衣机不脱水', '2030-06-03 09:00');
    const row = async () => ((await chen.get(P.requests)).json.data as PortalRequestRow[]).find((r) => r.id === id)!;
    expect((await dispatcher.post('/worker/batchDesignate', { ids: [id], ownerId: engineerId })).json.data.done).toEqual([id]);
    for (const step of ['/order/accept', '/order/startService']) expect((await engineer.post(step, { id })).statusCode).toBe(200);
    const signature = await upload(chen);
    // Before the engineer writes the receipt there is nothing to sign.
    expect((await row()).canSign).toBe(false);
    expect([(await chen.post(P.requestSign, { id, signature })).statusCode, (await chen.post(P.requestSign, { id, signature })).json.message]).toEqual([409, '工程师尚未填写回执']);
    const finished = { url: '/uploads/done.png', name: 'done.png', size: 10 };
    const receipt = await engineer.post('/order/receipt', { id, serviceMinutes: 30, finishImages: [finished], signature: null, remark: '已修好' });
    expect(receipt.statusCode, receipt.body).toBe(200);
    expect((await row()).canSign).toBe(true);

    for (const other of [zhou, outsider]) expect((await other.post(P.requestSign, { id, signature: await upload(other) })).statusCode).toBe(404);
    for (const bad of [{ url: 'https://example.com/x.png' }, await upload(outsider)]) {
      const refused = await chen.post(P.requestSign, { id, signature: bad });
      expect([refused.statusCode, refused.json.message]).toEqual([400, expect.stringContaining('signature')]);
    }
    expect((await chen.post(P.requestSign, { id })).json.message).toBe('signature: 请签名');
    expect((await dispatcher.get(`/order/orderDetail?id=${id}`)).json.data.receipt.signature).toBeNull();

    const signed = await chen.post(P.requestSign, { id, signature });
    expect(signed.statusCode, signed.body).toBe(200);
    const detail = (await dispatcher.get(`/order/orderDetail?id=${id}`)).json.data;
    expect(detail.receipt.signature).toMatchObject({ url: signature.url, name: 'aircon.png' });
    const [order] = await t.app.db.system.select({ signatureAt: orders.signatureAt }).from(orders).where(eq(orders.id, id));
    expect(order.signatureAt).not.toBeNull();
    expect(await logOps(id)).toContain('portalSign');
    expect((await row()).canSign).toBe(false);
    expect((await chen.post(P.requestSign, { id, signature })).json.message).toBe('回执已签名');
  });

  it('locks portal accounts on the free plan, not the portal’s settings', async () => {
    const res = await freeAdmin.get(P.accountList);
    expect([res.statusCode, res.json.message]).toEqual([403, expect.stringContaining('门户账号')]);
    expect((await freeAdmin.post(P.accountSave, { customerId: 1, name: '免费版', phone: '13900000077' })).statusCode).toBe(403);
    expect((await freeAdmin.get(P.settingGet)).statusCode).toBe(200);
  });
});

describe('request forms from the template centre, and reporting from a product’s QR code', () => {
  type Types = PortalRequestType[];
  const typeNamed = async (name: string) => ((await chen.get(P.requestForm)).json.data as Types).find((x) => x.name === name)!;
  const orderCount = async () => (await t.app.db.system.select({ id: orders.id }).from(orders)).length;
  const PHOTO = `data:image/png;base64,${Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('IHDR then the picture')]).toString('base64')}`;

  it('offers the enabled external order types (the first the default), each with the fields of its form the customer fills', async () => {
    const types = (await chen.get(P.requestForm)).json.data as Types;
    expect(types[0]).toMatchObject({ name: '默认工单', fields: [] });
    // 安装工单's 铜管费用 is computed from the pipe length: not asked.
    expect((await typeNamed('安装工单')).fields.map((f) => [f.key, f.title, f.required])).toEqual([
      ['model', '机型', true],
      ['floor', '安装楼层', false],
      ['pipe_meters', '加长铜管（米）', false],
    ]);
    expect((await admin.get(P.requestForm)).statusCode).toBe(401);
  });

  it('makes the request an order of the chosen type with its form as filled; a required field left empty or a bad value is refused naming it, nothing made', async () => {
    const install = await typeNamed('安装工单');
    const [inner] = await t.app.db.system.select({ id: orderTypes.id }).from(orderTypes).where(and(eq(orderTypes.enterpriseId, paid), eq(orderTypes.kind, 'internal')));
    const before = await orderCount();
    const request = { description: '新买的空调，请上门安装', templateId: install.id };
    const refusals: [Record<string, unknown>, string][] = [
      [{ ...request, fields: { floor: 3 } }, 'fields.model: 请填写机型'],
      [{ ...request, fields: { model: 'KFR-35GW', floor: 500 } }, 'fields.floor'],
      [{ ...request, fields: { model: 'KFR-35GW', floor: 'abc' } }, 'fields.floor'],
      [{ ...request, fields: { model: 'x'.repeat(201) } }, 'fields.model'],
      [{ ...request, fields: [] }, 'fields'],
      [{ ...request, templateId: inner.id, fields: { model: 'KFR-35GW' } }, 'templateId: 服务类型不存在'],
      [{ ...request, templateId: 2 ** 31, fields: { model: 'KFR-35GW' } }, 'templateId: 服务类型不存在'],
      [{ ...request, templateId: -1 }, '服务类型'],
    ];
    for (const [body, message] of refusals) {
      const res = await chen.post(P.requestCreate, body);
      expect([res.statusCode, res.json.message], JSON.stringify(body)).toEqual([400, expect.stringContaining(message)]);
    }
    // Another enterprise's type is no type of this portal.
    expect((await outsider.post(P.requestCreate, { ...request, fields: { model: 'KFR-35GW' } })).json.message).toContain('templateId');
    expect(await orderCount()).toBe(before);
    // Values the portal does not ask (a computed amount, a key of no field) are not the customer's to give.
    const res = await chen.post(P.requestCreate, { ...request, fields: { model: 'KFR-35GW', floor: '12', pipe_meters: 2, pipe_fee: 999, stray: 'x' } });
    expect(res.statusCode, res.body).toBe(200);
    const [order] = await t.app.db.system.select().from(orders).where(eq(orders.id, res.json.data.id));
    expect(order).toMatchObject({ templateId: install.id, source: 10, values: { model: 'KFR-35GW', floor: 12, pipe_meters: 2, pipe_fee: 120 } });
    expect(order.values).not.toHaveProperty('stray');
    // Without a type named, the first (默认工单) as before.
    const plain = await chen.post(P.requestCreate, { description: '不选类型的申请' });
    const [first] = await t.app.db.system.select({ templateId: orders.templateId }).from(orders).where(eq(orders.id, plain.json.data.id));
    expect(first.templateId).toBe(((await chen.get(P.requestForm)).json.data as Types)[0].id);
  });

  it('asks a picture field with the customer’s uploads and leaves out what only staff fill, which then is not required of the customer', async () => {
    const install = await typeNamed('安装工单');
    const [type] = await t.app.db.system.select().from(orderTypes).where(eq(orderTypes.id, install.id));
    const form = type.form as { fields: Record<string, unknown>[] };
    const extra = [
      { key: 'site_photo', type: 10, title: '安装位置照片', required: true, settings: {}, fieldAttributeList: [], fixed: false },
      { key: 'surveyor', type: 30, title: '勘察人员', required: true, settings: {}, fieldAttributeList: [{ type: 3001, value: '61' }], fixed: false },
    ];
    await t.app.db.system.update(orderTypes).set({ form: { fields: [...form.fields, ...extra] } }).where(eq(orderTypes.id, install.id));
    try {
      expect((await typeNamed('安装工单')).fields.map((f) => f.key)).toEqual(['model', 'floor', 'pipe_meters', 'site_photo']);
      const request = { description: '安装在阳台', templateId: install.id };
      expect((await chen.post(P.requestCreate, { ...request, fields: { model: 'KFR-26' } })).json.message).toBe('fields.site_photo: 请上传安装位置照片');
      const foreign = (await outsider.post(P.uploadImage, { data: PHOTO, name: 'x.png' })).json.data as { url: string };
      for (const refs of [[foreign], [{ url: '/uploads/elsewhere.png' }]]) {
        const refused = await chen.post(P.requestCreate, { ...request, fields: { model: 'KFR-26', site_photo: refs } });
        expect([refused.statusCode, refused.json.message]).toEqual([400, expect.stringContaining('fields.site_photo')]);
      }
      const photo = (await chen.post(P.uploadImage, { data: PHOTO, name: 'balcony.png' })).json.data as { url: string };
      const res = await chen.post(P.requestCreate, { ...request, fields: { model: 'KFR-26', site_photo: [photo], surveyor: '张师傅|1' } });
      expect(res.statusCode, res.body).toBe(200);
      const [order] = await t.app.db.system.select().from(orders).where(eq(orders.id, res.json.data.id));
      expect(order.values).toMatchObject({ model: 'KFR-26', site_photo: [expect.objectContaining({ url: photo.url, name: 'balcony.png' })] });
      expect(order.values).not.toHaveProperty('surveyor');
    } finally {
      await t.app.db.system.update(orderTypes).set({ form: type.form }).where(eq(orderTypes.id, install.id));
    }
  });

  it('asks 地址, 多级联动, 附件, 定位, 关联记录 and 手写签名 as the order form checks them; a linked record is only ever the customer’s own', async () => {
    const install = await typeNamed('安装工单');
    const [type] = await t.app.db.system.select().from(orderTypes).where(eq(orderTypes.id, install.id));
    const form = type.form as { fields: Record<string, unknown>[] };
    const field = (key: string, fieldType: number, title: string, extra: Record<string, unknown> = {}) => ({ key, type: fieldType, title, required: false, settings: {}, fieldAttributeList: [], fixed: false, ...extra });
    const link = (target: number) => ({ fieldAttributeList: [{ type: 3001, value: String(target) }] });
    const extra = [
      field('site', 9, '安装地址', { required: true }),
      field('part', 18, '故障部位', { options: [{ value: 'in', label: '室内机', children: [{ value: 'fan', label: '风扇' }] }, { value: 'out', label: '室外机' }] }),
      field('proof', 15, '购机凭证'),
      field('spot', 11, '现场定位'),
      field('prior', 30, '关联工单', link(1)),
      field('owner', 30, '关联客户', link(2)),
      field('sign', 21, '客户签字', { required: true }),
    ];
    await t.app.db.system.update(orderTypes).set({ form: { fields: [...form.fields, ...extra] } }).where(eq(orderTypes.id, install.id));
    try {
      const zhous = (await zhou.post(P.requestCreate, { description: '周家的申请' })).json.data.id as number;
      const outsiders = (await outsider.post(P.requestCreate, { description: '外企的申请' })).json.data.id as number;
      const fields = (await typeNamed('安装工单')).fields;
      const asked = Object.fromEntries(fields.map((f) => [f.key, f]));
      expect(extra.map((f) => asked[f.key]?.control)).toEqual(['address', 'cascade', 'files', 'position', 'record', 'record', 'signature']);
      expect(asked.site.places).toContainEqual({ label: '上海市浦东新区张江路100号（陈客户）', address: { province: '', city: '', district: '', detail: '上海市浦东新区张江路100号' }, lng: null, lat: null });
      expect(asked.spot.places!.some((p) => p.lng !== null && p.address.province !== '')).toBe(true);
      const chenCustomer = (await t.app.db.system.select().from(portalAccounts).where(eq(portalAccounts.phone, DEMO_PORTAL_PHONES[0])))[0].customerId;
      expect(asked.owner.records).toEqual([{ id: String(chenCustomer), text: expect.any(String) }]);
      const offered = asked.prior.records!.map((r) => Number(r.id));
      const chens = await t.app.db.system.select({ id: orders.id, customerId: orders.customerId }).from(orders).where(inArray(orders.id, offered));
      expect(chens.length > 0 && chens.every((o) => o.customerId === chenCustomer)).toBe(true);

      const file = await chen.post(P.uploadFile, { data: `data:application/pdf;base64,${Buffer.from('%PDF-1.4 发票').toString('base64')}`, name: '发票.pdf' });
      expect(file.statusCode, file.body).toBe(200);
      expect((await chen.post(P.uploadFile, { data: 'data:application/octet-stream;base64,TVqQ', name: 'setup.exe' })).json.message).toBe('不支持该类型的文件');
      expect((await chen.post(P.uploadFile, { data: 'not a file', name: 'a.pdf' })).statusCode).toBe(400);
      expect((await chen.post(P.uploadFile, { data: 'data:application/pdf;base64,JVBE' })).json.message).toContain('文件名');
      expect((await admin.post(P.uploadFile, { data: 'data:application/pdf;base64,JVBE', name: 'a.pdf' })).statusCode).toBe(401);
      const foreignFile = (await outsider.post(P.uploadFile, { data: 'data:text/plain;base64,aGk=', name: 'x.txt' })).json.data as { url: string };
      const signature = (await chen.post(P.uploadImage, { data: PHOTO, name: 'signature.png' })).json.data as { url: string };
      const site = { province: '上海市', city: '上海市', district: '浦东新区', detail: '张江路100号' };
      const good = { model: 'KFR-35', site, part: ['in', 'fan'], proof: [file.json.data], spot: { lng: 121.59, lat: 31.2, address: '张江' }, prior: `随便写的|${offered[0]}`, owner: `x|${chenCustomer}`, sign: signature };
      const before = await orderCount();
      const refusals: [Record<string, unknown>, string][] = [
        [{ ...good, site: undefined }, 'fields.site: 请填写安装地址'],
        [{ ...good, sign: undefined }, 'fields.sign: 请上传客户签字'],
        [{ ...good, part: ['in'] }, 'fields.part'],
        [{ ...good, spot: { lng: 200, lat: 31 } }, 'fields.spot'],
        [{ ...good, proof: [foreignFile] }, 'fields.proof'],
        [{ ...good, sign: { url: '/uploads/elsewhere.png' } }, 'fields.sign'],
        [{ ...good, prior: `周家|${zhous}` }, 'fields.prior: 关联工单只能选择您名下的记录'],
        [{ ...good, prior: `外企|${outsiders}` }, 'fields.prior: 关联工单只能选择您名下的记录'],
        [{ ...good, owner: `周客户|${(await t.app.db.system.select().from(portalAccounts).where(eq(portalAccounts.phone, DEMO_PORTAL_PHONES[2])))[0].customerId}` }, 'fields.owner: 关联客户只能选择您名下的记录'],
      ];
      for (const [values, message] of refusals) {
        const res = await chen.post(P.requestCreate, { description: '安装并关联', templateId: install.id, fields: values });
        expect([res.statusCode, res.json.message], message).toEqual([400, expect.stringContaining(message)]);
      }
      expect(await orderCount()).toBe(before);

      const res = await chen.post(P.requestCreate, { description: '安装并关联', templateId: install.id, fields: good });
      expect(res.statusCode, res.body).toBe(200);
      const priorText = asked.prior.records!.find((r) => r.id === String(offered[0]))!.text;
      const detail = (await dispatcher.get(`/order/orderDetail?id=${res.json.data.id}`)).json.data as { fields: Record<string, unknown> };
      expect(detail.fields).toMatchObject({
        site,
        part: ['in', 'fan'],
        proof: [{ url: file.json.data.url, name: '发票.pdf', size: expect.any(Number) }],
        spot: { lng: 121.59, lat: 31.2, address: '张江' },
        prior: `${priorText}|${offered[0]}`,
        owner: `${asked.owner.records![0].text}|${chenCustomer}`,
        sign: expect.objectContaining({ url: signature.url, name: 'signature.png' }),
      });
    } finally {
      await t.app.db.system.update(orderTypes).set({ form: type.form }).where(eq(orderTypes.id, install.id));
    }
  });

  it('finds the customer’s own product by its QR code (the scanned page leads into the portal); anyone else’s is not found', async () => {
    const chens = await labelledProduct(admin, DEMO_PORTAL_PHONES[0], '陈家扫码空调');
    const zhous = await labelledProduct(admin, DEMO_PORTAL_PHONES[2], '周家扫码空调');
    const outsiders = await labelledProduct(trialAdmin, '13900000099', '外企扫码空调');
    const scan = (c: PortalClient, code: string) => c.get(`${P.productScan}?code=${encodeURIComponent(code)}`);
    // The token, the code's whole address, or the serial number.
    for (const code of [chens.token, chens.url, '陈家扫码空调-SN']) expect((await scan(chen, code)).json.data).toMatchObject({ id: chens.id, name: '陈家扫码空调' });
    expect((await scan(colleague, chens.token)).json.data.id).toBe(chens.id);
    for (const [c, code] of [
      [chen, zhous.token],
      [chen, outsiders.token],
      [zhou, chens.token],
      [outsider, chens.token],
      [chen, 'AAAAAAAAAAAAAAAAAAAAAA'],
    ] as const) {
      const res = await scan(c, code);
      expect([res.statusCode, res.json.message]).toEqual([404, '未找到您名下的该产品，请联系服务商']);
    }
    expect((await scan(chen, '')).statusCode).toBe(400);
    expect((await scan(chen, 'x'.repeat(501))).statusCode).toBe(400);
    expect((await admin.get(`${P.productScan}?code=${chens.token}`)).statusCode).toBe(401);
    // The public page of the code offers the portal while it takes requests.
    const view = async () => (await t.app.inject({ method: 'GET', url: `/api/public/qr/${chens.token}` })).json().data as { portalPath: string | null };
    expect((await view()).portalPath).toBe(`/portal/${DEMO_PORTAL_CODE}`);
    const setting = (await admin.get(P.settingGet)).json.data as PortalSettingRow;
    const save = (functions: string[]) => admin.post(P.settingSave, { name: setting.name, logo: setting.logo, hotline: setting.hotline, functions, enabled: true, selfRegister: setting.selfRegister });
    expect((await save(setting.functions.filter((f) => f !== 'report'))).statusCode).toBe(200);
    try {
      expect((await view()).portalPath).toBeNull();
      expect((await scan(chen, chens.token)).statusCode).toBe(403);
    } finally {
      await save(setting.functions);
    }
  });

  it('has the demo customer’s request made in the portal, waiting with 取消工单', async () => {
    const rows = (await zhou.get(P.requests)).json.data as PortalRequestRow[];
    expect(rows.some((r) => r.title.startsWith('门户报修：净水器出水变小'))).toBe(false);
    const [demo] = await t.app.db.system.select().from(orders).where(and(eq(orders.enterpriseId, paid), like(orders.title, '门户报修：净水器出水变小%')));
    expect(demo).toMatchObject({ source: 10, creatorId: null, customLinkPerson: '陈客户' });
    expect(await logOps(demo.id)).toEqual(['portalCreate']);
  });
});

describe('我的事件 (the customer’s service events)', () => {
  const customerOf = async (phone: string) => (await t.app.db.system.select().from(portalAccounts).where(eq(portalAccounts.phone, phone)))[0].customerId;
  const events = async (c: PortalClient) => (await c.get(P.events)).json.data as PortalEventRow[];
  /** An event of 陈客户's customer made by the dispatcher: its id. */
  async function eventFor(title: string, extra: Record<string, unknown> = {}) {
    const res = await dispatcher.post('/v2/event/add', { title, description: `${title}，请尽快处理`, customerId: await customerOf(DEMO_PORTAL_PHONES[0]), ...extra });
    expect(res.statusCode, res.body).toBe(200);
    return res.json.data.id as number;
  }
  /** An event made by a request on the public page of a product QR code of the customer holding `phone`: its id. */
  async function scannedEvent(staff: Client, phone: string, name: string) {
    const { token } = await labelledProduct(staff, phone, name);
    const res = await t.app.inject({ method: 'POST', url: `/api/public/qr/${token}/request`, payload: { contactName: '扫码人', phone, description: `${name}坏了` } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.eventId as number;
  }

  it('lists the customer’s events newest first with the handler, and opens one with its progress; anyone else’s is not found', async () => {
    const id = await eventFor('门禁无法识别', { ownerId: engineerId });
    expect((await engineer.post('/v2/event/start', { id })).statusCode).toBe(200);
    expect((await engineer.post('/v2/event/pause', { id, remark: '内部备注：等备件' })).statusCode).toBe(200);
    const zhous = await scannedEvent(admin, DEMO_PORTAL_PHONES[2], '周家门禁');
    const outsiders = await scannedEvent(trialAdmin, '13900000099', '外企门禁');

    const mine = await events(chen);
    expect(mine[0]).toMatchObject({ id, title: '门禁无法识别', stateName: '已暂停', handlerName: '张师傅', excerpt: '门禁无法识别，请尽快处理', typeName: expect.any(String) });
    // The demo's events of the customer are there too, and the colleague sees the customer's events.
    expect(mine.length).toBeGreaterThan(1);
    expect((await events(colleague)).map((e) => e.id)).toEqual(mine.map((e) => e.id));
    for (const [c, own] of [[zhou, zhous], [outsider, outsiders]] as const) expect((await events(c)).map((e) => e.id)).toContain(own);
    expect((await events(zhou)).some((e) => e.id === id || e.id === outsiders)).toBe(false);

    const detail = await chen.get(`${P.eventDetail}?id=${id}`);
    expect(detail.statusCode, detail.body).toBe(200);
    const event = detail.json.data as PortalEventDetail;
    expect(event.steps.map((s) => s.opName)).toEqual(['创建事件', '指派', '开始处理', '暂停']);
    expect(detail.body).not.toContain('内部备注');
    for (const [c, other] of [[chen, zhous], [chen, outsiders], [zhou, id], [outsider, id], [chen, 2 ** 31]] as const) {
      const res = await c.get(`${P.eventDetail}?id=${other}`);
      expect([res.statusCode, res.json.message]).toEqual([404, '事件不存在']);
    }
    expect((await chen.get(`${P.eventDetail}?id=abc`)).json.message).toContain('id');
    expect((await admin.get(P.events)).statusCode).toBe(401);
    // Gated with 我的工单 in /portalSetting.
    const setting = (await admin.get(P.settingGet)).json.data as PortalSettingRow;
    const save = (functions: string[]) => admin.post(P.settingSave, { name: setting.name, logo: setting.logo, hotline: setting.hotline, functions, enabled: true, selfRegister: setting.selfRegister });
    expect((await save(setting.functions.filter((f) => f !== 'orders'))).statusCode).toBe(200);
    try {
      expect((await chen.get(P.events)).statusCode).toBe(403);
      expect((await chen.get(`${P.eventDetail}?id=${id}`)).statusCode).toBe(403);
    } finally {
      await save(setting.functions);
    }
  });

  it('offers the customer’s own events in a 关联记录 of 事件, and refuses another customer’s or enterprise’s', async () => {
    const types = (await chen.get(P.requestForm)).json.data as PortalRequestType[];
    const install = types.find((x) => x.name === '安装工单')!;
    const [type] = await t.app.db.system.select().from(orderTypes).where(eq(orderTypes.id, install.id));
    const form = type.form as { fields: Record<string, unknown>[] };
    const incident = { key: 'incident', type: 30, title: '关联事件', required: false, settings: {}, fieldAttributeList: [{ type: 3001, value: '6' }], fixed: false };
    await t.app.db.system.update(orderTypes).set({ form: { fields: [...form.fields, incident] } }).where(eq(orderTypes.id, install.id));
    try {
      const asked = ((await chen.get(P.requestForm)).json.data as PortalRequestType[]).find((x) => x.id === install.id)!.fields.find((f) => f.key === 'incident')!;
      const own = await events(chen);
      expect(asked).toMatchObject({ control: 'record', records: own.map((e) => ({ id: String(e.id), text: `${e.code} ${e.title}` })) });
      const request = (value: string) => chen.post(P.requestCreate, { description: '关联事件的申请', templateId: install.id, fields: { model: 'KFR-35', incident: value } });
      for (const other of [(await events(zhou))[0].id, (await events(outsider))[0].id]) {
        const res = await request(`x|${other}`);
        expect([res.statusCode, res.json.message]).toEqual([400, 'fields.incident: 关联事件只能选择您名下的记录']);
      }
      const res = await request(`随便写的|${own[0].id}`);
      expect(res.statusCode, res.body).toBe(200);
      const [order] = await t.app.db.system.select().from(orders).where(eq(orders.id, res.json.data.id));
      expect(order.values).toMatchObject({ incident: `${own[0].code} ${own[0].title}|${own[0].id}` });
    } finally {
      await t.app.db.system.update(orderTypes).set({ form: type.form }).where(eq(orderTypes.id, install.id));
    }
  });
});
