import { act, screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { ValueErrors } from '@domain/forms/errors';
import { FieldAttribute, FieldType } from '@domain/forms/field-types';
import type { FormDefinition } from '@domain/forms/form-definition.schemas';
import { renderWithStore } from '@tests/support/client-server';
import { CustomFieldForm, type CustomFieldFormHandle } from '@/components/custom-field-form/custom-field-form';
import { Harness, field, reported, user } from './form-harness';

const base = { required: false, settings: {}, fieldAttributeList: [] };
const ORDER_FORM: { fields: (FormDefinition['fields'][number] & { fixed?: boolean })[] } = {
  fields: [
    { ...base, key: 'title', type: FieldType.text, title: '工单标题', required: true, fixed: true },
    { ...base, key: 'qty', type: FieldType.number, title: '数量', settings: { min: 1, max: 10, decimals: 0 } },
    { ...base, key: 'price', type: FieldType.number, title: '单价' },
    { ...base, key: 'total', type: FieldType.expensesNumber, title: '合计', fieldAttributeList: [{ type: FieldAttribute.formula, value: '{s|qty}*{s|price}+{c|fee}' }] },
    { ...base, key: 'agree', type: FieldType.tick, title: '确认', placeholder: '我已核对数量', required: true },
    { ...base, key: 'photos', type: FieldType.image, title: '现场照片', required: true },
  ],
};

const errorUnder = (title: string) => screen.getByRole('group', { name: title }).closest('.arco-form-item')!.querySelector('.arco-form-message')?.textContent ?? '';

describe('CustomFieldForm validation', () => {
  it('shows no problem until validate() is asked, then each under its field', async () => {
    const handle = createRef<CustomFieldFormHandle>();
    renderWithStore(<Harness definition={ORDER_FORM} handle={handle} />);
    expect(errorUnder('工单标题')).toBe('');

    let issues: ReturnType<CustomFieldFormHandle['validate']> = [];
    act(() => {
      issues = handle.current!.validate();
    });
    expect(issues).toEqual([
      { key: 'title', message: ValueErrors.requiredFill('工单标题') },
      { key: 'agree', message: ValueErrors.requiredTick('确认') },
      { key: 'photos', message: ValueErrors.requiredUpload('现场照片') },
    ]);
    expect(errorUnder('工单标题')).toBe('请填写工单标题');
    expect(errorUnder('确认')).toBe('请勾选确认');
    expect(errorUnder('现场照片')).toBe('请上传现场照片');
  });

  it('keeps the problems current as the user corrects them', async () => {
    const u = user();
    const handle = createRef<CustomFieldFormHandle>();
    renderWithStore(<Harness definition={ORDER_FORM} handle={handle} />);
    act(() => void handle.current!.validate());
    await u.type(field('工单标题').getByRole('textbox'), '更换水泵');
    expect(errorUnder('工单标题')).toBe('');
    await u.type(field('数量').getByRole('spinbutton'), '12');
    expect(errorUnder('数量')).toBe(ValueErrors.aboveMax('数量', 10));
    await u.click(field('确认').getByRole('checkbox', { name: '我已核对数量' }));
    expect(errorUnder('确认')).toBe('');
  });

  it('shows problems handed in from elsewhere, such as the server refusing a field', () => {
    renderWithStore(<Harness definition={ORDER_FORM} errors={[{ key: 'price', message: '单价须为数字' }]} />);
    expect(errorUnder('单价')).toBe('单价须为数字');
  });

  it('gives the values to save: text trimmed, computed fields from the record and its customer', async () => {
    const u = user();
    const handle = createRef<CustomFieldFormHandle>();
    renderWithStore(<Harness definition={ORDER_FORM} handle={handle} customer={{ fee: '5' }} />);
    await u.type(field('工单标题').getByRole('textbox'), '  更换水泵 ');
    await u.type(field('数量').getByRole('spinbutton'), '2');
    await u.type(field('单价').getByRole('spinbutton'), '30.5');
    expect(field('合计').getByText('66.00 元')).toBeTruthy();
    expect(reported()).toMatchObject({ title: '  更换水泵 ', total: 66 });
    expect(handle.current!.values()).toEqual({ title: '更换水泵', qty: 2, price: 30.5, total: 66 });
  });

  it("marks a required field with Arco's required mark only, no lock (a lock reads as not editable)", () => {
    renderWithStore(<Harness definition={ORDER_FORM} />);
    const title = screen.getByRole('group', { name: '工单标题' }).closest('.arco-form-item')!;
    expect(title.querySelector('.arco-form-item-symbol')).toBeTruthy();
    expect(title.querySelector('.arco-icon-lock')).toBeNull();
    const price = screen.getByRole('group', { name: '单价' }).closest('.arco-form-item')!;
    expect(price.querySelector('.arco-form-item-symbol')).toBeNull();
    expect(document.querySelectorAll('form .arco-icon-lock')).toHaveLength(0);
  });

  it('keeps its own values when the page gives no onChange, as the template preview does', async () => {
    const handle = createRef<CustomFieldFormHandle>();
    renderWithStore(<CustomFieldForm definition={ORDER_FORM} value={{ qty: 3 }} customer={{ fee: 0 }} ref={handle} />);
    await user().type(field('单价').getByRole('spinbutton'), '4');
    expect(field('合计').getByText('12.00 元')).toBeTruthy();
    expect(handle.current!.values()).toMatchObject({ qty: 3, price: 4, total: 12 });
  });
});
