import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import LinkHelpPage from '@/pages/public/link-help-page';
import LoadingPage from '@/pages/public/loading-page';
import PrivacyPage from '@/pages/public/privacy-page';
import { renderWithStore, useClientServer } from '@tests/support/client-server';

const t = useClientServer();

describe('/loading', () => {
  it('goes to the sign-in page without a session', async () => {
    t.visit('/loading');
    renderWithStore(<LoadingPage />);
    await waitFor(() => expect(window.location.pathname).toBe('/login'));
  });

  it('enters the app with a session', async () => {
    await t.open('/loading', '13800000002', <LoadingPage />);
    await waitFor(() => expect(window.location.pathname).toBe('/'));
  });
});

describe('/privacy', () => {
  it('says what is kept and how long a code lives', () => {
    t.visit('/privacy');
    renderWithStore(<PrivacyPage />);
    expect(screen.getByRole('heading', { name: '服务工单隐私政策' })).toBeTruthy();
    expect(screen.getByText(/5 分钟内有效/)).toBeTruthy();
    expect(screen.getByText(/手机号、姓名/)).toBeTruthy();
  });
});

describe('/linkhelp', () => {
  it('gives the address to open in a browser and the way in from both workbenches', () => {
    t.visit('/linkhelp');
    renderWithStore(<LinkHelpPage />);
    expect(screen.getByText(`${t.origin}/`)).toBeTruthy();
    expect(screen.getByRole('heading', { name: '在企业微信中打开' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: '在钉钉中打开' })).toBeTruthy();
  });
});
