import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { UsersService } from '@server/modules/users/users.service';
import { Client, useSignedIn, useTestApp } from '@tests/support/test-app';

interface Row {
  id: number;
  name: string;
  phone: string;
  departmentId: number;
  departmentName: string;
  roles: number[];
  roleNames: string[];
  currentRole: number;
  status: number;
  createTime: string;
}

const t = useTestApp();
const [admin] = useSignedIn(t, '13800000001');

const rows = async (c: Client, query = '') => (await c.get(`/v2/user/list?${query}`)).json.data as Row[];
const findByPhone = async (phone: string) => (await rows(admin, `keyword=${phone}`))[0];
const departments = async () =>
  (await admin.get('/stand/dept')).json.data as { id: number; parent_id: number | null; name: string }[];

describe('GET /v2/user/list and /v2/user/count', () => {
  it('pages through the enterprise users from page 0', async () => {
    const first = await rows(admin, 'pageIndex=0&pageSize=10');
    const second = await rows(admin, 'pageIndex=1&pageSize=10');
    const total = (await admin.get('/v2/user/count')).json.data;
    expect(first).toHaveLength(10);
    expect(first.length + second.length).toBe(total);
    expect(new Set([...first, ...second].map((r) => r.id)).size).toBe(total);
  });

  it('describes each user with department, roles and status', async () => {
    const [wang] = await rows(admin, 'keyword=王管理');
    expect(wang).toMatchObject({
      name: '王管理',
      phone: '13800000001',
      departmentName: '示例科技有限公司',
      roles: [3, 1, 10],
      roleNames: ['系统管理员', '派单员', '管理层'],
      currentRole: 3,
      status: 1,
    });
    expect(Date.parse(wang.createTime)).not.toBeNaN();
  });

  it('searches by part of a name or a phone', async () => {
    expect((await rows(admin, `keyword=${encodeURIComponent('师傅')}`)).map((r) => r.name)).toEqual(['张师傅']);
    expect((await rows(admin, 'keyword=00000008')).map((r) => r.name)).toEqual(['吴财务']);
    expect(await rows(admin, 'keyword=%25')).toEqual([]);
  });

  it('includes sub-departments when filtering by department', async () => {
    const list = await departments();
    const root = list.find((d) => d.parent_id === null)!;
    const serviceOne = list.find((d) => d.name === '服务一部')!;
    expect((await admin.get(`/v2/user/count?departmentId=${root.id}`)).json.data).toBe((await admin.get('/v2/user/count')).json.data);
    expect((await rows(admin, `departmentId=${serviceOne.id}`)).map((r) => r.name)).toEqual(['张师傅']);
  });

  it('filters by role held and by status, and ignores empty filters', async () => {
    expect((await rows(admin, 'role=10')).map((r) => r.name)).toEqual(['王管理', '冯总监']);
    expect((await admin.get('/v2/user/count?status=0&keyword=&departmentId=')).json.data).toBe(0);
  });

  it('refuses a page size the spec does not offer, naming the field', async () => {
    const res = await admin.get('/v2/user/list?pageSize=7');
    expect(res.statusCode).toBe(400);
    expect(res.json.message).toContain('pageSize');
  });
});

