import { describe, expect, it } from 'vitest';
import { CheckedFormDefinitionSchema, checkFormDefinition } from '@domain/forms/form-definition.check';
import { CustomFieldRecordSchema, FormDefinitionSchema } from '@domain/forms/form-definition.schemas';
import { CONTROLS, CONTROL_NAMES, FIELD_TYPE_CODES, FieldAttribute, FieldType, LinkTarget, controlOf } from '@domain/forms/field-types';
import { form, formula, options } from './form-builders';

const messages = (definition: Parameters<typeof checkFormDefinition>[0], customerFields?: string[]) =>
  checkFormDefinition(definition, { customerFields }).map((i) => i.message);

const price = { key: 'price', type: FieldType.number, title: '单价' };
const qty = { key: 'qty', type: FieldType.number, title: '数量' };

describe('the control catalogue', () => {
  it('offers every form-builder control of the spec, each mapped to a stored type', () => {
    const spec = 'text number radio checkbox time address img switch scanner position textarea explain upload singleCheck expenses_number hyperlink'.split(' ');
    expect(CONTROL_NAMES).toEqual(expect.arrayContaining([...spec, 'multistage cascade', 'calculator', 'call', 'signature', 'commentStar', 'calendarDate', 'calendarTime', 'calendarDatetime', 'imgMultiple']));
    for (const c of CONTROLS) expect(FIELD_TYPE_CODES).toContain(c.fieldType);
  });

  it('has a control for every stored type, and only explanations hold no value', () => {
    for (const type of FIELD_TYPE_CODES) expect(controlOf({ type })?.fieldType, String(type)).toBe(type);
    expect(CONTROLS.filter((c) => !c.holdsValue).map((c) => c.name)).toEqual(['explain']);
  });

  it('reopens a text field with a call number as the call control, and a date-time as calendarDatetime', () => {
    expect(controlOf({ type: FieldType.text, fieldAttributeList: [{ type: FieldAttribute.callNumber }] })?.name).toBe('call');
    expect(controlOf({ type: FieldType.text })?.name).toBe('text');
    expect(controlOf({ type: FieldType.datetime })?.name).toBe('calendarDatetime');
  });
});

describe('FormDefinitionSchema', () => {
  it('fills defaults and refuses keys that are not stable identifiers', () => {
    expect(form({ key: 'a_1', type: 1 }).fields[0]).toMatchObject({ title: '', required: false, settings: {}, fieldAttributeList: [] });
    expect(FormDefinitionSchema.safeParse({ fields: [{ key: 'Price', type: 1 }] }).error?.issues[0].message).toBe('字段标识须以小写字母开头，只含小写字母、数字和下划线');
    expect(FormDefinitionSchema.safeParse({ fields: [{ key: '1a', type: 1 }] }).success).toBe(false);
  });

  it('refuses settings out of range in Chinese', () => {
    const result = FormDefinitionSchema.safeParse({ fields: [{ key: 'a', type: 2, settings: { decimals: 11 } }] });
    expect(result.error?.issues[0].message).toBe('小数位数最多10位');
  });

  it('refuses attribute types other than 3001, 1901 and 2001', () => {
    const result = FormDefinitionSchema.safeParse({ fields: [{ key: 'a', type: 1, fieldAttributeList: [{ type: 1234, value: 'x' }] }] });
    expect(result.error?.issues[0].message).toBe('字段属性类型只能是 3001、1901 或 2001');
  });

  it('accepts a definition that passes the check and refuses one that does not, with the message alone', () => {
    expect(CheckedFormDefinitionSchema.safeParse({ fields: [price] }).success).toBe(true);
    const result = CheckedFormDefinitionSchema.safeParse({ fields: [price, price] });
    expect(result.error?.issues.map((i) => [i.path, i.message])).toEqual([[[], '字段标识“price”重复']]);
  });
});

