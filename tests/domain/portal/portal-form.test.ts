import { describe, expect, it } from 'vitest';
import { FIELD_TYPE_CODES, FieldType } from '@domain/forms/field-types';
import { portalAsks, portalFormFields } from '@domain/portal/portal-form';
import { DEFAULT_ORDER_FORM, ORDER_FORM_CONTROLS } from '@domain/templates/fixed-fields';
import type { TemplateField } from '@domain/templates/template-form.schemas';

const field = (key: string, type: number, extra: Partial<TemplateField> = {}): TemplateField => ({ key, type, title: key, required: false, fixed: false, settings: {}, fieldAttributeList: [], ...extra });

describe('what the portal asks a customer of an order type’s form', () => {
  const NOT_ASKED = [FieldType.address, FieldType.position, FieldType.upload, FieldType.cascade, FieldType.calculator, FieldType.expensesNumber, FieldType.signature, FieldType.linkedRecord];
  it.each(FIELD_TYPE_CODES.map((type) => [type, !NOT_ASKED.includes(type as (typeof NOT_ASKED)[number])] as const))('type %i asked: %s', (type, asked) => {
    expect(portalAsks({ type })).toBe(asked);
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
  ] as const)('draws type %i as %s', (type, control) => {
    expect(portalFormFields([field('f', type)])[0].control).toBe(control);
  });

  it('gives the portal what it draws, nothing of the form builder’s', () => {
    const [shown] = portalFormFields([field('kind', FieldType.radio, { options: [{ value: 'a', label: '甲' }], placeholder: '请选择', fieldAttributeList: [{ type: 2001, value: '400' }] })]);
    expect(shown).toEqual({ key: 'kind', type: FieldType.radio, title: 'kind', required: false, placeholder: '请选择', options: [{ value: 'a', label: '甲' }], settings: {}, control: 'select' });
  });
});
