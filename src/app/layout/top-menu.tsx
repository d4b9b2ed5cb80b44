import { Menu } from '@arco-design/web-react';
import { useAppDispatch } from '@/app/hooks';
import { useGetMenuQuery } from '@/app/session/session.api';
import { visibleTopMenus, type TopMenuKey } from '@/app/shell/menu-nodes';
import { switchTopMenu } from '@/app/shell/shell.slice';
import { useActiveTopMenu } from '@/app/shell/use-active-top-menu';

/** Spec part 1 section 9: the top menu keeps 265 px when the chart centre and settings both show. */
const BOTH_MENUS_MIN_WIDTH = 265;

/** 首页, 图表中心 and 系统设置; choosing one switches the left menu to its groups. */
export function TopMenu() {
  const dispatch = useAppDispatch();
  const topMenu = useActiveTopMenu();
  const { data: menu = [] } = useGetMenuQuery();
  const tops = visibleTopMenus(menu);

  return (
    <Menu
      mode="horizontal"
      className="shell-top-menu"
      ellipsis={false}
      style={tops.length === 3 ? { minWidth: BOTH_MENUS_MIN_WIDTH } : undefined}
      selectedKeys={[topMenu]}
      onClickMenuItem={(key) => dispatch(switchTopMenu(key as TopMenuKey))}
    >
      {tops.map((top) => (
        <Menu.Item key={top.key}>{top.name}</Menu.Item>
      ))}
    </Menu>
  );
}
