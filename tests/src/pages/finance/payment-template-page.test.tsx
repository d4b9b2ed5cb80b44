import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import PaymentTemplatePage from '@/pages/finance/payment-template-page';
import { renderWithStore, useClientServer } from '@tests/support/client-server';

useClientServer({ page: '/receivePaymentSetting', signedInAs: '13800000008' });

function open() {
  renderWithStore(<PaymentTemplatePage />);
  return userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
}

describe('/receivePaymentSetting 收款模板', () => {
  it('adds a template with two payment items, shows them, and deletes it', async () => {
    const user = open();
    // The demo's template is listed.
    expect(await screen.findByText('安装分期收款')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: /新增收款模板/ }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByPlaceholderText('如：安装分期收款'), '维保分期');
    await user.type(within(dialog).getByRole('textbox', { name: '收款项1名称' }), '首付款');
    await user.click(within(dialog).getByRole('button', { name: /添加收款项/ }));
    await user.type(await within(dialog).findByRole('textbox', { name: '收款项2名称' }), '尾款');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('保存成功')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    const row = (await screen.findByText('维保分期')).closest('tr')!;
    expect(within(row).getByText('首付款·常规')).toBeTruthy();
    expect(within(row).getByText('尾款·常规')).toBeTruthy();

    await user.click(within(row).getByRole('button', { name: '删除' }));
    await user.click(await screen.findByRole('button', { name: '确定' }));
    expect(await screen.findByText('删除成功')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('维保分期')).toBeNull());
  });

  it('refuses a template without a name, saying what is missing', async () => {
    const user = open();
    await user.click(await screen.findByRole('button', { name: /新增收款模板/ }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await within(dialog).findByText('请输入收款模板名称')).toBeTruthy();
  });
});
