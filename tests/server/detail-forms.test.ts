import { describe, expect, it } from 'vitest';
import { DETAIL_CONTROL_KINDS, DETAIL_FIXED_FIELDS } from '@domain/templates/fixed-fields';
import type { DetailFormView } from '@domain/templates/detail-forms.schemas';
import type { RecycledFieldRow } from '@domain/templates/recycle-bin.schemas';
import { Client, useSignedIn, useTestApp } from '@tests/support/test-app';

const t = useTestApp();
const [admin, engineer] = useSignedIn(t, '13800000001', '13800000003');

type Field = Record<string, unknown> & { key: string };
const text = (key: string, title: string, extra: Record<string, unknown> = {}): Field => ({ key, type: 1, title, ...extra });
const number = (key: string, title: string): Field => ({ key, type: 2, title });
const keys = (view: DetailFormView) => view.form.fields.map((f) => f.key);
const customKeys = (view: DetailFormView) => view.form.fields.filter((f) => !f.fixed).map((f) => f.key);
const fieldValues = async (prefix: string, c: Client = admin) => (await c.get(`${prefix}/fieldValues`)).json.data as DetailFormView;
const bin = async () => (await admin.get('/v2/temp/recycleBinField?pageSize=100')).json.data as RecycledFieldRow[];

describe('GET .../fieldValues and /v2/temp/cusTempField', () => {
  it('answers each kind’s fixed fields, flagged fixed, before anything is added', async () => {
    for (const { paths, type } of DETAIL_CONTROL_KINDS) {
      const view = (await engineer.get(paths.fieldValues)).json.data as DetailFormView;
      expect(view.type).toBe(type);
      // The demo adds spare-part fields (type 4) after the fixed ones.
      expect(view.form.fields.filter((f) => f.fixed)).toEqual(DETAIL_FIXED_FIELDS[type]);
    }
    const customer = await fieldValues('/detailcontrol/customer');
    expect(customer.typeName).toBe('客户字段');
    expect(customer.form.fields.map((f) => [f.title, f.required])).toEqual([
      ['客户', true],
      ['联系人', true],
      ['联系电话', true],
      ['服务地址', false],
      ['详细地址', false],
    ]);
  });

  it('answers an entity kind’s fields by type, expenses fields included', async () => {
    const expenses = (await engineer.get('/v2/temp/cusTempField?type=100')).json.data as DetailFormView;
    expect(expenses.form.fields.map((f) => f.title)).toEqual(['服务项目', '备件金额', '其他费用', '优惠金额']);
    expect(expenses.form.fields.every((f) => f.required && f.fixed)).toBe(true);
    const bad = await engineer.get('/v2/temp/cusTempField?type=99');
    expect(bad.statusCode).toBe(400);
    expect(bad.json.message).toContain('type');
  });
});

