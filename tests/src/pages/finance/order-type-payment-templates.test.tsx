import { screen } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Route } from 'wouter';
import type { OrderTypeRow } from '@domain/templates/order-types.schemas';
import { paths } from '@/app/paths';
import { createStore } from '@/app/store';
import { templatesApi } from '@/features/templates/templates.api';
import ProcessSettingPage from '@/pages/template-center/process-setting-page';
import { renderWithStore, useClientServer } from '@tests/support/client-server';

const t = useClientServer();

async function orderType(name: string): Promise<OrderTypeRow> {
  const rows = await createStore().dispatch(templatesApi.endpoints.listOrderTypes.initiate({ keyword: name, pageIndex: 0, pageSize: 10 }, { forceRefetch: true })).unwrap();
  return rows.find((r) => r.name === name)!;
}

describe('the order type’s 收款模板 control', () => {
  it('shows the templates the type uses and saves a new choice', async () => {
    t.visit('/templateCenter');
    await t.signIn('13800000001');
    const install = await orderType('安装工单');
    expect(install.settings.receivePaymentTemplateIds).toEqual([]);
    t.visit(paths.processSetting(install.id, install.name, install.kind));
    renderWithStore(
      <Route path="/templateCenter/processSetting">
        <ProcessSettingPage />
      </Route>,
    );
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    await screen.findByText('安装工单 · 流程设置');
    await user.click(await screen.findByRole('combobox', { name: '收款模板' }));
    await user.click(await screen.findByText('安装分期收款', { selector: '.arco-select-option *, .arco-select-option' }));
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('保存成功')).toBeTruthy();

    const templates = (await (await fetch('/api/receive/list?pageSize=100')).json()).data as { id: number; name: string }[];
    const saved = await orderType('安装工单');
    expect(saved.settings.receivePaymentTemplateIds).toEqual([templates.find((x) => x.name === '安装分期收款')!.id]);
    const used = (await (await fetch(`/api/receive/list/orderTmpl?orderTmplId=${install.id}`)).json()).data as { name: string }[];
    expect(used.map((x) => x.name)).toEqual(['安装分期收款']);
  });
});
