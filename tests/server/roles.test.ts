import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { Client, useSignedIn, useTestApp } from '@tests/support/test-app';

interface MenuNode {
  id: string;
  children: MenuNode[];
}

const t = useTestApp();
const [admin, dispatcher] = useSignedIn(t, '13800000001', '13800000002');

const menuKeys = async (c: Client): Promise<string[]> => {
  const walk = (nodes: MenuNode[]): string[] => nodes.flatMap((n) => [n.id, ...walk(n.children)]);
  return walk((await c.get('/v2/menu/listV2')).json.data);
};
const powers = async (c: Client): Promise<string[]> =>
  ((await c.get('/v2/sessionUser/info')).json.data.powers as { code: string }[]).map((p) => p.code);
const roleMenu = async (role: number) =>
  ((await admin.get(`/role/menu/list?role=${role}&pageSize=1000`)).json.data as { key: string }[]).map((m) => m.key);
const summaries = async (action: string) =>
  (await t.app.db.system.execute<{ summary: string }>(sql`select summary from operation_logs where action = ${action} order by id`)).rows.map(
    (r) => r.summary,
  );

describe('POST /role/menu/save', () => {
  it("changes a role's menu on its users' next request, with the groups above each entry", async () => {
    expect(await menuKeys(dispatcher)).not.toContain('set_person_tag');
    const res = await admin.post('/role/menu/save', { role: 1, keys: ['home_manage', 'office_manage', 'office_navigation', 'set_person_tag'] });
    expect(res.json).toMatchObject({ success: true, message: '保存成功' });
    expect(await menuKeys(dispatcher)).toEqual(
      expect.arrayContaining(['set_manage', 'set_organization', 'set_person_tag', 'office_navigation']),
    );
    expect(await roleMenu(1)).toEqual(['home_manage', 'office_manage', 'office_navigation', 'set_manage', 'set_organization', 'set_person_tag']);
    expect(await summaries('role.menu.save')).toEqual(['修改角色菜单：派单员']);
  });

  it('takes entries away just as soon', async () => {
    await admin.post('/role/menu/save', { role: 1, keys: ['office_navigation'] });
    expect(await menuKeys(dispatcher)).toEqual(['home_manage', 'office_manage', 'office_navigation']);
  });

  it('refuses unknown keys, naming them, and changes nothing', async () => {
    const res = await admin.post('/role/menu/save', { role: 1, keys: ['office_navigation', 'no_such_menu', 'set_bogus'] });
    expect(res.statusCode).toBe(400);
    expect(res.json.message).toBe('未知的菜单：no_such_menu、set_bogus');
    expect(await roleMenu(1)).toEqual(['home_manage', 'office_manage', 'office_navigation']);
  });

  it('never lets the administrator role lose the way back to this screen', async () => {
    const before = await roleMenu(3);
    const res = await admin.post('/role/menu/save', { role: 3, keys: ['office_navigation', 'set_system_param'] });
    expect(res.statusCode).toBe(400);
    expect(res.json.message).toContain('组织架构');
    expect(await menuKeys(admin)).toContain('set_organization_structure');
    expect((await admin.post('/role/menu/save', { role: 3, keys: ['set_organization_structure'] })).statusCode).toBe(200);
    expect(await menuKeys(admin)).toEqual(['set_manage', 'set_organization', 'set_organization_structure']);
    await admin.post('/role/menu/save', { role: 3, keys: before });
    expect(await roleMenu(3)).toEqual(before);
  });

  it('names a bad role or list and is for administrators only', async () => {
    const bad = await admin.post('/role/menu/save', { role: 11, keys: [] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json.message).toContain('role');
    expect((await admin.post('/role/menu/save', { role: 1, keys: 'office_navigation' })).json.message).toContain('keys');
    expect((await dispatcher.post('/role/menu/save', { role: 1, keys: ['set_person_tag'] })).statusCode).toBe(403);
  });
});

describe('POST /ep/right/save', () => {
  it("changes a role's permission codes on its users' next request", async () => {
    expect(await powers(dispatcher)).toContain('01001');
    const res = await admin.post('/ep/right/save', { role: 1, codes: ['13002', '05001', '05001'] });
    expect(res.statusCode).toBe(200);
    expect(await powers(dispatcher)).toEqual(['05001', '13002']);
    expect((await admin.get('/ep/right/list?role=1')).json.data).toEqual([
      { code: '05001', name: '备件详情' },
      { code: '13002', name: '新建项目' },
    ]);
    expect(await summaries('role.right.save')).toEqual(['修改角色功能权限：派单员']);
  });

  it('lets a role hold no code at all', async () => {
    await admin.post('/ep/right/save', { role: 1, codes: [] });
    expect(await powers(dispatcher)).toEqual([]);
    expect((await admin.get('/ep/right/count?role=1')).json.data).toBe(0);
  });

  it('refuses unknown codes, naming them, and changes nothing', async () => {
    const res = await admin.post('/ep/right/save', { role: 1, codes: ['01001', '99999'] });
    expect(res.statusCode).toBe(400);
    expect(res.json.message).toBe('未知的权限代码：99999');
    expect(await powers(dispatcher)).toEqual([]);
  });

  it('leaves other enterprises and other roles alone', async () => {
    const trialDispatcher = await Client.signIn(t.app, '13800000022');
    expect(await powers(trialDispatcher)).toEqual(['01001', '05001', '12001', '18001']);
    const engineer = await Client.signIn(t.app, '13800000003');
    expect(await powers(engineer)).toEqual(['01001', '05001', '12001', '18001']);
  });

  it('is for administrators only', async () => {
    expect((await dispatcher.post('/ep/right/save', { role: 1, codes: ['01001'] })).statusCode).toBe(403);
  });
});

describe('on the free plan', () => {
  it('refuses both saves with the upgrade notice, but shows the grants', async () => {
    const freeAdmin = await Client.signIn(t.app, '13800000011');
    const notice = '免费版本不支持权限管理,建议升级为VIP版本,客服热线400-800-6688';
    for (const res of [
      await freeAdmin.post('/role/menu/save', { role: 2, keys: ['office_navigation'] }),
      await freeAdmin.post('/ep/right/save', { role: 2, codes: [] }),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json.message).toBe(notice);
    }
    expect((await freeAdmin.get('/ep/right/count?role=2')).json.data).toBe(4);
  });
});
