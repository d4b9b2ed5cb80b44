import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CONTROLS, LinkTarget, controlOf } from '@domain/forms/field-types';
import { checkFormDefinition } from '@domain/forms/form-definition.check';
import { DEFAULT_FORM_LIMITS } from '@domain/forms/field-values';
import { validateValues } from '@domain/forms/validate-values';
import { renderWithStore } from '@tests/support/client-server';
import { EVERY_CONTROL, keyOf } from './every-control.fixture';
import { Harness, detailText, field, pressEnter, reported, user } from './form-harness';

const customer = { fee: 10 };
const search = async () => [
  { id: '7', text: '华为' },
  { id: '8', text: '中兴' },
];

/** What entering one value in each control below must report (pictures and files: see uploads.test.tsx). */
const ENTERED = {
  [keyOf('text')]: 'ABC-1',
  [keyOf('number')]: 12.5,
  [keyOf('radio')]: 'blue',
  [keyOf('checkbox')]: ['red', 'green'],
  [keyOf('time')]: '2025-03-05 10:15',
  [keyOf('address')]: { province: '广东省', city: '深圳市', district: '南山区', detail: '科技园1号' },
  [keyOf('switch')]: true,
  [keyOf('scanner')]: 'SN20250304',
  [keyOf('position')]: { address: '南山区科技园', lng: 113.94, lat: 22.54 },
  [keyOf('textarea')]: '第一行\n第二行',
  [keyOf('singleCheck')]: true,
  [keyOf('expenses_number')]: 22.5,
  [keyOf('hyperlink')]: 'https://example.com/manual',
  [keyOf('multistage cascade')]: ['gd', 'sz'],
  [keyOf('calculator')]: 16.7,
  [keyOf('call')]: '13800000000',
  [keyOf('commentStar')]: 4,
  [keyOf('calendarDate')]: '2025-03-04',
  [keyOf('calendarTime')]: '09:30',
  [keyOf('calendarDatetime')]: '2025-03-04 10:15',
  [keyOf('linkRecord')]: '中兴|8',
};

