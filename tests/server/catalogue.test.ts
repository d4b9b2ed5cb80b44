import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ServiceGroupRow, ServiceItemCategoryRow, ServiceItemRow } from '@domain/catalogue/catalogue.schemas';
import { operationLogs } from '@server/db/schema';
import { Client, useSignedIn, useTestApp } from '@tests/support/test-app';

const t = useTestApp();
const [admin, dispatcher, engineer] = useSignedIn(t, '13800000001', '13800000002', '13800000003');
let users: Record<string, number>;
let rootDepartmentId: number;

beforeAll(async () => {
  const rows = (await admin.get('/v2/user/list?pageSize=100')).json.data as { id: number; name: string; departmentId: number }[];
  users = Object.fromEntries(rows.map((u) => [u.name, u.id]));
  rootDepartmentId = rows.find((u) => u.name === '王管理')!.departmentId;
});

const LOOKUP_GROUPS = '/servicegroup/list?type=-1&searchText=&pageIndex=0&pageSize=1000';
const LOOKUP_ITEMS = '/v2/serverItem/getItemList?typeId=-1&name=&pageIndex=0&pageSize=9999';

const groups = async (c: Client = admin, query = LOOKUP_GROUPS) => (await c.get(query)).json.data as ServiceGroupRow[];
const groupNamed = async (name: string) => (await groups()).find((g) => g.name === name);
const categories = async () => (await admin.get('/v2/serverItem/category/list')).json.data as ServiceItemCategoryRow[];
const categoryId = async (name: string) => (await categories()).find((c) => c.name === name)!.id;
const items = async (query = LOOKUP_ITEMS) => (await admin.get(query)).json.data as ServiceItemRow[];
const itemNames = async (query: string) => (await items(query)).map((i) => i.name);

/** The catalogue's operation-log actions, oldest first. */
async function loggedActions(): Promise<string[]> {
  const paid = (await admin.get('/v2/sessionUser/info')).json.data.enterpriseId as number;
  const rows = await t.app.db.system
    .select({ action: operationLogs.action })
    .from(operationLogs)
    .where(and(eq(operationLogs.enterpriseId, paid), eq(operationLogs.module, 'catalogue')))
    .orderBy(operationLogs.id);
  return rows.map((r) => r.action);
}

