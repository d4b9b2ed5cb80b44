import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithStore } from '@tests/support/client-server';
import { CustomFieldForm } from '@/components/custom-field-form/custom-field-form';
import { EVERY_CONTROL, keyOf } from './every-control.fixture';
import { detailOf, detailText, user } from './form-harness';

const picture = (name: string, id: number) => ({ url: `/api/upload/file/${id}`, name, size: 2048 });

/** A stored record with a value in every field, as the server hands it back. */
const STORED = {
  [keyOf('text')]: 'ABC-1',
  [keyOf('number')]: 12.5,
  [keyOf('radio')]: 'blue',
  [keyOf('checkbox')]: ['red', 'green'],
  [keyOf('time')]: '2025-03-05 10:15',
  [keyOf('address')]: { province: '广东省', city: '深圳市', district: '南山区', detail: '科技园1号' },
  [keyOf('img')]: [picture('现场.png', 1)],
  [keyOf('switch')]: true,
  [keyOf('scanner')]: 'SN20250304',
  [keyOf('position')]: { address: '南山区科技园', lng: 113.94, lat: 22.54 },
  [keyOf('textarea')]: '第一行\n第二行',
  [keyOf('upload')]: [{ url: '/api/upload/file/3', name: '报价单.pdf', size: 1536 }],
  [keyOf('singleCheck')]: false,
  [keyOf('expenses_number')]: 22.5,
  [keyOf('hyperlink')]: 'https://example.com/manual',
  [keyOf('multistage cascade')]: ['gd', 'sz'],
  [keyOf('calculator')]: 16.7,
  [keyOf('call')]: '138 0000 0000',
  [keyOf('signature')]: picture('signature.png', 4),
  [keyOf('commentStar')]: 4,
  [keyOf('calendarDate')]: '2025-03-04',
  [keyOf('calendarTime')]: '09:30',
  [keyOf('calendarDatetime')]: '2025-03-04 10:15',
  [keyOf('imgMultiple')]: [picture('铭牌.png', 5), picture('故障.png', 6)],
  [keyOf('linkRecord')]: '深圳|华为|7',
};

describe('CustomFieldForm read-only', () => {
  it('shows every value as text: options by label, joined address, position with coordinates', () => {
    renderWithStore(<CustomFieldForm definition={EVERY_CONTROL} value={STORED} mode="readonly" />);
    expect(screen.queryAllByRole('textbox')).toEqual([]);
    expect(detailText('单行文本')).toBe('ABC-1');
    expect(detailText('数字')).toBe('12.5');
    expect(detailText('单选')).toBe('蓝色');
    expect(detailText('多选')).toBe('红色、绿色');
    expect(detailText('时间')).toBe('2025-03-05 10:15');
    expect(detailText('地址')).toBe('广东省深圳市南山区 科技园1号');
    expect(detailText('开关')).toBe('是');
    expect(detailText('扫码')).toBe('SN20250304');
    expect(detailText('定位')).toBe('南山区科技园（113.94, 22.54）');
    expect(detailText('多行文本')).toBe('第一行\n第二行');
    expect(detailText('勾选框')).toBe('否');
    expect(detailText('费用金额')).toBe('22.50 元');
    expect(detailText('多级联动')).toBe('广东 / 深圳');
    expect(detailText('计算公式')).toBe('16.7');
    expect(detailText('日期')).toBe('2025-03-04');
    expect(detailText('时刻')).toBe('09:30');
    expect(detailText('日期时间')).toBe('2025-03-04 10:15');
    expect(detailText('关联记录')).toBe('深圳|华为');
    expect(detailOf('评分').getByRole('img', { name: '4星' })).toBeTruthy();
  });

  it('shows links to open, to dial and to download', () => {
    renderWithStore(<CustomFieldForm definition={EVERY_CONTROL} value={STORED} mode="readonly" />);
    expect(detailOf('超链接').getByRole('link', { name: 'https://example.com/manual' }).getAttribute('href')).toBe('https://example.com/manual');
    expect(detailOf('电话').getByRole('link', { name: '拨打 138 0000 0000' }).getAttribute('href')).toBe('tel:13800000000');
    const file = detailOf('附件').getByRole('link', { name: /报价单\.pdf/ });
    expect(file.getAttribute('href')).toBe('/api/upload/file/3');
    expect(file.textContent).toContain('1.50 KB');
  });

  it('shows pictures as thumbnails that open a preview', async () => {
    renderWithStore(<CustomFieldForm definition={EVERY_CONTROL} value={STORED} mode="readonly" />);
    expect(detailOf('手写签名').getByRole('img', { name: 'signature.png' }).getAttribute('src')).toBe('/api/upload/file/4');
    expect(detailOf('图片').getByRole('img', { name: '现场.png' })).toBeTruthy();
    await user().click(detailOf('多图片').getByRole('img', { name: '故障.png' }));
    const preview = document.querySelector('.arco-image-preview-img') as HTMLImageElement;
    expect(preview.getAttribute('src')).toBe('/api/upload/file/6');
  });

  it('shows a dash for fields left empty, the call number for an empty call field, and no explanation', () => {
    renderWithStore(<CustomFieldForm definition={EVERY_CONTROL} value={{ [keyOf('text')]: '  ', [keyOf('checkbox')]: [] }} mode="readonly" />);
    expect(detailText('单行文本')).toBe('-');
    expect(detailText('多选')).toBe('-');
    expect(detailText('地址')).toBe('-');
    expect(detailText('计算公式')).toBe('-');
    expect(detailOf('电话').getByRole('link', { name: '拨打 400-800-1234' }).getAttribute('href')).toBe('tel:400-800-1234');
    expect(screen.queryByText('说明文字')).toBeNull();
  });

  it('still reads a value whose option was since removed from the form', () => {
    renderWithStore(<CustomFieldForm definition={EVERY_CONTROL} value={{ [keyOf('radio')]: 'purple' }} mode="readonly" />);
    expect(detailText('单选')).toBe('purple');
  });
});
