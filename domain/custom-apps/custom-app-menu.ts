import type { MenuNode } from '../shell/menu.schemas';
import type { MenuGate } from '../shell/plans';
import type { RoleType } from '../shell/roles';
import { CUSTOM_APP_MENU_KEY, CustomAppType, customAppRoute, diyRouterName } from './custom-apps.constants';
import type { CustomAppGroupView } from './custom-apps.schemas';

/**
 * The children of the 自定义应用 menu section for one role: each group as a submenu of its
 * enabled applications the role may see (an empty role list means every role), empty groups left
 * out. Over the paid headcount they are disabled like every other entry but the organisation page.
 */
export function customAppMenuNodes(groups: readonly CustomAppGroupView[], role: RoleType, gate: MenuGate): MenuNode[] {
  return groups.flatMap((group) => {
    const groupId = `diy_group_${group.id}`;
    const children: MenuNode[] = group.apps
      .filter((app) => app.enabled && (app.roles.length === 0 || app.roles.includes(role)))
      .map((app) => ({
        id: `diy_${app.id}`,
        name: app.name,
        icon: app.icon,
        routerName: diyRouterName(group.id, app.id),
        children: [],
        meta: { isDisabled: gate === 'headcount', restricted: false },
        parent_id: groupId,
        form_type: app.formType,
        inner_obj_id: app.formId === null ? null : String(app.formId),
        external_url: app.formType === CustomAppType.link ? app.externalUrl : null,
      }));
    if (children.length === 0) return [];
    return [
      {
        id: groupId,
        name: group.name,
        icon: 'apps',
        routerName: '',
        children,
        meta: { isDisabled: false, restricted: false },
        parent_id: CUSTOM_APP_MENU_KEY,
        form_type: null,
        inner_obj_id: null,
        external_url: null,
      },
    ];
  });
}

/** Path and query compared as parsed: the address bar may carry the query encoded or not. */
function sameAddress(a: string, b: string): boolean {
  const [x, y] = [new URL(a, 'http://local'), new URL(b, 'http://local')];
  return x.pathname === y.pathname && x.searchParams.toString() === y.searchParams.toString();
}

/** The custom menu item whose page is at `href` (path and query), for marking it in the menu. */
export function findCustomAppNode(nodes: readonly MenuNode[], href: string): MenuNode | undefined {
  for (const node of nodes) {
    const route = customAppRoute(node);
    if (route && sameAddress(route, href)) return node;
    const hit = findCustomAppNode(node.children, href);
    if (hit) return hit;
  }
  return undefined;
}