describe('GET /servicegroup/list and /servicegroup/count', () => {
  it('answers the filter lookup with every group, its leader and members', async () => {
    const [first, second] = await groups();
    expect(first).toEqual({
      id: expect.any(Number),
      name: '服务一组',
      leader: { id: users['张师傅'], name: '张师傅' },
      members: [
        { id: users['张师傅'], name: '张师傅' },
        { id: users['多企业用户'], name: '多企业用户' },
      ],
      memberCount: 2,
      description: '',
      createTime: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(second).toMatchObject({ name: '安装组', leader: null, memberCount: 1 });
    expect((await admin.get('/servicegroup/count?type=-1')).json.data).toBe(2);
  });

  it('accepts the lookup page size of 1000 on the free plan too, and no more', async () => {
    const free = await Client.signIn(t.app, '13800000011');
    expect((await free.get(LOOKUP_GROUPS)).json).toEqual({ success: true, data: [] });
    const tooMany = await admin.get('/servicegroup/list?pageSize=1001');
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json.message).toContain('pageSize');
  });

  it('searches by name and pages from 0', async () => {
    expect((await groups(admin, '/servicegroup/list?searchText=安装')).map((g) => g.name)).toEqual(['安装组']);
    expect((await admin.get('/servicegroup/count?searchText=安装')).json.data).toBe(1);
    expect((await groups(admin, '/servicegroup/list?pageIndex=1&pageSize=1')).map((g) => g.name)).toEqual(['安装组']);
    expect(await groups(admin, '/servicegroup/list?searchText=%25')).toEqual([]);
  });

  it('narrows to the groups the caller leads (type 1) or belongs to (type 2)', async () => {
    expect((await groups(engineer, '/servicegroup/list?type=1')).map((g) => g.name)).toEqual(['服务一组']);
    expect((await groups(engineer, '/servicegroup/list?type=2')).map((g) => g.name)).toEqual(['服务一组', '安装组']);
    expect((await engineer.get('/servicegroup/count?type=2')).json.data).toBe(2);
    expect(await groups(dispatcher, '/servicegroup/list?type=2')).toEqual([]);
    const bad = await admin.get('/servicegroup/list?type=3');
    expect(bad.statusCode).toBe(400);
    expect(bad.json.message).toContain('type');
  });
});

describe('GET /servicegroup/detail', () => {
  it('gives one group, as the list does, to anyone of the enterprise', async () => {
    const listed = (await groupNamed('服务一组'))!;
    const res = await engineer.get(`/servicegroup/detail?id=${listed.id}`);
    expect(res.json).toEqual({ success: true, data: listed });
  });

  it("404s an unknown id or another enterprise's group, and names a bad id", async () => {
    const listed = (await groupNamed('服务一组'))!;
    expect((await admin.get('/servicegroup/detail?id=999999')).statusCode).toBe(404);
    const otherAdmin = await Client.signIn(t.app, '13800000021');
    expect((await otherAdmin.get(`/servicegroup/detail?id=${listed.id}`)).statusCode).toBe(404);
    const bad = await admin.get('/servicegroup/detail?id=abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json.message).toContain('id');
  });
});

describe('POST /servicegroup/save', () => {
  it('adds a group and edits it, logging both changes', async () => {
    const logged = (await loggedActions()).length;
    const added = await admin.post('/servicegroup/save', {
      name: '夜班组',
      leaderUserId: users['李派单'],
      memberIds: [users['李派单'], users['张师傅'], users['李派单']],
      description: '夜间抢修',
    });
    expect(added.json).toMatchObject({ success: true, message: '保存成功', data: { name: '夜班组', memberCount: 2, description: '夜间抢修' } });
    const { id } = added.json.data;
    const edited = await dispatcher.post('/servicegroup/save', { id, name: '夜班一组', leaderUserId: null, memberIds: [users['张师傅']] });
    expect(edited.json.data).toMatchObject({ id, name: '夜班一组', leader: null, members: [{ id: users['张师傅'], name: '张师傅' }], description: '' });
    expect((await loggedActions()).slice(logged)).toEqual(['service-group.create', 'service-group.update']);
  });

  it('refuses a name the enterprise already uses', async () => {
    const res = await admin.post('/servicegroup/save', { name: '服务一组', memberIds: [] });
    expect(res.statusCode).toBe(409);
    expect(res.json.message).toBe('服务组名称已存在');
    const install = (await groupNamed('安装组'))!;
    expect((await admin.post('/servicegroup/save', { id: install.id, name: ' 服务一组 ', memberIds: [] })).statusCode).toBe(409);
  });

  it('requires the leader to be a member', async () => {
    const res = await admin.post('/servicegroup/save', { name: '无组长组', leaderUserId: users['张师傅'], memberIds: [users['多企业用户']] });
    expect(res.statusCode).toBe(400);
    expect(res.json.message).toBe('组长必须是服务组成员');
  });

  it('takes only active service staff and dispatchers of the enterprise, naming the one refused', async () => {
    const logged = (await loggedActions()).length;
    const employee = await admin.post('/servicegroup/save', { name: '新组', memberIds: [users['张师傅'], users['赵员工']] });
    expect(employee.statusCode).toBe(400);
    expect(employee.json.message).toBe('赵员工不是服务人员或派单员，不能加入服务组');

    const created = await admin.post('/stand/user', { name: '停用师傅', mobile: '13600000701', departmentId: rootDepartmentId, roles: [2] });
    await admin.put('/stand/user', { id: created.json.data.id, status: 0 });
    const disabled = await admin.post('/servicegroup/save', { name: '新组', memberIds: [created.json.data.id] });
    expect(disabled.statusCode).toBe(400);
    expect(disabled.json.message).toBe('停用师傅已禁用或已删除，不能加入服务组');

    const stranger = await admin.post('/servicegroup/save', { name: '新组', memberIds: [999999] });
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json.message).toBe('成员不存在（id 999999）');
    expect(await groupNamed('新组')).toBeUndefined();
    expect(await loggedActions()).toHaveLength(logged);
  });

  it('names the field of invalid input and 404s an unknown group', async () => {
    const noName = await admin.post('/servicegroup/save', { name: '  ', memberIds: [] });
    expect(noName.statusCode).toBe(400);
    expect(noName.json.message).toContain('name');
    const noMembers = await admin.post('/servicegroup/save', { name: '缺成员' });
    expect(noMembers.json.message).toContain('memberIds');
    expect((await admin.post('/servicegroup/save', { id: 999999, name: '幽灵组', memberIds: [] })).statusCode).toBe(404);
  });

  it('is for administrators and dispatchers only', async () => {
    const res = await engineer.post('/servicegroup/save', { name: '自建组', memberIds: [users['张师傅']] });
    expect(res.statusCode).toBe(403);
    expect((await engineer.delete(`/servicegroup/delete?ids=${(await groupNamed('安装组'))!.id}`)).statusCode).toBe(403);
  });
});

describe('DELETE /servicegroup/delete', () => {
  it('asks for a selection when none is given', async () => {
    const res = await admin.delete('/servicegroup/delete?ids=');
    expect(res.statusCode).toBe(400);
    expect(res.json.message).toBe('请选择需要删除的行');
  });

  it('deletes all the chosen groups or, with an unknown id among them, none', async () => {
    const a = (await admin.post('/servicegroup/save', { name: '临时甲', memberIds: [] })).json.data.id;
    const b = (await admin.post('/servicegroup/save', { name: '临时乙', memberIds: [users['张师傅']] })).json.data.id;
    expect((await admin.delete(`/servicegroup/delete?ids=${a},999999`)).statusCode).toBe(404);
    expect(await groupNamed('临时甲')).toBeDefined();
    const res = await dispatcher.delete(`/servicegroup/delete?ids=${a},${b}`);
    expect(res.json).toEqual({ success: true, message: '删除成功' });
    expect(await groupNamed('临时甲')).toBeUndefined();
    expect(await groupNamed('临时乙')).toBeUndefined();
    expect((await loggedActions()).at(-1)).toBe('service-group.delete');
  });
});

describe('service item categories', () => {
  it('lists the top categories with their item counts', async () => {
    expect(await categories()).toEqual([
      { id: expect.any(Number), name: '维修', parentId: null, itemCount: 2 },
      { id: expect.any(Number), name: '安装', parentId: null, itemCount: 1 },
      { id: expect.any(Number), name: '保养', parentId: null, itemCount: 1 },
    ]);
  });

  it('adds a sub-category and allows the same name under another parent only', async () => {
    const repair = await categoryId('维修');
    const sub = await admin.post('/v2/serverItem/category/save', { name: '家电', parentId: repair });
    expect(sub.json).toMatchObject({ success: true, message: '保存成功', data: { name: '家电', parentId: repair, itemCount: 0 } });
    const twin = await admin.post('/v2/serverItem/category/save', { name: '家电', parentId: repair });
    expect(twin.statusCode).toBe(409);
    expect(twin.json.message).toBe('同级下已有同名的服务分类');
    expect((await admin.post('/v2/serverItem/category/save', { name: '家电', parentId: await categoryId('安装') })).statusCode).toBe(200);
  });

  it('keeps the tree at two levels', async () => {
    const sub = (await categories()).find((c) => c.name === '家电' && c.parentId !== null)!;
    const third = await admin.post('/v2/serverItem/category/save', { name: '冰箱类', parentId: sub.id });
    expect(third.statusCode).toBe(400);
    expect(third.json.message).toBe('服务分类最多两级');
    const repair = await categoryId('维修');
    const moved = await admin.post('/v2/serverItem/category/save', { id: repair, name: '维修', parentId: await categoryId('保养') });
    expect(moved.json.message).toBe('服务分类最多两级');
    const itself = await admin.post('/v2/serverItem/category/save', { id: repair, name: '维修', parentId: repair });
    expect(itself.json.message).toBe('分类不能放在自己下面');
    expect((await admin.post('/v2/serverItem/category/save', { name: '孤儿', parentId: 999999 })).statusCode).toBe(404);
  });

  it('refuses to delete a category that holds items or sub-categories', async () => {
    const withItems = await admin.delete(`/v2/serverItem/category/delete?ids=${await categoryId('保养')}`);
    expect(withItems.statusCode).toBe(409);
    expect(withItems.json.message).toBe('服务分类“保养”下还有服务项目，不能删除');
    const withChildren = await admin.delete(`/v2/serverItem/category/delete?ids=${await categoryId('安装')}`);
    expect(withChildren.json.message).toBe('服务分类“安装”下还有子分类，不能删除');
    expect((await admin.delete('/v2/serverItem/category/delete')).json.message).toBe('请选择需要删除的行');
  });

  it('deletes an empty category together with its empty sub-categories', async () => {
    const top = (await admin.post('/v2/serverItem/category/save', { name: '临时分类' })).json.data.id;
    const sub = (await admin.post('/v2/serverItem/category/save', { name: '临时子类', parentId: top })).json.data.id;
    expect((await admin.delete(`/v2/serverItem/category/delete?ids=${top},${sub}`)).json.message).toBe('删除成功');
    expect((await categories()).some((c) => c.id === top || c.id === sub)).toBe(false);
  });

  it('is managed by administrators only', async () => {
    expect((await dispatcher.post('/v2/serverItem/category/save', { name: '派单分类' })).statusCode).toBe(403);
    expect((await dispatcher.get('/v2/serverItem/category/list')).statusCode).toBe(200);
  });
});

describe('GET /v2/serverItem/getItemList and /v2/serverItem/getItemCount', () => {
  it('answers the filter lookup with every item, its category and price', async () => {
    const all = await items();
    expect(all.find((i) => i.name === '空调维修')).toEqual({
      id: expect.any(Number),
      name: '空调维修',
      categoryId: await categoryId('维修'),
      categoryName: '维修',
      price: '150.00',
      description: '',
      enabled: true,
      sort: 0,
    });
    expect(all.map((i) => i.name).sort()).toEqual(['冰箱维修', '年度保养', '空调维修', '空调安装'].sort());
    const tooMany = await admin.get('/v2/serverItem/getItemList?pageSize=10000');
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json.message).toContain('pageSize');
  });

  it('filters by a category with its sub-categories, by no category and by name', async () => {
    const repair = await categoryId('维修');
    const appliances = (await categories()).find((c) => c.name === '家电' && c.parentId === repair)!.id;
    await admin.post('/v2/serverItem/save', { name: '洗衣机维修', categoryId: appliances, price: 80, sort: 2 });
    await admin.post('/v2/serverItem/save', { name: '上门费', price: '30.5' });
    expect(await itemNames(`/v2/serverItem/getItemList?typeId=${repair}`)).toEqual(['空调维修', '冰箱维修', '洗衣机维修']);
    expect(await itemNames(`/v2/serverItem/getItemList?typeId=${appliances}`)).toEqual(['洗衣机维修']);
    expect((await admin.get(`/v2/serverItem/getItemCount?typeId=${repair}`)).json.data).toBe(3);
    expect(await itemNames('/v2/serverItem/getItemList?typeId=0')).toEqual(['上门费']);
    expect(await itemNames('/v2/serverItem/getItemList?name=空调')).toEqual(['空调维修', '空调安装']);
    expect((await admin.get('/v2/serverItem/getItemCount?name=空调')).json.data).toBe(2);
  });
});

