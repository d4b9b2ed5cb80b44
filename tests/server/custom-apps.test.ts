import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CustomAppType } from '@domain/custom-apps/custom-apps.constants';
import type { AppManageView, CustomAppSettingView, CustomAppView, CustomRecordRow } from '@domain/custom-apps/custom-apps.schemas';
import { FieldAttribute, FieldType } from '@domain/forms/field-types';
import type { MenuNode } from '@domain/shell/menu.schemas';
import { Role } from '@domain/shell/roles';
import { operationLogs, roleGrants } from '@server/db/schema';
import { Client, useSignedIn, useTestApp } from '@tests/support/test-app';

const t = useTestApp();
const [admin, dispatcher, engineer, freeAdmin] = useSignedIn(t, '13800000001', '13800000002', '13800000003', '13800000011');
let groupId: number;
let listApp: CustomAppView;

const FIELDS = [
  { key: 'device', type: FieldType.text, title: '设备名称', required: true },
  { key: 'qty', type: FieldType.number, title: '数量', required: true },
  {
    key: 'level',
    type: FieldType.radio,
    title: '紧急程度',
    options: [
      { value: 'high', label: '紧急' },
      { value: 'low', label: '一般' },
    ],
  },
  { key: 'double', type: FieldType.calculator, title: '双倍数量', fieldAttributeList: [{ type: FieldAttribute.formula, value: '{s|qty}*2' }] },
];

const setting = async (c: Client = admin) => (await c.get('/customApp/setting')).json.data as CustomAppSettingView;
/** The group this file works in (the demo enterprise has its own, 行政办公). */
const ours = async () => (await setting()).groups.find((g) => g.id === groupId)!;
const menuOf = async (c: Client) => (await c.get('/v2/menu/listV2')).json.data as MenuNode[];
const customSection = async (c: Client) => (await menuOf(c)).find((n) => n.id === 'home_manage')?.children.find((n) => n.id === 'custom_app_manage');
const ourMenu = async (c: Client) => (await customSection(c))?.children.find((g) => g.id === `diy_group_${groupId}`);
const saveApp = (body: Record<string, unknown>, c: Client = admin) => c.post('/customApp/app/save', { groupId, icon: 'file', ...body });
const records = async (c: Client, formId: number) => (await c.get(`/customApp/record/list?templateId=${formId}&pageIndex=0&pageSize=10`)).json;

describe('POST /customApp/group/save and /customApp/app/save', () => {
  it('creates a group, refuses an empty or taken name naming the field', async () => {
    const created = await admin.post('/customApp/group/save', { name: '现场管理' });
    expect(created.statusCode).toBe(200);
    groupId = created.json.data.id;
    expect((await admin.post('/customApp/group/save', { name: ' ' })).json.message).toBe('name: 请填写分组名称');
    const taken = await admin.post('/customApp/group/save', { name: '现场管理' });
    expect([taken.statusCode, taken.json.message]).toEqual([409, '分组名称已存在']);
    expect((await setting()).groups.map((g) => g.name)).toEqual(['行政办公', '现场管理']);
  });

  it('accepts only http and https links for an external-link application', async () => {
    const missing = await saveApp({ name: '官网', formType: CustomAppType.link });
    expect([missing.statusCode, missing.json.message]).toEqual([400, 'externalUrl: 外部链接类型须填写链接地址']);
    const script = await saveApp({ name: '官网', formType: CustomAppType.link, externalUrl: 'javascript:alert(1)' });
    expect([script.statusCode, script.json.message]).toEqual([400, 'externalUrl: 链接须以 http:// 或 https:// 开头']);
    const ok = await saveApp({ name: '官网', formType: CustomAppType.link, externalUrl: 'https://example.com/a?b=1' });
    expect(ok.json.data).toMatchObject({ name: '官网', formType: 0, externalUrl: 'https://example.com/a?b=1', formId: null, enabled: true });
  });

  it('refuses an unknown type, role or group', async () => {
    expect((await saveApp({ name: 'x', formType: 5 })).json.message).toBe('formType: formType 只能是 0 外部链接、1 表单、2 列表');
    expect((await saveApp({ name: 'x', formType: 2, roles: [11] })).json.message).toMatch(/^roles\.0: /);
    const noGroup = await saveApp({ name: 'x', formType: 2, groupId: 999_999 });
    expect([noGroup.statusCode, noGroup.json.message]).toEqual([404, '应用分组不存在']);
  });

  it('gives a list application a new form, designed with the form definition rules', async () => {
    listApp = (await saveApp({ name: '设备台账', formType: CustomAppType.list })).json.data;
    expect(listApp).toMatchObject({ formType: 2, formName: '设备台账', externalUrl: null, roles: [] });
    const dup = await admin.post('/customApp/template/save', { templateId: listApp.formId, form: { fields: [FIELDS[0], FIELDS[0]] } });
    expect(dup.statusCode).toBe(400);
    expect(dup.json.message).toContain('device');
    const saved = await admin.post('/customApp/template/save', { templateId: listApp.formId, form: { fields: FIELDS } });
    expect(saved.statusCode).toBe(200);
    expect((await setting()).forms.find((f) => f.id === listApp.formId)).toEqual({ id: listApp.formId, name: '设备台账', fieldCount: 4, recordCount: 0 });
  });

  it('refuses a name already used in the group', async () => {
    const taken = await saveApp({ name: '设备台账', formType: CustomAppType.form });
    expect([taken.statusCode, taken.json.message]).toEqual([409, '同一分组下已有同名应用']);
  });
});

