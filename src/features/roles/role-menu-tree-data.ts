import { MENU_CATALOGUE, walkMenu, type MenuEntry } from '@domain/shell/menu-catalogue';
import { Role, type RoleType } from '@domain/shell/roles';
import { ADMIN_LOCKED_MENU_KEYS } from '@domain/users/role-grants';

/** A catalogue entry as Arco's checkable Tree takes it. */
export interface MenuTreeNode {
  key: string;
  title: string;
  disableCheckbox?: boolean;
  children?: MenuTreeNode[];
}

/** The whole catalogue; for the administrator role the way back to this screen cannot be unticked. */
export function menuTreeData(role: RoleType, entries: MenuEntry[] = MENU_CATALOGUE): MenuTreeNode[] {
  return entries.map((entry) => ({
    key: entry.key,
    title: entry.name,
    disableCheckbox: role === Role.admin && ADMIN_LOCKED_MENU_KEYS.includes(entry.key) && !entry.children?.length,
    children: entry.children?.length ? menuTreeData(role, entry.children) : undefined,
  }));
}

/** Every group, to show the catalogue unfolded. */
export const groupKeys = (): string[] => [...walkMenu()].filter((e) => e.children?.length).map((e) => e.key);

/**
 * The granted keys the tree should show ticked. Only entries without children are given: the tree
 * works out its groups itself (a ticked group would tick all its children).
 */
export function tickedLeafKeys(granted: readonly string[]): string[] {
  const leaves = new Set([...walkMenu()].filter((e) => !e.children?.length).map((e) => e.key));
  return granted.filter((k) => leaves.has(k));
}
