import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { freeEditionNotice, headcountEntryNotice } from '@domain/common/messages';
import { settle, useClientServer } from '@tests/support/client-server';
import { clearPopups, renderShell } from './shell-harness';

const t = useClientServer();
afterEach(async () => {
  await settle();
  clearPopups();
  sessionStorage.clear();
});

async function shellOf(phone: string, path: string) {
  t.visit(path);
  await t.signIn(phone);
  renderShell();
  await screen.findByRole('button', { name: /^用户菜单/ });
}

async function openSettingsGroup(user: ReturnType<typeof userEvent.setup>, group: string) {
  const top = document.querySelector('.shell-top-menu') as HTMLElement;
  await user.click(await within(top).findByText('系统设置'));
  const side = document.querySelector('.shell-side-menu') as HTMLElement;
  await user.click(within(side).getAllByText(group).find((el) => el.closest('.arco-menu-inline-header'))!);
  return side;
}

describe('the free plan', () => {
  it('locks restricted entries and offers the upgrade with the hotline and a payment QR code', async () => {
    const user = userEvent.setup();
    await shellOf('13800000011', '/guideOne');
    const side = await openSettingsGroup(user, '组织架构');

    const locked = await within(side).findByRole('menuitem', { name: /人员标签/ });
    expect(within(locked).getByLabelText('付费功能')).toBeTruthy();
    expect(within(within(side).getByRole('menuitem', { name: /组织架构/ })).queryByLabelText('付费功能')).toBeNull();

    await user.click(locked);
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText(freeEditionNotice('人员标签', '400-800-6688'))).toBeTruthy();
    expect(await within(dialog).findByRole('img', { name: '付费升级二维码' })).toBeTruthy();
    expect(window.location.pathname).toBe('/guideOne');
  });

  it('shows the upgrade dialog instead of a locked page reached by its address', async () => {
    await shellOf('13800000011', '/tagsManage/personTag');
    expect(await screen.findByText(freeEditionNotice('人员标签', '400-800-6688'))).toBeTruthy();
    expect(screen.queryByRole('heading', { name: '人员标签页面' })).toBeNull();
  });
});

describe('a headcount over the purchase', () => {
  it('blocks a disabled page with the counts, the trial hotline and a way to the organisation', async () => {
    const user = userEvent.setup();
    await shellOf('13800000021', '/systemParam');
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('用户数超过套餐数')).toBeTruthy();
    expect(await within(dialog).findByText(/共有 5 名用户，套餐允许 3 名/)).toBeTruthy();
    expect(await within(dialog).findByText('如需增加人数请联系客服 400-800-6688')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: '系统参数页面' })).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: '我知道了' }));
    expect(await screen.findByRole('heading', { name: '组织架构页面' })).toBeTruthy();
    expect(window.location.pathname).toBe('/productSetting');
  });

  it('shows the entries it withholds disabled and locked; a click stays put and says why', async () => {
    const user = userEvent.setup();
    await shellOf('13800000021', '/guideOne');
    const side = await openSettingsGroup(user, '系统参数');
    const entry = await within(side).findByRole('menuitem', { name: /系统参数/ });
    expect(entry.getAttribute('aria-disabled')).toBe('true');
    expect(within(entry).getByLabelText('付费人数超出限制')).toBeTruthy();
    await user.click(entry);
    expect(await screen.findByText(headcountEntryNotice('系统参数'))).toBeTruthy();
    expect(headcountEntryNotice('全部工单')).toBe('不支持查看全部工单，付费人数超出限制');
    expect(window.location.pathname).toBe('/guideOne');
    expect(screen.queryByRole('heading', { name: '系统参数页面' })).toBeNull();
    // The organisation page stays open to bring the headcount back.
    const organisation = await openSettingsGroup(user, '组织架构');
    const open = within(organisation).getByRole('menuitem', { name: /^组织架构$/ });
    expect(open.getAttribute('aria-disabled')).not.toBe('true');
    expect(within(open).queryByLabelText('付费人数超出限制')).toBeNull();
  });

  it("shows the administrator's counts from the modal's first text, never the text for other roles first", async () => {
    const seen: string[] = [];
    const watcher = new MutationObserver(() => {
      const dialog = document.querySelector('[role="dialog"]');
      if (dialog?.textContent) seen.push(dialog.textContent);
    });
    watcher.observe(document.body, { childList: true, subtree: true, characterData: true });
    try {
      await shellOf('13800000021', '/systemParam');
      const dialog = await screen.findByRole('dialog');
      expect(await within(dialog).findByText(/共有 5 名用户，套餐允许 3 名/)).toBeTruthy();
    } finally {
      watcher.disconnect();
    }
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.filter((text) => text.includes('请联系管理员处理'))).toEqual([]);
  });
});

describe('permission codes', () => {
  it('sends a route the user has no power for to /detailError', async () => {
    await shellOf('13800000001', '/needsPower');
    await waitFor(() => expect(window.location.pathname).toBe('/detailError'));
    expect(await screen.findByRole('heading', { name: '没有权限页面' })).toBeTruthy();
  });

  it('sends a menu screen the user’s menu does not offer to /detailError: 张师傅 typing /financeReconcile', async () => {
    await shellOf('13800000003', '/financeReconcile');
    await waitFor(() => expect(window.location.pathname).toBe('/detailError'));
    expect(await screen.findByRole('heading', { name: '没有权限页面' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: '财务对账页面' })).toBeNull();
  });

  it('opens the same screen for finance, whose menu offers it', async () => {
    await shellOf('13800000008', '/financeReconcile');
    expect(await screen.findByRole('heading', { name: '财务对账页面' })).toBeTruthy();
    expect(window.location.pathname).toBe('/financeReconcile');
  });
});
