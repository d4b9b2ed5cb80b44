import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { settle, useClientServer } from '@tests/support/client-server';
import { clearPopups, pick, renderShell } from './shell-harness';

const t = useClientServer();
afterEach(async () => {
  await settle();
  clearPopups();
});

async function myStatus() {
  const res = await fetch('/api/v2/epTag/getUserStateLabel');
  return ((await res.json()) as { data: { name: string } | null }).data;
}

async function shellOf(phone: string) {
  t.visit('/guideOne');
  await t.signIn(phone);
  renderShell();
  const trigger = () => screen.getByRole('button', { name: /^人员状态/ }) as HTMLButtonElement;
  // The statuses arrive with the enterprise's tags; until then there is nothing to pick.
  await waitFor(() => expect(trigger().disabled).toBe(false));
  return trigger();
}

describe('the personal status dropdown', () => {
  it('sets the status the user picks', async () => {
    const user = userEvent.setup();
    const trigger = await shellOf('13800000001');
    expect(trigger.textContent).toContain('设置状态');

    await user.click(trigger);
    await pick(user, '忙碌');
    expect(await screen.findByText('修改状态成功')).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('button', { name: /^人员状态/ }).textContent).toContain('忙碌'));
    expect((await myStatus())?.name).toBe('忙碌');
  });

  it('refuses the free plan without calling the server', async () => {
    const user = userEvent.setup();
    const trigger = await shellOf('13800000011');
    await user.click(trigger);
    await pick(user, '外出');
    expect(await screen.findByText('不支持设置人员状态操作')).toBeTruthy();
    expect(screen.getByRole('button', { name: /^人员状态/ }).textContent).toContain('设置状态');
    expect(await myStatus()).toBeNull();
  });
});
