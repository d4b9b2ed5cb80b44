import { Route, Switch, useLocation } from 'wouter';
import { MobileShell } from '@/app/mobile/mobile-shell';
import { paths } from '@/app/paths';
import { MOBILE_ROUTES } from '@/pages/mobile/mobile-routes';

/** Where a tap led, for screens this harness leaves out (the order detail needs the offline queue's provider). */
function Landed() {
  const [location] = useLocation();
  return <p>已打开 {location}</p>;
}

/** The mobile screens as the app routes them, inside the phone shell. */
export function MobileScreens() {
  return (
    <MobileShell>
      <Switch>
        {MOBILE_ROUTES.filter((r) => r.path !== paths.mobile.orderPattern).map(({ path, page }) => (
          <Route key={path} path={path} component={page} />
        ))}
        <Route>
          <Landed />
        </Route>
      </Switch>
    </MobileShell>
  );
}

/** The data of an API read, as the signed-in browser gets it. */
export async function read<T>(path: string): Promise<T> {
  return ((await (await fetch(`/api${path}`)).json()) as { data: T }).data;
}
