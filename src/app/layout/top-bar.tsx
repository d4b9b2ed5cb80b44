import { Layout, Notification } from '@arco-design/web-react';
import { finishedNotice } from '@domain/downloads/finished-notice';
import type { DownloadItem } from '@domain/downloads/downloads.constants';
import { TOP_MENU_KEYS } from '@domain/shell/menu-catalogue';
import { DownloadPopover } from '@/features/downloads/components/download-popover';
import { NoticeBell } from '@/features/notices/components/notice-bell';
import { SeatStateControl } from '@/features/call-center/components/seat-state-control';
import { useGetMenuQuery, useGetSessionUserQuery } from '@/app/session/session.api';
import { menuHasRoute } from '@/app/shell/menu-nodes';
import { useActiveTopMenu } from '@/app/shell/use-active-top-menu';
import { HelpMenu } from './help-menu';
import { OrderSearch } from './order-search';
import { StatusDropdown } from './status-dropdown';
import { TopMenu } from './top-menu';
import { UserDropdown } from './user-dropdown';
import { paths } from '@/app/paths';

/** Says what finished: an import with its counts, an export, or a failure. */
const notifyExportsDone = (finished: DownloadItem[]) => {
  const { title, content, failed } = finishedNotice(finished);
  (failed ? Notification.warning : Notification.success)({ title, content, position: 'bottomRight' });
};

/** Enterprise, top menu, order search, personal status, notices, downloads, help and the user's menu. */
export function TopBar() {
  const { data: user } = useGetSessionUserQuery();
  const { data: menu = [] } = useGetMenuQuery();
  const topMenu = useActiveTopMenu();
  // The global order search leads to the order list: it shows only when the menu offers that list.
  const showSearch = topMenu === TOP_MENU_KEYS.home && menuHasRoute(menu, paths.orders.list);

  return (
    <Layout.Header className="shell-top-bar">
      <div className="shell-enterprise" title={user?.enterpriseName}>
        {user?.enterpriseName}
      </div>
      <TopMenu />
      <div className="shell-top-tools">
        {showSearch && <OrderSearch />}
        <StatusDropdown />
        <SeatStateControl />
        <NoticeBell />
        <DownloadPopover onAllDone={notifyExportsDone} />
        <HelpMenu />
        <UserDropdown />
      </div>
    </Layout.Header>
  );
}
