import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import OldPartsPage from '@/pages/spare-parts/old-parts-page';
import { renderWithStore, useClientServer } from '@tests/support/client-server';

useClientServer({ page: '/oldPartsRecyle', signedInAs: '13800000003' });

const setup = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
const rowWith = async (text: string) => (await screen.findByText(text)).closest('tr')!;
const chooseOption = async (user: ReturnType<typeof setup>, label: string, option: string) => {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
};

const openMine = () => {
  history.replaceState(null, '', '/oldPartsRecyle?tab=mine');
  renderWithStore(<OldPartsPage />);
};

/** Fills the open dialog's first line and presses 确定. */
const submitLine = async (user: ReturnType<typeof setup>, part: string, qty: string) => {
  const dialog = await screen.findByRole('dialog');
  await chooseOption(user, '第1行备件', part);
  const box = within(dialog).getByRole('textbox', { name: '第1行数量' });
  await user.clear(box);
  await user.type(box, qty);
  await user.click(within(dialog).getByRole('button', { name: '确定' }));
};

describe('/oldPartsRecyle?tab=mine 我的旧件', () => {
  it('lists the old parts the user holds, with where each came from', async () => {
    const user = setup();
    openMine();
    const row = await rowWith('电容');
    expect(within(row).getByText('1个')).toBeTruthy();
    await user.click(within(row).getByRole('button', { name: '展开记录' }));
    expect(await screen.findByText('客户设备')).toBeTruthy();
    expect(screen.getByText('张师傅（旧件）')).toBeTruthy();
  });

  it('registers an old part and deletes it, and says so when a return asks for more than the user holds', async () => {
    const user = setup();
    openMine();
    await rowWith('电容');
    await user.click(screen.getByRole('button', { name: '登记旧件' }));
    await submitLine(user, '冷凝器（LN-02） / 个', '2');
    expect(await screen.findByText('已登记到我的旧件')).toBeTruthy();
    const row = await rowWith('冷凝器');
    expect(within(row).getByText('2个')).toBeTruthy();
    await user.click(within(row).getByRole('button', { name: '删除' }));
    await user.click(await screen.findByRole('button', { name: '确定' }));
    expect(await screen.findByText('已删除')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('冷凝器')).toBeNull());

    await user.click(screen.getByRole('button', { name: '退还旧件' }));
    await chooseOption(user, '退还到仓库', '浦西分仓');
    await submitLine(user, '冷凝器（LN-02） / 个', '5');
    expect(await screen.findByText('第1行：张师傅（旧件）的备件“冷凝器”库存不足（现有0，需要5）')).toBeTruthy();
  });

  it('returns old parts to the warehouse’s old-part store, and they leave the list', async () => {
    const user = setup();
    openMine();
    await rowWith('电容');
    await user.click(screen.getByRole('button', { name: '退还旧件' }));
    await chooseOption(user, '退还到仓库', '浦西分仓');
    await submitLine(user, '电容（DR-35） / 个', '1');
    expect(await screen.findByText('已退回旧件库')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('电容')).toBeNull());
  });
});
