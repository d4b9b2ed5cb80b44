import { Spin } from '@arco-design/web-react';
import { Redirect, useLocation } from 'wouter';
import { menuEntryForRoute } from '@domain/shell/menu-catalogue';
import { hasPower } from '@domain/shell/permissions';
import { Plan } from '@domain/shell/plans';
import { ChunkErrorBoundary } from '@/components/chunk-error-boundary';
import { useGetMenuQuery, useGetSessionUserQuery } from '@/app/session/session.api';
import { findNodeByPath } from '@/app/shell/menu-nodes';
import { FirstPageShown } from '@/app/shell/use-first-page';
import { HeadcountModal } from '../layout/headcount-modal';
import { LockedPage } from '../layout/locked-page';
import { paths } from '../paths';
import type { AppRoute } from '../app-route';

/**
 * One shell route: a permission code the user lacks, or a menu screen missing from the user's menu, leads
 * to /detailError (spec part 1 section 5);
 * a page whose menu entry the plan disables shows the upgrade dialog (free plan) or the headcount
 * modal instead of the page. The server enforces the same rules; this only spares a useless page.
 */
export function RouteGuard({ route }: { route: AppRoute }) {
  const [location] = useLocation();
  const { data: user } = useGetSessionUserQuery();
  const { data: menu, isLoading: menuLoading } = useGetMenuQuery();
  if (!user || menuLoading) return <Spin style={{ display: 'block', margin: '20vh auto' }} />;

  const powers = user.powers.map((p) => p.code);
  if (!hasPower(powers, route.power)) return <Redirect to={paths.detailError} replace />;

  const node = menu && findNodeByPath(menu, location);
  // A menu screen the user's menu does not offer (another role's, typed into the address bar) is refused
  // like a missing permission code, not opened to answer 暂无数据.
  if (menu && !node && menuEntryForRoute(location)) return <Redirect to={paths.detailError} replace />;
  const Page = route.page;
  return (
    <>
      {node?.meta.isDisabled && user.isChargeUser === Plan.free ? (
        <LockedPage feature={node.name} />
      ) : node?.meta.isDisabled && user.headcountExceeded ? (
        <HeadcountModal />
      ) : (
        <ChunkErrorBoundary resetKey={location}>
          <Page />
        </ChunkErrorBoundary>
      )}
      <FirstPageShown />
    </>
  );
}