describe('checkFormDefinition', () => {
  it('accepts a form with one field of every control', () => {
    const extras = (name: string) => {
      if (name === 'radio' || name === 'checkbox') return { options: options('a', 'b') };
      if (name === 'multistage cascade') return { options: [{ value: 'a', label: 'A', children: options('x') }] };
      if (name === 'calculator' || name === 'expenses_number') return { fieldAttributeList: formula('{s|f1}*2') };
      if (name === 'call') return { fieldAttributeList: [{ type: FieldAttribute.callNumber, value: '400-800-1234' }] };
      if (name === 'linkRecord') return { fieldAttributeList: [{ type: FieldAttribute.linkTarget, value: String(LinkTarget.customer) }] };
      return {};
    };
    const fields = CONTROLS.map((c, i) => ({ key: `f${i}`, type: c.fieldType, title: c.label, required: true, ...extras(c.name) }));
    expect(checkFormDefinition(form(...fields))).toEqual([]);
  });

  it('refuses duplicate keys, naming the key', () => {
    expect(checkFormDefinition(form(price, { ...price, title: '价格' }))).toEqual([{ key: 'price', message: '字段标识“price”重复' }]);
  });

  it('refuses an unknown type, naming the field', () => {
    expect(messages(form({ key: 'odd', type: 23, title: '奇怪' }))).toEqual(['字段“奇怪”的类型 23 不存在']);
    expect(messages(form({ key: 'odd', type: 0 }))).toEqual(['字段“odd”的类型 0 不存在']);
  });

  it('refuses a required field without a title, but not a required explanation', () => {
    expect(messages(form({ key: 'name', type: FieldType.text, required: true, title: '  ' }))).toEqual(['必填字段“name”缺少标题']);
    expect(messages(form({ key: 'note', type: FieldType.explanation, required: true }))).toEqual([]);
  });

  it('refuses choice fields without options, with repeated option values, or nested options outside a cascade', () => {
    expect(messages(form({ key: 'level', type: FieldType.radio, title: '等级' }))).toEqual(['字段“等级”缺少选项']);
    expect(messages(form({ key: 'tags', type: FieldType.multiSelect, title: '标签', options: [] }))).toEqual(['字段“标签”缺少选项']);
    expect(messages(form({ key: 'level', type: FieldType.radio, title: '等级', options: options('a', 'b', 'a') }))).toEqual(['字段“等级”的选项“a”重复']);
    const tree = [{ value: 'gd', label: '广东', children: [...options('sz'), ...options('sz')] }];
    expect(messages(form({ key: 'area', type: FieldType.cascade, title: '区域', options: tree }))).toEqual(['字段“区域”的选项“sz”重复']);
    expect(messages(form({ key: 'level', type: FieldType.radio, title: '等级', options: tree }))).toEqual(['字段“等级”的选项不能有下级']);
  });

  it('refuses a number range upside down, too many pictures for an image field, and a linked record without a target', () => {
    expect(messages(form({ ...price, settings: { min: 10, max: 1 } }))).toEqual(['字段“单价”的最小值不能大于最大值']);
    expect(messages(form({ key: 'pics', type: FieldType.image, title: '现场照片', settings: { maxCount: 10 } }))).toEqual(['字段“现场照片”最多允许 9 张图片']);
    expect(messages(form({ key: 'pics', type: FieldType.images, title: '现场照片', settings: { maxCount: 30 } }))).toEqual([]);
    expect(messages(form({ key: 'ref', type: FieldType.linkedRecord, title: '关联工单' }))).toEqual(['字段“关联工单”缺少关联对象']);
    expect(messages(form({ key: 'ref', type: FieldType.linkedRecord, title: '关联工单', fieldAttributeList: [{ type: FieldAttribute.linkTarget, value: '99' }] }))).toEqual([
      '字段“关联工单”缺少关联对象',
    ]);
  });

  it('refuses a computed field without a formula or with a malformed one, giving the position', () => {
    expect(messages(form({ key: 'total', type: FieldType.calculator, title: '合计' }))).toEqual(['字段“合计”缺少计算公式']);
    expect(messages(form(price, { key: 'total', type: FieldType.calculator, title: '合计', fieldAttributeList: formula('({s|price}*2') }))).toEqual([
      '字段“合计”的计算公式有误：第 13 个字符：缺少右括号',
    ]);
  });

  it('refuses a formula that uses a field that does not exist or is not numeric', () => {
    const total = (text: string) => ({ key: 'total', type: FieldType.expensesNumber, title: '合计', fieldAttributeList: formula(text) });
    expect(messages(form(price, total('{s|price}*{s|qty}')))).toEqual(['字段“合计”的计算公式引用的字段“qty”不存在']);
    expect(messages(form(price, { key: 'memo', type: FieldType.text, title: '备注' }, total('{s|price}+{s|memo}')))).toEqual(['字段“合计”的计算公式引用的字段“备注”不是数字']);
    expect(messages(form(price, qty, { key: 'stars', type: FieldType.rating, title: '评分' }, total('{s|price}*{s|qty}+{s|stars}')))).toEqual([]);
  });

  it('checks customer references only against the customer fields it is given', () => {
    const definition = form(price, { key: 'total', type: FieldType.calculator, title: '合计', fieldAttributeList: formula('{s|price}*{c|discount}') });
    expect(messages(definition)).toEqual([]);
    expect(messages(definition, ['discount'])).toEqual([]);
    expect(messages(definition, ['rate'])).toEqual(['字段“合计”的计算公式引用的字段“discount”不存在']);
  });

  it('refuses formulas that depend on each other in a cycle, naming the fields in order', () => {
    const computed = (key: string, title: string, text: string) => ({ key, type: FieldType.calculator, title, fieldAttributeList: formula(text) });
    expect(messages(form(price, computed('a', '甲', '{s|b}+{s|price}'), computed('b', '乙', '{s|c}*2'), computed('c', '丙', '{s|a}-1')))).toEqual([
      '计算公式循环引用：甲 → 乙 → 丙 → 甲',
    ]);
    expect(messages(form(computed('a', '甲', '{s|a}+1')))).toEqual(['计算公式循环引用：甲 → 甲']);
    expect(messages(form(price, computed('a', '甲', '{s|price}*2'), computed('b', '乙', '{s|a}+{s|a}')))).toEqual([]);
  });

  it('reports every problem field by field in form order', () => {
    const result = checkFormDefinition(form({ key: 'a', type: 99, title: 'A' }, { key: 'b', type: FieldType.radio, title: 'B' }));
    expect(result.map((i) => i.key)).toEqual(['a', 'b']);
  });
});

describe('CustomFieldRecordSchema', () => {
  it('reads a stored custom value with its attributes and pictures', () => {
    const record = { type: 30, tfid: 'order_ref', tfname: '关联工单', tfvvalue: '空调维修|1024', ovalue: '空调维修', fieldAttributeList: [{ type: 3001, value: '1' }] };
    expect(CustomFieldRecordSchema.parse(record)).toEqual(record);
    expect(CustomFieldRecordSchema.parse({ type: 10, tfid: 'pics', tfname: '照片', tfvvalue: null, realPic: ['/api/file/a.png'] })).toMatchObject({ fieldAttributeList: [], realPic: ['/api/file/a.png'] });
  });
});
