import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import PasswordForgetPage from '@/pages/public/password-forget-page';
import PasswordSetPage from '@/pages/public/password-set-page';
import { Route } from 'wouter';
import { renderWithStore, useClientServer } from '@tests/support/client-server';

const t = useClientServer();

describe('/passwordForget/{mobile}', () => {
  const renderPage = () => renderWithStore(<Route path="/passwordForget/:mobile?" component={PasswordForgetPage} />);

  it('sets a new password with a code and returns to the sign-in page', async () => {
    const user = userEvent.setup();
    t.visit('/passwordForget/13800000004');
    renderPage();
    expect((screen.getByLabelText('手机号') as HTMLInputElement).value).toBe('13800000004');

    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    await screen.findByRole('button', { name: '60秒后重新获取' });
    await user.type(screen.getByLabelText('验证码'), t.sms.lastCode('13800000004'));
    await user.type(screen.getByLabelText('密码'), 'fresh2024');
    await user.type(screen.getByLabelText('确认密码'), 'fresh2024');
    await user.click(screen.getByRole('button', { name: '重置密码' }));

    await waitFor(() => expect(window.location.pathname).toBe('/login'));
    expect(await screen.findByText('密码已重置，请使用新密码登录')).toBeTruthy();
    await t.signIn('13800000004', 'fresh2024');
  });

  it('refuses two different passwords', async () => {
    const user = userEvent.setup();
    t.visit('/passwordForget/13800000004');
    renderPage();
    await user.type(screen.getByLabelText('密码'), 'fresh2024');
    await user.type(screen.getByLabelText('确认密码'), 'fresh2025');
    await user.click(screen.getByRole('button', { name: '重置密码' }));
    expect(await screen.findByText('两次输入的密码不一致')).toBeTruthy();
  });
});

describe('/passwordset/{mobile}', () => {
  const renderPage = () => renderWithStore(<Route path="/passwordset/:mobile?" component={PasswordSetPage} />);

  it('sets a password for the signed-in account and goes on to the wanted page', async () => {
    const user = userEvent.setup();
    t.visit('/login');
    await t.signIn('13800000005');
    t.visit('/passwordset/13800000005?redirect=%2FallOrder');
    renderPage();
    expect(screen.getByText(/138\*\*\*\*0005/)).toBeTruthy();

    await user.type(screen.getByLabelText('密码'), 'mine2024x');
    await user.type(screen.getByLabelText('确认密码'), 'mine2024x');
    await user.click(screen.getByRole('button', { name: '保存密码' }));

    await waitFor(() => expect(window.location.pathname).toBe('/allOrder'));
    await t.signIn('13800000005', 'mine2024x');
  });

  it('can be skipped', async () => {
    const user = userEvent.setup();
    t.visit('/passwordset/13800000005');
    renderPage();
    await user.click(screen.getByRole('button', { name: '跳过，以后再说' }));
    expect(window.location.pathname).toBe('/');
  });
});
