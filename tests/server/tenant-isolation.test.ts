import { beforeAll, describe, expect, it } from 'vitest';
import { Client, useTestApp } from '@tests/support/test-app';

/** What one enterprise's administrator can see of its own enterprise, to compare before and after. */
interface Tenant {
  name: string;
  admin: Client;
  userIds: number[];
  deptIds: number[];
  tagIds: number[];
}

const t = useTestApp();
let paid: Tenant;
let trial: Tenant;

async function tenant(name: string, phone: string): Promise<Tenant> {
  const admin = await Client.signIn(t.app, phone);
  return { name, admin, ...(await snapshot(admin)) };
}

async function snapshot(admin: Client) {
  const users = (await admin.get('/v2/user/list?pageSize=100')).json.data as { id: number }[];
  const depts = (await admin.get('/stand/dept')).json.data as { id: number }[];
  const tags = (await admin.get('/v2/epTag/list?code=1')).json.data as { id: number }[];
  return { userIds: users.map((u) => u.id), deptIds: depts.map((d) => d.id), tagIds: tags.map((x) => x.id) };
}

/** Everything a probe could have changed: users with their fields, departments, tags, status, settings, subscriptions. */
async function fullState(admin: Client) {
  return Promise.all([
    admin.get('/v2/user/list?pageSize=100'),
    admin.get('/stand/dept'),
    admin.get('/v2/epTag/list?code=1'),
    admin.get('/v2/epTag/getUserStateLabel'),
    admin.get('/systemsetting/list'),
    admin.get('/home/notice/list'),
    admin.get('/subscribe/getSubscribeStatus?type=1'),
    admin.get('/role/menu/list?role=1&pageSize=1000'),
    admin.get('/ep/right/list?role=1'),
    admin.get('/receptionPersonnel/list'),
  ]).then((answers) => answers.map((a) => a.body));
}

const refused = (status: number) => expect([400, 403, 404]).toContain(status);

beforeAll(async () => {
  paid = await tenant('paid', '13800000001');
  trial = await tenant('trial', '13800000021');
  // Each administrator is reception staff of their own enterprise, so there is a seat to probe.
  for (const { admin, userIds } of [paid, trial]) await admin.post('/receptionPersonnel/save', { userId: userIds[0] });
});

