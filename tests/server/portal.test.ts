import fc from 'fast-check';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { PortalPaths as P } from '@domain/portal/portal.paths';
import type { PortalAccountDetail, PortalAccountRow, PortalAddressRow, PortalRequestRow, PortalSettingRow } from '@domain/portal/portal.schemas';
import { events, portalAccounts } from '@server/db/schema';
import { DEMO_PORTAL_CODE, DEMO_PORTAL_PHONES } from '@server/modules/portal/portal.public';
import { addCustomer, enterpriseId } from '@tests/support/order-fixtures';
import { PortalClient } from '@tests/support/portal-client';
import { Client, useSignedIn, useTestApp } from '@tests/support/test-app';

const t = useTestApp();
const [admin, dispatcher, engineer, sales, trialAdmin] = useSignedIn(t, '13800000001', '13800000002', '13800000003', '13800000005', '13800000021');

let paid: number;
let trial: number;
let trialCode: string;
let chen: PortalClient; // customer A (main account)
let colleague: PortalClient; // customer A (child account)
let zhou: PortalClient; // customer B
let outsider: PortalClient; // the trial enterprise's customer

beforeAll(async () => {
  paid = await enterpriseId(t.app, '示例科技有限公司');
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

  it('reports a request the dispatcher sees as an event waiting for dispatch, lists it, and cancels it while it waits', async () => {
    const res = await chen.post(P.requestCreate, { description: '空调不制冷，请尽快上门' });
    expect(res.statusCode, res.body).toBe(200);
    const { id } = res.json.data as { id: number };
    const [event] = await t.app.db.system.select().from(events).where(eq(events.id, id));
    expect(event).toMatchObject({ enterpriseId: paid, state: 1, source: 2, customLinkperson: '陈客户', customPhone: DEMO_PORTAL_PHONES[0] });
    const seen = await dispatcher.get(`/v2/event/detail?id=${id}`);
    expect([200, 404]).toContain(seen.statusCode);
    const mine = (await chen.get(P.requests)).json.data as PortalRequestRow[];
    expect(mine[0]).toMatchObject({ id, stateName: '待分配', canCancel: true });
    // The colleague (child account) sees the customer's requests too; another customer does not.
    expect(((await colleague.get(P.requests)).json.data as PortalRequestRow[]).some((r) => r.id === id)).toBe(true);
    expect(((await zhou.get(P.requests)).json.data as PortalRequestRow[]).some((r) => r.id === id)).toBe(false);
    expect((await zhou.post(P.requestCancel, { id })).statusCode).toBe(404);
    expect((await chen.post(P.requestCancel, { id })).statusCode).toBe(200);
    expect((await chen.post(P.requestCancel, { id })).statusCode).toBe(409);
    expect((await chen.post(P.requestCreate, { description: '' })).json.message).toContain('请输入问题描述');
  });

  it('never shows a customer another customer’s or another enterprise’s records (property over ids)', async () => {
    for (const c of [chen, zhou]) await c.post(P.requestCreate, { description: '隔离测试' });
    const all = await t.app.db.system.select({ id: events.id, enterpriseId: events.enterpriseId, customerId: events.customerId }).from(events);
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
        for (const r of rows) {
          const e = all.find((x) => x.id === r.id);
          if (e) expect(e).toMatchObject({ enterpriseId: a.enterpriseId, customerId: a.customerId });
        }
        const target = all.find((e) => e.id === id);
        if (!target || target.customerId === a.customerId) return;
        const res = await c.post(P.requestCancel, { id });
        expect(res.statusCode).toBe(404);
        const products = (await c.get(P.products)).json.data as { customerId: number }[];
        expect(products.every((p) => p.customerId === a.customerId)).toBe(true);
      }),
      { numRuns: 40 },
    );
  });
});
