import { describe, expect, it } from 'vitest';
import type { FormFieldSchema } from '@domain/forms/form-definition.schemas';
import { FieldAttribute, FieldType } from '@domain/forms/field-types';
import { DEFAULT_FORM_LIMITS, type FileRef } from '@domain/forms/field-values';
import { computeFormulas, normalizeValues, validateValues } from '@domain/forms/validate-values';
import type { z } from 'zod';
import { form, formula, options } from './form-builders';

// 2024-03-05 10:30:00 in China (business time), whatever the machine's zone.
const fixedNow = new Date('2024-03-05T02:30:00Z');
const limits = { ...DEFAULT_FORM_LIMITS, maxImages: 12, maxFiles: 3, maxFileBytes: 5 * 1024 * 1024, maxImageBytes: 2 * 1024 * 1024 };

/** The message for one value of a one-field form titled 字段, or null when accepted. */
const problemOf = (input: Omit<z.input<typeof FormFieldSchema>, 'key' | 'title'>, value: unknown) => {
  const issues = validateValues(form({ key: 'f', title: '字段', ...input }), { f: value }, { fixedNow, limits });
  return issues[0]?.message ?? null;
};
const file = (name: string, size = 1000): FileRef => ({ url: `/api/file/${name}`, name, size });
const files = (count: number, ext = 'jpg') => Array.from({ length: count }, (_, i) => file(`p${i}.${ext}`));

describe('validateValues: required fields', () => {
  it.each([
    [FieldType.text, '', '请填写字段'],
    [FieldType.text, '   ', '请填写字段'],
    [FieldType.number, null, '请填写字段'],
    [FieldType.multiSelect, [], '请选择字段'],
    [FieldType.date, undefined, '请选择字段'],
    [FieldType.image, [], '请上传字段'],
    [FieldType.signature, null, '请上传字段'],
    [FieldType.tick, false, '请勾选字段'],
    [FieldType.address, { province: '', city: ' ', district: '', detail: '' }, '请填写字段'],
  ])('refuses an empty value of a required field of type %i', (type, value, message) => {
    expect(problemOf({ type, required: true, options: options('a') }, value)).toBe(message);
  });

  it('accepts a switch turned off as a value, and skips empty optional fields', () => {
    expect(problemOf({ type: FieldType.switch, required: true }, false)).toBeNull();
    expect(problemOf({ type: FieldType.number, settings: { min: 1 } }, null)).toBeNull();
    expect(problemOf({ type: FieldType.radio, options: options('a') }, '')).toBeNull();
  });

  it('never requires an explanation, nor checks computed fields that the server fills', () => {
    expect(problemOf({ type: FieldType.explanation, required: true }, undefined)).toBeNull();
    expect(problemOf({ type: FieldType.calculator, required: true, fieldAttributeList: formula('1+1') }, 'anything')).toBeNull();
  });

  it('names each field by its title, field by field in form order, ignoring inherited keys', () => {
    const definition = form({ key: 'constructor', title: '名称', type: FieldType.text, required: true }, { key: 'qty', title: '数量', type: FieldType.number, required: true });
    expect(validateValues(definition, {}, { limits })).toEqual([
      { key: 'constructor', message: '请填写名称' },
      { key: 'qty', message: '请填写数量' },
    ]);
  });
});