describe.each([
  ['the paid enterprise', () => paid, () => trial],
  ['the trial enterprise', () => trial, () => paid],
])('an administrator of %s probing the other enterprise', (_name, attackerOf, victimOf) => {
  it('sees none of its users', async () => {
    const { admin } = attackerOf();
    const victim = victimOf();
    const [dept] = victim.deptIds;
    expect((await admin.get(`/v2/user/list?departmentId=${dept}`)).json.data).toEqual([]);
    expect((await admin.get(`/v2/user/count?departmentId=${dept}`)).json.data).toBe(0);
    expect((await admin.get(`/user/names/${victim.userIds.join(',')}`)).json.data).toEqual([]);
    const pickers = (await admin.get('/v2/user/getUserWithRole?role=2')).json.data as { id: number }[];
    expect(pickers.some((u) => victim.userIds.includes(u.id))).toBe(false);
    const roleUsers = (await admin.get('/user/roleUserList?role=3&pageSize=100')).json.data as { id: number }[];
    expect(roleUsers.some((u) => victim.userIds.includes(u.id))).toBe(false);
    const roles = (await admin.get('/v2/user/roleList')).json.data as { type: number; count: number }[];
    expect(roles.find((r) => r.type === 3)!.count).toBe(1);
  });

  it('sees none of its departments', async () => {
    const { admin } = attackerOf();
    const victim = victimOf();
    const own = (await admin.get('/stand/dept')).json.data as { id: number }[];
    expect(own.some((d) => victim.deptIds.includes(d.id))).toBe(false);
    for (const id of victim.deptIds) expect((await admin.get(`/stand/dept/parentIdList?id=${id}`)).statusCode).toBe(404);
  });

  it('sees none of its reception staff', async () => {
    const { admin } = attackerOf();
    const staff = (await admin.get('/receptionPersonnel/list')).json.data as { userId: number }[];
    expect(staff.some((p) => victimOf().userIds.includes(p.userId))).toBe(false);
  });

  it('sees none of its tags, notices or settings', async () => {
    const { admin } = attackerOf();
    const victim = victimOf();
    const tags = (await admin.get('/v2/epTag/list?code=1')).json.data as { id: number }[];
    expect(tags.some((x) => victim.tagIds.includes(x.id))).toBe(false);
    const mine = (await admin.get('/home/notice/list')).json.data as { id: number }[];
    const theirs = (await victim.admin.get('/home/notice/list')).json.data as { id: number }[];
    expect(mine.some((n) => theirs.some((o) => o.id === n.id))).toBe(false);
  });

  it('changes nothing of it through any write', async () => {
    const { admin, userIds: ownUsers } = attackerOf();
    const victim = victimOf();
    const before = await fullState(victim.admin);
    const [user] = victim.userIds;
    const [dept] = victim.deptIds;
    const [tag] = victim.tagIds;

    refused((await admin.post('/stand/user', { name: '越权', mobile: '13600009999', departmentId: dept, roles: [2] })).statusCode);
    refused((await admin.put('/stand/user', { id: user, name: '越权', status: 0 })).statusCode);
    refused((await admin.put('/stand/user', { id: ownUsers[1], departmentId: dept })).statusCode);
    refused((await admin.put('/v2/epTag/updateUserStateTag', { tagId: tag })).statusCode);
    refused((await admin.post('/v2/epTag/save', { id: tag, code: 1, name: '越权', color_rgb: '#000000' })).statusCode);
    refused((await admin.delete(`/v2/epTag/delete?ids=${victim.tagIds.join(',')}`)).statusCode);
    refused((await admin.post('/stand/dept', { name: '越权', parentId: dept })).statusCode);
    refused((await admin.put('/stand/dept', { id: victim.deptIds[1], name: '越权' })).statusCode);
    refused((await admin.put('/stand/dept', { id: victim.deptIds[1], parentId: attackerOf().deptIds[0] })).statusCode);
    refused((await admin.delete(`/stand/dept?ids=${victim.deptIds[1]}`)).statusCode);
    refused((await admin.put('/v2/user/move', { ids: [user], departmentId: attackerOf().deptIds[0] })).statusCode);
    refused((await admin.put('/v2/user/move', { ids: [ownUsers[1]], departmentId: dept })).statusCode);
    refused((await admin.put('/user/handover', { fromUserId: user, toUserId: ownUsers[0] })).statusCode);
    refused((await admin.put('/user/handover', { fromUserId: ownUsers[0], toUserId: user })).statusCode);
    refused((await admin.post('/receptionPersonnel/save', { userId: user, maxConcurrent: 9 })).statusCode);
    refused((await admin.delete(`/receptionPersonnel/delete?userIds=${user}`)).statusCode);
    await admin.post('/role/menu/save', { role: 1, keys: ['office_navigation'] });
    await admin.post('/ep/right/save', { role: 1, codes: [] });
    await admin.put('/subscribe/updateSubscribeStatus', { type: 1, state: 1 });
    await admin.post('/systemsetting/batchsave', { items: [{ code: 'show_invite_banner', value: 0 }] });

    expect(await fullState(victim.admin)).toEqual(before);
    expect((await admin.get('/v2/user/list?pageSize=100')).json.data.some((u: { phone: string }) => u.phone === '13600009999')).toBe(false);
  });
});

