import type { MenuNode } from '../shell/menu.schemas';
import { MENU_CATALOGUE, type MenuEntry } from '../shell/menu-catalogue';
import type { MenuGate } from '../shell/plans';

/** The catalogue's 团队结算 entry (granted to finance), which a service group leader gets as their own. */
export const TEAM_SETTLEMENT_MENU_KEY = 'finance_group_commission';

/** The catalogue entry under `key` and the key of the group holding it. */
function findEntry(entries: readonly MenuEntry[], key: string, parentKey: string | null = null): { entry: MenuEntry; parentKey: string | null } | undefined {
  for (const entry of entries) {
    if (entry.key === key) return { entry, parentKey };
    const found = entry.children && findEntry(entry.children, key, entry.key);
    if (found) return found;
  }
  return undefined;
}

const team = findEntry(MENU_CATALOGUE, TEAM_SETTLEMENT_MENU_KEY)!;

/** The menu group (财务管理) a leader's 团队结算 entry goes under. */
export const TEAM_SETTLEMENT_PARENT_KEY = team.parentKey!;

/**
 * The 团队结算 entry for a service group leader whose role is not granted it: the page shows them
 * their own groups only. Disabled as the catalogue's entries are under the plan gate.
 */
export function teamSettlementNode(gate: MenuGate): MenuNode {
  const { entry } = team;
  return {
    id: entry.key,
    name: entry.name,
    icon: entry.icon ?? '',
    routerName: entry.route ?? '',
    children: [],
    meta: { isDisabled: gate === 'headcount' || (gate === 'free' && Boolean(entry.restricted)), restricted: Boolean(entry.restricted) },
    parent_id: TEAM_SETTLEMENT_PARENT_KEY,
    form_type: null,
    inner_obj_id: null,
    external_url: null,
  };
}