describe('role lookups', () => {
  it('lists active holders of a role for pickers', async () => {
    const data = (await admin.get('/v2/user/getUserWithRole?role=2')).json.data;
    expect(data.map((u: { name: string }) => u.name)).toEqual(['张师傅', '多企业用户']);
    expect(Object.keys(data[0]).sort()).toEqual(['id', 'name', 'phone']);
  });

  it('counts active users of each of the ten roles', async () => {
    const data = (await admin.get('/v2/user/roleList')).json.data as { type: number; name: string; count: number }[];
    expect(data).toHaveLength(10);
    expect(data.find((r) => r.type === 1)).toEqual({ type: 1, name: '派单员', count: 2 });
    expect(data.find((r) => r.type === 3)!.count).toBe(1);
  });

  it('pages the users of one role and counts them', async () => {
    const list = (await admin.get('/user/roleUserList?role=1&pageIndex=0&pageSize=10')).json.data as Row[];
    expect(list.map((r) => r.name)).toEqual(['王管理', '李派单']);
    expect((await admin.get('/user/roleUserCount?role=1')).json.data).toBe(2);
    expect((await admin.get('/user/roleUserCount?role=11')).statusCode).toBe(400);
  });

  it('names users by id', async () => {
    const [li, zhang] = [await findByPhone('13800000002'), await findByPhone('13800000003')];
    const data = (await admin.get(`/user/names/${li.id},${zhang.id}`)).json.data;
    expect(data).toEqual(expect.arrayContaining([{ id: li.id, name: '李派单' }, { id: zhang.id, name: '张师傅' }]));
    expect((await admin.get('/user/names/1,x')).statusCode).toBe(400);
  });

  it('shows a role its menu resources and permission codes with names, to administrators only', async () => {
    const menu = (await admin.get('/role/menu/list?role=3&pageSize=500')).json.data as { key: string; name: string }[];
    expect(menu).toContainEqual({ key: 'set_organization_structure', name: '组织架构' });
    expect((await admin.get('/role/menu/count?role=3')).json.data).toBe(menu.length);
    expect((await admin.get('/ep/right/list?role=2')).json.data).toEqual([
      { code: '01001', name: '工单详情' },
      { code: '05001', name: '备件详情' },
      { code: '12001', name: '服务项目详情' },
      { code: '18001', name: '维修详情' },
    ]);
    expect((await admin.get('/ep/right/count?role=2')).json.data).toBe(4);
    const dispatcher = await Client.signIn(t.app, '13800000002');
    expect((await dispatcher.get('/role/menu/list?role=3')).statusCode).toBe(403);
    expect((await dispatcher.get('/ep/right/count?role=3')).statusCode).toBe(403);
  });
});