describe('POST /v2/serverItem/save', () => {
  it('adds an item with a two-decimal price and edits it, logging both', async () => {
    const logged = (await loggedActions()).length;
    const added = await admin.post('/v2/serverItem/save', { name: '管道疏通', categoryId: await categoryId('维修'), price: 99.9, description: '含材料' });
    expect(added.json).toMatchObject({ success: true, message: '保存成功', data: { name: '管道疏通', price: '99.90', categoryName: '维修', enabled: true } });
    const { id } = added.json.data;
    const edited = await admin.post('/v2/serverItem/save', { id, name: '管道疏通', price: null, enabled: false, sort: 5 });
    expect(edited.json.data).toMatchObject({ id, categoryId: null, categoryName: null, price: null, description: '', enabled: false, sort: 5 });
    expect((await loggedActions()).slice(logged)).toEqual(['service-item.create', 'service-item.update']);
  });

  it.each([[-1], [1.005], ['abc'], ['12345678901'], [true]])('refuses the price %s naming the field', async (price) => {
    const res = await admin.post('/v2/serverItem/save', { name: '坏价格', price });
    expect(res.statusCode).toBe(400);
    expect(res.json.message).toContain('price');
  });

  it('refuses a duplicate in the same category, an unknown category and an unknown item', async () => {
    const twin = await admin.post('/v2/serverItem/save', { name: '空调维修', categoryId: await categoryId('维修') });
    expect(twin.statusCode).toBe(409);
    expect(twin.json.message).toBe('该分类下已有同名的服务项目');
    expect((await admin.post('/v2/serverItem/save', { name: '空调维修', categoryId: await categoryId('保养') })).statusCode).toBe(200);
    expect((await admin.post('/v2/serverItem/save', { name: '无类', categoryId: 999999 })).statusCode).toBe(404);
    expect((await admin.post('/v2/serverItem/save', { id: 999999, name: '幽灵' })).statusCode).toBe(404);
  });

  it('is for administrators only', async () => {
    expect((await dispatcher.post('/v2/serverItem/save', { name: '派单项目' })).statusCode).toBe(403);
    expect((await engineer.get(LOOKUP_ITEMS)).statusCode).toBe(200);
  });
});

describe('DELETE /v2/serverItem/delete', () => {
  it('deletes the chosen items, after which their category may go', async () => {
    const care = await categoryId('保养');
    const inCare = await items(`/v2/serverItem/getItemList?typeId=${care}`);
    expect((await admin.delete('/v2/serverItem/delete?ids=')).json.message).toBe('请选择需要删除的行');
    expect((await admin.delete(`/v2/serverItem/delete?ids=${inCare[0].id},999999`)).statusCode).toBe(404);
    expect((await admin.delete(`/v2/serverItem/delete?ids=${inCare.map((i) => i.id).join(',')}`)).json.message).toBe('删除成功');
    expect((await admin.delete(`/v2/serverItem/delete?ids=${inCare[0].id}`)).statusCode).toBe(404);
    expect((await admin.delete(`/v2/serverItem/category/delete?ids=${care}`)).statusCode).toBe(200);
    expect((await loggedActions()).slice(-2)).toEqual(['service-item.delete', 'service-item-category.delete']);
  });
});