describe('GET /v2/menu/listV2 with custom applications', () => {
  it('shows enabled applications under their group with the spec menu-item fields', async () => {
    const section = await customSection(dispatcher);
    expect(section?.children.map((g) => g.name)).toEqual(['行政办公', '现场管理']);
    const group = (await ourMenu(dispatcher))!;
    expect(group).toMatchObject({ name: '现场管理', parent_id: 'custom_app_manage' });
    expect(group.children.map((n) => [n.name, n.form_type, n.routerName, n.inner_obj_id, n.external_url])).toEqual([
      ['官网', 0, expect.stringMatching(new RegExp(`^DIY\\|${groupId}\\|\\d+$`)), null, 'https://example.com/a?b=1'],
      ['设备台账', 2, `DIY|${groupId}|${listApp.id}`, String(listApp.formId), null],
    ]);
  });

  it('shows an application with a role list only to those roles, and a disabled one to nobody', async () => {
    const form = (await saveApp({ name: '巡检登记', formType: CustomAppType.form, roles: [Role.serviceStaff] })).json.data as CustomAppView;
    const names = async (c: Client) => (await ourMenu(c))?.children.map((n) => n.name);
    expect(await names(engineer)).toEqual(['官网', '设备台账', '巡检登记']);
    expect(await names(dispatcher)).toEqual(['官网', '设备台账']);
    expect((await admin.post('/customApp/app/enable', { id: form.id, enabled: false })).statusCode).toBe(200);
    expect(await names(engineer)).toEqual(['官网', '设备台账']);
    const refused = await engineer.post('/customApp/record/save', { templateId: form.formId, values: {} });
    expect([refused.statusCode, refused.json.message]).toEqual([403, '您没有使用该应用的权限']);
  });

  it('drops the section when the enterprise has no application', async () => {
    expect(await customSection(freeAdmin)).toBeUndefined();
  });
});

describe('demo data', () => {
  it('gives the demo enterprise a list and a form on one form, with trips on record', async () => {
    const demo = (await setting()).groups.find((g) => g.name === '行政办公')!;
    expect(demo.apps.map((a) => [a.name, a.formType])).toEqual([
      ['用车登记', 2],
      ['用车申请', 1],
      ['公司官网', 0],
    ]);
    const { formId } = demo.apps[0];
    expect(demo.apps[1].formId).toBe(formId);
    expect((await engineer.get(`/customApp/record/count?templateId=${formId}`)).json.data).toBe(6);
  });
});

describe('POST /customApp/sort', () => {
  it('orders the applications of a group as listed, and refuses a partial list', async () => {
    const ids = (await ours()).apps.map((a) => a.id);
    const partial = await admin.post('/customApp/sort', { groupId, ids: ids.slice(1) });
    expect([partial.statusCode, partial.json.message]).toEqual([400, 'ids: 须列出该分组下的全部应用，且只列一次']);
    expect((await admin.post('/customApp/sort', { groupId, ids: [...ids].reverse() })).statusCode).toBe(200);
    expect((await ours()).apps.map((a) => a.name)).toEqual(['巡检登记', '设备台账', '官网']);
    expect((await ourMenu(dispatcher))!.children.map((n) => n.name)).toEqual(['设备台账', '官网']);
  });
});