describe('validateValues: values by type', () => {
  it('checks text, multi-line text and scans as text within their length', () => {
    expect(problemOf({ type: FieldType.text }, '张三')).toBeNull();
    expect(problemOf({ type: FieldType.text }, 12)).toBe('字段须为文本');
    expect(problemOf({ type: FieldType.text }, 'x'.repeat(201))).toBe('字段最多200个字');
    expect(problemOf({ type: FieldType.textarea }, '长'.repeat(2000))).toBeNull();
    expect(problemOf({ type: FieldType.scan, settings: { maxLength: 8 } }, 'SN-123456')).toBe('字段最多8个字');
  });

  it('checks a call field as a phone number', () => {
    const call = { type: FieldType.text, fieldAttributeList: [{ type: FieldAttribute.callNumber, value: '' }] };
    expect(problemOf(call, '+86 138-0013-8000')).toBeNull();
    expect(problemOf(call, '(010)12345678#8')).toBeNull();
    expect(problemOf(call, '打电话')).toBe('字段须为电话号码');
    expect(problemOf(call, '--')).toBe('字段须为电话号码');
  });

  it('checks numbers: finite, decimals, minimum and maximum', () => {
    const money = { type: FieldType.number, settings: { min: 0, max: 100, decimals: 2 } };
    expect(problemOf(money, 99.99)).toBeNull();
    expect(problemOf(money, 0)).toBeNull();
    expect(problemOf(money, '12')).toBe('字段须为数字');
    expect(problemOf(money, Number.POSITIVE_INFINITY)).toBe('字段须为数字');
    expect(problemOf(money, 1.005)).toBe('字段最多2位小数');
    expect(problemOf(money, -1)).toBe('字段不能小于0');
    expect(problemOf(money, 100.5)).toBe('字段不能大于100');
    expect(problemOf({ type: FieldType.number, settings: { decimals: 0 } }, 2.5)).toBe('字段须为整数');
  });

  it('checks a radio value among the options', () => {
    expect(problemOf({ type: FieldType.radio, options: options('a', 'b') }, 'b')).toBeNull();
    expect(problemOf({ type: FieldType.radio, options: options('a', 'b') }, 'c')).toBe('字段的选项“c”不存在');
    expect(problemOf({ type: FieldType.radio, options: options('1') }, 1)).toBe('字段的选项“1”不存在');
  });

  it('checks multi-select values as a subset of the options without repeats', () => {
    const tags = { type: FieldType.multiSelect, options: options('a', 'b', 'c') };
    expect(problemOf(tags, ['a', 'c'])).toBeNull();
    expect(problemOf(tags, ['a', 'x'])).toBe('字段的选项“x”不存在');
    expect(problemOf(tags, ['a', 'a'])).toBe('字段的选项“a”重复');
    expect(problemOf(tags, 'a')).toBe('字段须为选项列表');
  });

  it('checks a cascade value as a path of the tree down to its last level', () => {
    const area = { type: FieldType.cascade, options: [{ value: 'gd', label: '广东', children: [{ value: 'sz', label: '深圳', children: options('ns') }, { value: 'dg', label: '东莞' }] }] };
    expect(problemOf(area, ['gd', 'sz', 'ns'])).toBeNull();
    expect(problemOf(area, ['gd', 'dg'])).toBeNull();
    expect(problemOf(area, ['gd', 'sz'])).toBe('字段须选择到最后一级');
    expect(problemOf(area, ['gd', 'gz'])).toBe('字段的选择不存在');
    expect(problemOf(area, ['sz'])).toBe('字段的选择不存在');
    expect(problemOf(area, 'gd')).toBe('字段须为选项列表');
  });

  it('checks dates, times and date-times in the spec formats, as real calendar values', () => {
    expect(problemOf({ type: FieldType.date }, '2024-02-29')).toBeNull();
    expect(problemOf({ type: FieldType.date }, '2023-02-29')).toBe('字段须为日期，格式 YYYY-MM-DD');
    expect(problemOf({ type: FieldType.date }, '2024-3-5')).toBe('字段须为日期，格式 YYYY-MM-DD');
    expect(problemOf({ type: FieldType.time }, '23:59')).toBeNull();
    expect(problemOf({ type: FieldType.time }, '08:07:06')).toBeNull();
    expect(problemOf({ type: FieldType.time }, '24:00')).toBe('字段须为时间，格式 HH:mm 或 HH:mm:ss');
    expect(problemOf({ type: FieldType.datetime }, '2024-03-05 08:07')).toBeNull();
    expect(problemOf({ type: FieldType.datetime }, '2024-03-05 08:07:06')).toBeNull();
    for (const bad of ['2024-03-05', '2024-03-05T08:07', '2024-03-05 8:07', '2024-13-05 08:07', '2024-03-05  08:07'])
      expect(problemOf({ type: FieldType.datetime }, bad), bad).toBe('字段须为日期时间，格式 YYYY-MM-DD HH:mm 或 YYYY-MM-DD HH:mm:ss');
  });

  it('keeps dates and date-times on the side of now the field allows, in business time', () => {
    const appointment = { type: FieldType.datetime, settings: { dateLimit: 'notPast' as const } };
    expect(problemOf(appointment, '2024-03-05 10:30')).toBeNull();
    expect(problemOf(appointment, '2024-03-05 10:29:59')).toBe('字段不能早于当前时间');
    expect(problemOf({ type: FieldType.datetime, settings: { dateLimit: 'notFuture' } }, '2024-03-05 10:30:01')).toBe('字段不能晚于当前时间');
    expect(problemOf({ type: FieldType.date, settings: { dateLimit: 'notPast' } }, '2024-03-05')).toBeNull();
    expect(problemOf({ type: FieldType.date, settings: { dateLimit: 'notPast' } }, '2024-03-04')).toBe('字段不能早于今天');
    expect(problemOf({ type: FieldType.date, settings: { dateLimit: 'notFuture' } }, '2024-03-06')).toBe('字段不能晚于今天');
  });

  it('checks switches and tick boxes as booleans', () => {
    expect(problemOf({ type: FieldType.switch }, true)).toBeNull();
    expect(problemOf({ type: FieldType.tick }, true)).toBeNull();
    expect(problemOf({ type: FieldType.switch }, 'true')).toBe('字段须为是或否');
    expect(problemOf({ type: FieldType.tick }, 1)).toBe('字段须为是或否');
  });

  it('checks an address as province, city, district and detail', () => {
    expect(problemOf({ type: FieldType.address }, { province: '广东省', city: '东莞市', district: '', detail: '松山湖1号' })).toBeNull();
    expect(problemOf({ type: FieldType.address }, '广东省东莞市')).toBe('字段须为省、市、区和详细地址');
    expect(problemOf({ type: FieldType.address }, { province: 44, detail: 'x' })).toBe('字段须为省、市、区和详细地址');
    expect(problemOf({ type: FieldType.address }, { province: 44 })).toBe('字段须为省、市、区和详细地址');
  });

  it('checks a position as longitude and latitude in range with an address', () => {
    expect(problemOf({ type: FieldType.position }, { lng: 113.93, lat: 22.53, address: '深圳市南山区' })).toBeNull();
    expect(problemOf({ type: FieldType.position }, { lng: 181, lat: 22.53, address: '' })).toBe('字段须为有效的位置（经度 -180 到 180，纬度 -90 到 90）');
    expect(problemOf({ type: FieldType.position }, { lng: 113.93, lat: -91, address: '' })).toBe('字段须为有效的位置（经度 -180 到 180，纬度 -90 到 90）');
    expect(problemOf({ type: FieldType.position }, { lng: '113', lat: 22 })).toBe('字段须为有效的位置（经度 -180 到 180，纬度 -90 到 90）');
  });

  it('allows at most 9 pictures in an image field, fewer when the field says so', () => {
    expect(problemOf({ type: FieldType.image }, files(9))).toBeNull();
    expect(problemOf({ type: FieldType.image }, files(10))).toBe('字段最多上传9张图片');
    expect(problemOf({ type: FieldType.image, settings: { maxCount: 3 } }, files(4))).toBe('字段最多上传3张图片');
    expect(problemOf({ type: FieldType.image }, [file('报告.pdf')])).toBe('字段只能上传图片，“报告.pdf”不是图片');
    expect(problemOf({ type: FieldType.image }, [file('png')])).toBe('字段只能上传图片，“png”不是图片');
    expect(problemOf({ type: FieldType.image }, [file('现场.PNG', 3 * 1024 * 1024)])).toBe('字段的文件“现场.PNG”超过2.00 MB');
  });

  it('allows more than 9 pictures in a multi-image field, up to the enterprise limit', () => {
    expect(problemOf({ type: FieldType.images }, files(12, 'png'))).toBeNull();
    expect(problemOf({ type: FieldType.images }, files(13, 'png'))).toBe('字段最多上传12张图片');
    expect(problemOf({ type: FieldType.images, settings: { maxCount: 100 } }, files(13, 'png'))).toBe('字段最多上传12张图片');
  });

  it('checks attachments as uploaded file references within the count and size limits', () => {
    expect(problemOf({ type: FieldType.upload }, [file('合同.pdf'), file('清单.xlsx')])).toBeNull();
    expect(problemOf({ type: FieldType.upload }, files(4, 'pdf'))).toBe('字段最多上传3个文件');
    expect(problemOf({ type: FieldType.upload }, [file('大.zip', 6 * 1024 * 1024)])).toBe('字段的文件“大.zip”超过5.00 MB');
    expect(problemOf({ type: FieldType.upload, settings: { maxSizeMb: 1 } }, [file('中.zip', 2 * 1024 * 1024)])).toBe('字段的文件“中.zip”超过1.00 MB');
    for (const bad of ['a.pdf', [{ url: '', name: 'a.pdf', size: 1 }], [{ url: 'javascript:alert(1)', name: 'a.pdf', size: 1 }], [{ url: '/f', name: 'a.pdf', size: -1 }]])
      expect(problemOf({ type: FieldType.upload }, bad)).toBe('字段须为已上传的文件');
  });

  it('checks a signature as one uploaded picture', () => {
    expect(problemOf({ type: FieldType.signature }, file('sign.png'))).toBeNull();
    expect(problemOf({ type: FieldType.signature }, [file('sign.png')])).toBe('字段须为已上传的文件');
    expect(problemOf({ type: FieldType.signature }, file('sign.txt'))).toBe('字段只能上传图片，“sign.txt”不是图片');
  });

  it('checks hyperlinks as http or https addresses', () => {
    expect(problemOf({ type: FieldType.hyperlink }, 'https://example.com/a?b=1')).toBeNull();
    expect(problemOf({ type: FieldType.hyperlink }, 'http://10.0.0.1:8080')).toBeNull();
    for (const bad of ['example.com', 'ftp://example.com', 'javascript:alert(1)', 'http://', 'https:///path'])
      expect(problemOf({ type: FieldType.hyperlink }, bad), bad).toBe('字段须为 http:// 或 https:// 开头的网址');
  });

  it('checks a rating as a whole number from 1 to 5', () => {
    expect(problemOf({ type: FieldType.rating }, 5)).toBeNull();
    for (const bad of [0, 6, 3.5, '4']) expect(problemOf({ type: FieldType.rating }, bad)).toBe('字段须为 1 到 5 的整数');
  });

  it('checks a linked record as text|id, the id after the last bar', () => {
    const link = { type: FieldType.linkedRecord, fieldAttributeList: [{ type: FieldAttribute.linkTarget, value: '1' }] };
    expect(problemOf(link, '空调维修|1024')).toBeNull();
    expect(problemOf(link, 'A|B 型号|77')).toBeNull();
    for (const bad of ['空调维修', '|1024', '空调维修|', '空调维修|10 24', 1024]) expect(problemOf(link, bad)).toBe('字段须为“名称|编号”形式的关联记录');
  });
});

