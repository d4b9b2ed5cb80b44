import { beforeAll, describe, expect, it } from 'vitest';
import type { AddressRow, ContactRow, CustomerDetail, CustomerRow } from '@domain/customers/customers.schemas';
import { customers, orderTypes, serviceItems } from '@server/db/schema';
import { and, eq } from 'drizzle-orm';
import { Client, userIdsByName, useSignedIn, useTestApp } from '@tests/support/test-app';

const t = useTestApp();
const [admin, dispatcher, engineer, sales, freeAdmin] = useSignedIn(t, '13800000001', '13800000002', '13800000003', '13800000005', '13800000011');
let users: Record<string, number>;
let vipTag: number;
let groupId: number;

let phoneSeq = 0;
const newPhone = () => `1370000${String(++phoneSeq).padStart(4, '0')}`;

async function add(c: Client, body: Record<string, unknown>) {
  return c.post('/v2/customer/add', {
    phone: newPhone(),
    contacts: [{ name: '默认联系人', phone: '13911110000' }],
    ...body,
  });
}
async function addOk(c: Client, body: Record<string, unknown>): Promise<CustomerDetail> {
  const res = await add(c, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json.data;
}
const listNames = async (c: Client, query: string) =>
  ((await c.get(`/v2/customer/list?pageSize=100&${query}`)).json.data as CustomerRow[]).map((r) => r.name);
const count = async (c: Client, query: string) => (await c.get(`/v2/customer/count?${query}`)).json.data as number;

beforeAll(async () => {
  users = await userIdsByName(admin);
  vipTag = (await admin.post('/v2/epTag/save', { code: 4, name: '测试VIP', color_rgb: '#ff0000' })).json.data.id;
  groupId = (await admin.get('/servicegroup/list?pageSize=100')).json.data[0].id;
});

describe('POST /v2/customer/add and GET /v2/customer/detail', () => {
  it('stores a customer with two contacts and two addresses, defaults first', async () => {
    const created = await addOk(admin, {
      name: '甲乙丙贸易公司',
      phone: '13612345678',
      businessUserId: users['钱销售'],
      serviceGroupId: groupId,
      tagIds: [vipTag],
      contacts: [
        { name: '张经理', phone: '13900000001' },
        { name: '李助理', phone: '13900000002', isDefault: true },
      ],
      addresses: [
        { region: '广东省/深圳市/南山区', detail: '科技园南区1栋', mapName: '深圳湾科技生态园', lng: 113.95, lat: 22.53 },
        { region: '广东省/广州市/天河区', detail: '天河路100号', mapName: '天河城', isDefault: true },
      ],
    });
    const detail = (await admin.get(`/v2/customer/detail?id=${created.id}`)).json.data as CustomerDetail;
    expect(detail).toMatchObject({
      name: '甲乙丙贸易公司',
      phone: '13612345678',
      linkperson: '李助理',
      linkPersonPhone: '13900000002',
      address: '广东省广州市天河区天河路100号',
      businessUser: { id: users['钱销售'], name: '钱销售' },
      serviceGroup: { id: groupId },
      tags: [{ id: vipTag, name: '测试VIP', color_rgb: '#ff0000' }],
      createdBy: { id: users['王管理'], name: '王管理' },
    });
    expect(detail.contacts.map((c) => [c.name, c.isDefault])).toEqual([
      ['李助理', true],
      ['张经理', false],
    ]);
    expect(detail.addresses.map((a) => [a.mapName, a.isDefault])).toEqual([
      ['天河城', true],
      ['深圳湾科技生态园', false],
    ]);
    expect(detail.addresses[1]).toMatchObject({ lng: 113.95, lat: 22.53 });
  });

  it('refuses a phone another live customer holds, naming that customer', async () => {
    await addOk(admin, { name: '电话占用者', phone: '02088887777' });
    const res = await add(admin, { name: '后来者', phone: '02088887777' });
    expect(res.statusCode).toBe(409);
    expect(res.json.message).toBe('客户电话 02088887777 已被客户「电话占用者」使用');
    expect(await listNames(admin, 'name=后来者')).toEqual([]);
  });

  it('answers 400 naming the field for a missing name, contact or bad phone, and stores nothing', async () => {
    const before = await count(admin, '');
    expect((await add(admin, { name: '' })).json.message).toBe('name: 请输入客户名称');
    expect((await add(admin, { name: '无联系人', contacts: [] })).json.message).toBe('contacts: 请输入联系人');
    expect((await add(admin, { name: '坏电话', phone: 'abc' })).json.message).toBe('phone: 客户电话格式不正确');
    const res = await add(admin, { name: '坏联系人', contacts: [{ name: '', phone: '1' }] });
    expect(res.statusCode).toBe(400);
    expect(res.json.message).toMatch(/^contacts\.0\.name: /);
    expect(await count(admin, '')).toBe(before);
  });

  it('refuses an owner, group or tag of another enterprise', async () => {
    const foreignUser = (await freeAdmin.get('/v2/user/list?pageSize=10')).json.data[0].id;
    const res = await add(admin, { name: '外部人员', businessUserId: foreignUser });
    expect(res.statusCode).toBe(404);
    expect(res.json.message).toBe('人员不存在');
  });

  it('is not open to service staff', async () => {
    expect((await add(engineer, { name: '师傅建的' })).statusCode).toBe(403);
  });
});

describe('GET /v2/customer/list and /v2/customer/count filters', () => {
  let a: CustomerDetail;
  let b: CustomerDetail;
  beforeAll(async () => {
    a = await addOk(admin, {
      name: '筛选测试甲公司',
      phone: '07551234001',
      businessUserId: users['钱销售'],
      tagIds: [vipTag],
      contacts: [{ name: '欧阳锋', phone: '18611112222' }],
      addresses: [{ region: '北京市/北京市/朝阳区', detail: '建国路88号', mapName: 'SOHO现代城' }],
      external_userid: 'wmEXT001',
    });
    b = await addOk(admin, {
      name: '筛选测试乙公司',
      phone: '07551234002',
      serviceGroupId: groupId,
      contacts: [{ name: '黄药师', phone: '18633334444' }],
      addresses: [{ region: '上海市/上海市/浦东新区', detail: '世纪大道1号', mapName: '东方明珠' }],
    });
  });
  const both = () => [b.name, a.name];

  it.each([
    ['name=筛选测试', () => both()],
    ['name=甲公司', () => [a.name]],
    ['phone=1234002', () => [b.name]],
    ['linkperson=欧阳', () => [a.name]],
    ['linkPersonPhone=3333', () => [b.name]],
    ['mapName=明珠', () => [b.name]],
    ['mapName=建国路', () => [a.name]],
    ['name=筛选测试&tagId=TAG', () => [a.name]],
    ['name=筛选测试&businessUserId=SALES', () => [a.name]],
    ['name=筛选测试&serviceGroupId=GROUP', () => [b.name]],
    ['external_userid=wmEXT001', () => [a.name]],
    ['name=筛选测试&createTimeStart=2000-01-01&createTimeEnd=2999-12-31', () => both()],
    ['name=筛选测试&createTimeEnd=2000-01-01', () => []],
  ])('filters by %s, and count agrees', async (query, expected) => {
    const q = query.replace('TAG', String(vipTag)).replace('SALES', String(users['钱销售'])).replace('GROUP', String(groupId));
    expect(await listNames(admin, q)).toEqual(expected());
    expect(await count(admin, q)).toBe(expected().length);
  });

  it('treats % and _ in a keyword as plain characters', async () => {
    expect(await listNames(admin, 'name=%25')).toEqual([]);
  });

  it('lists newest first with the default contact, address, owner and tags', async () => {
    const [first] = (await admin.get('/v2/customer/list?name=筛选测试甲')).json.data as CustomerRow[];
    expect(first).toMatchObject({
      linkperson: '欧阳锋',
      linkPersonPhone: '18611112222',
      address: '北京市北京市朝阳区建国路88号',
      businessUser: { name: '钱销售' },
      tags: [{ name: '测试VIP' }],
      externalUserid: 'wmEXT001',
    });
  });

  it('pages with pageIndex from 0 and refuses an unknown page size', async () => {
    const page0 = (await admin.get('/v2/customer/list?name=筛选测试&pageSize=10&pageIndex=0')).json.data as CustomerRow[];
    const page1 = (await admin.get('/v2/customer/list?name=筛选测试&pageSize=10&pageIndex=1')).json.data as CustomerRow[];
    expect(page0).toHaveLength(2);
    expect(page1).toHaveLength(0);
    const bad = await admin.get('/v2/customer/list?pageSize=7');
    expect(bad.statusCode).toBe(400);
    expect(bad.json.message).toMatch(/^pageSize: /);
    expect((await admin.get('/v2/customer/list?createTimeStart=yesterday')).json.message).toMatch(/^createTimeStart: /);
  });

  it('answers the /customer/ aliases the same', async () => {
    expect((await admin.get('/customer/count?name=筛选测试')).json.data).toBe(2);
  });
});

describe('visibility and batch grants', () => {
  it('shows a salesperson their own and granted customers only, until revoked', async () => {
    const own = await addOk(sales, { name: '销售自建客户' });
    expect(own.businessUser).toEqual({ id: users['钱销售'], name: '钱销售' });
    const other = await addOk(admin, { name: '授权测试客户' });
    expect(await listNames(sales, 'name=授权测试')).toEqual([]);
    expect((await sales.get(`/v2/customer/detail?id=${other.id}`)).statusCode).toBe(404);

    const grant = await admin.post('/v2/customer/batchAddPermission', { customerIds: [other.id], userIds: [users['钱销售']] });
    expect(grant.statusCode).toBe(200);
    expect(await listNames(sales, 'name=授权测试')).toEqual(['授权测试客户']);
    expect((await admin.get(`/v2/customer/detail?id=${other.id}`)).json.data.grantedUsers).toEqual([{ id: users['钱销售'], name: '钱销售' }]);

    await admin.post('/v2/customer/batchRemovePermission', { customerIds: [other.id], userIds: [users['钱销售']] });
    expect(await listNames(sales, 'name=授权测试')).toEqual([]);
    expect(await listNames(dispatcher, 'name=销售自建')).toEqual(['销售自建客户']);
  });

  it('lets only administrators and dispatchers grant, and checks the input', async () => {
    const c = await addOk(admin, { name: '授权校验客户' });
    expect((await sales.post('/v2/customer/batchAddPermission', { customerIds: [c.id], userIds: [users['钱销售']] })).statusCode).toBe(403);
    const empty = await admin.post('/v2/customer/batchAddPermission', { customerIds: [c.id], userIds: [] });
    expect(empty.json.message).toBe('userIds: 请选择人员');
  });
});

describe('tenant isolation', () => {
  it('never shows or changes a customer of another enterprise', async () => {
    const c = await addOk(admin, { name: '隔离测试客户' });
    expect(await listNames(freeAdmin, 'name=隔离测试')).toEqual([]);
    expect((await freeAdmin.get(`/v2/customer/detail?id=${c.id}`)).statusCode).toBe(404);
    expect((await freeAdmin.post('/v2/customer/edit', { id: c.id, name: '改掉', phone: c.phone })).statusCode).toBe(404);
    expect((await freeAdmin.post('/customer/contact/save', { customerId: c.id, name: '混入', phone: '13900000000' })).statusCode).toBe(404);
    expect((await freeAdmin.delete(`/v2/customer/delete?ids=${c.id}`)).statusCode).toBe(404);
    // The same phone is free in another enterprise.
    expect((await add(freeAdmin, { name: '同号客户', phone: c.phone })).statusCode).toBe(200);
    expect((await admin.get(`/v2/customer/detail?id=${c.id}`)).json.data.name).toBe('隔离测试客户');
  });
});

describe('POST /v2/customer/edit', () => {
  it('changes the fields, keeps contacts, clears the owner with null and refuses a taken phone', async () => {
    const c = await addOk(admin, { name: '待修改客户', businessUserId: users['钱销售'], tagIds: [vipTag] });
    const taken = await addOk(admin, { name: '号码主人' });
    const res = await admin.post('/v2/customer/edit', { id: c.id, name: '已修改客户', phone: '075588880000', businessUserId: null, tagIds: [] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json.data).toMatchObject({ name: '已修改客户', phone: '075588880000', businessUser: null, tags: [], linkperson: '默认联系人' });
    const clash = await admin.post('/v2/customer/edit', { id: c.id, name: '已修改客户', phone: taken.phone });
    expect(clash.statusCode).toBe(409);
    expect((await admin.get(`/v2/customer/detail?id=${c.id}`)).json.data.phone).toBe('075588880000');
  });
});

describe('contacts: /customer/contact/save, setDefault, delete, count and /v2/customer/epLinkPersonList', () => {
  it('keeps exactly one default and lists contacts with their customer', async () => {
    const c = await addOk(admin, { name: '联系人测试客户', contacts: [{ name: '甲联系人', phone: '13800001111' }] });
    const saved = await admin.post('/customer/contact/save', { customerId: c.id, name: '乙联系人', phone: '13800002222', isDefault: true });
    expect(saved.json.data).toMatchObject({ name: '乙联系人', isDefault: true, customerName: '联系人测试客户' });
    const list = async () => (await admin.get(`/v2/customer/epLinkPersonList?customerId=${c.id}`)).json.data as ContactRow[];
    expect((await list()).map((x) => [x.name, x.isDefault])).toEqual([
      ['乙联系人', true],
      ['甲联系人', false],
    ]);
    const first = (await list()).find((x) => x.name === '甲联系人')!;
    await admin.post('/customer/contact/setDefault', { id: first.id });
    expect((await list())[0]).toMatchObject({ name: '甲联系人', isDefault: true });
    expect((await admin.get(`/v2/customer/detail?id=${c.id}`)).json.data.linkperson).toBe('甲联系人');

    const byName = (await admin.get('/v2/customer/epLinkPersonList?name=乙联系&customerName=联系人测试')).json.data as ContactRow[];
    expect(byName.map((x) => x.name)).toEqual(['乙联系人']);
    expect((await admin.get('/customer/contact/count?phone=13800002222')).json.data).toBe(1);

    // Deleting the default promotes the other; the last one stays.
    await admin.delete(`/customer/contact/delete?id=${first.id}`);
    expect((await list()).map((x) => [x.name, x.isDefault])).toEqual([['乙联系人', true]]);
    const last = await admin.delete(`/customer/contact/delete?id=${(await list())[0].id}`);
    expect(last.statusCode).toBe(400);
    expect(last.json.message).toBe('客户至少保留一个联系人');
  });

  it('never moves a contact to another customer', async () => {
    const one = await addOk(admin, { name: '联系人归属一' });
    const two = await addOk(admin, { name: '联系人归属二' });
    const contact = one.contacts[0];
    const res = await admin.post('/customer/contact/save', { id: contact.id, customerId: two.id, name: '搬家', phone: '13800003333' });
    expect(res.statusCode).toBe(400);
    expect(res.json.message).toBe('customerId: 联系人属于另一个客户，不能改到其他客户下');
    expect((await admin.get(`/v2/customer/detail?id=${one.id}`)).json.data.contacts[0].name).toBe('默认联系人');
  });
});

describe('addresses: /customer/address/save, setDefault, delete, list and count', () => {
  it('keeps one default, filters by map name and refuses an empty address', async () => {
    const c = await addOk(admin, { name: '地址测试客户' });
    const a1 = await admin.post('/customer/address/save', { customerId: c.id, region: '浙江省/杭州市/西湖区', detail: '文三路1号', mapName: '西湖文化广场' });
    expect(a1.json.data).toMatchObject({ isDefault: true, customerName: '地址测试客户' });
    const a2 = await admin.post('/customer/address/save', { customerId: c.id, detail: '延安路2号', mapName: '湖滨银泰', isDefault: true, lng: 120.16, lat: 30.25 });
    const rows = async () => (await admin.get(`/customer/address/list?customerId=${c.id}`)).json.data as AddressRow[];
    expect((await rows()).map((r) => [r.mapName, r.isDefault])).toEqual([
      ['湖滨银泰', true],
      ['西湖文化广场', false],
    ]);
    await admin.post('/customer/address/setDefault', { id: a1.json.data.id });
    expect((await rows())[0].mapName).toBe('西湖文化广场');
    expect((await admin.get('/customer/address/count?mapName=银泰')).json.data).toBe(1);
    await admin.delete(`/customer/address/delete?id=${a1.json.data.id}`);
    expect((await rows()).map((r) => [r.mapName, r.isDefault])).toEqual([['湖滨银泰', true]]);
    expect(a2.json.data.lng).toBe(120.16);
    const empty = await admin.post('/customer/address/save', { customerId: c.id });
    expect(empty.json.message).toBe('detail: 请输入地址');
    const badLat = await admin.post('/customer/address/save', { customerId: c.id, detail: 'x', lat: 100 });
    expect(badLat.json.message).toBe('lat: 纬度超出范围');
  });
});

describe('recycle bin: delete, /v2/customer/recycleBin, recycleBinCount and reduction', () => {
  it('moves customers to the recycle bin and restores them with contacts and addresses', async () => {
    const c = await addOk(admin, {
      name: '回收测试客户',
      contacts: [
        { name: '回收联系人甲', phone: '13700000001' },
        { name: '回收联系人乙', phone: '13700000002' },
      ],
      addresses: [{ detail: '回收路1号' }, { detail: '回收路2号' }],
    });
    const del = await admin.delete(`/v2/customer/delete?ids=${c.id}`);
    expect(del.json.message).toBe('删除成功');
    expect(await listNames(admin, 'name=回收测试')).toEqual([]);
    expect((await admin.get(`/v2/customer/detail?id=${c.id}`)).statusCode).toBe(404);
    expect((await admin.get('/v2/customer/epLinkPersonList?name=回收联系人')).json.data).toEqual([]);
    const bin = (await admin.get('/v2/customer/recycleBin?name=回收测试')).json.data;
    expect(bin).toEqual([
      { id: c.id, name: '回收测试客户', phone: c.phone, linkperson: '回收联系人甲', deletedAt: expect.any(String), deletedBy: { id: users['王管理'], name: '王管理' } },
    ]);
    expect((await admin.get('/v2/customer/recycleBinCount?name=回收测试')).json.data).toBe(1);
    const inBin = (await admin.get(`/v2/customer/recycleBinDetail?id=${c.id}`)).json.data as CustomerDetail;
    expect(inBin.contacts).toHaveLength(2);

    const restored = await admin.put('/v2/customer/reduction', { ids: [c.id] });
    expect(restored.json.message).toBe('还原成功');
    const detail = (await admin.get(`/v2/customer/detail?id=${c.id}`)).json.data as CustomerDetail;
    expect(detail.contacts.map((x) => x.name)).toEqual(['回收联系人甲', '回收联系人乙']);
    expect(detail.addresses.map((x) => x.detail)).toEqual(['回收路1号', '回收路2号']);
    expect((await admin.get('/v2/customer/recycleBinCount?name=回收测试')).json.data).toBe(0);
  });

  it('hides the customer products with their customer and restores them, QR code included', async () => {
    const c = await addOk(admin, { name: '回收产品客户' });
    const model = (await admin.post('/v2/product/save', { name: '回收测试机型' })).json.data as { id: number };
    const unit = (await admin.post('/v2/customer/production/save', { productId: model.id, customerId: c.id, serialNumber: 'RB-0001' })).json.data as { id: number };
    const [code] = (await admin.post('/productQR/generateDownloadQrUrl', { customerProductIds: [unit.id] })).json.data.codes as { token: string }[];
    const units = async () => (await admin.get(`/v2/customer/production/count?customerId=${c.id}`)).json.data as number;
    const publicView = () => t.app.inject({ method: 'GET', url: `/api/public/qr/${code.token}` });

    await admin.delete(`/v2/customer/delete?ids=${c.id}`);
    expect(await units()).toBe(0);
    expect((await admin.get('/v2/customer/production/count?keyword=RB-0001')).json.data).toBe(0);
    expect((await admin.get(`/v2/customer/production/detail?customerProductionId=${unit.id}`)).statusCode).toBe(404);
    expect((await admin.post('/v2/customer/production/save', { id: unit.id, productId: model.id, customerId: null })).statusCode).toBe(404);
    expect((await publicView()).statusCode).toBe(404);

    await admin.put('/v2/customer/reduction', { ids: [c.id] });
    expect(await units()).toBe(1);
    const detail = (await admin.get(`/v2/customer/production/detail?customerProductionId=${unit.id}`)).json.data;
    expect(detail.customer).toEqual({ id: c.id, name: '回收产品客户' });
    expect(detail.customerPro.qr.token).toBe(code.token);
    expect((await publicView()).statusCode).toBe(200);
  });

  it('frees the phone of a deleted customer and refuses to restore it once taken', async () => {
    const c = await addOk(admin, { name: '旧号客户' });
    await admin.delete(`/v2/customer/delete?ids=${c.id}`);
    await addOk(admin, { name: '新号客户', phone: c.phone });
    const res = await admin.put('/v2/customer/reduction', { ids: [c.id] });
    expect(res.statusCode).toBe(409);
    expect(res.json.message).toBe(`客户「旧号客户」的电话 ${c.phone} 已被其他客户使用，无法还原`);
    expect((await admin.get('/v2/customer/recycleBinCount?name=旧号')).json.data).toBe(1);
  });

  it('deletes all or none, asks for a selection and is closed to salespeople', async () => {
    const c = await addOk(admin, { name: '全有全无客户' });
    expect((await admin.delete(`/v2/customer/delete?ids=${c.id},99999999`)).statusCode).toBe(404);
    expect(await listNames(admin, 'name=全有全无')).toEqual(['全有全无客户']);
    expect((await admin.delete('/v2/customer/delete?ids=')).json.message).toBe('请选择需要删除的行');
    expect((await sales.delete(`/v2/customer/delete?ids=${c.id}`)).statusCode).toBe(403);
    expect((await sales.get('/v2/customer/recycleBin')).statusCode).toBe(403);
    expect((await admin.get(`/v2/customer/deleteCheck?ids=${c.id}`)).json.data).toEqual([]);
  });

  it('asks again, deleting nothing, when the open orders changed after the confirmation named them', async () => {
    const c = await addOk(admin, { name: '确认后新单客户' });
    const [{ enterpriseId }] = await t.app.db.system.select({ enterpriseId: customers.enterpriseId }).from(customers).where(eq(customers.id, c.id));
    const [orderType] = await t.app.db.system.select({ id: orderTypes.id }).from(orderTypes).where(and(eq(orderTypes.enterpriseId, enterpriseId), eq(orderTypes.name, '默认工单')));
    const [item] = await t.app.db.system.select({ id: serviceItems.id }).from(serviceItems).where(eq(serviceItems.enterpriseId, enterpriseId)).limit(1);
    const newOrder = () =>
      dispatcher.post('/v2/order/add', { templateId: orderType.id, customerId: c.id, serviceItemId: item.id, title: '空调不制冷', description: '客厅空调', appointmentTime: '2030-06-01 14:00' });
    const first = await newOrder();
    expect(first.statusCode, first.body).toBe(200);
    const seen = (await admin.get(`/v2/customer/deleteCheck?ids=${c.id}`)).json.data;
    expect(seen).toEqual([{ customerId: c.id, customerName: '确认后新单客户', openOrders: 1 }]);
    expect((await newOrder()).statusCode).toBe(200); // another dispatcher's order, after the confirmation

    const refused = await admin.delete(`/v2/customer/delete?ids=${c.id}&force=1&openOrders=1`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json.message).toBe('确认之后客户的未完成工单有变化，现在是：「确认后新单客户」（2个）。请刷新后重新确认');
    expect(await listNames(admin, 'name=确认后新单')).toEqual(['确认后新单客户']);
    expect((await admin.delete(`/v2/customer/delete?ids=${c.id}&force=1&openOrders=1,0`)).json.message).toBe('openOrders: openOrders 须与 ids 一一对应');

    expect((await admin.delete(`/v2/customer/delete?ids=${c.id}&force=1&openOrders=2`)).statusCode).toBe(200);
    expect(await listNames(admin, 'name=确认后新单')).toEqual([]);
  });
});

describe('GET /v2/customer/template', () => {
  it('answers the customer form of the template centre with its fixed fields', async () => {
    const res = await admin.get('/v2/customer/template');
    expect(res.json.data.type).toBe(2);
    expect(res.json.data.form.fields.map((f: { key: string }) => f.key)).toEqual(expect.arrayContaining(['customer_name', 'contact_name', 'contact_phone']));
  });

  it('checks custom values against the template centre and stores them', async () => {
    await admin.post('/detailcontrol/customer/saveField', { field: { key: 'industry', type: 1, title: '所属行业', required: true } });
    const missing = await add(admin, { name: '缺行业客户' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json.message).toMatch(/^customValues\.industry: /);
    const ok = await addOk(admin, { name: '有行业客户', customValues: { industry: '制造业' } });
    expect(ok.customValues).toEqual({ industry: '制造业' });
    await admin.delete('/detailcontrol/customer/delete?key=industry');
  });
});

describe('row-level security', () => {
  it('keeps the rows in the right enterprise', async () => {
    const c = await addOk(admin, { name: '行级安全客户' });
    const [row] = await t.app.db.system.select().from(customers).where(eq(customers.id, c.id));
    const paid = (await admin.get('/v2/sessionUser/info')).json.data.enterpriseId;
    expect(row.enterpriseId).toBe(paid);
  });
});
