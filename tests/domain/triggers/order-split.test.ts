import { describe, expect, it } from 'vitest';
import { FieldAttribute, FieldType, LinkTarget } from '@domain/forms/field-types';
import { productFieldsOf, productName, splitPlan, type SplitFormField } from '@domain/triggers/order-split';

const link = (key: string, target: number, over: Partial<SplitFormField> = {}): SplitFormField => ({
  key,
  title: key,
  type: FieldType.linkedRecord,
  fieldAttributeList: [{ type: FieldAttribute.linkTarget, value: String(target) }],
  ...over,
});

describe('which form fields hold a product', () => {
  const cases: [string, SplitFormField, boolean][] = [
    ['a link to 产品', link('p', LinkTarget.product), true],
    ['a link to 设备档案', link('d', LinkTarget.deviceArchive), true],
    ['a link to 客户', link('c', LinkTarget.customer), false],
    ['a link to 备件', link('s', LinkTarget.spare), false],
    ['a link without a target', { key: 'n', title: 'n', type: FieldType.linkedRecord }, false],
    ['a text field', { key: 't', title: 't', type: FieldType.text }, false],
    ['a fixed field', link('f', LinkTarget.product, { fixed: true }), false],
    ['the order’s own 产品 (origin.productId, not a value)', link('product', LinkTarget.product), false],
  ];
  it.each(cases)('%s', (_name, field, offered) => {
    expect(productFieldsOf([field]).map((f) => f.key)).toEqual(offered ? [field.key] : []);
  });
  it('keeps form order', () => {
    expect(productFieldsOf([link('b', 5), link('a', 37)]).map((f) => f.key)).toEqual(['b', 'a']);
  });
});

describe('how an order’s values split', () => {
  const keys = ['a', 'b', 'c'];
  const cases: [string, Record<string, unknown>, ReturnType<typeof splitPlan>][] = [
    ['no product', { x: 1 }, null],
    ['one product, in a later field', { b: '乙|2', x: 1 }, null],
    ['blank text is no product', { a: '甲|1', b: '  ', c: '' }, null],
    ['a non-text value is no product', { a: '甲|1', b: 7 }, null],
    [
      'two products: the original keeps the first, the copy gets the second in the first field',
      { a: '甲|1', c: '丙|3', x: 1 },
      { keep: { a: '甲|1', b: null, c: null, x: 1 }, copies: [{ a: '丙|3', b: null, c: null, x: 1 }] },
    ],
    [
      'three products, the first field empty',
      { b: '乙|2', c: '丙|3', x: 'k' },
      { keep: { a: '乙|2', b: null, c: null, x: 'k' }, copies: [{ a: '丙|3', b: null, c: null, x: 'k' }] },
    ],
    [
      'three products, in field order',
      { a: '甲|1', b: '乙|2', c: '丙|3' },
      {
        keep: { a: '甲|1', b: null, c: null },
        copies: [
          { a: '乙|2', b: null, c: null },
          { a: '丙|3', b: null, c: null },
        ],
      },
    ],
  ];
  it.each(cases)('%s', (_name, values, plan) => {
    expect(splitPlan(values, keys)).toEqual(plan);
  });
  it('with no fields there is nothing to split', () => {
    expect(splitPlan({ a: '甲|1', b: '乙|2' }, [])).toBeNull();
  });
});

describe('the product named in messages', () => {
  it.each([
    ['格力空调|11', '格力空调'],
    ['a|b|12', 'a|b'],
    ['无编号', '无编号'],
  ])('%s → %s', (value, name) => expect(productName(value)).toBe(name));
});