describe('records of a list application', () => {
  it('refuses values that do not fit the form, naming the field', async () => {
    const missing = await dispatcher.post('/customApp/record/save', { templateId: listApp.formId, values: { qty: 3 } });
    expect([missing.statusCode, missing.json.message]).toEqual([400, 'values.device: 请填写设备名称']);
    const badNumber = await dispatcher.post('/customApp/record/save', { templateId: listApp.formId, values: { device: '空调', qty: 'abc' } });
    expect(badNumber.json.message).toBe('values.qty: 数量须为数字');
    const badOption = await dispatcher.post('/customApp/record/save', { templateId: listApp.formId, values: { device: '空调', qty: 1, level: 'x' } });
    expect(badOption.statusCode).toBe(400);
    expect(badOption.json.message).toMatch(/^values\.level: /);
    expect((await records(admin, listApp.formId!)).data).toEqual([]);
  });

  it('stores a record with its formulas computed by the server and lists it to everyone who sees the list', async () => {
    const saved = await dispatcher.post('/customApp/record/save', { templateId: listApp.formId, values: { device: ' 空调 ', qty: '3', level: 'high', double: 999 } });
    expect(saved.statusCode).toBe(200);
    const row = saved.json.data as CustomRecordRow;
    expect(row).toMatchObject({ values: { device: '空调', qty: 3, level: 'high', double: 6 }, createUserName: '李派单', deletable: true });
    const seen = (await records(engineer, listApp.formId!)).data as CustomRecordRow[];
    expect(seen.map((r) => [r.values.device, r.deletable])).toEqual([['空调', false]]);
    expect((await engineer.get(`/customApp/record/count?templateId=${listApp.formId}`)).json.data).toBe(1);
    expect((await engineer.get(`/customApp/record/detail?templateId=${listApp.formId}&id=${row.id}`)).json.data.values.device).toBe('空调');
    expect((await engineer.get(`/customApp/template/detail?templateId=${listApp.formId}`)).json.data.form.fields).toHaveLength(4);
  });

  it('lets only the submitter or an administrator delete a record', async () => {
    const [row] = (await records(admin, listApp.formId!)).data as CustomRecordRow[];
    const other = await engineer.delete(`/customApp/record/delete?templateId=${listApp.formId}&ids=${row.id}`);
    expect([other.statusCode, other.json.message]).toEqual([403, '只能删除自己提交的记录']);
    expect((await dispatcher.delete(`/customApp/record/delete?templateId=${listApp.formId}&ids=${row.id}`)).statusCode).toBe(200);
    expect((await records(admin, listApp.formId!)).data).toEqual([]);
  });

  it('answers 400 naming the parameter for a bad id', async () => {
    const bad = await dispatcher.get('/customApp/record/list?templateId=abc');
    expect([bad.statusCode, bad.json.message]).toEqual([400, 'templateId: templateId 须为正整数']);
  });
});

describe('access and tenancy', () => {
  it('refuses the settings calls to a non-administrator', async () => {
    for (const res of [
      await dispatcher.get('/customApp/setting'),
      await dispatcher.post('/customApp/group/save', { name: '偷偷加' }),
      await saveApp({ name: '偷偷加', formType: 2 }, dispatcher),
      await dispatcher.post('/customApp/template/save', { templateId: listApp.formId, form: { fields: [] } }),
      await dispatcher.get('/application/manage/list'),
      await dispatcher.post('/application/manage/install', { key: 'set_message' }),
    ])
      expect(res.statusCode).toBe(403);
    expect((await setting()).groups.map((g) => g.name)).toEqual(['行政办公', '现场管理']);
  });

  it("keeps one enterprise's applications, forms and records from another", async () => {
    expect((await setting(freeAdmin)).groups).toEqual([]);
    expect((await freeAdmin.get(`/customApp/template/detail?templateId=${listApp.formId}`)).statusCode).toBe(404);
    expect((await freeAdmin.get(`/customApp/record/list?templateId=${listApp.formId}`)).statusCode).toBe(404);
    expect((await freeAdmin.post('/customApp/record/save', { templateId: listApp.formId, values: { device: 'x', qty: 1 } })).statusCode).toBe(404);
    expect((await saveApp({ name: '越界', formType: 2 }, freeAdmin)).statusCode).toBe(404);
    expect((await freeAdmin.delete(`/customApp/app/delete?id=${listApp.id}`)).statusCode).toBe(404);
    expect((await freeAdmin.post('/customApp/app/enable', { id: listApp.id, enabled: false })).statusCode).toBe(404);
    expect((await ours()).apps.find((a) => a.id === listApp.id)?.enabled).toBe(true);
  });
});

