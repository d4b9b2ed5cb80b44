import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ORDER_FORM, DETAIL_FIXED_FIELDS, ORDER_FIXED_FIELDS } from '@domain/templates/fixed-fields';
import type { AutoDispatchRule, DefaultDispatchView, OrderTypeOption, OrderTypeRow, OrderTypeSla } from '@domain/templates/order-types.schemas';
import type { EventTemplateRow } from '@domain/templates/event-templates.schemas';
import type { RecycledFieldRow } from '@domain/templates/recycle-bin.schemas';
import { enterprises, eventTemplates, operationLogs, orderTypes } from '@server/db/schema';
import { setUpEnterprise } from '@server/modules/enterprises/enterprise-setup';
import { offerDefaultTemplates } from '@server/modules/templates/default-templates';
import { Client, enterpriseIdOf, userIdsByName, useSignedIn, useTestApp } from '@tests/support/test-app';

const t = useTestApp();
const [admin, dispatcher, engineer] = useSignedIn(t, '13800000001', '13800000002', '13800000003');
let users: Record<string, number>;
let enterpriseId: number;

beforeAll(async () => {
  users = await userIdsByName(admin);
  enterpriseId = await enterpriseIdOf(admin);
});

type Field = Record<string, unknown> & { key: string };
const text = (key: string, title: string, extra: Record<string, unknown> = {}): Field => ({ key, type: 1, title, ...extra });
const number = (key: string, title: string): Field => ({ key, type: 2, title });
const formula = (key: string, title: string, expression: string): Field => ({ key, type: 19, title, fieldAttributeList: [{ type: 1901, value: expression }] });
/** An order form: the fixed customer and title, then the given fields. */
const orderForm = (...fields: Field[]) => ({ fields: [...ORDER_FIXED_FIELDS.map((f) => ({ ...f, fixed: undefined })), ...fields] });
const keys = (row: { form: { fields: { key: string }[] } }) => row.form.fields.map((f) => f.key);

const options = async (c: Client = admin, query = '') => (await c.get(`/orderTypeTemplate/list${query}`)).json.data as OrderTypeOption[];
const orderType = async (name: string) => (await options()).find((o) => o.name === name)!;
const detail = async (id: number) => (await admin.get(`/v2/temp/detail?id=${id}`)).json.data as OrderTypeRow;
const bin = async () => (await admin.get('/v2/temp/recycleBinField?pageSize=100')).json.data as RecycledFieldRow[];