describe('the service catalogue across enterprises', () => {
  interface Catalogue {
    groupIds: number[];
    categoryIds: number[];
    itemIds: number[];
  }
  const catalogueOf = async (admin: Client): Promise<Catalogue> => {
    const groups = (await admin.get('/servicegroup/list?type=-1&pageSize=1000')).json.data as { id: number }[];
    const categories = (await admin.get('/v2/serverItem/category/list')).json.data as { id: number }[];
    const items = (await admin.get('/v2/serverItem/getItemList?typeId=-1&pageSize=9999')).json.data as { id: number }[];
    return { groupIds: groups.map((g) => g.id), categoryIds: categories.map((c) => c.id), itemIds: items.map((i) => i.id) };
  };
  const catalogueState = (admin: Client) =>
    Promise.all([
      admin.get('/servicegroup/list?pageSize=1000'),
      admin.get('/v2/serverItem/category/list'),
      admin.get('/v2/serverItem/getItemList?pageSize=9999'),
    ]).then((answers) => answers.map((a) => a.body));

  beforeAll(async () => {
    // The paid enterprise has the demo catalogue; give the trial one its own.
    const staff = (await trial.admin.get('/v2/user/getUserWithRole?role=2')).json.data as { id: number }[];
    await trial.admin.post('/servicegroup/save', { name: '试用组', leaderUserId: staff[0].id, memberIds: [staff[0].id] });
    const category = (await trial.admin.post('/v2/serverItem/category/save', { name: '试用分类' })).json.data.id;
    await trial.admin.post('/v2/serverItem/save', { name: '试用项目', categoryId: category, price: 10 });
  });

  describe.each([
    ['the paid enterprise', () => paid, () => trial],
    ['the trial enterprise', () => trial, () => paid],
  ])('an administrator of %s', (_name, attackerOf, victimOf) => {
    it('sees none of the other enterprise’s groups, categories or items', async () => {
      const { admin } = attackerOf();
      const theirs = await catalogueOf(victimOf().admin);
      const mine = await catalogueOf(admin);
      expect(theirs.groupIds.length * theirs.categoryIds.length * theirs.itemIds.length).toBeGreaterThan(0);
      expect(mine.groupIds.some((id) => theirs.groupIds.includes(id))).toBe(false);
      expect(mine.categoryIds.some((id) => theirs.categoryIds.includes(id))).toBe(false);
      expect(mine.itemIds.some((id) => theirs.itemIds.includes(id))).toBe(false);
      for (const typeId of theirs.categoryIds) {
        expect((await admin.get(`/v2/serverItem/getItemList?typeId=${typeId}`)).json.data).toEqual([]);
        expect((await admin.get(`/v2/serverItem/getItemCount?typeId=${typeId}`)).json.data).toBe(0);
      }
    });

    it('changes none of them through any write', async () => {
      const { admin } = attackerOf();
      const victim = victimOf();
      const theirs = await catalogueOf(victim.admin);
      const before = await catalogueState(victim.admin);
      const [group] = theirs.groupIds;
      const [category] = theirs.categoryIds;
      const [item] = theirs.itemIds;

      refused((await admin.post('/servicegroup/save', { id: group, name: '越权组', memberIds: [] })).statusCode);
      refused((await admin.post('/servicegroup/save', { name: '越权组', leaderUserId: victim.userIds[0], memberIds: victim.userIds })).statusCode);
      refused((await admin.delete(`/servicegroup/delete?ids=${theirs.groupIds.join(',')}`)).statusCode);
      refused((await admin.post('/v2/serverItem/category/save', { id: category, name: '越权分类' })).statusCode);
      refused((await admin.post('/v2/serverItem/category/save', { name: '越权分类', parentId: category })).statusCode);
      refused((await admin.delete(`/v2/serverItem/category/delete?ids=${theirs.categoryIds.join(',')}`)).statusCode);
      refused((await admin.post('/v2/serverItem/save', { id: item, name: '越权项目' })).statusCode);
      refused((await admin.post('/v2/serverItem/save', { name: '越权项目', categoryId: category })).statusCode);
      refused((await admin.delete(`/v2/serverItem/delete?ids=${theirs.itemIds.join(',')}`)).statusCode);

      expect(await catalogueState(victim.admin)).toEqual(before);
      const mine = (await admin.get('/servicegroup/list?searchText=越权')).json.data;
      expect(mine).toEqual([]);
    });
  });
});

