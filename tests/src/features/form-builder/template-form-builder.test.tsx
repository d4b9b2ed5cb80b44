import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Route } from 'wouter';
import type { EventTemplateRow } from '@domain/templates/event-templates.schemas';
import type { OrderTypeRow } from '@domain/templates/order-types.schemas';
import FormBuilderPage from '@/pages/template-center/form-builder-page';
import { useClientServer } from '@tests/support/client-server';
import { useSignedIn } from '@tests/support/test-app';

const t = useClientServer();
const [admin] = useSignedIn(t, '13800000001');

async function open(url: string, route: string) {
  await t.open(
    url,
    '13800000001',
    <Route path={route}>
      <FormBuilderPage />
    </Route>,
  );
  await screen.findByRole('region', { name: '表单字段' });
  return userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
}

const canvasTitles = () => [...document.querySelectorAll('[data-field-key] .form-builder-card-title')].map((el) => el.textContent);
const title = (text: string) => screen.getByText(text, { selector: '.form-builder-card-title' });
const card = (text: string) => title(text).closest<HTMLElement>('[data-field-key]')!;
const palette = () => within(screen.getByRole('region', { name: '控件' }));
const settings = () => within(screen.getByRole('region', { name: '字段设置' }));

async function firstOrderType(): Promise<OrderTypeRow> {
  const [row] = (await admin.get('/v2/temp/list?pageIndex=0&pageSize=10')).json.data as OrderTypeRow[];
  return (await admin.get(`/v2/temp/detail?id=${row.id}`)).json.data as OrderTypeRow;
}

describe('/templateCenter/customFormbeta 工单类型表单', () => {
  it('adds the order’s own controls and a cascade, previews them and saves the form with the type’s settings unchanged', async () => {
    const before = await firstOrderType();
    const user = await open(`/templateCenter/customFormbeta?tmpId=${before.id}&type=order&tmpName=x`, '/templateCenter/customFormbeta');
    expect(screen.getByText(`${before.name} · 表单设计`)).toBeTruthy();
    expect(within(card('客户名称')).queryByRole('button', { name: /删除/ })).toBeNull();
    expect(within(card('工单标题')).queryByRole('button', { name: /删除/ })).toBeNull();

    // No demo order type shows the estimated completion time: the palette offers it among the system fields.
    expect(before.form.fields.some((f) => f.key === 'estimated_completion')).toBe(false);
    await user.click(palette().getByRole('button', { name: '预计完成时间' }));
    expect(palette().queryByRole('button', { name: '预计完成时间' })).toBeNull();
    expect(canvasTitles().at(-1)).toBe('预计完成时间');

    await user.click(palette().getByRole('button', { name: '多级联动' }));
    await user.click(settings().getByRole('button', { name: '在选项1-1下添加' }));
    await user.clear(settings().getByLabelText('第3级选项1'));
    await user.type(settings().getByLabelText('第3级选项1'), '壁挂式');
    await user.click(settings().getByRole('button', { name: '添加一级选项' }));

    await user.click(screen.getByRole('switch', { name: '预览' }));
    expect(await screen.findByText('预览中填写的内容不会保存', { exact: false })).toBeTruthy();
    expect(screen.queryByRole('region', { name: '控件' })).toBeNull();
    await user.click(screen.getByRole('switch', { name: '预览' }));

    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('保存成功')).toBeTruthy();

    const after = (await admin.get(`/v2/temp/detail?id=${before.id}`)).json.data as OrderTypeRow;
    expect(after.settings).toEqual(before.settings);
    expect(after.name).toBe(before.name);
    expect(after.form.fields.map((f) => f.title)).toEqual(canvasTitles());
    const cascade = after.form.fields.find((f) => f.type === 18)!;
    expect(cascade.options).toEqual([
      { value: '1', label: '选项1', children: [{ value: '2', label: '选项1-1', children: [{ value: '3', label: '壁挂式' }] }] },
      { value: '4', label: '选项2' },
    ]);
    expect(cascade.key).toMatch(/^f_[a-z0-9]{6}$/);
    expect(after.form.fields.find((f) => f.key === 'estimated_completion')?.type).toBe(6);
  });
});

describe('/eventSet/processevent/customForm 事件模板表单', () => {
  it('saves a rating and a linked record on the event template’s form', async () => {
    const [row] = (await admin.get('/v2/eventTemp/list?pageIndex=0&pageSize=10')).json.data as EventTemplateRow[];
    const user = await open(`/eventSet/processevent/customForm?id=${row.id}`, '/eventSet/processevent/customForm');
    await user.click(palette().getByRole('button', { name: '评分' }));
    await user.click(palette().getByRole('button', { name: '关联记录' }));
    await user.clear(settings().getByLabelText('标题'));
    await user.type(settings().getByLabelText('标题'), '关联产品');
    await user.click(settings().getByRole('combobox', { name: '关联对象' }));
    await user.click(await screen.findByText('产品', { selector: '.arco-select-option, .arco-select-option *' }));
    await user.click(screen.getByRole('button', { name: '保存' }));
    // A 保存成功 toast of an earlier test may still show, so wait for the stored form itself.
    let after!: EventTemplateRow;
    await waitFor(async () => {
      after = (await admin.get(`/v2/eventTemp/detail?id=${row.id}`)).json.data as EventTemplateRow;
      expect(after.form.fields.some((f) => f.title === '关联产品')).toBe(true);
    });
    const linked = after.form.fields.find((f) => f.title === '关联产品')!;
    expect(linked.fieldAttributeList).toEqual([{ type: 3001, value: '5' }]);
    expect(after.form.fields.at(-2)!.type).toBe(22);
    await waitFor(() => expect(canvasTitles().at(-1)).toBe('关联产品'));
  });
});
