import { lazy, Suspense } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import { RootLanding } from '@/features/hosts/root-landing';
import { OfflineSyncProvider, SyncStatus } from '@/pages/mobile/offline-sync';
import { MOBILE_ROUTES } from '@/pages/mobile/mobile-routes';
import { SessionGuard } from './guards/session-guard';
import { MobileShell } from './mobile/mobile-shell';
import { OfflineSession } from './mobile/offline-session';
import { paths } from './paths';

/** The call centre's seat line (seat users only), outside the first screen's bytes; offline it is simply left out. */
const MobileSeatBar = lazy(() => import('@/features/call-center/components/mobile/mobile-seat-bar').catch(() => ({ default: () => null })));

/**
 * The mobile version behind sign-in (issue 21): the same session check (standing in the stored user when
 * opened cold without a connection), a phone shell and its screens.
 * A chunk of its own that imports none of the desktop shell nor Arco's whole stylesheet.
 */
export default function SignedInMobileApp() {
  return (
    <OfflineSession>
      <SessionGuard>
        <OfflineSyncProvider>
          <MobileShell
            status={
              <>
                <SyncStatus />
                <Suspense fallback={null}>
                  <MobileSeatBar />
                </Suspense>
              </>
            }
          >
            <Switch>
              <Route path={paths.root}>
                <RootLanding />
              </Route>
              <Route path={paths.home}>
                <Redirect to={paths.mobile.home} replace />
              </Route>
              <Route path={paths.sidebarCustomer}>
                <Redirect to={paths.mobile.sidebarCustomer} replace />
              </Route>
              <Route path={paths.personIndex}>
                <Redirect to={paths.mobile.home} replace />
              </Route>
              {MOBILE_ROUTES.map(({ path, page }) => (
                <Route key={path} path={path} component={page} />
              ))}
              <Route>
                <Redirect to={paths.mobile.home} replace />
              </Route>
            </Switch>
          </MobileShell>
        </OfflineSyncProvider>
      </SessionGuard>
    </OfflineSession>
  );
}