describe('notification settings, SMS and deliveries', () => {
  const rule = { trigger: 'order.created', channel: 'sms', recipients: [104], template: '工单{{订单编号}}', enabled: true };
  let templateId: number;
  const notifyIn = (enterpriseId: number, userIds: number[], orderNo: string) =>
    t.app.db.tenant(enterpriseId, (tx) =>
      t.app.notifications.notify(tx, { enterpriseId, trigger: 'order.created', context: { recipients: { 102: userIds, 104: userIds }, values: { orderNo } } }),
    );
  const enterpriseOf = async (admin: Client) => (await admin.get('/v2/sessionUser/info')).json.data.enterpriseId as number;
  const deliveries = async (admin: Client) => (await admin.get('/notification/delivery/list?pageSize=100')).json.data as { content: string; state: string }[];
  /** Waits until the order's messages are all delivered (none still pending). */
  async function settle(admin: Client, orderNo: string) {
    for (let waited = 0; waited < 10_000; waited += 50) {
      const mine = (await deliveries(admin)).filter((d) => d.content.includes(orderNo));
      if (mine.length > 0 && mine.every((d) => d.state !== 'pending')) return;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(`no delivery of ${orderNo}`);
  }

  beforeAll(async () => {
    expect((await paid.admin.post('/notification/rule/save', rule)).statusCode).toBe(200);
    templateId = (await paid.admin.post('/sms/tmpl/save', { name: '付费模板', content: '您好' })).json.data.id;
    expect((await paid.admin.post('/sms/signature/apply', { signature: '付费企业' })).statusCode).toBe(200);
    await notifyIn(await enterpriseOf(paid.admin), paid.userIds, 'GD-PAID');
    await settle(paid.admin, 'GD-PAID');
  });

  it('shows the other enterprise none of its rules, templates, signatures or deliveries', async () => {
    const rules = (await trial.admin.get('/notification/rule/list')).json.data as { customized: boolean }[];
    expect(rules.every((r) => !r.customized)).toBe(true);
    expect((await trial.admin.get('/sms/tmpl/list')).json.data).toEqual([]);
    expect((await trial.admin.get('/sms/signature/list')).json.data).toEqual([]);
    expect(await deliveries(trial.admin)).toEqual([]);
    expect((await trial.admin.get('/notification/delivery/count')).json.data).toBe(0);
  });

  it('lets the other enterprise change none of them', async () => {
    refused((await trial.admin.post('/sms/tmpl/save', { id: templateId, name: '越权模板', content: '越权' })).statusCode);
    refused((await trial.admin.delete(`/sms/tmpl/delete?ids=${templateId}`)).statusCode);
    expect((await paid.admin.get('/sms/tmpl/list')).json.data).toEqual([expect.objectContaining({ id: templateId, name: '付费模板' })]);
    // Each enterprise has its own pending application.
    expect((await trial.admin.post('/sms/signature/apply', { signature: '试用企业' })).statusCode).toBe(200);
  });

  it('delivers nothing to the users of another enterprise named in a notify call', async () => {
    const paidBefore = await deliveries(paid.admin);
    await notifyIn(await enterpriseOf(trial.admin), [...paid.userIds, trial.userIds[0]], 'GD-PROBE');
    await settle(trial.admin, 'GD-PROBE');
    expect((await deliveries(trial.admin)).length).toBe(1);
    expect(await deliveries(paid.admin)).toEqual(paidBefore);
    expect((await paid.admin.get('/home/notice/list?pageSize=100')).json.data.some((n: { content: string }) => n.content.includes('GD-PROBE'))).toBe(false);
  });
});

describe('notices, announcements and timed reminders across enterprises', () => {
  const ids = (list: { id: number }[]) => list.map((x) => x.id);
  const listOf = async (admin: Client, path: string) => (await admin.get(`${path}?pageSize=100`)).json.data as { id: number; title: string }[];

  it('marks none of the other enterprise notices read', async () => {
    const theirs = ids(await listOf(trial.admin, '/home/notice/list'));
    const countBefore = (await trial.admin.get('/home/notice/count')).json.data;
    expect((await paid.admin.post('/home/notice/read', { ids: theirs })).json.data).toEqual({ marked: 0 });
    await paid.admin.post('/home/notice/clearUnread');
    expect((await trial.admin.get('/home/notice/count')).json.data).toEqual(countBefore);
  });

  it('neither lists nor deletes the other enterprise announcements, and delivers only inside its own', async () => {
    const published = (await trial.admin.post('/announcement/publish', { title: '试用公司公告', content: '仅本公司' })).json.data;
    expect(ids(await listOf(paid.admin, '/announcement/list'))).not.toContain(published.id);
    expect((await paid.admin.delete(`/announcement/del?id=${published.id}`)).statusCode).toBe(404);
    expect(ids(await listOf(trial.admin, '/announcement/list'))).toContain(published.id);

    const until = Date.now() + 20_000;
    while (!(await listOf(trial.admin, '/home/notice/list')).some((n) => n.title === '试用公司公告')) {
      if (Date.now() > until) throw new Error('announcement not delivered');
      await new Promise((r) => setTimeout(r, 50));
    }
    const paidTitles = (await listOf(paid.admin, '/home/notice/list')).map((n) => n.title);
    expect(paidTitles).not.toContain('试用公司公告');
  });

  it('neither lists, edits, switches nor deletes the other enterprise reminders, nor reminds its users', async () => {
    const body = { title: '试用公司提醒', content: '内容', userIds: trial.userIds, cycle: 'daily', timeOfDay: '09:00' };
    const reminder = (await trial.admin.post('/timedReminder/save', body)).json.data;
    expect(ids(await listOf(paid.admin, '/timedReminder/list'))).not.toContain(reminder.id);
    expect((await paid.admin.post('/timedReminder/save', { ...body, id: reminder.id, title: '越权' })).statusCode).toBe(404);
    expect((await paid.admin.put('/timedReminder/updateState', { id: reminder.id, enabled: false })).statusCode).toBe(404);
    expect((await paid.admin.delete(`/timedReminder/del?id=${reminder.id}`)).statusCode).toBe(404);
    expect((await paid.admin.post('/timedReminder/save', body)).json.message).toBe('请选择提醒人员');
    const [after] = (await listOf(trial.admin, '/timedReminder/list')).filter((r) => r.id === reminder.id);
    expect(after).toMatchObject({ title: '试用公司提醒', enabled: true });
  });
});

describe('money items and uploads across enterprises', () => {
  const names = async (admin: Client, path: string) => ((await admin.get(path)).json.data as { name: string }[]).map((i) => i.name);

  it('neither lists, edits, deletes nor restores the other enterprise money items', async () => {
    const item = (await trial.admin.post('/v2/moneyItem/save', { name: '试用公司费用', price: 10 })).json.data;
    expect(await names(paid.admin, '/v2/moneyItem/tmp')).not.toContain('试用公司费用');
    expect((await paid.admin.post('/v2/moneyItem/save', { id: item.id, name: '越权' })).statusCode).toBe(404);
    expect((await paid.admin.delete(`/v2/moneyItem/delete?ids=${item.id}`)).statusCode).toBe(404);
    await trial.admin.delete(`/v2/moneyItem/delete?ids=${item.id}`);
    expect(await names(paid.admin, '/v2/moneyItem/tmpDeleteList')).not.toContain('试用公司费用');
    expect((await paid.admin.put('/v2/moneyItem/returnTmp', { ids: [item.id] })).statusCode).toBe(404);
    expect(await names(trial.admin, '/v2/moneyItem/tmpDeleteList')).toContain('试用公司费用');
    // Names are unique within one enterprise only.
    expect((await paid.admin.post('/v2/moneyItem/save', { name: '试用公司费用' })).statusCode).toBe(200);
  });

  it('cannot fetch the other enterprise uploads', async () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
    const file = (await trial.admin.post('/upload/save/str', { data: `data:image/png;base64,${png.toString('base64')}` })).json.data;
    expect((await paid.admin.get(file.url.replace(/^\/api/, ''))).statusCode).toBe(404);
  });
});