describe('POST /stand/user', () => {
  it('adds a user who then counts towards the headcount', async () => {
    const dept = (await departments()).find((d) => d.name === '服务二部')!;
    const before = (await admin.get('/v2/charge/epPackageDetail')).json.data.userNum;
    const res = await admin.post('/stand/user', { name: '新师傅', mobile: '13600000001', departmentId: dept.id, roles: [2, 2] });
    expect(res.statusCode).toBe(200);
    expect(await findByPhone('13600000001')).toMatchObject({ name: '新师傅', roles: [2], currentRole: 2, departmentName: '服务二部' });
    expect((await admin.get('/v2/charge/epPackageDetail')).json.data.userNum).toBe(before + 1);
  });

  it('refuses a phone already in the enterprise', async () => {
    const dept = (await departments())[0];
    const res = await admin.post('/stand/user', { name: '重复', mobile: '13800000002', departmentId: dept.id, roles: [2] });
    expect(res.statusCode).toBe(409);
    expect(res.json.message).toBe('该手机号已在企业中');
  });

  it('refuses when the purchased headcount is reached', async () => {
    const trialAdmin = await Client.signIn(t.app, '13800000021');
    const dept = ((await trialAdmin.get('/stand/dept')).json.data as { id: number }[])[0];
    const res = await trialAdmin.post('/stand/user', { name: '超员', mobile: '13600000002', departmentId: dept.id, roles: [2] });
    expect(res.statusCode).toBe(409);
    expect(res.json.message).toBe('用户数已达套餐上限（3人）');
  });

  it('names the invalid field and is for administrators only', async () => {
    const bad = await admin.post('/stand/user', { name: '无角色', mobile: '13600000003', departmentId: 1, roles: [] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json.message).toContain('roles');
    const dispatcher = await Client.signIn(t.app, '13800000002');
    expect((await dispatcher.post('/stand/user', { name: 'x', mobile: '13600000004', departmentId: 1, roles: [2] })).statusCode).toBe(403);
  });
});

describe('PUT /stand/user', () => {
  it('edits a user and moves the current role to one still held', async () => {
    const zhao = await findByPhone('13800000004');
    const res = await admin.put('/stand/user', { id: zhao.id, name: '赵主管', roles: [5, 1, 5] });
    expect(res.json.message).toBe('保存成功');
    expect(await findByPhone('13800000004')).toMatchObject({ name: '赵主管', roles: [5, 1], currentRole: 5 });
  });

  it('lets the new role take effect in the session at once', async () => {
    const sun = await Client.signIn(t.app, '13800000006');
    expect((await sun.get('/v2/sessionUser/info')).json.data.sysrole).toBe(6);
    await admin.put('/stand/user', { id: (await findByPhone('13800000006')).id, roles: [7] });
    expect((await sun.get('/v2/sessionUser/info')).json.data.sysrole).toBe(7);
  });

  it('ends a disabled user session on its next request, and lets it back when enabled', async () => {
    const zhou = await Client.signIn(t.app, '13800000007');
    expect((await zhou.get('/v2/user/count')).statusCode).toBe(200);
    const id = (await findByPhone('13800000007')).id;
    await admin.put('/stand/user', { id, status: 0 });
    expect((await zhou.get('/v2/user/count')).statusCode).toBe(401);
    expect((await new Client(t.app).post('/stand/pwdLogin', { mobile: '13800000007', password: 'demo1234' })).statusCode).toBe(400);
    await admin.put('/stand/user', { id, status: 1 });
    expect((await Client.signIn(t.app, '13800000007')).csrfToken).not.toBe('');
  });

  it('keeps an administrator from removing their own admin role or disabling themselves', async () => {
    const me = await findByPhone('13800000001');
    const demote = await admin.put('/stand/user', { id: me.id, roles: [1] });
    expect(demote.statusCode).toBe(409);
    expect(demote.json.message).toBe('不能移除自己的系统管理员角色');
    const disable = await admin.put('/stand/user', { id: me.id, status: 0 });
    expect(disable.statusCode).toBe(409);
    expect(disable.json.message).toBe('不能禁用自己的账号');
    expect(await findByPhone('13800000001')).toMatchObject({ roles: [3, 1, 10], status: 1 });
  });

  it('refuses a phone another user has and an unknown user', async () => {
    const qian = await findByPhone('13800000005');
    expect((await admin.put('/stand/user', { id: qian.id, mobile: '13800000002' })).statusCode).toBe(409);
    expect((await admin.put('/stand/user', { id: 999999, name: 'x' })).statusCode).toBe(404);
  });

  it('changes a phone, so the user signs in with the new one', async () => {
    const wu = await findByPhone('13800000008');
    await admin.put('/stand/user', { id: wu.id, mobile: '13600000008' });
    expect((await findByPhone('13600000008')).name).toBe('吴财务');
    const c = new Client(t.app);
    await c.get('/stand/codeContent?mobile=13600000008');
    expect((await c.post('/stand/codeLogin', { mobile: '13600000008', code: t.sms.lastCode('13600000008') })).statusCode).toBe(200);
    expect((await c.get('/v2/sessionUser/info')).json.data.name).toBe('吴财务');
  });

  it('refuses to enable a user when the purchased headcount is full', async () => {
    const trialAdmin = await Client.signIn(t.app, '13800000021');
    const [he] = (await trialAdmin.get('/v2/user/list?keyword=13800000023')).json.data as Row[];
    expect((await trialAdmin.put('/stand/user', { id: he.id, status: 0 })).statusCode).toBe(200);
    const enable = await trialAdmin.put('/stand/user', { id: he.id, status: 1 });
    expect(enable.statusCode).toBe(409);
    expect(enable.json.message).toBe('用户数已达套餐上限（3人）');
  });

  it('lets only one of two simultaneous adds take the last seat', async () => {
    const trialAdmin = await Client.signIn(t.app, '13800000021');
    for (const phone of ['13800000022', '13800000024']) {
      const [u] = (await trialAdmin.get(`/v2/user/list?keyword=${phone}`)).json.data as Row[];
      await trialAdmin.put('/stand/user', { id: u.id, status: 0 });
    }
    expect((await trialAdmin.get('/v2/user/count?status=1')).json.data).toBe(2);
    const dept = ((await trialAdmin.get('/stand/dept')).json.data as { id: number }[])[0];
    const add = (mobile: string) => trialAdmin.post('/stand/user', { name: '抢座', mobile, departmentId: dept.id, roles: [2] });
    const answers = await Promise.all([add('13600000201'), add('13600000202')]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect((await trialAdmin.get('/v2/user/count?status=1')).json.data).toBe(3);
  });
});

const addUser = async (name: string, mobile: string, roles: number[], c: Client = admin) => {
  const root = ((await c.get('/stand/dept')).json.data as { id: number; parent_id: number | null }[]).find((d) => d.parent_id === null)!;
  const res = await c.post('/stand/user', { name, mobile, departmentId: root.id, roles });
  if (res.statusCode !== 200) throw new Error(res.body);
  return res.json.data.id as number;
};
/** New users have no password yet: they sign in with a phone code. */
const signInByCode = async (mobile: string) => {
  const c = new Client(t.app);
  await c.get(`/stand/codeContent?mobile=${mobile}`);
  const res = await c.post('/stand/codeLogin', { mobile, code: t.sms.lastCode(mobile) });
  if (res.statusCode !== 200) throw new Error(res.body);
  return c;
};
const operationSummaries = async (action: string) =>
  (await t.app.db.system.execute<{ summary: string }>(sql`select summary from operation_logs where action = ${action} order by id`)).rows.map(
    (r) => r.summary,
  );

describe('PUT /stand/user currentRole', () => {
  it('sets the role the user lands in, effective in their session at once', async () => {
    const id = await addUser('多角色', '13600000301', [2, 4]);
    const user = await signInByCode('13600000301');
    expect((await user.get('/v2/sessionUser/info')).json.data.sysrole).toBe(2);
    expect((await admin.put('/stand/user', { id, currentRole: 4 })).statusCode).toBe(200);
    expect((await user.get('/v2/sessionUser/info')).json.data.sysrole).toBe(4);
    expect(await findByPhone('13600000301')).toMatchObject({ roles: [2, 4], currentRole: 4 });
  });

  it('refuses a role the user does not hold, also after the roles change with it', async () => {
    const { id } = await findByPhone('13600000301');
    const res = await admin.put('/stand/user', { id, currentRole: 3 });
    expect(res.statusCode).toBe(400);
    expect(res.json.message).toBe('默认角色须是该用户拥有的角色');
    expect((await admin.put('/stand/user', { id, roles: [2], currentRole: 4 })).statusCode).toBe(400);
    expect((await admin.put('/stand/user', { id, roles: [5, 2], currentRole: 2 })).statusCode).toBe(200);
    expect(await findByPhone('13600000301')).toMatchObject({ roles: [5, 2], currentRole: 2 });
  });
});

describe('the last administrator', () => {
  it('stays when two administrators take the role from each other at once', async () => {
    const secondId = await addUser('副管理', '13600000311', [3]);
    const second = await signInByCode('13600000311');
    const me = await findByPhone('13800000001');
    const answers = await Promise.all([
      admin.put('/stand/user', { id: secondId, roles: [1] }),
      second.put('/stand/user', { id: me.id, roles: [1, 10] }),
    ]);
    const refused = answers.find((a) => a.statusCode !== 200)!;
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    // The later call is refused by the rule (409), or finds its caller already without the role (403).
    expect([403, 409]).toContain(refused.statusCode);
    const { rows: admins } = await t.app.db.system.execute<{ n: number }>(
      sql`select count(*)::int as n from users where 3 = any(roles) and status = 1 and phone in ('13800000001', '13600000311')`,
    );
    expect(admins[0].n).toBe(1);
    // The demo administrator gets the role back for the tests that follow.
    if (answers[1].statusCode === 200) await second.put('/stand/user', { id: me.id, roles: [3, 1, 10], currentRole: 3 });
    await admin.put('/stand/user', { id: secondId, status: 0 });
  });

  it('cannot lose the role or be disabled, whoever asks', async () => {
    const service = new UsersService(t.app.db, t.app.bus);
    const me = await findByPhone('13800000001');
    const [{ id: enterpriseId }] = (await t.app.db.system.execute<{ id: number }>(sql`select enterprise_id as id from users where id = ${me.id}`)).rows;
    // An actor other than the administrator themselves: the rule holds beyond "not yourself".
    const actor = { enterpriseId: Number(enterpriseId), userId: (await findByPhone('13800000002')).id, planType: 1 as const, purchasedHeadcount: 50 };
    for (const change of [{ roles: [1] }, { status: 0 as const }]) {
      await expect(service.edit(actor, { id: me.id, ...change })).rejects.toMatchObject({ statusCode: 409, message: '至少保留一名系统管理员' });
    }
    expect(await findByPhone('13800000001')).toMatchObject({ roles: [3, 1, 10], status: 1 });
  });
});

describe('PUT /v2/user/move', () => {
  it('moves several users into a department and logs it', async () => {
    const sales = (await departments()).find((d) => d.name === '销售部')!;
    const ids = [(await findByPhone('13800000009')).id, (await findByPhone('13800000010')).id];
    const res = await admin.put('/v2/user/move', { ids, departmentId: sales.id });
    expect(res.json.message).toBe('保存成功');
    const moved = await rows(admin, `departmentId=${sales.id}`);
    expect(moved.map((r) => r.name)).toEqual(expect.arrayContaining(['郑仓管', '冯总监']));
    expect(await operationSummaries('user.move')).toContain('移动成员到销售部：郑仓管、冯总监');
  });

  it('moves all or none, and refuses an unknown department', async () => {
    const finance = (await departments()).find((d) => d.name === '财务部')!;
    const zheng = await findByPhone('13800000009');
    expect((await admin.put('/v2/user/move', { ids: [zheng.id, 999999], departmentId: finance.id })).statusCode).toBe(404);
    expect((await findByPhone('13800000009')).departmentName).toBe('销售部');
    const unknown = await admin.put('/v2/user/move', { ids: [zheng.id], departmentId: 999999 });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json.message).toBe('部门不存在');
    const none = await admin.put('/v2/user/move', { ids: [], departmentId: finance.id });
    expect(none.statusCode).toBe(400);
    expect(none.json.message).toContain('ids');
  });

  it('is for administrators only', async () => {
    const dispatcher = await Client.signIn(t.app, '13800000002');
    const finance = (await departments()).find((d) => d.name === '财务部')!;
    expect((await dispatcher.put('/v2/user/move', { ids: [(await findByPhone('13800000002')).id], departmentId: finance.id })).statusCode).toBe(403);
  });
});

describe('PUT /user/handover', () => {
  const groupsOf = async (userId: number) =>
    (
      await t.app.db.system.execute<{ name: string; leader: boolean }>(
        sql`select g.name, coalesce(g.leader_user_id = ${userId}, false) as leader from service_group_members m join service_groups g on g.id = m.group_id
            where m.user_id = ${userId} order by g.name`,
      )
    ).rows;

  it('hands service groups, their leadership and the reception seat to another user, and logs it', async () => {
    const leaving = await addUser('离职师傅', '13600000321', [2, 6]);
    const taking = await addUser('接手师傅', '13600000322', [2, 6]);
    const { rows: enterprise } = await t.app.db.system.execute<{ id: number }>(sql`select enterprise_id as id from users where id = ${leaving}`);
    const enterpriseId = Number(enterprise[0].id);
    for (const [name, leader, members] of [
      ['交接一组', leaving, [leaving]],
      ['交接二组', null, [leaving, taking]],
    ] as const) {
      const { rows: [group] } = await t.app.db.system.execute<{ id: number }>(
        sql`insert into service_groups (enterprise_id, name, leader_user_id) values (${enterpriseId}, ${name}, ${leader}) returning id`,
      );
      for (const userId of members)
        await t.app.db.system.execute(sql`insert into service_group_members (enterprise_id, group_id, user_id) values (${enterpriseId}, ${group.id}, ${userId})`);
    }
    await admin.post('/receptionPersonnel/save', { userId: leaving, maxConcurrent: 8, enabled: true });

    const res = await admin.put('/user/handover', { fromUserId: leaving, toUserId: taking });
    expect(res.statusCode).toBe(200);
    expect(res.json.data).toEqual([
      { name: '服务组成员', count: 2 },
      { name: '服务组组长', count: 1 },
      { name: '接待人员', count: 1 },
      { name: '事件', count: 0 },
      { name: '工单', count: 0 },
    ]);
    expect(await groupsOf(leaving)).toEqual([]);
    expect(await groupsOf(taking)).toEqual([
      { name: '交接一组', leader: true },
      { name: '交接二组', leader: false },
    ]);
    const reception = (await admin.get('/receptionPersonnel/list')).json.data as { userId: number; maxConcurrent: number }[];
    expect(reception.find((r) => r.userId === taking)).toMatchObject({ maxConcurrent: 8 });
    expect(reception.some((r) => r.userId === leaving)).toBe(false);
    expect(await operationSummaries('user.handover')).toContain('工作交接：离职师傅 → 接手师傅（服务组成员2，服务组组长1，接待人员1，事件0，工单0）');
  });

  it('hands over nothing it cannot: a target who may not take the work changes nothing', async () => {
    const from = (await findByPhone('13600000322')).id;
    const clerk = await addUser('文员', '13600000323', [4]);
    const res = await admin.put('/user/handover', { fromUserId: from, toUserId: clerk });
    expect(res.statusCode).toBe(400);
    expect(res.json.message).toBe('文员不是服务人员或派单员，不能加入服务组');
    expect(await groupsOf(from)).toHaveLength(2);
  });

  it('refuses the same user, a disabled target and another enterprise’s user', async () => {
    const from = (await findByPhone('13600000322')).id;
    const same = await admin.put('/user/handover', { fromUserId: from, toUserId: from });
    expect(same.statusCode).toBe(400);
    expect(same.json.message).toBe('交接人和接收人不能是同一人');
    const gone = (await findByPhone('13600000321')).id;
    await admin.put('/stand/user', { id: gone, status: 0 });
    const disabled = await admin.put('/user/handover', { fromUserId: from, toUserId: gone });
    expect(disabled.statusCode).toBe(409);
    expect(disabled.json.message).toBe('接收人已禁用，请选择在职的成员');
    const trialAdmin = await Client.signIn(t.app, '13800000021');
    const [stranger] = (await trialAdmin.get('/v2/user/list?keyword=13800000023')).json.data as Row[];
    expect((await admin.put('/user/handover', { fromUserId: from, toUserId: stranger.id })).statusCode).toBe(404);
    expect((await trialAdmin.put('/user/handover', { fromUserId: stranger.id, toUserId: from })).statusCode).toBe(404);
    expect(await groupsOf(from)).toHaveLength(2);
  });

  it('lets a disabled user hand over, and is for administrators only', async () => {
    const gone = (await findByPhone('13600000321')).id;
    const taker = (await findByPhone('13600000322')).id;
    expect((await admin.put('/user/handover', { fromUserId: gone, toUserId: taker })).json.data.every((r: { count: number }) => r.count === 0)).toBe(true);
    const dispatcher = await Client.signIn(t.app, '13800000002');
    expect((await dispatcher.put('/user/handover', { fromUserId: taker, toUserId: gone })).statusCode).toBe(403);
  });
});