describe('normalizeValues', () => {
  it('keeps only fields of the form that hold a value, trims text and reads numbers typed as text', () => {
    const definition = form(
      { key: 'name', type: FieldType.text },
      { key: 'qty', type: FieldType.number },
      { key: 'stars', type: FieldType.rating },
      { key: 'note', type: FieldType.explanation },
      { key: 'level', type: FieldType.radio, options: options('a') },
    );
    const input = { name: ' 张三 ', qty: ' 12.5 ', stars: '', note: 'x', level: ' a', removed: 'kept elsewhere' };
    expect(normalizeValues(definition, input)).toEqual({ name: '张三', qty: 12.5, stars: null, level: 'a' });
    expect(normalizeValues(definition, { qty: '12元' })).toEqual({ qty: '12元' });
  });
});

describe('computeFormulas', () => {
  const order = form(
    { key: 'price', type: FieldType.number },
    { key: 'qty', type: FieldType.number },
    { key: 'total', type: FieldType.expensesNumber, fieldAttributeList: formula('{s|subtotal}-{c|discount}') },
    { key: 'subtotal', type: FieldType.calculator, settings: { decimals: 1 }, fieldAttributeList: formula('{s|price}*{s|qty}') },
  );

  it('fills computed fields from their formulas, computing the ones used by others first, and the server value wins', () => {
    const values = computeFormulas(order, { price: 3.33, qty: 3, subtotal: 1, total: 999 }, { customer: (name) => (name === 'discount' ? '0.456' : undefined) });
    expect(values).toEqual({ price: 3.33, qty: 3, subtotal: 10, total: 9.54 });
  });

  it('leaves null when an operand is missing and empty text when one is not a number', () => {
    expect(computeFormulas(order, { price: 2 })).toMatchObject({ subtotal: null, total: null });
    expect(computeFormulas(order, { price: 2, qty: 'many' }, { customer: () => 1 })).toMatchObject({ subtotal: '', total: '' });
    expect(computeFormulas(order, { price: 2, qty: { n: 1 } }, { customer: () => 1 })).toMatchObject({ subtotal: '' });
  });

  it('gives empty text for a formula that cannot be computed, rather than failing', () => {
    const broken = form(
      { key: 'a', type: FieldType.calculator, fieldAttributeList: formula('{s|b}+1') },
      { key: 'b', type: FieldType.calculator, fieldAttributeList: formula('{s|a}+1') },
      { key: 'c', type: FieldType.calculator, fieldAttributeList: formula('(1') },
    );
    expect(computeFormulas(broken, {})).toEqual({ a: '', b: '', c: '' });
  });
});