describe('the template centre across enterprises', () => {
  interface Templates {
    orderTypeIds: number[];
    eventTemplateIds: number[];
    binIds: number[];
    groupIds: number[];
  }
  const idsOf = async (admin: Client, path: string) => ((await admin.get(path)).json.data as { id: number }[]).map((x) => x.id);
  const templatesOf = async (admin: Client): Promise<Templates> => ({
    orderTypeIds: await idsOf(admin, '/v2/temp/list?pageSize=100'),
    eventTemplateIds: await idsOf(admin, '/v2/eventTemp/list?pageSize=100'),
    binIds: await idsOf(admin, '/v2/temp/recycleBinField?pageSize=100'),
    groupIds: await idsOf(admin, '/servicegroup/list?pageSize=100'),
  });
  const templateState = (admin: Client) =>
    Promise.all(
      ['/v2/temp/list?pageSize=100', '/v2/eventTemp/list?pageSize=100', '/detailcontrol/customer/fieldValues', '/v2/temp/recycleBinField?pageSize=100'].map(
        (path) => admin.get(path),
      ),
    ).then((answers) => answers.map((a) => a.body));

  beforeAll(async () => {
    // Each enterprise gets a custom field and a recycled one, so there is something to probe.
    for (const { admin } of [paid, trial]) {
      await admin.post('/detailcontrol/customer/saveField', { field: { key: 'probe_kept', type: 1, title: '保留' } });
      await admin.post('/detailcontrol/customer/saveField', { field: { key: 'probe_gone', type: 1, title: '删除' } });
      await admin.delete('/detailcontrol/customer/delete?key=probe_gone');
    }
  });

  describe.each([
    ['the paid enterprise', () => paid, () => trial],
    ['the trial enterprise', () => trial, () => paid],
  ])('an administrator of %s', (_name, attackerOf, victimOf) => {
    it('sees none of the other enterprise’s templates, fields or recycled fields', async () => {
      const { admin } = attackerOf();
      const theirs = await templatesOf(victimOf().admin);
      const mine = await templatesOf(admin);
      expect(theirs.orderTypeIds.length * theirs.eventTemplateIds.length * theirs.binIds.length).toBeGreaterThan(0);
      expect(mine.orderTypeIds.some((id) => theirs.orderTypeIds.includes(id))).toBe(false);
      expect(mine.eventTemplateIds.some((id) => theirs.eventTemplateIds.includes(id))).toBe(false);
      expect(mine.binIds.some((id) => theirs.binIds.includes(id))).toBe(false);
      const options = await idsOf(admin, '/orderTypeTemplate/list');
      expect(options.some((id) => theirs.orderTypeIds.includes(id))).toBe(false);
      const sla = (await admin.get('/v2/sla/list')).json.data as { templateId: number }[];
      expect(sla.some((s) => theirs.orderTypeIds.includes(s.templateId))).toBe(false);
      for (const id of theirs.orderTypeIds) {
        expect((await admin.get(`/v2/temp/detail?id=${id}`)).statusCode).toBe(404);
        expect((await admin.get(`/v2/processSet/getDefaultDispatch?tmplId=${id}`)).statusCode).toBe(404);
      }
      for (const id of theirs.eventTemplateIds) expect((await admin.get(`/v2/eventTemp/cusTempField?id=${id}`)).statusCode).toBe(404);
    });

    it('changes none of them through any write, and cannot name its people in its own templates', async () => {
      const { admin } = attackerOf();
      const victim = victimOf();
      const theirs = await templatesOf(victim.admin);
      const mine = await templatesOf(admin);
      const before = await templateState(victim.admin);
      const [orderType] = theirs.orderTypeIds;
      const [eventTemplate] = theirs.eventTemplateIds;
      const form = { fields: [{ key: 'customer', type: 30, title: '客户', required: true, fieldAttributeList: [{ type: 3001, value: '2' }] }, { key: 'title', type: 1, title: '标题', required: true }] };
      const ownType = (await admin.get(`/v2/temp/detail?id=${mine.orderTypeIds[0]}`)).json.data;

      refused((await admin.post('/v2/temp/save', { id: orderType, kind: 'external', name: '越权', form })).statusCode);
      refused((await admin.put('/v2/temp/enable', { id: orderType, enabled: false })).statusCode);
      refused((await admin.delete(`/v2/temp/delete?ids=${theirs.orderTypeIds.join(',')}`)).statusCode);
      refused((await admin.post('/v2/processSet/updateDefaultDispatch', { tmplId: orderType, mode: 'none' })).statusCode);
      refused((await admin.post('/v2/eventTemp/save', { id: eventTemplate, name: '越权', form: { fields: [] } })).statusCode);
      refused((await admin.put('/v2/eventTemp/enable', { id: eventTemplate, enabled: false })).statusCode);
      refused((await admin.delete(`/v2/eventTemp/delete?ids=${eventTemplate}`)).statusCode);
      refused((await admin.put('/v2/temp/reductionField', { id: theirs.binIds[0] })).statusCode);
      refused((await admin.put('/v2/temp/common/reductionField', { ids: theirs.binIds })).statusCode);
      refused((await admin.post('/v2/processSet/updateDefaultDispatch', { tmplId: ownType.id, mode: 'user', userId: victim.userIds[0] })).statusCode);
      if (theirs.groupIds.length > 0)
        refused((await admin.post('/v2/processSet/updateDefaultDispatch', { tmplId: ownType.id, mode: 'group', groupId: theirs.groupIds[0] })).statusCode);
      const process = [{ name: '越权', userIds: [victim.userIds[0]] }];
      refused((await admin.post('/v2/temp/save', { ...ownType, settings: { ...ownType.settings, process } })).statusCode);
      await admin.post('/detailcontrol/customer/updateField', { field: { key: 'probe_kept', type: 1, title: '越权' } });
      await admin.delete('/detailcontrol/customer/delete?key=probe_kept');

      expect(await templateState(victim.admin)).toEqual(before);
      const own = (await admin.get(`/v2/temp/detail?id=${ownType.id}`)).json.data;
      expect(own.settings).toEqual(ownType.settings);
      // Put back the probe field this test removed from the attacker's own form.
      const [probe] = (await admin.get('/v2/temp/recycleBinField?pageSize=100')).json.data as { id: number; field: { key: string } }[];
      await admin.put('/v2/temp/reductionField', { id: probe.id });
    });
  });
});