let seq = 0;
/** Saves a new external order type; answers the response. */
async function create(body: Record<string, unknown> = {}) {
  seq += 1;
  return admin.post('/v2/temp/save', { kind: 'external', name: `类型${seq}`, form: orderForm(), ...body });
}
async function created(body: Record<string, unknown> = {}) {
  const res = await create(body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json.data as OrderTypeRow;
}
const resave = (row: OrderTypeRow, changes: Record<string, unknown>) =>
  admin.post('/v2/temp/save', { id: row.id, kind: row.kind, name: row.name, enabled: row.enabled, form: row.form, settings: row.settings, ...changes });

describe('the default templates', () => {
  it('gives every enterprise 默认工单 (external), 内部工单 (internal) and the event template 默认事件', async () => {
    const free = await Client.signIn(t.app, '13800000011');
    expect((await options(free)).map(({ name, kind }) => ({ name, kind }))).toEqual([
      { name: '默认工单', kind: 'external' },
      { name: '内部工单', kind: 'internal' },
    ]);
    expect(((await free.get('/v2/eventTemp/list')).json.data as EventTemplateRow[]).map((e) => e.name)).toEqual(['默认事件']);
  });

  it('puts the default order form on them, every field fixed and required', async () => {
    const row = await detail((await orderType('默认工单')).id);
    expect(keys(row)).toEqual(['customer', 'title', 'service_item', 'appointment_time', 'contact_name', 'contact_phone', 'enterprise_name', 'product', 'description']);
    expect(row.form.fields.every((f) => f.fixed && f.required)).toBe(true);
    expect(row.settings).toEqual({
      approvals: { create: false, complete: false, receipt: false, collection: false },
      acceptance: false,
      defaultDispatch: { mode: 'none', userId: null, groupId: null },
      receivePaymentTemplateIds: [expect.any(Number)], // the demo's payment template (finance seed)
      pickUpLimit: null,
      sla: [],
      process: [],
    });
  });

  it('sets them up for a new enterprise', async () => {
    const id = await t.app.db.system.transaction(async (tx) =>
      (await setUpEnterprise(tx, { name: '新开企业', planType: 0, admin: { name: '新管理', phone: '13900000777' } })).enterpriseId,
    );
    const types = await t.app.db.system.select().from(orderTypes).where(eq(orderTypes.enterpriseId, id));
    expect(types.map((r) => [r.name, r.kind])).toEqual([
      ['默认工单', 'external'],
      ['内部工单', 'internal'],
    ]);
    expect((types[0].form as { fields: unknown[] }).fields).toEqual(DEFAULT_ORDER_FORM);
  });

  it('offers them once at start to an enterprise that has none', async () => {
    const [{ id: expired }] = await t.app.db.system.select({ id: enterprises.id }).from(enterprises).where(eq(enterprises.name, '过期设备公司'));
    await t.app.db.system.delete(orderTypes).where(eq(orderTypes.enterpriseId, expired));
    await t.app.db.system.delete(eventTemplates).where(eq(eventTemplates.enterpriseId, expired));
    expect(await offerDefaultTemplates(t.app.db)).toBe(1);
    expect(await offerDefaultTemplates(t.app.db)).toBe(0);
    const names = await t.app.db.system.select({ name: eventTemplates.name }).from(eventTemplates).where(eq(eventTemplates.enterpriseId, expired));
    expect(names).toEqual([{ name: '默认事件' }]);
  });
});

describe('GET /orderTypeTemplate/list, /v2/temp/list, /v2/temp/count and /v2/temp/detail', () => {
  it('lets every role read the enabled order types, by kind if asked', async () => {
    expect((await options(engineer)).map((o) => o.name)).toEqual(['默认工单', '内部工单', '安装工单']);
    expect((await options(engineer, '?kind=internal')).map((o) => o.name)).toEqual(['内部工单']);
    expect((await engineer.get('/orderTypeTemplate/list?kind=other')).statusCode).toBe(400);
  });

  it('lists whole rows by kind and keyword, pages from 0, and counts them', async () => {
    const rows = (await engineer.get('/v2/temp/list?kind=external&keyword=安装&pageIndex=0&pageSize=10')).json.data as OrderTypeRow[];
    expect(rows).toEqual([
      expect.objectContaining({ name: '安装工单', kind: 'external', enabled: true, createTime: expect.stringMatching(/^\d{4}-/) }),
    ]);
    expect(rows[0].settings.sla).toHaveLength(3);
    expect((await engineer.get('/v2/temp/count?kind=external&keyword=安装')).json.data).toBe(1);
    expect((await engineer.get('/v2/temp/count?keyword=')).json.data).toBe(3);
    const second = (await engineer.get('/v2/temp/list?pageIndex=1&pageSize=10')).json.data;
    expect(second).toEqual([]);
  });

  it('answers 404 for an order type that does not exist', async () => {
    expect((await admin.get('/v2/temp/detail?id=999999')).statusCode).toBe(404);
    expect((await admin.get('/v2/temp/detail?id=abc')).json.message).toContain('id');
  });
});

describe('POST /v2/temp/save', () => {
  it('creates an order type with the fixed fields flagged fixed and the custom fields as sent', async () => {
    const row = await created({
      kind: 'internal',
      name: '巡检工单',
      form: orderForm(text('site', '站点', { required: true, fixed: true }), number('hours', '工时')),
      settings: {
        approvals: { create: true, collection: true },
        acceptance: true,
        receivePaymentTemplateIds: [3, 3, 7],
        pickUpLimit: { option: 9, minutes: 90 },
        sla: [{ node: 13, timeout: 2, unit: 3, notify: [101, 120, 101] }],
        process: [{ name: '巡检', userIds: [users['张师傅']] }],
      },
    });
    expect(row.form.fields.map((f) => [f.key, f.fixed])).toEqual([
      ['customer', true],
      ['title', true],
      ['site', false],
      ['hours', false],
    ]);
    expect(row.settings).toMatchObject({
      approvals: { create: true, complete: false, receipt: false, collection: true },
      receivePaymentTemplateIds: [3, 7],
      sla: [{ node: 13, timeout: 2, unit: 3, notify: [101, 120] }],
      process: [{ name: '巡检', userIds: [users['张师傅']] }],
    });
    expect(await detail(row.id)).toEqual(row);
    expect((await options(admin, '?kind=internal')).map((o) => o.name)).toEqual(['内部工单', '巡检工单']);
  });

  it.each([
    ['the customer is missing', { fields: [{ ...ORDER_FIXED_FIELDS[1] }] }, '缺少固定字段“客户名称”'],
    ['the title is made optional', { fields: [ORDER_FIXED_FIELDS[0], { ...ORDER_FIXED_FIELDS[1], required: false }] }, '固定字段“工单标题”必须为必填'],
    ['a custom field takes an order column’s key', orderForm(text('priority', '紧急程度')), '字段标识“priority”留给“优先级”使用，类型不能修改'],
    ['two fields share a key', orderForm(text('site', '站点'), number('site', '站点编号')), '字段标识“site”重复'],
    ['a field has an unknown type', orderForm({ key: 'odd', type: 99, title: '奇怪' }), '字段“奇怪”的类型 99 不存在'],
    ['a required field has no title', orderForm(text('blank', '', { required: true })), '必填字段“blank”缺少标题'],
    ['a formula uses a field that does not exist', orderForm(number('qty', '数量'), formula('total', '合计', '{s|qty}*{s|price}')), '字段“合计”的计算公式引用的字段“price”不存在'],
  ])('refuses a form where %s, naming it', async (_case, form, message) => {
    const res = await create({ form });
    expect(res.statusCode).toBe(400);
    expect(res.json.message).toContain(message);
  });

  it.each([
    [{ sla: [{ node: 14, timeout: 1, unit: 1, notify: [101] }] }, 'settings.sla.0.node'],
    [{ sla: [{ node: 1, timeout: 1, unit: 4, notify: [101] }] }, 'settings.sla.0.unit: 时间单位只能是 1 分钟、2 小时、3 天'],
    [{ sla: [{ node: 1, timeout: 0, unit: 1, notify: [101] }] }, 'settings.sla.0.timeout: 超时时长须大于0'],
    [{ sla: [{ node: 1, timeout: 1, unit: 1, notify: [] }] }, 'settings.sla.0.notify: 请选择通知对象'],
    [{ sla: [{ node: 1, timeout: 1, unit: 1, notify: [108] }] }, 'settings.sla.0.notify.0'],
    [{ sla: [{ node: 3, timeout: 1, unit: 1, notify: [101] }, { node: 3, timeout: 2, unit: 2, notify: [104] }] }, 'settings.sla.1.node: 时间节点“派单”的规则重复'],
    [{ pickUpLimit: { option: 10, minutes: 5 } }, 'settings.pickUpLimit.option: 接单时限选项只能是 1 到 9'],
    [{ pickUpLimit: { option: 2 } }, 'settings.pickUpLimit.minutes: 请输入接单时限'],
    [{ defaultDispatch: { mode: 'user' } }, 'settings.defaultDispatch.userId: 请选择默认派单人员'],
    [{ defaultDispatch: { mode: 'robot' } }, 'settings.defaultDispatch.mode'],
    [{ approvals: { create: 'yes' } }, 'settings.approvals.create'],
    [{ process: [{ name: '上门' }, { name: '上门' }] }, 'settings.process.1.name: 流程“上门”重复'],
  ])('refuses settings %j with a message naming the field', async (settings, message) => {
    const res = await create({ settings });
    expect(res.statusCode).toBe(400);
    expect(res.json.message).toContain(message);
  });

  it('refuses a default dispatch to anyone but an active service staff or dispatcher, or to a group that does not exist', async () => {
    const dispatchTo = (defaultDispatch: Record<string, unknown>) => create({ settings: { defaultDispatch } });
    expect((await dispatchTo({ mode: 'user', userId: users['赵员工'] })).json.message).toBe('赵员工不是服务人员或派单员，不能作为默认派单人员');
    expect((await dispatchTo({ mode: 'user', userId: 999999 })).json.message).toBe('默认派单人员不存在');
    expect((await dispatchTo({ mode: 'group', groupId: 999999 })).json.message).toBe('默认派单服务组不存在');
    expect((await create({ settings: { process: [{ name: '审核', userIds: [999999] }] } })).json.message).toBe('流程处理人不存在（id 999999）');
    const ok = await created({ settings: { defaultDispatch: { mode: 'user', userId: users['李派单'], groupId: 5 } } });
    expect(ok.settings.defaultDispatch).toEqual({ mode: 'user', userId: users['李派单'], groupId: null });
  });

  it('keeps names unique among the live order types (409), and frees the name of a deleted one', async () => {
    const first = await created({ name: '唯一名称' });
    const again = await create({ name: '唯一名称', kind: 'internal' });
    expect(again.statusCode).toBe(409);
    expect(again.json.message).toBe('工单类型名称已存在');
    await admin.delete(`/v2/temp/delete?ids=${first.id}`);
    expect((await create({ name: '唯一名称' })).statusCode).toBe(200);
  });

  it('keeps the default form’s fields on the default order types', async () => {
    const row = await detail((await orderType('默认工单')).id);
    const withoutServiceItem = { fields: row.form.fields.filter((f) => f.key !== 'service_item') };
    expect((await resave(row, { form: withoutServiceItem })).json.message).toBe('缺少固定字段“服务项目”');
    const renamed = await resave(row, { form: { fields: [...row.form.fields, text('remark', '备注')] }, name: '默认工单' });
    expect(renamed.statusCode).toBe(200);
  });

  it('refuses a change of an order type that does not exist, and writes by anyone but an administrator', async () => {
    expect((await create({ id: 999999 })).statusCode).toBe(404);
    expect((await dispatcher.post('/v2/temp/save', { kind: 'external', name: '派单员的', form: orderForm() })).statusCode).toBe(403);
    expect((await dispatcher.put('/v2/temp/enable', { id: 1, enabled: false })).statusCode).toBe(403);
    expect((await dispatcher.delete('/v2/temp/delete?ids=1')).statusCode).toBe(403);
  });
});

describe('PUT /v2/temp/enable and DELETE /v2/temp/delete', () => {
  it('takes a disabled order type out of the pickers but keeps it in the template list', async () => {
    const row = await created({ name: '停用测试' });
    const res = await admin.put('/v2/temp/enable', { id: row.id, enabled: false });
    expect(res.json).toMatchObject({ success: true, message: '修改状态成功', data: { enabled: false } });
    expect((await options()).map((o) => o.name)).not.toContain('停用测试');
    expect((await admin.get('/v2/temp/list?keyword=停用测试')).json.data).toHaveLength(1);
    await admin.put('/v2/temp/enable', { id: row.id, enabled: true });
    expect((await options()).map((o) => o.name)).toContain('停用测试');
  });

  it('refuses to disable or delete the last enabled order type of a kind (409)', async () => {
    const internal = (await options(admin, '?kind=internal')).map((o) => o.id);
    for (const id of internal.slice(1)) await admin.put('/v2/temp/enable', { id, enabled: false });
    const [last] = internal;
    for (const res of [await admin.put('/v2/temp/enable', { id: last, enabled: false }), await admin.delete(`/v2/temp/delete?ids=${last}`)]) {
      expect(res.statusCode).toBe(409);
      expect(res.json.message).toBe('至少保留一个启用的内部工单类型');
    }
    const row = await detail(last);
    expect((await resave(row, { enabled: false })).statusCode).toBe(409);
    expect((await resave(row, { kind: 'external' })).statusCode).toBe(409);
    for (const id of internal.slice(1)) await admin.put('/v2/temp/enable', { id, enabled: true });
  });

  it('deletes softly: the order type leaves every list and its detail answers 404', async () => {
    const a = await created();
    const b = await created();
    const res = await admin.delete(`/v2/temp/delete?ids=${a.id},${b.id}`);
    expect(res.json).toEqual({ success: true, message: '删除成功' });
    expect((await admin.get(`/v2/temp/detail?id=${a.id}`)).statusCode).toBe(404);
    const [stored] = await t.app.db.system.select().from(orderTypes).where(eq(orderTypes.id, a.id));
    expect(stored.deletedAt).toBeInstanceOf(Date);
    expect((await admin.delete(`/v2/temp/delete?ids=${a.id}`)).statusCode).toBe(404);
    expect((await admin.delete('/v2/temp/delete?ids=')).json.message).toBe('请选择需要删除的行');
  });
});

describe('PUT /v2/temp/sort and /v2/eventTemp/sort', () => {
  const names = async (path: string) => ((await admin.get(`${path}/list?pageSize=100`)).json.data as { name: string }[]).map((r) => r.name);

  it('moves an order type one place up or down, in the list and in the pickers', async () => {
    const [a, b] = [await created({ name: '排序甲' }), await created({ name: '排序乙' })];
    const before = await names('/v2/temp');
    expect(before.slice(-2)).toEqual(['排序甲', '排序乙']);
    const res = await admin.put('/v2/temp/sort', { id: b.id, step: -1 });
    expect(res.json).toEqual({ success: true, message: '保存成功' });
    expect((await names('/v2/temp')).slice(-2)).toEqual(['排序乙', '排序甲']);
    expect((await options()).map((o) => o.name).slice(-2)).toEqual(['排序乙', '排序甲']);
    await admin.put('/v2/temp/sort', { id: b.id, step: 1 });
    expect(await names('/v2/temp')).toEqual(before);
    await admin.delete(`/v2/temp/delete?ids=${a.id},${b.id}`);
  });

  it('refuses to move the first up or the last down (409), a bad step (400) and a missing template (404)', async () => {
    const rows = (await admin.get('/v2/temp/list?pageSize=100')).json.data as OrderTypeRow[];
    const first = await admin.put('/v2/temp/sort', { id: rows[0].id, step: -1 });
    expect([first.statusCode, first.json.message]).toEqual([409, '已经是第一个工单类型']);
    const last = await admin.put('/v2/temp/sort', { id: rows.at(-1)!.id, step: 1 });
    expect([last.statusCode, last.json.message]).toEqual([409, '已经是最后一个工单类型']);
    const step = await admin.put('/v2/temp/sort', { id: rows[0].id, step: 2 });
    expect([step.statusCode, step.json.message]).toEqual([400, 'step: step 只能是 -1（上移）或 1（下移）']);
    expect((await admin.put('/v2/temp/sort', { id: 999999, step: 1 })).statusCode).toBe(404);
    expect((await dispatcher.put('/v2/temp/sort', { id: rows[1].id, step: -1 })).statusCode).toBe(403);
  });

  it('moves event templates the same way', async () => {
    const made = (await admin.post('/v2/eventTemp/save', { name: '排序事件', form: { fields: [] } })).json.data as EventTemplateRow;
    const before = await names('/v2/eventTemp');
    expect(before.at(-1)).toBe('排序事件');
    await admin.put('/v2/eventTemp/sort', { id: made.id, step: -1 });
    const after = await names('/v2/eventTemp');
    expect(after.at(-2)).toBe('排序事件');
    const last = await admin.put('/v2/eventTemp/sort', { id: (await admin.get('/v2/eventTemp/list?pageSize=100')).json.data.at(-1).id, step: 1 });
    expect([last.statusCode, last.json.message]).toEqual([409, '已经是最后一个事件模板']);
    await admin.delete(`/v2/eventTemp/delete?ids=${made.id}`);
  });
});

describe('the template-field recycle bin', () => {
  it('keeps a field removed by a save, with its place, and restores it there', async () => {
    const row = await created({ name: '回收测试', form: orderForm(text('a', '甲'), text('b', '乙'), text('c', '丙')) });
    await resave(row, { form: orderForm(text('a', '甲'), text('c', '丙')) });
    const [item] = await bin();
    expect(item).toMatchObject({
      ownerKind: 'order_type',
      ownerId: row.id,
      ownerName: '回收测试',
      field: { key: 'b', title: '乙', fixed: false },
      position: 3,
      deletedBy: { id: users['王管理'], name: '王管理' },
    });
    expect((await admin.get('/v2/temp/recycleBinFieldCount')).json.data).toBe(1);

    const res = await admin.put('/v2/temp/reductionField', { id: item.id });
    expect(res.json).toEqual({ success: true, message: '恢复成功' });
    expect(keys(await detail(row.id))).toEqual(['customer', 'title', 'a', 'b', 'c']);
    expect(await bin()).toEqual([]);
  });

  it('refuses to restore a field whose key is taken again, naming it (409)', async () => {
    const row = await created({ form: orderForm(text('note', '备注')) });
    const saved = (await resave(row, { form: orderForm() })).json.data as OrderTypeRow;
    await resave(saved, { form: orderForm(number('note', '备注编号')) });
    const [item] = await bin();
    const res = await admin.put('/v2/temp/reductionField', { id: item.id });
    expect(res.statusCode).toBe(409);
    expect(res.json.message).toBe('字段标识“note”已被字段“备注编号”使用，不能恢复');
    await admin.delete(`/v2/temp/delete?ids=${row.id}`);
  });

  it('restores several fields at once at their old places, all or none', async () => {
    const row = await created({ form: orderForm(text('a', '甲'), text('b', '乙'), text('c', '丙'), text('d', '丁')) });
    await resave(row, { form: orderForm(text('b', '乙'), text('d', '丁')) });
    const ids = (await bin()).map((f) => f.id);
    expect(ids).toHaveLength(2);
    expect((await admin.put('/v2/temp/common/reductionField', { ids: [...ids, 999999] })).statusCode).toBe(404);
    expect(await bin()).toHaveLength(2);
    expect((await admin.put('/v2/temp/common/reductionField', { ids })).statusCode).toBe(200);
    expect(keys(await detail(row.id))).toEqual(['customer', 'title', 'a', 'b', 'c', 'd']);
    await admin.delete(`/v2/temp/delete?ids=${row.id}`);
  });

  it('refuses to restore a formula whose field is gone (409), and forgets the fields of a deleted order type', async () => {
    const row = await created({ form: orderForm(number('qty', '数量'), formula('double', '两倍', '{s|qty}*2')) });
    const saved = (await resave(row, { form: orderForm(number('qty', '数量')) })).json.data as OrderTypeRow;
    await resave(saved, { form: orderForm() });
    const double = (await bin()).find((f) => f.field.key === 'double')!;
    const res = await admin.put('/v2/temp/reductionField', { id: double.id });
    expect(res.statusCode).toBe(409);
    expect(res.json.message).toBe('字段“两倍”的计算公式引用的字段“qty”不存在');
    await admin.delete(`/v2/temp/delete?ids=${row.id}`);
    expect(await bin()).toEqual([]);
    expect((await admin.get('/v2/temp/recycleBinFieldCount')).json.data).toBe(0);
    expect((await admin.put('/v2/temp/reductionField', { id: double.id })).statusCode).toBe(409);
  });

  it('lists and counts the fields of one order type, event template or detail form when asked', async () => {
    const one = await created({ form: orderForm(text('a', '甲'), text('b', '乙')) });
    const other = await created({ form: orderForm(text('a', '甲')) });
    await resave(one, { form: orderForm() });
    await resave(other, { form: orderForm() });
    const event = (await admin.post('/v2/eventTemp/save', { name: '筛选事件', form: { fields: [text('e', '戊')] } })).json.data as { id: number; name: string; form: unknown };
    await admin.post('/v2/eventTemp/save', { id: event.id, name: event.name, form: { fields: [] } });
    const customerFixed = DETAIL_FIXED_FIELDS[2];
    for (const fields of [[...customerFixed, text('cf', '客户备注')], customerFixed]) {
      const saved = await admin.post('/detailControl/saveOc', { type: 2, form: { fields } });
      expect(saved.statusCode, saved.body).toBe(200);
    }

    const titles = async (query: string) => ((await admin.get(`/v2/temp/recycleBinField?pageSize=100&${query}`)).json.data as RecycledFieldRow[]).map((r) => r.field.title);
    expect(await titles(`orderTypeId=${one.id}`)).toEqual(['乙', '甲']);
    expect(await titles(`orderTypeId=${other.id}`)).toEqual(['甲']);
    expect(await titles(`eventTemplateId=${event.id}`)).toEqual(['戊']);
    expect(await titles('detailType=2')).toEqual(['客户备注']);
    expect(await titles('detailType=26')).toEqual([]);
    expect((await admin.get(`/v2/temp/recycleBinFieldCount?orderTypeId=${one.id}`)).json.data).toBe(2);
    expect((await admin.get('/v2/temp/recycleBinFieldCount?detailType=2')).json.data).toBe(1);
    expect((await admin.get('/v2/temp/recycleBinFieldCount')).json.data).toBe(5);

    const both = await admin.get(`/v2/temp/recycleBinField?orderTypeId=${one.id}&detailType=2`);
    expect(both.statusCode).toBe(400);
    expect(both.json.message).toContain('只能按一个表单筛选');
    expect((await admin.get('/v2/temp/recycleBinFieldCount?detailType=99')).statusCode).toBe(400);
    await admin.delete(`/v2/temp/delete?ids=${one.id},${other.id}`);
    await admin.delete(`/v2/eventTemp/delete?ids=${event.id}`);
    // The bin is left as found: fields of deleted templates are not listed, the customer field goes back.
    const [customerField] = (await admin.get('/v2/temp/recycleBinField?detailType=2')).json.data as RecycledFieldRow[];
    await admin.put('/v2/temp/reductionField', { id: customerField.id });
    expect(await bin()).toEqual([]);
  });

  it('is for administrators only', async () => {
    expect((await dispatcher.get('/v2/temp/recycleBinField')).statusCode).toBe(403);
    expect((await dispatcher.put('/v2/temp/reductionField', { id: 1 })).statusCode).toBe(403);
  });
});

describe('GET /v2/sla/list and the default dispatch', () => {
  it('answers the SLA rules of every order type', async () => {
    const sla = (await engineer.get('/v2/sla/list')).json.data as OrderTypeSla[];
    expect(sla.find((s) => s.templateName === '安装工单')).toMatchObject({
      kind: 'external',
      enabled: true,
      rules: [
        { node: 0, timeout: 30, unit: 1, notify: [103, 104] },
        { node: 4, timeout: 2, unit: 2, notify: [104] },
        { node: 6, timeout: 1, unit: 3, notify: [101, 104, 120] },
      ],
    });
    expect(sla.find((s) => s.templateName === '默认工单')!.rules).toEqual([]);
  });

  it('reads and changes the default dispatch of an order type', async () => {
    const { id } = await orderType('安装工单');
    const read = async () => (await dispatcher.get(`/v2/processSet/getDefaultDispatch?tmplId=${id}`)).json.data as DefaultDispatchView;
    expect(await read()).toEqual({ tmplId: id, mode: 'user', userId: users['张师傅'], groupId: null, userName: '张师傅', groupName: null });

    const groups = (await admin.get('/servicegroup/list?pageSize=100')).json.data as { id: number; name: string }[];
    const group = groups.find((g) => g.name === '安装组')!;
    const res = await admin.post('/v2/processSet/updateDefaultDispatch', { tmplId: id, mode: 'group', groupId: group.id });
    expect(res.json).toMatchObject({ success: true, data: { mode: 'group', groupId: group.id, groupName: '安装组', userId: null } });
    expect((await detail(id)).settings.defaultDispatch).toEqual({ mode: 'group', userId: null, groupId: group.id });
    await admin.post('/v2/processSet/updateDefaultDispatch', { tmplId: id, mode: 'user', userId: users['张师傅'] });
  });

  it('lists every order type’s default dispatch as the automatic dispatch rules (/automate/split/list)', async () => {
    const groups = (await admin.get('/servicegroup/list?pageSize=100')).json.data as { id: number; name: string }[];
    const group = groups.find((g) => g.name === '安装组')!;
    const made = await created({ name: '分单测试', settings: { defaultDispatch: { mode: 'group', groupId: group.id } } });
    const rules = (await engineer.get('/automate/split/list')).json.data as AutoDispatchRule[];
    expect(rules.map((r) => r.templateName)).toEqual((await admin.get('/v2/temp/list?pageSize=100')).json.data.map((r: OrderTypeRow) => r.name));
    expect(rules.find((r) => r.templateName === '安装工单')).toMatchObject({ kind: 'external', enabled: true, mode: 'user', userName: '张师傅', groupName: null });
    expect(rules.find((r) => r.tmplId === made.id)).toEqual({
      tmplId: made.id,
      templateName: '分单测试',
      kind: 'external',
      enabled: true,
      mode: 'group',
      userId: null,
      groupId: group.id,
      userName: null,
      groupName: '安装组',
    });
    expect(rules.find((r) => r.templateName === '默认工单')).toMatchObject({ mode: 'none', userName: null, groupName: null });
    await admin.delete(`/v2/temp/delete?ids=${made.id}`);
  });

  it('refuses a dispatch to someone who cannot take orders, to an unknown order type, and from anyone but an administrator', async () => {
    const { id } = await orderType('安装工单');
    const update = (c: Client, body: Record<string, unknown>) => c.post('/v2/processSet/updateDefaultDispatch', { tmplId: id, ...body });
    expect((await update(admin, { mode: 'user', userId: users['吴财务'] })).json.message).toBe('吴财务不是服务人员或派单员，不能作为默认派单人员');
    expect((await update(admin, { mode: 'group' })).json.message).toBe('groupId: 请选择默认派单服务组');
    expect((await update(admin, { mode: 'none', tmplId: 999999 })).statusCode).toBe(404);
    expect((await update(dispatcher, { mode: 'none' })).statusCode).toBe(403);
    expect((await admin.get('/v2/processSet/getDefaultDispatch?tmplId=999999')).statusCode).toBe(404);
  });
});

describe('event templates', () => {
  const eventBody = (name: string, fields: Field[] = []) => ({ name, form: { fields } });

  it('saves an event template with its switches, stage timeouts and process, and answers its fields', async () => {
    const res = await admin.post('/v2/eventTemp/save', {
      ...eventBody('投诉事件', [text('reason', '投诉原因', { required: true })]),
      settings: { switches: { is_enable_priority: false }, timeouts: [{ stage: 2, timeout: 4, unit: 2 }], process: [{ name: '回访' }] },
    });
    expect(res.statusCode, res.body).toBe(200);
    const row = res.json.data as EventTemplateRow;
    expect(row.settings).toEqual({
      switches: { is_enable_serviceitem: true, is_enable_priority: false, is_enable_customer: true },
      timeouts: [{ stage: 2, timeout: 4, unit: 2, notify: [] }],
      process: [{ name: '回访', userIds: [] }],
    });
    const fields = (await engineer.get(`/v2/eventTemp/cusTempField?id=${row.id}`)).json.data;
    expect(fields).toEqual([expect.objectContaining({ key: 'reason', title: '投诉原因', required: true, fixed: false })]);
    expect((await engineer.get('/v2/eventTemp/count?keyword=投诉')).json.data).toBe(1);
    expect((await engineer.get(`/v2/eventTemp/detail?id=${row.id}`)).json.data).toEqual(row);
  });

  it('refuses a repeated stage, a stage out of 1 to 5, a repeated name and a bad form, naming them', async () => {
    const withTimeouts = (timeouts: unknown[]) => admin.post('/v2/eventTemp/save', { ...eventBody('超时测试'), settings: { timeouts } });
    expect((await withTimeouts([{ stage: 1, timeout: 1, unit: 1 }, { stage: 1, timeout: 2, unit: 1 }])).json.message).toBe(
      'settings.timeouts.1.stage: 阶段“待分配”的超时规则重复',
    );
    expect((await withTimeouts([{ stage: 6, timeout: 1, unit: 1 }])).json.message).toBe('settings.timeouts.0.stage: 超时阶段只能是 1 到 5');
    expect((await admin.post('/v2/eventTemp/save', eventBody('报修事件'))).statusCode).toBe(409);
    const bad = await admin.post('/v2/eventTemp/save', eventBody('坏表单', [text('x', '甲'), text('x', '乙')]));
    expect(bad.json.message).toBe('form.fields: 字段标识“x”重复');
  });

  it('keeps a removed field in the recycle bin and restores it', async () => {
    const row = (await admin.post('/v2/eventTemp/save', eventBody('回收事件', [text('a', '甲'), text('b', '乙')]))).json.data as EventTemplateRow;
    await admin.post('/v2/eventTemp/save', { ...eventBody('回收事件', [text('b', '乙')]), id: row.id });
    const [item] = await bin();
    expect(item).toMatchObject({ ownerKind: 'event_template', ownerName: '回收事件', field: { key: 'a' }, position: 0 });
    await admin.put('/v2/temp/reductionField', { id: item.id });
    const after = (await admin.get(`/v2/eventTemp/detail?id=${row.id}`)).json.data as EventTemplateRow;
    expect(keys(after)).toEqual(['a', 'b']);
  });

  it('keeps at least one event template enabled', async () => {
    const all = (await admin.get('/v2/eventTemp/list?pageSize=100')).json.data as EventTemplateRow[];
    const [last, ...others] = all.map((e) => e.id);
    await admin.delete(`/v2/eventTemp/delete?ids=${others.join(',')}`);
    const res = await admin.put('/v2/eventTemp/enable', { id: last, enabled: false });
    expect(res.statusCode).toBe(409);
    expect(res.json.message).toBe('至少保留一个启用的事件模板');
    expect((await admin.delete(`/v2/eventTemp/delete?ids=${last}`)).statusCode).toBe(409);
    expect((await dispatcher.post('/v2/eventTemp/save', eventBody('派单员的'))).statusCode).toBe(403);
  });
});

describe('the operation log', () => {
  it('records every template-centre change under 模板中心', async () => {
    const rows = await t.app.db.system
      .select({ action: operationLogs.action })
      .from(operationLogs)
      .where(and(eq(operationLogs.enterpriseId, enterpriseId), eq(operationLogs.module, 'templates')));
    const actions = new Set(rows.map((r) => r.action));
    for (const action of [
      'order-type.create',
      'order-type.update',
      'order-type.enable',
      'order-type.disable',
      'order-type.delete',
      'order-type.dispatch',
      'event-template.create',
      'event-template.update',
      'event-template.delete',
      'order-type.sort',
      'event-template.sort',
      'form-field.restore',
    ])
      expect(actions).toContain(action);
    const page = (await admin.get('/operlog/point?module=templates&pageSize=100')).json.data as { moduleName: string; summary: string }[];
    expect(page[0].moduleName).toBe('模板中心');
    expect(page.some((p) => p.summary === '新增工单类型：巡检工单')).toBe(true);
  });
});

describe('SLA on the free plan', () => {
  it('refuses a free enterprise a change of SLA rules but saves its other settings', async () => {
    const free = await Client.signIn(t.app, '13800000011');
    const id = (await options(free)).find((o) => o.name === '默认工单')!.id;
    const row = (await free.get(`/v2/temp/detail?id=${id}`)).json.data as OrderTypeRow;
    const save = (settings: Record<string, unknown>) =>
      free.post('/v2/temp/save', { id, kind: row.kind, name: row.name, enabled: row.enabled, form: row.form, settings: { ...row.settings, ...settings } });

    const refused = await save({ sla: [{ node: 3, timeout: 2, unit: 2, notify: [104] }] });
    expect(refused.statusCode).toBe(403);
    expect(refused.json.message).toContain('免费版本不支持SLA');
    expect(((await free.get(`/v2/temp/detail?id=${id}`)).json.data as OrderTypeRow).settings.sla).toEqual([]);
    expect((await save({ acceptance: true })).statusCode).toBe(200);
  });
});
