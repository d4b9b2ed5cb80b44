import { Layout } from '@arco-design/web-react';
import { useRef, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { paths } from '@/app/paths';
import type { AppRoute } from '@/app/app-route';
import { useEventBadges } from '@/features/events/hooks/use-event-badges';
import { useOrderMenuBadges } from '@/features/orders/hooks/use-order-menu-badges';
import { useSpareBadges } from '@/features/spare-parts/hooks/use-spare-badges';
import { useMaintenanceBadges } from '@/features/maintenance/hooks/use-maintenance-badges';
import { useRepairBadges } from '@/features/repair/hooks/use-repair-badges';
import { useProjectBadges } from '@/features/projects/hooks/use-project-badges';
import { useMallBadges } from '@/features/mall/hooks/use-mall-badges';
import { usePortalBadges } from '@/features/portal/hooks/use-portal-badges';
import { useCallBadges } from '@/features/call-center/hooks/use-call-badges';
import { useChatBadges } from '@/features/online-chat/hooks/use-chat-badges';
import { setCollapsed } from '@/app/shell/shell.slice';
import { usePersistShell } from '@/app/shell/use-persist-shell';
import { useSettleFirstPage } from '@/app/shell/use-first-page';
import { BackToTop } from './back-to-top';
import { InviteBanner } from './invite-banner';
import { PageTransition } from './page-transition';
import { SideMenu } from './side-menu';
import { TabStrip } from './tab-strip';
import { TopBar } from './top-bar';
import { useChatSocket } from './use-chat-socket';
import { useFollowRoute } from './use-follow-route';
import './shell-layout.css';

/** Spec part 1 section 9: the left menu is 160 px wide, 60 px collapsed. */
const SIDER_WIDTH = 160;
const SIDER_COLLAPSED_WIDTH = 60;
/** The home page has the fixed home tab, not one of its own. */
const HOME_TITLE = '首页';

export interface ShellLayoutProps {
  routes: readonly AppRoute[];
  children: ReactNode;
}

/** Everything around a business page: top bar, banner, left menu, tab strip and the page itself. */
export function ShellLayout({ routes, children }: ShellLayoutProps) {
  const dispatch = useAppDispatch();
  const [location] = useLocation();
  const { collapsed, refreshKey } = useAppSelector((s) => s.shell);
  // The page's heading for assistive technology: the shown tab's title (the tab strip shows it to everyone).
  const tabTitle = useAppSelector((s) => s.shell.tabs.find((t) => t.path === location)?.title);
  const heading = tabTitle ?? (location === paths.home ? HOME_TITLE : undefined);
  const content = useRef<HTMLElement>(null);
  useFollowRoute(routes);
  usePersistShell();
  useChatSocket();
  useSettleFirstPage();
  const badges = {
    ...useOrderMenuBadges(),
    ...useEventBadges(),
    ...useSpareBadges(),
    ...useMaintenanceBadges(),
    ...useRepairBadges(),
    ...useProjectBadges(),
    ...useMallBadges(),
    ...usePortalBadges(),
    ...useCallBadges(),
    ...useChatBadges(),
  };

  return (
    <Layout className="shell">
      <TopBar />
      <InviteBanner />
      <Layout hasSider className="shell-body">
        <Layout.Sider
          className="shell-sider"
          collapsible
          collapsed={collapsed}
          onCollapse={(value) => dispatch(setCollapsed(value))}
          width={SIDER_WIDTH}
          collapsedWidth={SIDER_COLLAPSED_WIDTH}
          // A window narrower than a tablet (the PC version chosen on a phone) folds the menu, leaving the page the room.
          breakpoint="md"
          onBreakpoint={(narrow) => narrow && dispatch(setCollapsed(true))}
        >
          <SideMenu badges={badges} />
        </Layout.Sider>
        <Layout className="shell-main">
          <TabStrip />
          <main className="shell-content" ref={content}>
            {heading && <h1 className="sr-only">{heading}</h1>}
            <PageTransition path={location} refreshKey={refreshKey}>
              {children}
            </PageTransition>
          </main>
          <BackToTop target={content} />
        </Layout>
      </Layout>
    </Layout>
  );
}
