import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import MoneyItemSettingPage from '@/pages/money-items/money-item-setting-page';
import { renderWithStore, useClientServer } from '@tests/support/client-server';

useClientServer({ page: '/moneyItemSetting', signedInAs: '13800000001' });

function open() {
  renderWithStore(<MoneyItemSettingPage />);
  return userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
}

async function add(user: ReturnType<typeof open>, name: string, price?: string) {
  await user.click(screen.getByRole('button', { name: /新增费用项目/ }));
  const dialog = await screen.findByRole('dialog');
  await user.type(within(dialog).getByPlaceholderText('请输入费用项目名称'), name);
  if (price) await user.type(within(dialog).getByPlaceholderText('请输入单价（可不填）'), price);
  await user.click(within(dialog).getByRole('button', { name: '确定' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}

/** The row of an item in the tab shown (the other tab stays mounted, hidden). */
const rowOf = async (name: string) => {
  const pane = () => within(document.querySelector<HTMLElement>('.arco-tabs-content-item-active')!);
  return (await waitFor(() => pane().getByText(name))).closest('tr')!;
};

describe('/moneyItemSetting 费用项目', () => {
  it('adds an item, deletes it into the bin and restores it from there', async () => {
    const user = open();
    await add(user, '上门费', '50');
    expect(within(await rowOf('上门费')).getByText('¥50.00')).toBeTruthy();
    expect(within(await rowOf('上门费')).getByText('常规')).toBeTruthy();

    await user.click(within(await rowOf('上门费')).getByRole('button', { name: '删除' }));
    await user.click(await screen.findByRole('button', { name: '确定' }));
    expect(await screen.findByText('删除成功')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('上门费')).toBeNull());

    await user.click(screen.getByRole('tab', { name: '回收站' }));
    await user.click(within(await rowOf('上门费')).getByRole('button', { name: '还原' }));
    expect(await screen.findByText('还原成功')).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: '费用项目' }));
    expect(within(await rowOf('上门费')).getByText('¥50.00')).toBeTruthy();
  });

  it('tells why an item cannot be restored while another has its name', async () => {
    const user = open();
    await add(user, '远程费', '30');
    await user.click(within(await rowOf('远程费')).getByRole('button', { name: '删除' }));
    await user.click(await screen.findByRole('button', { name: '确定' }));
    await waitFor(() => expect(screen.queryByText('远程费')).toBeNull());
    await add(user, '远程费', '80');
    expect(within(await rowOf('远程费')).getByText('¥80.00')).toBeTruthy();

    await user.click(screen.getByRole('tab', { name: '回收站' }));
    await user.click(within(await rowOf('远程费')).getByRole('button', { name: '还原' }));
    expect(await screen.findByText('已有同名的费用项目“远程费”，不能还原')).toBeTruthy();
  });
});
