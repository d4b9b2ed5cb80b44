import { Spin } from '@arco-design/web-react';
import { Suspense } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import './desktop-styles';
import { RouteGuard } from './guards/route-guard';
import { SessionGuard } from './guards/session-guard';
import { ShellLayout } from './layout/shell-layout';
import { RootLanding } from '@/features/hosts/root-landing';
import { paths } from './paths';
import { SHELL_ROUTES } from './shell-routes';

const fallback = <Spin style={{ display: 'block', margin: '20vh auto' }} />;

/**
 * Everything behind sign-in: the session check, the shell (top bar, menus, tab strip) and its pages.
 * Its own chunk, loaded by src/app/routes.tsx only off the top-level pages, so /login carries none of it.
 */
export default function SignedInApp() {
  return (
    <SessionGuard>
      <ShellLayout routes={SHELL_ROUTES}>
        <Suspense fallback={fallback}>
          <Switch>
            <Route path={paths.root}>
              <RootLanding />
            </Route>
            {SHELL_ROUTES.map((route) => (
              <Route key={route.path} path={route.path}>
                <RouteGuard route={route} />
              </Route>
            ))}
            <Route>
              <Redirect to={paths.error404} replace />
            </Route>
          </Switch>
        </Suspense>
      </ShellLayout>
    </SessionGuard>
  );
}
