import { useEffect } from 'react';
import { loadHostAdapter } from '@adapters/index';
import { matchRoute, useLocation, useRouter, useSearch } from 'wouter';
import { findCustomAppNode } from '@domain/custom-apps/custom-app-menu';
import type { AppRoute } from '@/app/app-route';
import { useAppDispatch } from '@/app/hooks';
import { paths } from '@/app/paths';
import { useGetMenuQuery } from '@/app/session/session.api';
import { findNodeByPath, locateRoute } from '@/app/shell/menu-nodes';
import { openTab, setOpenGroup, switchTopMenu } from '@/app/shell/shell.slice';

/** Pages that are not work: the home tab is fixed, error pages never get one. */
const NO_TAB = new Set<string>([paths.home, paths.error404, paths.detailError]);

/**
 * Keeps the shell in step with the address: the page gets a tab (titled from the route table or
 * its menu entry), and the left menu shows and opens the group the page belongs to.
 */
export function useFollowRoute(routes: readonly AppRoute[]) {
  const dispatch = useAppDispatch();
  const [location] = useLocation();
  const search = useSearch();
  const { parser } = useRouter();
  const { data: menu } = useGetMenuQuery();

  useEffect(() => {
    if (NO_TAB.has(location)) return;
    const route = routes.find((r) => matchRoute(parser, r.path, location)[0]);
    const href = search ? `${location}?${search}` : location;
    // A custom application's form or list page is titled with the application's name.
    const title = (menu && findCustomAppNode(menu, href)?.name) ?? route?.title ?? (menu && findNodeByPath(menu, location)?.name);
    if (!title) return;
    dispatch(openTab({ path: location, href, title }));
    // The page title shows in the host's navigation bar (DingTalk) or the webview title.
    void loadHostAdapter().then((host) => host.setTitle(title));
  }, [dispatch, routes, parser, menu, location, search]);

  useEffect(() => {
    const place = menu && locateRoute(menu, location);
    if (!place) return;
    dispatch(switchTopMenu(place.top));
    dispatch(setOpenGroup(place.group));
  }, [dispatch, menu, location]);
}
