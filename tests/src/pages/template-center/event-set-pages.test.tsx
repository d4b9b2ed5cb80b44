import { Message } from '@arco-design/web-react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Route } from 'wouter';
import type { EventTemplateRow } from '@domain/templates/event-templates.schemas';
import { paths } from '@/app/paths';
import { createStore } from '@/app/store';
import { templatesApi } from '@/features/templates/templates.api';
import EventSetPage from '@/pages/template-center/event-set-page';
import ProcessEventPage from '@/pages/template-center/process-event-page';
import { renderWithStore, settle, useClientServer } from '@tests/support/client-server';

const t = useClientServer();
afterEach(async () => {
  await settle();
  // A toast outlives its test; the next one must not read it.
  Message.clear();
});

async function signIn(path: string) {
  t.visit(path);
  await t.signIn('13800000001');
}

async function eventTemplate(name: string): Promise<EventTemplateRow> {
  const rows = await createStore().dispatch(templatesApi.endpoints.listEventTemplates.initiate({ keyword: name, pageIndex: 0, pageSize: 10 }, { forceRefetch: true })).unwrap();
  return rows.find((r) => r.name === name)!;
}

async function open(path: string, routePath: string, page: ReactNode) {
  await signIn(path);
  const view = renderWithStore(<Route path={routePath}>{page}</Route>);
  return { user: userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never }), ...view };
}

const option = (name: string) => screen.findByText(name, { selector: '.arco-select-option *, .arco-select-option' });
const rowOf = async (name: string) => (await screen.findByText(name, { selector: 'td *' })).closest('tr')!;

describe('/eventSet 事件设置', () => {
  it('switches a form switch of an event template from the list', async () => {
    const { user } = await open(paths.eventSet, paths.eventSet, <EventSetPage />);
    const row = await rowOf('报修事件');
    await user.click(within(row).getByRole('switch', { name: '报修事件显示客户' }));
    expect(await screen.findByText('保存成功')).toBeTruthy();
    await waitFor(async () => expect(within(await rowOf('报修事件')).getByRole('switch', { name: '报修事件显示客户' }).getAttribute('aria-checked')).toBe('false'));
    expect((await eventTemplate('报修事件')).settings.switches).toEqual({ is_enable_serviceitem: true, is_enable_priority: true, is_enable_customer: false });
  });

  it('creates an event template', async () => {
    const { user } = await open(paths.eventSet, paths.eventSet, <EventSetPage />);
    await rowOf('默认事件');
    await user.click(screen.getByRole('button', { name: /新建事件模板/ }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByPlaceholderText('请输入事件模板名称'), '投诉事件');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('保存成功')).toBeTruthy();
    expect(await rowOf('投诉事件')).toBeTruthy();
  });
});

describe('/eventSet/processevent', () => {
  it('saves the switches, a stage timeout and the process of an event template', async () => {
    await signIn(paths.eventSet);
    const row = await eventTemplate('默认事件');
    const { user } = await open(paths.processEvent(row.id, row.name), '/eventSet/processevent', <ProcessEventPage />);
    expect(await screen.findByText('默认事件 · 事件设置')).toBeTruthy();
    await user.click(screen.getByRole('switch', { name: '显示优先级' }));

    await user.click(screen.getByRole('button', { name: /添加规则/ }));
    await user.click(screen.getByRole('combobox', { name: '第1条超时阶段' }));
    await user.click(await option('处理中'));
    await user.type(screen.getByRole('spinbutton', { name: '第1条超时时长' }), '45');
    await user.click(screen.getByRole('combobox', { name: '第1条时间单位' }));
    await user.click(await option('分钟'));
    await user.click(screen.getByRole('combobox', { name: '第1条通知对象' }));
    await user.click(await option('负责人'));

    await user.click(screen.getByRole('button', { name: /添加步骤/ }));
    await user.type(screen.getByRole('textbox', { name: '第1步名称' }), '受理');
    await user.click(screen.getByRole('combobox', { name: '第1步处理人' }));
    await user.click(await option('李派单'));
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('保存成功')).toBeTruthy();

    const users = (await (await fetch('/api/v2/user/getUserWithRole')).json()).data as { id: number; name: string }[];
    expect((await eventTemplate('默认事件')).settings).toEqual({
      switches: { is_enable_serviceitem: true, is_enable_priority: false, is_enable_customer: true },
      timeouts: [{ stage: 3, timeout: 45, unit: 1, notify: [603] }],
      process: [{ name: '受理', userIds: [users.find((u) => u.name === '李派单')!.id] }],
    });
  });

  it('keeps one rule per stage', async () => {
    await signIn(paths.eventSet);
    const row = await eventTemplate('报修事件');
    const { user } = await open(paths.processEvent(row.id, row.name), '/eventSet/processevent', <ProcessEventPage />);
    // 报修事件 has rules for 待分配 and 处理中: a new rule takes the first stage still free.
    await user.click(await screen.findByRole('button', { name: /添加规则/ }));
    expect(within(screen.getAllByRole('row')[3]).getByText('待处理')).toBeTruthy();
    await user.click(screen.getByRole('combobox', { name: '第3条超时阶段' }));
    expect((await option('待分配')).closest('.arco-select-option')!.className).toContain('disabled');
  });
});
