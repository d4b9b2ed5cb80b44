import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Route, Switch } from 'wouter';
import ErrorOverduePage from '@/pages/errors/error-overdue-page';
import LoginPage from '@/pages/public/login-page';
import { getCsrfToken, setCsrfToken } from '@adapters/session-token';
import { renderWithStore, useClientServer } from '@tests/support/client-server';

const t = useClientServer();

function renderPages() {
  return renderWithStore(
    <Switch>
      <Route path="/errorOverdue" component={ErrorOverduePage} />
      <Route path="/login" component={LoginPage} />
    </Switch>,
  );
}

describe('/errorOverdue', () => {
  it('tells a user of an expired enterprise the hotline and signs them out', async () => {
    const user = userEvent.setup();
    t.visit('/login');
    await t.signIn('13800000031');
    t.visit('/errorOverdue');
    renderPages();

    expect(screen.getByText('服务已到期')).toBeTruthy();
    expect(await screen.findByText(/过期设备公司的服务已到期/)).toBeTruthy();
    expect(await screen.findByRole('link', { name: '400-800-6688' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '切换企业' })).toBeNull();

    await user.click(screen.getByRole('button', { name: '退出登录' }));
    await waitFor(() => expect(window.location.pathname).toBe('/login'));
    expect((await fetch('/api/v2/sessionUser/info')).status).toBe(401);
  });

  it('lets a member of several enterprises switch to another one, even after a reload', async () => {
    const user = userEvent.setup();
    t.visit('/login');
    await t.signIn('13800000099');
    const list = (await (await fetch('/api/stand/login/epList')).json()) as { data: { enterpriseId: number; enterpriseName: string }[] };
    const sample = list.data.find((e) => e.enterpriseName === '示例科技有限公司')!;
    await fetch('/api/stand/login/epList', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ enterpriseId: sample.enterpriseId, ctoken: getCsrfToken() }),
    });
    setCsrfToken(''); // as after a reload: the page must fetch it again
    t.visit('/errorOverdue');
    renderPages();

    await user.click(await screen.findByRole('button', { name: '切换企业' }));
    expect(window.location.search).toBe('?choose=1');
    const current = await screen.findByRole('button', { name: /示例科技有限公司/ });
    expect(current.textContent).toContain('当前');
    await user.click(screen.getByRole('button', { name: /免费体验工作室/ }));
    await waitFor(() => expect(window.location.pathname).toBe('/'));
    const info = (await (await fetch('/api/v2/sessionUser/info')).json()) as { data: { enterpriseName: string } };
    expect(info.data.enterpriseName).toBe('免费体验工作室');
  });
});
