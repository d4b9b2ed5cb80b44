import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { Client, useSignedIn, useTestApp } from '@tests/support/test-app';

interface Dept {
  id: number;
  parent_id: number | null;
  name: string;
  sort: number;
  userCount: number;
}

const t = useTestApp();
const [admin] = useSignedIn(t, '13800000001');

const departments = async (c: Client = admin) => (await c.get('/stand/dept')).json.data as Dept[];

describe('GET /stand/dept', () => {
  it('lists the departments flat, root first, with the active users placed in each', async () => {
    const list = await departments();
    expect(list[0]).toMatchObject({ parent_id: null, name: '示例科技有限公司', userCount: 3 });
    expect(list.slice(1).map((d) => d.name)).toEqual(['客服部', '服务一部', '服务二部', '仓储部', '财务部', '销售部']);
    expect(list.slice(1).every((d) => d.parent_id === list[0].id)).toBe(true);
    expect(list.find((d) => d.name === '客服部')!.userCount).toBe(3);
  });

  it('is readable by any role', async () => {
    const engineer = await Client.signIn(t.app, '13800000003');
    expect(await departments(engineer)).toHaveLength(7);
  });

  it('does not count a disabled user', async () => {
    const [li] = (await admin.get('/v2/user/list?keyword=13800000002')).json.data;
    await admin.put('/stand/user', { id: li.id, status: 0 });
    expect((await departments()).find((d) => d.name === '客服部')!.userCount).toBe(2);
    await admin.put('/stand/user', { id: li.id, status: 1 });
  });
});

describe('GET /stand/dept/parentIdList', () => {
  it('gives the ids from the root down to the department', async () => {
    const list = await departments();
    const root = list[0];
    const sales = list.find((d) => d.name === '销售部')!;
    expect((await admin.get(`/stand/dept/parentIdList?id=${sales.id}`)).json.data).toEqual([root.id, sales.id]);
    expect((await admin.get(`/stand/dept/parentIdList?id=${root.id}`)).json.data).toEqual([root.id]);
  });

  it('answers 404 for an unknown department and 400 for a missing id', async () => {
    expect((await admin.get('/stand/dept/parentIdList?id=999999')).statusCode).toBe(404);
    const missing = await admin.get('/stand/dept/parentIdList');
    expect(missing.statusCode).toBe(400);
    expect(missing.json.message).toContain('id');
  });
});

describe('POST /stand/user department', () => {
  it('places the new user in the department and counts them there', async () => {
    const stock = (await departments()).find((d) => d.name === '仓储部')!;
    await admin.post('/stand/user', { name: '新仓管', mobile: '13600000101', departmentId: stock.id, roles: [9] });
    expect((await departments()).find((d) => d.name === '仓储部')!.userCount).toBe(stock.userCount + 1);
  });

  it('refuses a department that does not exist', async () => {
    const res = await admin.post('/stand/user', { name: '无部门', mobile: '13600000102', departmentId: 999999, roles: [2] });
    expect(res.statusCode).toBe(400);
    expect(res.json.message).toBe('部门不存在');
  });

  it('moves a user to another department', async () => {
    const list = await departments();
    const finance = list.find((d) => d.name === '财务部')!;
    const [qian] = (await admin.get('/v2/user/list?keyword=13800000005')).json.data;
    await admin.put('/stand/user', { id: qian.id, departmentId: finance.id });
    const [moved] = (await admin.get(`/v2/user/list?departmentId=${finance.id}&keyword=13800000005`)).json.data;
    expect(moved.departmentName).toBe('财务部');
  });
});

const operations = (enterpriseId: number, action: string) =>
  t.app.db.system.execute<{ summary: string }>(
    sql`select summary from operation_logs where enterprise_id = ${enterpriseId} and action = ${action} order by id`,
  );
const enterpriseOf = async (c: Client) => (await c.get('/v2/sessionUser/info')).json.data.enterpriseId as number;
const named = async (name: string) => (await departments()).find((d) => d.name === name)!;

describe('POST /stand/dept', () => {
  it('adds a department under a parent, at the end of its children, and logs it', async () => {
    const serviceOne = await named('服务一部');
    const res = await admin.post('/stand/dept', { name: '  一部一组 ', parentId: serviceOne.id });
    expect(res.statusCode).toBe(200);
    const second = await admin.post('/stand/dept', { name: '一部二组', parentId: serviceOne.id });
    const added = (await departments()).filter((d) => d.parent_id === serviceOne.id);
    expect(added.map((d) => [d.id, d.name])).toEqual([
      [res.json.data.id, '一部一组'],
      [second.json.data.id, '一部二组'],
    ]);
    const log = await operations(await enterpriseOf(admin), 'department.create');
    expect(log.rows.map((r) => r.summary)).toContain('新增部门：一部一组（上级：服务一部）');
  });

  it('refuses a name a sibling has, an empty name and an unknown parent', async () => {
    const root = (await departments())[0];
    const twin = await admin.post('/stand/dept', { name: '客服部', parentId: root.id });
    expect(twin.statusCode).toBe(409);
    expect(twin.json.message).toBe('同一上级部门下已有同名部门');
    const empty = await admin.post('/stand/dept', { name: ' ', parentId: root.id });
    expect(empty.statusCode).toBe(400);
    expect(empty.json.message).toContain('name');
    expect((await admin.post('/stand/dept', { name: '孤儿', parentId: 999999 })).statusCode).toBe(400);
  });

  it('is for administrators only', async () => {
    const dispatcher = await Client.signIn(t.app, '13800000002');
    const root = (await departments())[0];
    expect((await dispatcher.post('/stand/dept', { name: '越权', parentId: root.id })).statusCode).toBe(403);
    expect((await dispatcher.put('/stand/dept', { id: root.id, name: '越权' })).statusCode).toBe(403);
    expect((await dispatcher.delete(`/stand/dept?ids=${root.id}`)).statusCode).toBe(403);
  });
});

