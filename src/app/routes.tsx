import { Spin } from '@arco-design/web-react';
import { Suspense, useEffect, type ComponentType } from 'react';
import { Route, Switch, useLocation, useRouter } from 'wouter';
import { lazyPage } from '@/lib/lazy-page';
import { VISITOR_CHAT_ROUTE } from '@/pages/online-chat/online-chat-routes';
import { PUBLIC_PRODUCT_ROUTE } from '@/pages/products/product-routes';
import { SignedInApp } from './shell-code';
import type { AppRoute } from './app-route';
import { useAppDispatch } from './hooks';
import { paths } from './paths';
import { useGetMenuQuery, useGetSessionUserQuery } from './session/session.api';
import { isMobilePath, LANDING_PATHS, opensPcVersion, wantsMobile } from './mobile/version-choice';

type PageLoader = () => Promise<{ default: ComponentType<object> }>;
/** A top-level page whose chunk and stylesheet load together. */
const styledPage = (styles: () => Promise<unknown>) => (loader: PageLoader) => lazyPage(async () => (await Promise.all([loader(), styles()]))[0]);
const desktopPage = styledPage(() => import('./desktop-styles'));
/** Sign-in, registration and the password pages: the few components they use, not the desktop set. */
const publicPage = styledPage(() => import('@/pages/public/public-styles'));

/** Pages outside the shell: sign-in, registration and the top-level error pages. */
export const TOP_LEVEL_ROUTES: AppRoute[] = [
  { path: paths.login, title: '登录', page: publicPage(() => import('@/pages/public/login-page')) },
  { path: paths.register, title: '注册企业', page: publicPage(() => import('@/pages/public/register-page')) },
  { path: '/passwordForget/:mobile?', title: '忘记密码', page: publicPage(() => import('@/pages/public/password-forget-page')) },
  { path: '/passwordset/:mobile?', title: '设置密码', page: publicPage(() => import('@/pages/public/password-set-page')) },
  { path: paths.privacy, title: '隐私政策', page: publicPage(() => import('@/pages/public/privacy-page')) },
  { path: paths.loading, title: '加载中', page: publicPage(() => import('@/pages/public/loading-page')) },
  { path: paths.linkHelp, title: '打开帮助', page: publicPage(() => import('@/pages/public/link-help-page')) },
  { path: paths.error403, title: '未登录', page: desktopPage(() => import('@/pages/errors/error403-page')) },
  { path: paths.errorRole, title: '没有角色', page: desktopPage(() => import('@/pages/errors/error-role-page')) },
  { path: paths.errorOverdue, title: '服务已到期', page: desktopPage(() => import('@/pages/errors/error-overdue-page')) },
  PUBLIC_PRODUCT_ROUTE,
  VISITOR_CHAT_ROUTE,
];

// The mobile version (issue 21): its own chunk, with none of the desktop shell or Arco's whole stylesheet.
const SignedInMobileApp = lazyPage(() => import('./signed-in-mobile-app'));

const fallback = <Spin style={{ display: 'block', margin: '20vh auto' }} />;

/** At a landing address the session user's remembered choice (or else the device) picks the version. */
function LandingVersion() {
  const { data: user, isError } = useGetSessionUserQuery();
  if (!user && !isError) return fallback;
  // Without an answer (a phone offline, or signed out) the device decides: the phone's version opens cold
  // offline from what it stored, and either version sends a signed-out user to sign in.
  return wantsMobile(user?.pcVersion) ? <SignedInMobileApp /> : <SignedInApp />;
}

/**
 * The shell page at the address: its code starts loading as soon as the shell's own code has (before the
 * shell renders), and its first data as soon as the session is known too — not once the shell has rendered
 * and checked the menu (whether the user may see the page is still the shell's call). The route table stays
 * in the shell's chunk: read from the entry, the pages' shared modules would no longer count as loaded with
 * the shell and split into many more chunks.
 */
function usePreloadShellPage(location: string, skip: boolean, signedIn: boolean) {
  const { parser } = useRouter();
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (skip) return;
    void import('./signed-in-app').then((shell) => shell.preloadPage(location, signedIn ? dispatch : undefined, parser)).catch(() => undefined);
  }, [parser, location, skip, signedIn, dispatch]);
}

/** Behind sign-in: /m/... is the mobile version, landings choose, every other address is the PC version. */
function SignedInVersion() {
  const [location] = useLocation();
  const mobile = isMobilePath(location);
  // The session check and the PC menu were sent as the app started (session/start-session.ts); these
  // subscriptions keep them while the version's code loads.
  const landing = LANDING_PATHS.includes(location);
  const { data: user } = useGetSessionUserQuery();
  const pc = opensPcVersion(location, user);
  usePreloadShellPage(location, !pc, user !== undefined);
  useGetMenuQuery(undefined, { skip: !user || !pc });
  const version = mobile ? <SignedInMobileApp /> : landing ? <LandingVersion /> : <SignedInApp />;
  return <Suspense fallback={fallback}>{version}</Suspense>;
}

export function AppRoutes() {
  return (
    <Suspense fallback={fallback}>
      <Switch>
        {TOP_LEVEL_ROUTES.map(({ path, page: Page }) => (
          <Route key={path} path={path} component={Page} />
        ))}
        <Route>
          <SignedInVersion />
        </Route>
      </Switch>
    </Suspense>
  );
}
