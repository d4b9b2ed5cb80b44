import { TOP_MENU_KEYS } from '@domain/shell/menu-catalogue';
import { useAppSelector } from '@/app/hooks';
import { useGetMenuQuery } from '@/app/session/session.api';
import { visibleTopMenus, type TopMenuKey } from './menu-nodes';

/** The chosen top menu, or 首页 when the chosen one is no longer in the role's menu (rights taken away, role switched). */
export function useActiveTopMenu(): TopMenuKey {
  const chosen = useAppSelector((s) => s.shell.topMenu);
  const { data: menu } = useGetMenuQuery();
  if (!menu) return chosen;
  return visibleTopMenus(menu).some((top) => top.key === chosen) ? chosen : TOP_MENU_KEYS.home;
}
