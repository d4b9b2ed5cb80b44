import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import LoginPage from '@/pages/public/login-page';
import { renderWithStore, useClientServer } from '@tests/support/client-server';

const t = useClientServer();

async function sessionUser() {
  const res = await fetch('/api/v2/sessionUser/info');
  return (await res.json()) as { success: boolean; data?: { name: string; enterpriseName: string } };
}

describe('/login', () => {
  it('signs in with a code sent to the phone and goes to the page the user wanted', async () => {
    const user = userEvent.setup();
    t.visit('/login?redirect=%2FallOrder');
    renderWithStore(<LoginPage />);

    expect(screen.getByText('演示环境：验证码会写入服务器日志')).toBeTruthy();
    await user.type(screen.getByLabelText('手机号'), '13800000003');
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByRole('button', { name: '60秒后重新获取' })).toBeTruthy();

    await user.type(screen.getByLabelText('验证码'), t.sms.lastCode('13800000003'));
    await user.click(screen.getByRole('button', { name: '登录' }));

    await waitFor(() => expect(window.location.pathname).toBe('/allOrder'));
    expect((await sessionUser()).data?.name).toBe('张师傅');
  });

  it('points out a malformed phone before sending a code', async () => {
    const user = userEvent.setup();
    t.visit('/login');
    renderWithStore(<LoginPage />);
    await user.type(screen.getByLabelText('手机号'), '1380000');
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText('手机号格式不正确')).toBeTruthy();
  });

  it('shows the server message for a wrong password and stays on the sign-in page', async () => {
    const user = userEvent.setup();
    t.visit('/login');
    renderWithStore(<LoginPage />);
    await user.click(screen.getByRole('tab', { name: '密码登录' }));
    await user.type(screen.getByLabelText('手机号'), '13800000006');
    await user.type(screen.getByLabelText('密码'), 'wrong1234');
    await user.click(screen.getByRole('button', { name: '登录' }));

    expect(await screen.findByText('手机号或密码错误')).toBeTruthy();
    expect(window.location.pathname).toBe('/login');
    expect((await sessionUser()).success).toBe(false);
  });

  it('lets a member of several enterprises choose one, showing their name in each', async () => {
    const user = userEvent.setup();
    t.visit('/login');
    renderWithStore(<LoginPage />);
    await user.click(screen.getByRole('tab', { name: '密码登录' }));
    await user.type(screen.getByLabelText('手机号'), '13800000099');
    await user.type(screen.getByLabelText('密码'), 'demo1234');
    await user.click(screen.getByRole('button', { name: '登录' }));

    const sample = await screen.findByRole('button', { name: /示例科技有限公司/ });
    const free = screen.getByRole('button', { name: /免费体验工作室/ });
    expect(sample.textContent).toContain('多企业用户');
    expect(free.textContent).toContain('多企业用户');

    await user.click(free);
    await waitFor(() => expect(window.location.pathname).toBe('/'));
    expect((await sessionUser()).data?.enterpriseName).toBe('免费体验工作室');
  });

  it('links to password recovery with the typed phone, to registration and to the privacy policy', async () => {
    const user = userEvent.setup();
    t.visit('/login');
    renderWithStore(<LoginPage />);
    await user.type(screen.getByLabelText('手机号'), '13800000002');
    expect(screen.getByRole('link', { name: '忘记密码' }).getAttribute('href')).toBe('/passwordForget/13800000002');
    expect(screen.getByRole('link', { name: '注册企业' }).getAttribute('href')).toBe('/register');
    expect(screen.getByRole('link', { name: '隐私政策' }).getAttribute('href')).toBe('/privacy');
  });
});