describe('CustomFieldForm entry', () => {
  it('is tested with a valid form holding one field of every control', () => {
    expect(EVERY_CONTROL.fields.map((f) => [f.key, f.type])).toEqual(CONTROLS.map((c) => [keyOf(c.name), c.fieldType]));
    expect(EVERY_CONTROL.fields.every((f) => controlOf(f))).toBe(true);
    expect(checkFormDefinition(EVERY_CONTROL)).toEqual([]);
  });

  it('reports each entered value in the shape the form check accepts, and reads it back', { timeout: 60_000 }, async () => {
    const u = user();
    const view = renderWithStore(<Harness definition={EVERY_CONTROL} customer={customer} linkSearch={search} />);

    await u.type(field('单行文本').getByRole('textbox'), 'ABC-1');
    await u.type(field('数字').getByRole('spinbutton'), '12.5');
    await u.click(field('单选').getByText('蓝色'));
    await u.click(field('多选').getByText('红色'));
    await u.click(field('多选').getByText('绿色'));
    for (const [title, text] of [
      ['时间', '2025-03-05 10:15'],
      ['日期', '2025-03-04'],
      ['时刻', '09:30'],
      ['日期时间', '2025-03-04 10:15'],
    ]) {
      const input = field(title).getByRole('textbox');
      await u.click(input);
      await u.type(input, text);
      pressEnter(input);
    }
    await u.type(field('地址').getByLabelText('省'), '广东省');
    await u.type(field('地址').getByLabelText('市'), '深圳市');
    await u.type(field('地址').getByLabelText('区/县'), '南山区');
    await u.type(field('地址').getByLabelText('详细地址'), '科技园1号');
    await u.click(field('开关').getByRole('switch'));
    // Pasted: keys typed at machine speed are a scan burst, and a busy machine can split one burst into two.
    await u.click(field('扫码').getByRole('textbox'));
    await u.paste('SN20250304');
    await u.type(field('定位').getByLabelText('位置描述'), '南山区科技园');
    await u.type(field('定位').getByRole('spinbutton', { name: '经度' }), '113.94');
    await u.type(field('定位').getByRole('spinbutton', { name: '纬度' }), '22.54');
    await u.type(field('多行文本').getByRole('textbox'), '第一行{Enter}第二行');
    await u.click(field('勾选框').getByRole('checkbox'));
    await u.click(field('超链接').getByRole('textbox'));
    await u.paste('https://example.com/manual');
    await u.click(field('多级联动').getByRole('combobox'));
    await u.click(await screen.findByText('广东'));
    await u.click(await screen.findByText('深圳'));
    await u.type(field('电话').getByRole('textbox'), '13800000000');
    await u.click(field('评分').getAllByRole('radio')[3].querySelector('.arco-rate-character-right')!);
    await u.click(field('关联记录').getByRole('combobox'));
    await u.click(await screen.findByText('中兴'));

    const entered = reported();
    expect(entered).toEqual(ENTERED);
    expect(validateValues(EVERY_CONTROL, entered, { limits: DEFAULT_FORM_LIMITS, fixedNow: new Date('2025-03-01T00:00:00Z') })).toEqual([]);

    view.unmount();
    renderWithStore(<Harness definition={EVERY_CONTROL} mode="readonly" initial={entered} />);
    expect(detailText('多选')).toBe('红色、绿色');
    expect(detailText('多级联动')).toBe('广东 / 深圳');
    expect(detailText('计算公式')).toBe('16.7');
    expect(detailText('关联记录')).toBe('中兴');
  });

  it('shows computed fields as text that follows the fields they use', async () => {
    const u = user();
    renderWithStore(<Harness definition={EVERY_CONTROL} customer={customer} />);
    expect(field('费用金额').queryByRole('textbox')).toBeNull();
    await u.type(field('数字').getByRole('spinbutton'), '3');
    expect(field('费用金额').getByText('13.00 元')).toBeTruthy();
    await u.click(field('评分').getAllByRole('radio')[4].querySelector('.arco-rate-character-right')!);
    expect(field('计算公式').getByText('5')).toBeTruthy();
    expect(reported()).toMatchObject({ [keyOf('expenses_number')]: 13, [keyOf('calculator')]: 5 });
  });

  it('shows an explanation field its text and keeps no value for it', async () => {
    renderWithStore(<Harness definition={EVERY_CONTROL} />);
    expect(field('说明文字').getByText('请如实填写现场情况')).toBeTruthy();
    await user().type(field('单行文本').getByRole('textbox'), 'x');
    expect(reported()).not.toHaveProperty(keyOf('explain'));
  });

  it('clears a rating, a date and a number back to "not filled in"', async () => {
    const u = user();
    const initial = { [keyOf('commentStar')]: 2, [keyOf('calendarDate')]: '2025-03-04', [keyOf('number')]: 7 };
    renderWithStore(<Harness definition={EVERY_CONTROL} initial={initial} />);
    await u.click(field('评分').getAllByRole('radio')[1].querySelector('.arco-rate-character-right')!);
    await u.clear(field('数字').getByRole('spinbutton'));
    await u.click(field('日期').getByRole('textbox').closest('.arco-picker')!.querySelector('.arco-picker-clear-icon')!);
    expect(reported()).toMatchObject({ [keyOf('commentStar')]: null, [keyOf('number')]: null, [keyOf('calendarDate')]: null });
  });

  it('searches records of the linked kind by what the user types', async () => {
    const u = user();
    const asked: [number, string][] = [];
    const linkSearch = async (target: number, keyword: string) => {
      asked.push([target, keyword]);
      return keyword ? [{ id: '9', text: '华为南山' }] : [{ id: '7', text: '华为' }];
    };
    renderWithStore(<Harness definition={EVERY_CONTROL} linkSearch={linkSearch} />);
    await u.click(field('关联记录').getByRole('combobox'));
    await u.type(field('关联记录').getByRole('textbox'), '南山');
    // Arco marks the typed part of the option in a span of its own.
    await u.click(await screen.findByRole('option', { name: /华为\s*南山/ }));
    expect(reported()[keyOf('linkRecord')]).toBe('华为南山|9');
    expect(asked).toContainEqual([LinkTarget.customer, '南山']);
  });

  it('shows a stored linked record by its text', () => {
    renderWithStore(<Harness definition={EVERY_CONTROL} initial={{ [keyOf('linkRecord')]: '华为|7' }} linkSearch={search} />);
    expect(field('关联记录').getByText('华为')).toBeTruthy();
  });

  it('fills the coordinates of a position from the device location', async () => {
    const getCurrentPosition = (found: PositionCallback) => found({ coords: { longitude: 113.9412345678, latitude: 22.5412345678 } } as GeolocationPosition);
    Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition }, configurable: true });
    try {
      renderWithStore(<Harness definition={EVERY_CONTROL} initial={{ [keyOf('position')]: { address: '南山区科技园' } }} />);
      await user().click(field('定位').getByRole('button', { name: '获取当前位置' }));
      expect(reported()[keyOf('position')]).toEqual({ address: '南山区科技园', lng: 113.941235, lat: 22.541235 });
    } finally {
      Reflect.deleteProperty(navigator, 'geolocation');
    }
  });
});
