import { Message } from '@arco-design/web-react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Route } from 'wouter';
import { freeEditionNotice } from '@domain/common/messages';
import type { OrderTypeRow } from '@domain/templates/order-types.schemas';
import { paths } from '@/app/paths';
import { createStore } from '@/app/store';
import { templatesApi } from '@/features/templates/templates.api';
import OrderProcessPage from '@/pages/template-center/order-process-page';
import ProcessSettingPage from '@/pages/template-center/process-setting-page';
import SlaPage from '@/pages/template-center/sla-page';
import { renderWithStore, settle, useClientServer } from '@tests/support/client-server';

const t = useClientServer();
afterEach(async () => {
  await settle();
  // A toast outlives its test; the next one must not read it.
  Message.clear();
});

const ADMIN = '13800000001';

/** Signs in at `path` and answers a store for reading through the API. */
async function signedIn(path: string, phone = ADMIN) {
  t.visit(path);
  await t.signIn(phone);
  return createStore();
}

async function orderType(name: string): Promise<OrderTypeRow> {
  const rows = await createStore().dispatch(templatesApi.endpoints.listOrderTypes.initiate({ keyword: name, pageIndex: 0, pageSize: 10 }, { forceRefetch: true })).unwrap();
  return rows.find((r) => r.name === name)!;
}

async function open(path: string, routePath: string, page: ReactNode, phone = ADMIN) {
  await signedIn(path, phone);
  const view = renderWithStore(<Route path={routePath}>{page}</Route>);
  return { user: userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never }), ...view };
}

const option = (name: string) => screen.findByText(name, { selector: '.arco-select-option *, .arco-select-option' });

describe('/templateCenter/processSetting', () => {
  it('shows the stored settings of the type', async () => {
    await signedIn('/templateCenter');
    const row = await orderType('安装工单');
    await open(paths.processSetting(row.id, row.name, row.kind), '/templateCenter/processSetting', <ProcessSettingPage />);
    expect(await screen.findByText('安装工单 · 流程设置')).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: '完成审批' })).toHaveProperty('checked', true);
    expect(screen.getByRole('switch', { name: '开启验收' }).getAttribute('aria-checked')).toBe('true');
    expect(await screen.findByText('张师傅')).toBeTruthy();
    expect(screen.getByText('上门勘察 → 安装调试 → 客户验收')).toBeTruthy();
    expect(screen.getByText('3条规则')).toBeTruthy();
  });

  it('saves approvals and a default dispatch to a service group', async () => {
    await signedIn('/templateCenter');
    const row = await orderType('默认工单');
    const { user } = await open(paths.processSetting(row.id, row.name, row.kind), '/templateCenter/processSetting', <ProcessSettingPage />);
    await user.click(await screen.findByText('创建审批'));
    await user.click(screen.getByText('收款审批'));
    await user.click(screen.getByText('指定服务组'));
    await user.click((await screen.findAllByText('请选择默认派单服务组'))[0]);
    await user.click(await option('安装组'));
    await user.click(screen.getByRole('switch', { name: '开启接单时限' }));
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('保存成功')).toBeTruthy();

    const groups = (await (await fetch('/api/servicegroup/list?pageSize=1000')).json()).data as { id: number; name: string }[];
    const saved = await orderType('默认工单');
    expect(saved.settings).toMatchObject({
      approvals: { create: true, complete: false, receipt: false, collection: true },
      defaultDispatch: { mode: 'group', userId: null, groupId: groups.find((g) => g.name === '安装组')!.id },
      pickUpLimit: { option: 3, minutes: 30 },
    });
    // The form is kept as it was.
    expect(saved.form).toEqual(row.form);
  });

  it('asks for the person when new orders go to one person', async () => {
    await signedIn('/templateCenter');
    const row = await orderType('默认工单');
    const { user } = await open(paths.processSetting(row.id, row.name, row.kind), '/templateCenter/processSetting', <ProcessSettingPage />);
    await user.click(await screen.findByText('指定人员'));
    await user.click(screen.getByRole('button', { name: '保存' }));
    // The select shows the same text as its placeholder.
    expect(await screen.findByText('请选择默认派单人员', { selector: '.arco-message *' })).toBeTruthy();
  });

  it('says so when the address names no order type', async () => {
    await open('/templateCenter/processSetting?id=abc', '/templateCenter/processSetting', <ProcessSettingPage />);
    expect(await screen.findByText('工单类型不存在')).toBeTruthy();
  });
});

