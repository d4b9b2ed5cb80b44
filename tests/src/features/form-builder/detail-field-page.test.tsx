import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import DetailFieldPage from '@/pages/template-center/detail-field-page';
import { settle, useClientServer } from '@tests/support/client-server';

const t = useClientServer();
afterEach(() => {
  vi.restoreAllMocks();
});

async function open(path: string, phone = '13800000001') {
  await t.open(path, phone, <DetailFieldPage />);
  await screen.findByRole('region', { name: '表单字段' });
  return userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
}

/** The field titles on the canvas, top to bottom. */
const canvasTitles = () => [...document.querySelectorAll('[data-field-key] .form-builder-card-title')].map((el) => el.textContent);
const title = (text: string) => screen.getByText(text, { selector: '.form-builder-card-title' });
const card = (text: string) => title(text).closest<HTMLElement>('[data-field-key]')!;
/** What the drag-and-drop live region last told a screen reader. */
const announced = () => document.querySelector('[aria-live="assertive"]')?.textContent;
const settings = () => within(screen.getByRole('region', { name: '字段设置' }));

/** happy-dom lays nothing out: give each card a 60px row so the keyboard sensor has places to move to. */
function layOutCards() {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const item = this.closest('[data-field-key]');
    if (!item?.parentElement) return new DOMRect(0, 0, 0, 0);
    const index = [...item.parentElement.children].indexOf(item);
    return new DOMRect(0, index * 60, 300, 50);
  });
}

describe('/customerField 客户字段', () => {
  it('builds the form from the palette, reorders it with the keyboard, checks the formula and keeps the order once saved', async () => {
    const user = await open('/customerField');
    expect(canvasTitles()).toEqual(['客户', '联系人', '联系电话', '服务地址', '详细地址']);
    // Fixed fields stay on the form.
    expect(within(card('客户')).queryByRole('button', { name: /删除/ })).toBeNull();

    const palette = within(screen.getByRole('region', { name: '控件' }));
    for (const control of ['数字', '单选', '单行文本', '计算公式']) await user.click(palette.getByRole('button', { name: control }));
    expect(canvasTitles()).toEqual(['客户', '联系人', '联系电话', '服务地址', '详细地址', '数字', '单选', '单行文本', '计算公式']);

    await user.click(title('数字'));
    await user.clear(settings().getByLabelText('标题'));
    await user.type(settings().getByLabelText('标题'), '单价');
    await user.click(title('单行文本'));
    await user.clear(settings().getByLabelText('标题'));
    await user.type(settings().getByLabelText('标题'), '备注');

    layOutCards();
    within(card('备注')).getByRole('button', { name: '拖动排序：备注' }).focus();
    await user.keyboard('[Space]');
    await user.keyboard('[ArrowUp]');
    await user.keyboard('[ArrowUp]');
    expect(announced()).toBe('备注移到第 6 位');
    await user.keyboard('[Space]');
    expect(announced()).toBe('备注已放在第 6 位');
    await waitFor(() => expect(canvasTitles()).toEqual(['客户', '联系人', '联系电话', '服务地址', '详细地址', '备注', '单价', '单选', '计算公式']));
    vi.restoreAllMocks();

    await user.click(title('计算公式'));
    await user.type(settings().getByLabelText('计算公式'), '(');
    await user.click(settings().getByRole('button', { name: '单价' }));
    await user.type(settings().getByLabelText('计算公式'), '*2');
    // '(' + '{s|f_xxxxxx}' + '*2' is 15 characters: the closing parenthesis is missing at the 16th.
    expect(settings().getByRole('status').textContent).toContain('第 16 个字符：缺少右括号');

    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(within(card('计算公式')).getByRole('alert').textContent).toBe('字段“计算公式”的计算公式有误：第 16 个字符：缺少右括号');

    await user.type(settings().getByLabelText('计算公式'), ')');
    expect(settings().getByRole('status').textContent).toBe('公式正确，引用：单价');
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('保存成功')).toBeTruthy();

    // A fresh page reads the form back from the server.
    await settle();
    cleanup();
    await open('/customerField');
    expect(canvasTitles()).toEqual(['客户', '联系人', '联系电话', '服务地址', '详细地址', '备注', '单价', '单选', '计算公式']);
  });

  it('sends a deleted field to the recycle bin on save and restores it to its place', async () => {
    const user = await open('/customerField');
    await user.click(within(screen.getByRole('region', { name: '控件' })).getByRole('button', { name: '多行文本' }));
    await user.clear(settings().getByLabelText('标题'));
    await user.type(settings().getByLabelText('标题'), '维修记录');
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('保存成功')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('有未保存的修改')).toBeNull());
    const before = canvasTitles();

    await user.click(within(card('维修记录')).getByRole('button', { name: '删除维修记录' }));
    expect(canvasTitles()).not.toContain('维修记录');
    expect(screen.getByText(/已删除 1 个字段（维修记录），保存后生效。删除的字段可在回收站恢复。/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(screen.queryByText(/已删除 1 个字段/)).toBeNull());

    await user.click(await screen.findByRole('tab', { name: '回收站（1）' }));
    const row = (await screen.findByText('维修记录', { selector: 'td *' })).closest('tr')!;
    expect(within(row).getByText('多行文本')).toBeTruthy();
    expect(within(row).getByText('王管理')).toBeTruthy();
    await user.click(within(row).getByRole('button', { name: '恢复' }));
    await user.click(await screen.findByRole('button', { name: '确定' }));
    expect(await screen.findByText('恢复成功')).toBeTruthy();
    await screen.findByRole('tab', { name: '回收站（0）' });

    await user.click(screen.getByRole('tab', { name: '客户字段' }));
    await waitFor(() => expect(canvasTitles()).toEqual(before));
  });

  it('shows the server refusing a save to someone who is not an administrator', async () => {
    const user = await open('/customerField', '13800000002');
    await user.click(within(screen.getByRole('region', { name: '控件' })).getByRole('button', { name: '开关' }));
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('保存失败')).toBeTruthy();
    expect(screen.getByText('没有操作权限')).toBeTruthy();
    expect(screen.getByText('有未保存的修改')).toBeTruthy();
  });
});

describe('/expensesField 费用字段', () => {
  it('opens the expenses form with its four required amounts, which stay required', async () => {
    const user = await open('/expensesField');
    expect(canvasTitles()).toEqual(['服务项目', '备件金额', '其他费用', '优惠金额']);
    await user.click(title('优惠金额'));
    expect(settings().getByRole('switch', { name: '必填' }).hasAttribute('disabled')).toBe(true);
    expect(settings().getByText('固定字段不能删除，且必须为必填。')).toBeTruthy();
    expect(settings().getByLabelText('小数位数')).toBeTruthy();
  });
});