describe('POST .../saveField, .../updateField and DELETE .../delete', () => {
  it('adds a field at the end or at a given place', async () => {
    const first = await admin.post('/detailcontrol/customer/saveField', { field: text('level', '客户等级') });
    expect(first.json).toMatchObject({ success: true, message: '保存成功' });
    await admin.post('/detailcontrol/customer/saveField', { field: number('score', '信用分'), position: 0 });
    const view = await fieldValues('/detailcontrol/customer');
    expect(keys(view)).toEqual(['score', 'customer_name', 'contact_name', 'contact_phone', 'service_address', 'detail_address', 'level']);
    expect((await engineer.get('/v2/temp/cusTempField?type=2')).json.data).toEqual(view);
  });

  it('refuses a key already in use (409) and a field the definition check refuses, naming it', async () => {
    const taken = await admin.post('/detailcontrol/customer/saveField', { field: number('contact_phone', '电话二') });
    expect(taken.statusCode).toBe(409);
    expect(taken.json.message).toBe('字段标识“contact_phone”已被字段“联系电话”使用');
    const unknown = await admin.post('/detailcontrol/customer/saveField', { field: { key: 'odd', type: 23, title: '奇怪' } });
    expect(unknown.json.message).toBe('字段“奇怪”的类型 23 不存在');
    const untitled = await admin.post('/detailcontrol/customer/saveField', { field: text('blank', '', { required: true }) });
    expect(untitled.json.message).toBe('必填字段“blank”缺少标题');
    const formula = { key: 'sum', type: 19, title: '合计', fieldAttributeList: [{ type: 1901, value: '{s|score}+{s|bonus}' }] };
    const missing = await admin.post('/detailcontrol/customer/saveField', { field: formula });
    expect(missing.statusCode).toBe(400);
    expect(missing.json.message).toBe('字段“合计”的计算公式引用的字段“bonus”不存在');
    const badKey = await admin.post('/detailcontrol/customer/saveField', { field: text('Bad-Key', '坏标识') });
    expect(badKey.json.message).toContain('field.key');
  });

  it('changes a field by its key, but never a fixed field into an optional one', async () => {
    const res = await admin.post('/detailcontrol/customer/updateField', { field: text('level', '客户级别', { required: true }) });
    expect(res.statusCode).toBe(200);
    const level = (await fieldValues('/detailcontrol/customer')).form.fields.find((f) => f.key === 'level');
    expect(level).toMatchObject({ title: '客户级别', required: true, fixed: false });
    const optional = await admin.post('/detailcontrol/customer/updateField', { field: text('contact_name', '联系人', { required: false }) });
    expect(optional.json.message).toBe('固定字段“联系人”必须为必填');
    const retyped = await admin.post('/detailcontrol/customer/updateField', { field: number('detail_address', '门牌号') });
    expect(retyped.json.message).toBe('字段标识“detail_address”留给“详细地址”使用，类型不能修改');
    expect((await admin.post('/detailcontrol/customer/updateField', { field: text('nobody', '无') })).statusCode).toBe(404);
  });

  it('moves a deleted field to the recycle bin and restores it at its place', async () => {
    const res = await admin.delete('/detailcontrol/customer/delete?key=level');
    expect(res.json).toMatchObject({ success: true, message: '删除成功' });
    expect(customKeys(await fieldValues('/detailcontrol/customer'))).toEqual(['score']);
    const [item] = await bin();
    expect(item).toMatchObject({ ownerKind: 'detail_form', ownerName: '客户字段', position: 6, field: { key: 'level', title: '客户级别' } });

    await admin.put('/v2/temp/reductionField', { id: item.id });
    expect(keys(await fieldValues('/detailcontrol/customer')).at(-1)).toBe('level');
    expect(await bin()).toEqual([]);
  });

  it('refuses to delete a fixed field, a missing one, or one a formula still uses', async () => {
    const fixed = await admin.delete('/detailcontrol/customer/delete?key=contact_phone');
    expect(fixed.statusCode).toBe(400);
    expect(fixed.json.message).toBe('固定字段“联系电话”不能删除');
    expect((await admin.delete('/detailcontrol/customer/delete?key=nobody')).statusCode).toBe(404);
    const formula = { key: 'double', type: 19, title: '双倍信用分', fieldAttributeList: [{ type: 1901, value: '{s|score}*2' }] };
    expect((await admin.post('/detailcontrol/customer/saveField', { field: formula })).statusCode).toBe(200);
    const used = await admin.delete('/detailcontrol/customer/delete?key=score');
    expect(used.statusCode).toBe(400);
    expect(used.json.message).toBe('字段“双倍信用分”的计算公式引用的字段“score”不存在');
  });

  it('keeps the forms of the entity kinds apart', async () => {
    await admin.post('/detailcontrol/saleContract/saveField', { field: text('region', '区域') });
    await admin.post('/detailcontrol/event/saveField', { field: text('region', '区域') });
    await admin.post('/detailcontrol/saveField', { field: text('region', '区域') });
    expect(customKeys(await fieldValues('/detailcontrol/saleContract'))).toEqual(['region']);
    expect(customKeys(await fieldValues('/detailcontrol/event'))).toEqual(['region']);
    expect(customKeys(await fieldValues('/detailcontrol'))).toEqual(['region']);
    expect(customKeys(await fieldValues('/detailcontrol/project'))).toEqual([]);
  });

  it('lets every role read and only administrators write', async () => {
    expect((await engineer.post('/detailcontrol/customer/saveField', { field: text('x', '甲') })).statusCode).toBe(403);
    expect((await engineer.post('/detailcontrol/customer/updateField', { field: text('level', '甲') })).statusCode).toBe(403);
    expect((await engineer.delete('/detailcontrol/customer/delete?key=level')).statusCode).toBe(403);
    expect((await engineer.post('/detailControl/saveOc', { type: 2, form: { fields: [] } })).statusCode).toBe(403);
  });
});

describe('POST /detailControl/saveOc', () => {
  const fixed = DETAIL_FIXED_FIELDS[3];

  it('saves a whole form; the fields it leaves out go to the recycle bin with their places', async () => {
    const first = await admin.post('/detailControl/saveOc', { type: 3, form: { fields: [...fixed, text('color', '颜色'), text('size', '尺寸'), number('weight', '重量')] } });
    expect(first.statusCode, first.body).toBe(200);
    const second = await admin.post('/detailControl/saveOc', { type: 3, form: { fields: [...fixed, number('weight', '重量')] } });
    expect(customKeys(second.json.data)).toEqual(['weight']);
    const removed = (await bin()).filter((f) => f.ownerName === '客户产品字段');
    expect(removed.map((f) => [f.field.key, f.position]).sort()).toEqual([
      ['color', 11],
      ['size', 12],
    ]);
    await admin.put('/v2/temp/common/reductionField', { ids: removed.map((f) => f.id) });
    expect(customKeys(await fieldValues('/detailcontrol/customerProduct'))).toEqual(['color', 'size', 'weight']);
  });

  it('refuses a form without a fixed field, with duplicate keys, or of an unknown kind, naming it', async () => {
    const missing = await admin.post('/detailControl/saveOc', { type: 3, form: { fields: fixed.slice(1) } });
    expect(missing.json.message).toBe('缺少固定字段“产品名称”');
    const duplicate = await admin.post('/detailControl/saveOc', { type: 3, form: { fields: [...fixed, text('a', '甲'), text('a', '乙')] } });
    expect(duplicate.json.message).toBe('form.fields: 字段标识“a”重复');
    const kind = await admin.post('/detailControl/saveOc', { type: 99, form: { fields: [] } });
    expect(kind.statusCode).toBe(400);
    expect(kind.json.message).toContain('type');
  });

  it('sets the fixed flags itself', async () => {
    const sent = [...fixed.map((f) => ({ ...f, fixed: false })), text('color', '颜色', { fixed: true })];
    const saved = (await admin.post('/detailControl/saveOc', { type: 3, form: { fields: sent } })).json.data as DetailFormView;
    expect(saved.form.fields.filter((f) => f.fixed).map((f) => f.key)).toEqual(fixed.map((f) => f.key));
  });
});