describe('editing', () => {
  it('keeps the form of an application changed into a link, to be chosen again', async () => {
    const form = (await ours()).apps.find((a) => a.name === '巡检登记')!;
    const res = await saveApp({ id: form.id, name: '巡检登记', formType: CustomAppType.link, externalUrl: 'https://example.com/x' });
    expect(res.json.data).toMatchObject({ id: form.id, formType: 0, formId: null, externalUrl: 'https://example.com/x' });
    expect((await setting()).forms.map((f) => f.name)).toContain('巡检登记');
  });
});

describe('deleting', () => {
  it('keeps a group that still has applications, and takes an unused form with its application', async () => {
    const busy = await admin.delete(`/customApp/group/delete?id=${groupId}`);
    expect([busy.statusCode, busy.json.message]).toEqual([409, '分组下还有应用，请先删除或移走应用']);
    for (const app of (await ours()).apps) expect((await admin.delete(`/customApp/app/delete?id=${app.id}`)).statusCode).toBe(200);
    // The list's form went with it; the one an edit left unused stays.
    expect((await setting()).forms.map((f) => f.name)).toEqual(['用车登记', '巡检登记']);
    expect((await admin.delete(`/customApp/group/delete?id=${groupId}`)).statusCode).toBe(200);
    expect(await ourMenu(dispatcher)).toBeUndefined();
    expect((await customSection(dispatcher))?.children.map((g) => g.name)).toEqual(['行政办公']);
    const enterpriseId = (await admin.get('/v2/sessionUser/info')).json.data.enterpriseId as number;
    const logged = await t.app.db.system
      .select({ action: operationLogs.action })
      .from(operationLogs)
      .where(and(eq(operationLogs.enterpriseId, enterpriseId), eq(operationLogs.module, 'custom-apps')));
    expect(logged.map((r) => r.action)).toContain('custom-app.delete');
  });
});

describe('GET /application/manage/list and POST /application/manage/install', () => {
  const areas = async () => ((await admin.get('/application/manage/list')).json.data as AppManageView).areas;

  it('lists the built-in areas of the menu as installed', async () => {
    const list = await areas();
    expect(list.find((a) => a.key === 'set_message')).toMatchObject({ name: '消息设置', installed: true, pages: expect.arrayContaining(['公告管理']) });
    expect(list.filter((a) => !a.installed).map((a) => a.key)).toEqual([]);
  });

  it('installing an area taken from every role grants it to its default roles again', async () => {
    const enterpriseId = (await admin.get('/v2/sessionUser/info')).json.data.enterpriseId as number;
    await t.app.db.system.delete(roleGrants).where(and(eq(roleGrants.enterpriseId, enterpriseId), eq(roleGrants.key, 'set_message')));
    t.app.bus.publish('grants-changed', { enterpriseId });
    expect((await areas()).find((a) => a.key === 'set_message')?.installed).toBe(false);
    const settingsMenu = async () => (await menuOf(admin)).find((n) => n.id === 'set_manage')!.children.map((n) => n.id);
    expect(await settingsMenu()).not.toContain('set_message');
    expect((await admin.post('/application/manage/install', { key: 'set_message' })).json.message).toBe('安装成功');
    expect((await areas()).find((a) => a.key === 'set_message')?.installed).toBe(true);
    expect(await settingsMenu()).toContain('set_message');
  });

  it('refuses an area the product does not have', async () => {
    const res = await admin.post('/application/manage/install', { key: 'set_rocket' });
    expect([res.statusCode, res.json.message]).toEqual([404, 'key: 应用不存在']);
  });
});
