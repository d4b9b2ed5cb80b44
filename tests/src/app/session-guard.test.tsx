import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Route, Switch } from 'wouter';
import type { SessionUser } from '@domain/shell/session.schemas';
import { SessionGuard, sessionBlock } from '@/app/guards/session-guard';
import { renderWithStore, useClientServer } from '@tests/support/client-server';

const t = useClientServer();

function renderGuardedShell() {
  return renderWithStore(
    <Switch>
      <Route path="/login">登录页</Route>
      <Route path="/errorOverdue">到期页</Route>
      <Route path="/errorRole">无角色页</Route>
      <Route>
        <SessionGuard>工作台</SessionGuard>
      </Route>
    </Switch>,
  );
}

describe('SessionGuard', () => {
  it('sends a browser visitor without a session to the sign-in page, remembering the page', async () => {
    t.visit('/allOrder?keyword=pump');
    renderGuardedShell();
    expect(await screen.findByText('登录页')).toBeTruthy();
    expect(window.location.pathname).toBe('/login');
    expect(new URLSearchParams(window.location.search).get('redirect')).toBe('/allOrder?keyword=pump');
  });

  it('sends a user of an expired enterprise to /errorOverdue', async () => {
    t.visit('/login');
    await t.signIn('13800000031');
    t.visit('/guideOne');
    renderGuardedShell();
    expect(await screen.findByText('到期页')).toBeTruthy();
    expect(window.location.pathname).toBe('/errorOverdue');
  });

  it('lets a user with a role and a service in force into the shell', async () => {
    t.visit('/login');
    await t.signIn('13800000003');
    t.visit('/guideOne');
    renderGuardedShell();
    expect(await screen.findByText('工作台')).toBeTruthy();
    expect(window.location.pathname).toBe('/guideOne');
  });
});

describe('sessionBlock', () => {
  const user = { sysrole: 2, allRoles: [{ type: 2 }], isChargeUser: 1, epServiceExpireTime: '2030-01-01T00:00:00.000Z' } as SessionUser;
  const now = new Date('2029-06-01T00:00:00Z');

  it('sends a user without roles to /errorRole', () => {
    expect(sessionBlock({ ...user, sysrole: null, allRoles: [] } as unknown as SessionUser, now)).toBe('/errorRole');
  });

  it('sends paid and trial users past the expiry to /errorOverdue, but never a free one', () => {
    const expired = { ...user, epServiceExpireTime: '2029-01-01T00:00:00.000Z' };
    expect(sessionBlock({ ...expired, isChargeUser: 2 }, now)).toBe('/errorOverdue');
    expect(sessionBlock({ ...expired, isChargeUser: 0 }, now)).toBeNull();
    expect(sessionBlock(user, now)).toBeNull();
  });
});
