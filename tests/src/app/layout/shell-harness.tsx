import { Message, Modal, Notification } from '@arco-design/web-react';
import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { Suspense, useEffect } from 'react';
import { expect } from 'vitest';
import { Route, Switch } from 'wouter';
import { RouteGuard } from '@/app/guards/route-guard';
import { ShellLayout } from '@/app/layout/shell-layout';
import { paths } from '@/app/paths';
import type { AppRoute } from '@/app/app-route';
import { lazyPage } from '@/lib/lazy-page';
import { renderWithStore } from '@tests/support/client-server';

/** How often each probe page has mounted, so tests can see a refresh re-mount the page. */
export const mounts: Record<string, number> = {};

function probePage(title: string) {
  function ProbePage() {
    useEffect(() => {
      mounts[title] = (mounts[title] ?? 0) + 1;
    }, []);
    return <h1>{title}页面</h1>;
  }
  return lazyPage(async () => ({ default: ProbePage }));
}

/** Shell routes as the app declares them, with small pages standing in for the real ones. */
export const TEST_ROUTES: AppRoute[] = [
  { path: paths.home, title: '首页', page: probePage('首页') },
  { path: paths.personIndex, title: '功能导航', page: probePage('功能导航') },
  { path: paths.navigation, title: '探索', page: probePage('探索') },
  { path: paths.help, title: '帮助中心', page: probePage('帮助中心') },
  { path: paths.organization, title: '组织架构', page: probePage('组织架构') },
  { path: paths.personTags, title: '人员标签', page: probePage('人员标签') },
  { path: paths.systemParam, title: '系统参数', page: probePage('系统参数') },
  { path: '/allOrder', title: '全部工单', page: probePage('全部工单') },
  { path: '/needsPower', title: '需要权限', page: probePage('需要权限'), power: '99999' },
  { path: '/financeReconcile', title: '财务对账', page: probePage('财务对账') },
  { path: paths.detailError, title: '没有权限', page: probePage('没有权限') },
];

/** The shell around the routed page, as AppRoutes renders it, with the sign-in page outside it. */
export function renderShell(routes: AppRoute[] = TEST_ROUTES) {
  return renderWithStore(
    <Switch>
      <Route path={paths.login}>
        <h1>登录页面</h1>
      </Route>
      <Route>
        <ShellLayout routes={routes}>
          <Suspense fallback={null}>
            <Switch>
              {routes.map((route) => (
                <Route key={route.path} path={route.path}>
                  <RouteGuard route={route} />
                </Route>
              ))}
            </Switch>
          </Suspense>
        </ShellLayout>
      </Route>
    </Switch>,
  );
}

/** Clicks an entry of a popup (dropdown, popover) once its opening animation lets pointers through. */
export async function pick(user: UserEvent, text: string | RegExp) {
  const item = await screen.findByText(text);
  await waitFor(() => expect(item.closest('[style*="pointer-events: none"]')).toBeNull());
  await user.click(item);
}

/** Messages, notifications and confirmations live outside the rendered tree: clear them between tests. */
export function clearPopups() {
  Message.clear();
  Notification.clear();
  Modal.destroyAll();
}
