import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { settle, useClientServer } from '@tests/support/client-server';
import { clearPopups, pick, renderShell } from './shell-harness';

const t = useClientServer();
afterEach(async () => {
  await settle();
  clearPopups();
});

async function openDialog(user: ReturnType<typeof userEvent.setup>) {
  t.visit('/guideOne');
  await t.signIn('13800000002');
  renderShell();
  await user.click(await screen.findByRole('button', { name: /^用户菜单/ }));
  await pick(user, '订阅消息');
  return screen.findByRole('dialog');
}

const isOn = (el: HTMLElement) => el.getAttribute('aria-checked') === 'true';
const isDisabled = (el: HTMLElement) => (el as HTMLButtonElement).disabled;

describe('the subscription dialog', () => {
  it('subscribes to the 8:00 to-do notice and saves a single notice', async () => {
    const user = userEvent.setup();
    const dialog = await openDialog(user);
    expect(within(dialog).getByText('每天 08:00 推送待办事项')).toBeTruthy();
    const master = await within(dialog).findByRole('switch', { name: '订阅待办事项' });
    const overtime = await within(dialog).findByRole('switch', { name: '超时工单' });
    expect(isOn(master)).toBe(false);
    expect(isDisabled(overtime)).toBe(true);

    await user.click(master);
    expect(await screen.findByText('订阅成功')).toBeTruthy();
    await waitFor(() => expect(isOn(within(dialog).getByRole('switch', { name: '订阅待办事项' }))).toBe(true));
    await waitFor(() => expect(isDisabled(within(dialog).getByRole('switch', { name: '超时工单' }))).toBe(false));

    await user.click(within(dialog).getByRole('switch', { name: '超时工单' }));
    expect(await screen.findByText('保存成功')).toBeTruthy();
    await waitFor(() => expect(isOn(within(dialog).getByRole('switch', { name: '超时工单' }))).toBe(false));
  });

  it('keeps the 8:30 statistics separate, and unsubscribes', async () => {
    const user = userEvent.setup();
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('tab', { name: '统计数据' }));
    expect(await within(dialog).findByText('每天 08:30 推送统计数据')).toBeTruthy();
    const statistics = await within(dialog).findByRole('switch', { name: '订阅统计数据' });
    expect(isOn(statistics)).toBe(false);
    expect(isDisabled(await within(dialog).findByRole('switch', { name: '昨日工单统计' }))).toBe(true);

    await user.click(within(dialog).getByRole('tab', { name: '待办事项' }));
    const todo = await within(dialog).findByRole('switch', { name: '订阅待办事项' });
    await waitFor(() => expect(isOn(todo)).toBe(true));
    await user.click(todo);
    expect(await screen.findByText('取订成功')).toBeTruthy();
    await waitFor(() => expect(isDisabled(within(dialog).getByRole('switch', { name: '待受理工单' }))).toBe(true));
  });
});
