import { describe, expect, it } from 'vitest';
import { FIELD_TYPE_CODES, FieldType, LinkTarget } from '@domain/forms/field-types';
import { portalAsks, portalFormFields } from '@domain/portal/portal-form';
import { DEFAULT_ORDER_FORM, ORDER_FORM_CONTROLS } from '@domain/templates/fixed-fields';
import type { TemplateField } from '@domain/templates/template-form.schemas';

const field = (key: string, type: number, extra: Partial<TemplateField> = {}): TemplateField => ({ key, type, title: key, required: false, fixed: false, settings: {}, fieldAttributeList: [], ...extra });

describe('what the portal asks a customer of an order type’s form', () => {
  // Computed fields, and a 关联记录 of a kind the customer has none of (no kind, 人员, 备件).
  const NOT_ASKED = [FieldType.calculator, FieldType.expensesNumber, FieldType.linkedRecord];
  it.each(FIELD_TYPE_CODES.map((type) => [type, !NOT_ASKED.includes(type as (typeof NOT_ASKED)[number])] as const))('type %i asked: %s', (type, asked) => {
    expect(portalAsks({ type, fieldAttributeList: [] })).toBe(asked);
  });

  it.each([
    [LinkTarget.order, true],
    [LinkTarget.customer, true],
    [LinkTarget.product, true],
    [LinkTarget.event, true],
    [LinkTarget.person, false],
    [LinkTarget.spare, false],
  ] as const)('asks a linked record of kind %i: %s', (target, asked) => {
    expect(portalAsks({ type: FieldType.linkedRecord, fieldAttributeList: [{ type: 3001, value: String(target) }] })).toBe(asked);
  });

  it('offers the saved places with 地址 and 定位, and each linked record field the customer’s records of its kind', () => {
    const place = { label: '家', address: { province: '广东省', city: '深圳市', district: '南山区', detail: '科技园1号' }, lng: 113.9, lat: 22.5 };
    const link = (target: number) => [{ type: 3001 as const, value: String(target) }];
    const shown = portalFormFields([field('at', FieldType.address), field('gps', FieldType.position), field('order', FieldType.linkedRecord, { fieldAttributeList: link(LinkTarget.order) })], {
      places: [place],
      records: { [LinkTarget.order]: [{ id: '7', text: 'GD1 空调' }] },
    });
    expect(shown.map((f) => [f.control, f.places, f.records])).toEqual([
      ['address', [place], undefined],
      ['position', [place], undefined],
      ['record', undefined, [{ id: '7', text: 'GD1 空调' }]],
    ]);
  });

  it('keeps the custom fields it asks in the form’s order, never the order’s own columns or the fixed fields', () => {
    const fields = [...DEFAULT_ORDER_FORM, ...ORDER_FORM_CONTROLS, field('model', FieldType.text, { required: true }), field('fee', FieldType.expensesNumber), field('who', FieldType.linkedRecord, { required: true }), field('when_built', FieldType.date)];
    expect(portalFormFields(fields).map((f) => [f.key, f.required])).toEqual([
      ['model', true],
      ['when_built', false],
    ]);
  });

  it.each([
    [FieldType.text, 'text'],
    [FieldType.scan, 'text'],
    [FieldType.image, 'images'],
    [FieldType.images, 'images'],
    [FieldType.explanation, 'note'],
    [FieldType.datetime, 'datetime'],
    [FieldType.address, 'address'],
    [FieldType.cascade, 'cascade'],
    [FieldType.upload, 'files'],
    [FieldType.position, 'position'],
    [FieldType.signature, 'signature'],
  ] as const)('draws type %i as %s', (type, control) => {
    expect(portalFormFields([field('f', type)])[0].control).toBe(control);
  });

  it('gives the portal what it draws, nothing of the form builder’s', () => {
    const [shown] = portalFormFields([field('kind', FieldType.radio, { options: [{ value: 'a', label: '甲' }], placeholder: '请选择', fieldAttributeList: [{ type: 2001, value: '400' }] })]);
    expect(shown).toEqual({ key: 'kind', type: FieldType.radio, title: 'kind', required: false, placeholder: '请选择', options: [{ value: 'a', label: '甲' }], settings: {}, control: 'select' });
  });
});