describe('/templateCenter/orderProcess/{tid}/{templateName}', () => {
  it('adds, reorders and saves the steps of the process', async () => {
    await signedIn('/templateCenter');
    const row = await orderType('内部工单');
    const { user } = await open(paths.orderProcess(row.id, row.name), '/templateCenter/orderProcess/:tid/:templateName', <OrderProcessPage />);
    expect(await screen.findByText('暂无流程步骤')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /添加步骤/ }));
    await user.type(screen.getByRole('textbox', { name: '第1步名称' }), '报修登记');
    await user.click(screen.getByRole('button', { name: /添加步骤/ }));
    await user.type(screen.getByRole('textbox', { name: '第2步名称' }), '现场处理');
    await user.click(screen.getByRole('button', { name: '上移第2步' }));
    await user.click(screen.getByRole('button', { name: '保存流程' }));
    expect(await screen.findByText('保存成功')).toBeTruthy();
    expect((await orderType('内部工单')).settings.process).toEqual([
      { name: '现场处理', userIds: [] },
      { name: '报修登记', userIds: [] },
    ]);
  });

  it('refuses a step without a name, naming the step', async () => {
    await signedIn('/templateCenter');
    const row = await orderType('默认工单');
    const { user } = await open(paths.orderProcess(row.id, row.name), '/templateCenter/orderProcess/:tid/:templateName', <OrderProcessPage />);
    await user.click(await screen.findByRole('button', { name: /添加步骤/ }));
    await user.click(screen.getByRole('button', { name: '保存流程' }));
    expect(await screen.findByText('第1条：请输入流程名称')).toBeTruthy();
  });
});

describe('/slaManage/SLA/{id}/{name}', () => {
  it('edits the SLA rules: timeout per order time node and who is told', async () => {
    await signedIn('/templateCenter');
    const row = await orderType('安装工单');
    const { user } = await open(paths.sla(row.id, row.name), '/slaManage/SLA/:id/:name', <SlaPage />);
    expect(await screen.findByText('安装工单 · SLA设置')).toBeTruthy();
    // The stored rules: 创建 30 分钟, 接单 2 小时, 开始服务 1 天.
    expect(screen.getByRole('spinbutton', { name: '第1条超时时长' })).toHaveProperty('value', '30');

    await user.click(screen.getByRole('button', { name: '删除第2条规则' }));
    await user.click(screen.getByRole('button', { name: /添加规则/ }));
    const third = screen.getAllByRole('row')[3];
    await user.click(within(third).getByRole('combobox', { name: '第3条时间节点' }));
    await user.click(await option('回执'));
    await user.type(screen.getByRole('spinbutton', { name: '第3条超时时长' }), '4');
    await user.click(within(third).getByRole('combobox', { name: '第3条通知对象' }));
    await user.click(await option('审批人'));
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('保存成功')).toBeTruthy();

    expect((await orderType('安装工单')).settings.sla).toEqual([
      { node: 0, timeout: 30, unit: 1, notify: [103, 104] },
      { node: 6, timeout: 1, unit: 3, notify: [101, 104, 120] },
      { node: 8, timeout: 4, unit: 2, notify: [106] },
    ]);
  });

  it('refuses a rule without anyone to tell', async () => {
    await signedIn('/templateCenter');
    const row = await orderType('默认工单');
    const { user } = await open(paths.sla(row.id, row.name), '/slaManage/SLA/:id/:name', <SlaPage />);
    await user.click(await screen.findByRole('button', { name: /添加规则/ }));
    await user.type(screen.getByRole('spinbutton', { name: '第1条超时时长' }), '2');
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('第1条：请选择通知对象')).toBeTruthy();
  });

  it('shows a free enterprise the upgrade notice instead', async () => {
    await signedIn('/templateCenter', '13800000011');
    const row = await orderType('默认工单');
    await open(paths.sla(row.id, row.name), '/slaManage/SLA/:id/:name', <SlaPage />, '13800000011');
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText(freeEditionNotice('SLA', '400-800-6688'))).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: /添加规则/ })).toBeNull());
  });
});