describe('PUT /stand/dept', () => {
  it('renames a department, the root too', async () => {
    const stock = await named('仓储部');
    expect((await admin.put('/stand/dept', { id: stock.id, name: '仓库部' })).statusCode).toBe(200);
    expect((await departments()).find((d) => d.id === stock.id)!.name).toBe('仓库部');
    const root = (await departments())[0];
    expect((await admin.put('/stand/dept', { id: root.id, name: '示例科技' })).statusCode).toBe(200);
    await admin.put('/stand/dept', { id: root.id, name: root.name });
    const log = await operations(await enterpriseOf(admin), 'department.update');
    expect(log.rows[0].summary).toBe('修改部门：仓储部 → 仓库部');
  });

  it('moves a department with its sub-departments under another', async () => {
    const serviceOne = await named('服务一部');
    const serviceTwo = await named('服务二部');
    expect((await admin.put('/stand/dept', { id: serviceOne.id, parentId: serviceTwo.id })).statusCode).toBe(200);
    expect((await admin.get(`/stand/dept/parentIdList?id=${(await named('一部一组')).id}`)).json.data).toEqual([
      serviceTwo.parent_id,
      serviceTwo.id,
      serviceOne.id,
      (await named('一部一组')).id,
    ]);
    await admin.put('/stand/dept', { id: serviceOne.id, parentId: serviceTwo.parent_id });
  });

  it('refuses to move a department under itself or one of its sub-departments', async () => {
    const serviceOne = await named('服务一部');
    const child = await named('一部一组');
    for (const parentId of [serviceOne.id, child.id]) {
      const res = await admin.put('/stand/dept', { id: serviceOne.id, parentId });
      expect(res.statusCode).toBe(400);
      expect(res.json.message).toBe('不能移到本部门或其下级部门之下');
    }
    expect((await named('服务一部')).parent_id).toBe((await departments())[0].id);
  });

  it('never moves the root, and refuses a move next to a namesake', async () => {
    const root = (await departments())[0];
    const res = await admin.put('/stand/dept', { id: root.id, parentId: (await named('客服部')).id });
    expect(res.statusCode).toBe(409);
    expect(res.json.message).toBe('根部门不能移动');
    const serviceOne = await named('服务一部');
    const namesake = await admin.post('/stand/dept', { name: '客服部', parentId: serviceOne.id });
    const clash = await admin.put('/stand/dept', { id: namesake.json.data.id, parentId: root.id });
    expect(clash.statusCode).toBe(409);
    expect(clash.json.message).toBe('同一上级部门下已有同名部门');
    await admin.delete(`/stand/dept?ids=${namesake.json.data.id}`);
  });

  it('answers 404 for a department that is not there, and 400 when there is nothing to change', async () => {
    expect((await admin.put('/stand/dept', { id: 999999, name: '无' })).statusCode).toBe(404);
    const root = (await departments())[0];
    const nothing = await admin.put('/stand/dept', { id: root.id });
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json.message).toBe('请提供 name 或 parentId');
  });
});

describe('DELETE /stand/dept', () => {
  it('refuses while the department or a sub-department has members, disabled ones included', async () => {
    const serviceOne = await named('服务一部');
    const child = await named('一部二组');
    const [zhang] = (await admin.get('/v2/user/list?keyword=13800000003')).json.data;
    expect(zhang.departmentId).toBe(serviceOne.id);
    await admin.put('/v2/user/move', { ids: [zhang.id], departmentId: child.id });
    await admin.put('/stand/user', { id: zhang.id, status: 0 });
    for (const ids of [child.id, serviceOne.id]) {
      const res = await admin.delete(`/stand/dept?ids=${ids}`);
      expect(res.statusCode).toBe(409);
      expect(res.json.message).toBe('部门下还有成员，请先移走成员');
    }
    await admin.put('/stand/user', { id: zhang.id, status: 1 });
    await admin.put('/v2/user/move', { ids: [zhang.id], departmentId: serviceOne.id });
  });

  it('refuses a department whose sub-departments stay, and deletes them together', async () => {
    const serviceOne = await named('服务一部');
    const [first, second] = [await named('一部一组'), await named('一部二组')];
    const ownOnly = await admin.post('/stand/dept', { name: '一部三组', parentId: first.id });
    const parentFirst = await admin.delete(`/stand/dept?ids=${first.id}`);
    expect(parentFirst.statusCode).toBe(409);
    expect(parentFirst.json.message).toBe('请先删除子部门');
    expect((await admin.delete(`/stand/dept?ids=${first.id},${second.id},${ownOnly.json.data.id}`)).json.message).toBe('删除成功');
    expect((await departments()).filter((d) => d.parent_id === serviceOne.id)).toEqual([]);
  });

  it('never deletes the root, deletes all or none, and names an empty selection', async () => {
    const root = (await departments())[0];
    const rootRes = await admin.delete(`/stand/dept?ids=${root.id}`);
    expect(rootRes.statusCode).toBe(409);
    expect(rootRes.json.message).toBe('根部门不能删除');
    const spare = await admin.post('/stand/dept', { name: '临时部', parentId: root.id });
    expect((await admin.delete(`/stand/dept?ids=${spare.json.data.id},999999`)).statusCode).toBe(404);
    expect((await departments()).some((d) => d.name === '临时部')).toBe(true);
    const empty = await admin.delete('/stand/dept?ids=');
    expect(empty.statusCode).toBe(400);
    expect(empty.json.message).toBe('请选择需要删除的行');
    await admin.delete(`/stand/dept?ids=${spare.json.data.id}`);
  });
});
