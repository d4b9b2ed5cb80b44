import { Menu } from '@arco-design/web-react';
import { IconHome } from '@arco-design/web-react/icon';
import type { ReactNode } from 'react';
import { useLocation, useSearch } from 'wouter';
import { findCustomAppNode } from '@domain/custom-apps/custom-app-menu';
import { customAppRoute } from '@domain/custom-apps/custom-apps.constants';
import type { MenuNode } from '@domain/shell/menu.schemas';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { paths } from '@/app/paths';
import { useGetMenuQuery, useGetSessionUserQuery } from '@/app/session/session.api';
import { findNodeById, findNodeByPath, isHeadcountLocked, lockOf, menuGroups } from '@/app/shell/menu-nodes';
import { setOpenGroup } from '@/app/shell/shell.slice';
import { useActiveTopMenu } from '@/app/shell/use-active-top-menu';
import { openExternalLink } from '@/features/custom-apps/open-external-link';
import { MenuIcon } from './menu-icon';
import { MenuItemLabel } from './menu-item-label';
import { useBlockedEntry } from './use-blocked-entry';

const HOME_KEY = 'home';

export interface SideMenuProps {
  /** Counts of waiting work per menu node id. */
  badges?: Readonly<Record<string, number>>;
}

/** The left menu: the home entry, then the groups of the chosen top menu as an accordion. */
export function SideMenu({ badges = {} }: SideMenuProps) {
  const dispatch = useAppDispatch();
  const [location, navigate] = useLocation();
  const search = useSearch();
  const { openGroup, collapsed } = useAppSelector((s) => s.shell);
  const topMenu = useActiveTopMenu();
  const { data: menu = [] } = useGetMenuQuery();
  const { data: user } = useGetSessionUserQuery();
  const { admit, dialog } = useBlockedEntry();
  const groups = menuGroups(menu, topMenu);

  const handleClickItem = (key: string) => {
    if (key === HOME_KEY) return navigate(paths.home);
    const node = findNodeById(groups, key);
    if (!node || !admit(node)) return;
    if (node.external_url) void openExternalLink(node.external_url);
    // Custom applications (form_type 1, 2) carry DIY|group|id; their page is the form or the list.
    else navigate(customAppRoute(node) ?? node.routerName);
  };

  const renderNode = (node: MenuNode, depth = 0): ReactNode =>
    node.routerName || node.external_url ? (
      // Not Arco's `disabled`: a disabled item swallows the click, and the click must tell why it is locked.
      <Menu.Item
        key={node.id}
        className={isHeadcountLocked(node, user) ? 'shell-menu-withheld' : undefined}
        aria-disabled={isHeadcountLocked(node, user) || undefined}
      >
        {node.icon && <MenuIcon name={node.icon} />}
        <MenuItemLabel name={node.name} badge={badges[node.id]} lock={lockOf(node, user)} />
      </Menu.Item>
    ) : depth > 0 ? (
      // A group inside a group (custom applications by group) is a heading, so the accordion stays one level deep.
      <Menu.ItemGroup key={node.id} title={node.name}>
        {node.children.map((child) => renderNode(child, depth + 1))}
      </Menu.ItemGroup>
    ) : (
      <Menu.SubMenu
        key={node.id}
        title={
          <>
            <MenuIcon name={node.icon} />
            {node.name}
          </>
        }
      >
        {node.children.map((child) => renderNode(child, depth + 1))}
      </Menu.SubMenu>
    );

  const current =
    location === paths.home
      ? HOME_KEY
      : (findNodeByPath(groups, location) ?? findCustomAppNode(groups, search ? `${location}?${search}` : location))?.id;

  return (
    <>
      <Menu
        className="shell-side-menu"
        accordion
        collapse={collapsed}
        selectedKeys={current ? [current] : []}
        openKeys={openGroup ? [openGroup] : []}
        onClickSubMenu={(key, openKeys) => dispatch(setOpenGroup(openKeys.includes(key) ? key : null))}
        onClickMenuItem={handleClickItem}
        triggerProps={{ className: 'shell-menu-popup' }}
      >
        <Menu.Item key={HOME_KEY}>
          <IconHome />
          首页
        </Menu.Item>
        {groups.map((group) => renderNode(group))}
      </Menu>
      {dialog}
    </>
  );
}
