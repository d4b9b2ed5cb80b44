import { Spin } from '@arco-design/web-react';
import { Suspense } from 'react';
import { parse } from 'regexparam';
import { matchRoute, Redirect, Route, Switch, type Parser } from 'wouter';
import './desktop-styles';
import { RouteGuard } from './guards/route-guard';
import { SessionGuard } from './guards/session-guard';
import { ShellLayout } from './layout/shell-layout';
import { RootLanding } from '@/features/hosts/root-landing';
import { paths } from './paths';
import { SHELL_ROUTES } from './shell-routes';
import type { AppDispatch } from './store';

const fallback = <Spin style={{ display: 'block', margin: '20vh auto' }} />;

/**
 * Starts loading the code of the shell page at `location` and, given a signed-in user's dispatch, its first data;
 * resolves when the code has arrived. Before the router has rendered, patterns are read with its default parser.
 */
export function preloadPage(location: string, dispatch?: AppDispatch, parser: Parser = parse): Promise<unknown> {
  const route = SHELL_ROUTES.find((r) => matchRoute(parser, r.path, location)[0]);
  if (dispatch) void route?.data?.(dispatch).catch(() => undefined);
  return route ? route.page.preload() : Promise.resolve();
}

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
