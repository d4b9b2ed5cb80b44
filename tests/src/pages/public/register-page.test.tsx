import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import RegisterPage from '@/pages/public/register-page';
import { renderWithStore, useClientServer } from '@tests/support/client-server';

const t = useClientServer();

describe('/register', () => {
  it('registers an enterprise on trial and enters it as its administrator', async () => {
    // Arco's select popup ignores the pointer while it animates in, which happy-dom never finishes.
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    t.visit('/register');
    renderWithStore(<RegisterPage />);

    await user.type(screen.getByLabelText('企业名称'), '新星设备维修');
    await user.click(screen.getByText('其他'));
    await user.click(await screen.findByRole('option', { name: '机械设备' }));
    await user.type(screen.getByLabelText('姓名'), '周新星');
    await user.type(screen.getByLabelText('手机号'), '13700000002');
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    await screen.findByRole('button', { name: '60秒后重新获取' });
    await user.type(screen.getByLabelText('验证码'), t.sms.lastCode('13700000002'));
    await user.click(screen.getByRole('button', { name: '注册并进入' }));

    await waitFor(() => expect(window.location.pathname).toBe('/'));
    const info = (await (await fetch('/api/v2/sessionUser/info')).json()) as { data: Record<string, unknown> };
    expect(info.data).toMatchObject({ enterpriseName: '新星设备维修', name: '周新星', isChargeUser: 2, admin: true });
  });

  it('checks an optional password with the password rule', async () => {
    const user = userEvent.setup();
    t.visit('/register');
    renderWithStore(<RegisterPage />);
    await user.type(screen.getByLabelText('密码'), 'short1');
    await user.click(screen.getByRole('button', { name: '注册并进入' }));
    expect(await screen.findByText('密码至少8位')).toBeTruthy();
    expect(screen.getByText('请输入企业名称')).toBeTruthy();
  });
});
