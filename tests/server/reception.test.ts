import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { Client, useSignedIn, useTestApp } from '@tests/support/test-app';

interface Person {
  userId: number;
  name: string;
  phone: string;
  maxConcurrent: number;
  enabled: boolean;
  userStatus: number;
  createTime: string;
}

const t = useTestApp();
const [admin] = useSignedIn(t, '13800000001');

// The demo makes 孙接待 and 王管理 reception staff (for online chat); this file starts from none.
beforeAll(() => t.app.db.system.execute(sql`delete from reception_personnel`));

const list = async (c: Client = admin) => (await c.get('/receptionPersonnel/list')).json.data as Person[];
const userId = async (phone: string) => ((await admin.get(`/v2/user/list?keyword=${phone}`)).json.data as { id: number }[])[0].id;

describe('POST /receptionPersonnel/save', () => {
  it('adds a reception support user with defaults, and an administrator', async () => {
    const sun = await userId('13800000006');
    expect((await admin.post('/receptionPersonnel/save', { userId: sun })).json.message).toBe('保存成功');
    await admin.post('/receptionPersonnel/save', { userId: await userId('13800000001'), maxConcurrent: 2, enabled: false });
    const people = await list();
    expect(people.map(({ createTime: _, userId: __, ...p }) => p)).toEqual([
      { name: '孙接待', phone: '13800000006', maxConcurrent: 5, enabled: true, userStatus: 1 },
      { name: '王管理', phone: '13800000001', maxConcurrent: 2, enabled: false, userStatus: 1 },
    ]);
    const { rows } = await t.app.db.system.execute<{ summary: string }>(sql`select summary from operation_logs where module = 'reception' order by id`);
    expect(rows.map((r) => r.summary)).toEqual(['添加接待人员：孙接待', '添加接待人员：王管理']);
  });

  it('changes the maximum and the switch of someone already there', async () => {
    const sun = await userId('13800000006');
    await admin.post('/receptionPersonnel/save', { userId: sun, maxConcurrent: 50, enabled: false });
    expect((await list()).find((p) => p.userId === sun)).toMatchObject({ maxConcurrent: 50, enabled: false });
  });

  it('keeps the maximum between 1 and 50, naming the field', async () => {
    const sun = await userId('13800000006');
    for (const maxConcurrent of [0, 51, 2.5, 'x']) {
      const res = await admin.post('/receptionPersonnel/save', { userId: sun, maxConcurrent, enabled: true });
      expect(res.statusCode).toBe(400);
      expect(res.json.message).toContain('maxConcurrent');
    }
    expect((await list()).find((p) => p.userId === sun)!.maxConcurrent).toBe(50);
  });

  it('takes only active users holding reception support or administrator', async () => {
    const engineer = await admin.post('/receptionPersonnel/save', { userId: await userId('13800000003') });
    expect(engineer.statusCode).toBe(409);
    expect(engineer.json.message).toBe('张师傅不是接待客服或系统管理员，不能设为接待人员');
    const zhou = await userId('13800000007');
    await admin.put('/stand/user', { id: zhou, roles: [7, 6] });
    await admin.put('/stand/user', { id: zhou, status: 0 });
    const disabled = await admin.post('/receptionPersonnel/save', { userId: zhou });
    expect(disabled.statusCode).toBe(409);
    expect(disabled.json.message).toBe('该成员已禁用，不能设为接待人员');
    await admin.put('/stand/user', { id: zhou, status: 1 });
    expect((await admin.post('/receptionPersonnel/save', { userId: 999999 })).statusCode).toBe(404);
    expect((await list()).map((p) => p.name)).toEqual(['孙接待', '王管理']);
  });

  it('shows when a reception person’s own account is disabled', async () => {
    const zhou = await userId('13800000007');
    await admin.post('/receptionPersonnel/save', { userId: zhou });
    await admin.put('/stand/user', { id: zhou, status: 0 });
    expect((await list()).find((p) => p.userId === zhou)).toMatchObject({ name: '周回访', userStatus: 0 });
    await admin.put('/stand/user', { id: zhou, status: 1 });
  });
});

describe('DELETE /receptionPersonnel/delete', () => {
  it('removes all the given people or none', async () => {
    const [sun, wang] = [await userId('13800000006'), await userId('13800000001')];
    expect((await admin.delete(`/receptionPersonnel/delete?userIds=${sun},${await userId('13800000003')}`)).statusCode).toBe(404);
    expect(await list()).toHaveLength(3);
    expect((await admin.delete(`/receptionPersonnel/delete?userIds=${sun},${wang}`)).json.message).toBe('删除成功');
    expect((await list()).map((p) => p.name)).toEqual(['周回访']);
    const empty = await admin.delete('/receptionPersonnel/delete?userIds=');
    expect(empty.statusCode).toBe(400);
    expect(empty.json.message).toBe('请选择需要删除的行');
  });
});

describe('access', () => {
  it('is for administrators only', async () => {
    const reception = await Client.signIn(t.app, '13800000006');
    expect((await reception.get('/receptionPersonnel/list')).statusCode).toBe(403);
    expect((await reception.post('/receptionPersonnel/save', { userId: await userId('13800000006') })).statusCode).toBe(403);
    expect((await reception.delete(`/receptionPersonnel/delete?userIds=${await userId('13800000007')}`)).statusCode).toBe(403);
  });
});