describe('triggers, 自动拆单 and the knowledge base across enterprises and roles', () => {
  interface Owned {
    triggerId: number;
    actionId: number;
    splitRuleId: number;
    faqId: number;
    categoryId: number;
  }
  let owned: Owned;
  const trialState = () =>
    Promise.all(
      ['/trigger/list?pageSize=100', '/automate/split/rule/list', '/v2/knowledge/faq/list?pageSize=100', '/v2/knowledge/category/list?kind=1'].map((path) => trial.admin.get(path)),
    ).then((answers) => answers.map((a) => a.body));

  beforeAll(async () => {
    // The trial enterprise owns a trigger, a split rule (on a type given two product fields) and an FAQ in a category.
    const [type] = (await trial.admin.get('/v2/temp/list?pageSize=100')).json.data as { id: number }[];
    const detail = (await trial.admin.get(`/v2/temp/detail?id=${type.id}`)).json.data;
    const product = (key: string) => ({ key, type: 30, title: key, required: false, fieldAttributeList: [{ type: 3001, value: '5' }] });
    const saved = await trial.admin.post('/v2/temp/save', { ...detail, form: { fields: [...detail.form.fields, product('probe_p1'), product('probe_p2')] } });
    expect(saved.statusCode, saved.body).toBe(200);
    const trigger = (await trial.admin.post('/trigger/save', { name: '试用触发器', moment: 1, enabled: false, actions: [{ kind: 2, config: { fields: [{ field: 'title', value: '试用' }] } }] })).json.data;
    const rule = await trial.admin.post('/automate/split/rule/save', { templateId: type.id, fieldKeys: ['probe_p1', 'probe_p2'], enabled: false });
    expect(rule.statusCode, rule.body).toBe(200);
    const category = (await trial.admin.post('/v2/knowledge/category/save', { kind: 1, name: '试用分类' })).json.data;
    const faq = (await trial.admin.post('/v2/knowledge/faq/save', { categoryId: category.id, visibility: 2, question: '试用问题', answer: '<p>试用答案</p>' })).json.data;
    owned = { triggerId: trigger.id, actionId: trigger.actions[0]?.id ?? 0, splitRuleId: rule.json.data.id, faqId: faq.id, categoryId: category.id };
    expect(Object.values(owned).every((id) => id > 0)).toBe(true);
  });

  it('shows the paid enterprise none of them', async () => {
    const admin = paid.admin;
    expect(((await admin.get('/trigger/list?pageSize=100')).json.data as { id: number }[]).map((r) => r.id)).not.toContain(owned.triggerId);
    expect(((await admin.get('/automate/split/rule/list')).json.data as { id: number }[]).map((r) => r.id)).not.toContain(owned.splitRuleId);
    expect(((await admin.get('/v2/knowledge/faq/list?pageSize=100')).json.data as { id: number }[]).map((r) => r.id)).not.toContain(owned.faqId);
    for (const path of [
      `/trigger/details?id=${owned.triggerId}`,
      `/trigger/run/list?triggerId=${owned.triggerId}`,
      `/trigger/preview?id=${owned.triggerId}`,
      `/trigger/action/details?id=${owned.actionId}`,
      `/automate/split/rule/runs?ruleId=${owned.splitRuleId}`,
      `/v2/knowledge/faq/detail?id=${owned.faqId}`,
    ])
      expect((await admin.get(path)).statusCode, path).toBe(404);
    expect(((await admin.get(`/v2/knowledge/search?q=${encodeURIComponent('试用问题')}`)).json.data as { id: number }[]).map((h) => h.id)).not.toContain(owned.faqId);
  });

  it('lets the paid enterprise change none of them', async () => {
    const admin = paid.admin;
    const before = await trialState();
    refused((await admin.put('/trigger/update', { id: owned.triggerId, version: 0, name: '越权', moment: 1 })).statusCode);
    refused((await admin.post('/trigger/copy', { id: owned.triggerId })).statusCode);
    refused((await admin.post('/trigger/state', { id: owned.triggerId, enabled: true })).statusCode);
    refused((await admin.delete(`/trigger/delete?ids=${owned.triggerId}`)).statusCode);
    refused((await admin.delete(`/trigger/action/delete?ids=${owned.actionId}`)).statusCode);
    refused((await admin.post('/automate/split/rule/save', { id: owned.splitRuleId, version: 0, templateId: 1, fieldKeys: ['a', 'b'], enabled: true })).statusCode);
    refused((await admin.delete(`/automate/split/rule/delete?ids=${owned.splitRuleId}`)).statusCode);
    refused((await admin.post('/v2/knowledge/faq/save', { id: owned.faqId, categoryId: owned.categoryId, visibility: 2, question: '越权', answer: '<p>越权</p>' })).statusCode);
    refused((await admin.post('/v2/knowledge/faq/feedback', { id: owned.faqId, helpful: true })).statusCode);
    refused((await admin.delete(`/v2/knowledge/faq/delete?ids=${owned.faqId}`)).statusCode);
    refused((await admin.delete(`/v2/knowledge/category/delete?ids=${owned.categoryId}`)).statusCode);
    expect(await trialState()).toEqual(before);
  });

  it('refuses the writes to a role without them (an engineer), who still reads the knowledge base', async () => {
    const engineer = await Client.signIn(t.app, '13800000003');
    const before = await Promise.all(['/trigger/count', '/automate/split/rule/list', '/v2/knowledge/faq/count'].map(async (p) => (await paid.admin.get(p)).body));
    for (const [method, path, body] of [
      ['GET', '/trigger/list', undefined],
      ['GET', '/automate/split/rule/list', undefined],
      ['GET', '/automate/split/rule/fields?templateId=1', undefined],
      ['POST', '/trigger/save', { name: '越权', moment: 1 }],
      ['POST', '/automate/split/rule/save', { templateId: 1, fieldKeys: ['a', 'b'] }],
      ['DELETE', '/automate/split/rule/delete?ids=1', undefined],
      ['POST', '/v2/knowledge/faq/save', { categoryId: 1, visibility: 1, question: '越权', answer: '<p>越权</p>' }],
      ['POST', '/v2/knowledge/category/save', { kind: 1, name: '越权' }],
    ] as const) {
      const res = await engineer.request(method, path, body);
      expect(res.statusCode, `${method} ${path}`).toBe(403);
    }
    expect((await engineer.get('/v2/knowledge/faq/list')).statusCode).toBe(200);
    expect((await engineer.get(`/v2/knowledge/suggest?text=${encodeURIComponent('空调不制冷')}`)).statusCode).toBe(200);
    expect(await Promise.all(['/trigger/count', '/automate/split/rule/list', '/v2/knowledge/faq/count'].map(async (p) => (await paid.admin.get(p)).body))).toEqual(before);
  });
});
