import { useEffect, type ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { Role } from '@domain/shell/roles';
import { paths } from '@/app/paths';
import { useGetSessionUserQuery } from '@/app/session/session.api';
import { useGetTodoCountsQuery } from '@/features/shell/home.api';
import { registerServiceWorker } from './register-service-worker';
import './mobile.css';

interface Tab {
  to: string;
  label: string;
  icon: string;
  badge?: number;
}

const isCurrent = (location: string, to: string) => (to === paths.mobile.home ? location === to : location.startsWith(to));

/** The bottom tab bar within thumb reach: to-do (getCount's total as its badge), orders, pool or dispatch, more. */
function TabBar() {
  const [location] = useLocation();
  const { data: user } = useGetSessionUserQuery();
  const { data: counts } = useGetTodoCountsQuery(undefined, { pollingInterval: 60_000 });
  const desk = user?.sysrole === Role.dispatcher || user?.sysrole === Role.admin;
  const tabs: Tab[] = [
    { to: paths.mobile.home, label: '待办', icon: '☰', badge: counts?.total },
    { to: paths.mobile.orders, label: '我的工单', icon: '▤' },
    desk ? { to: paths.mobile.assign, label: '派单', icon: '⇄', badge: counts?.counts.order_assign } : { to: paths.mobile.pool, label: '抢单', icon: '⚑' },
    { to: paths.mobile.more, label: '更多', icon: '⋯' },
  ];
  return (
    <nav className="m-tabs" aria-label="主导航">
      {tabs.map((tab) => (
        <Link key={tab.to} href={tab.to} className="m-tab" aria-current={isCurrent(location, tab.to) ? 'page' : undefined}>
          <span className="m-tab-icon" aria-hidden>
            {tab.icon}
          </span>
          {tab.label}
          {!!tab.badge && <span className="m-badge">{tab.badge > 99 ? '99+' : tab.badge}</span>}
        </Link>
      ))}
    </nav>
  );
}

/** The mobile version's frame: the screens above, a status line (offline queue) and the tab bar below. */
export function MobileShell({ status, children }: { status?: ReactNode; children: ReactNode }) {
  useEffect(registerServiceWorker, []);
  return (
    <div className="m-app">
      {status}
      {children}
      <TabBar />
    </div>
  );
}
