import type { MenuNode } from './menu.schemas';
import { MENU_CATALOGUE, type MenuEntry } from './menu-catalogue';
import type { MenuGate } from './plans';

/**
 * The menu a role sees: catalogue entries whose keys the role holds, groups without visible
 * children dropped, and `meta.isDisabled` set by the plan gate (free plan: restricted entries;
 * headcount over the purchase: every entry but the way back to the organisation page).
 * `extra` adds children that come from the enterprise's data (custom applications) to an entry.
 */
export function buildMenuTree(
  keys: ReadonlySet<string>,
  gate: MenuGate,
  catalogue: MenuEntry[] = MENU_CATALOGUE,
  extra: ReadonlyMap<string, MenuNode[]> = new Map(),
): MenuNode[] {
  const build = (entries: MenuEntry[], parentId: string | null): MenuNode[] =>
    entries.flatMap((entry) => {
      if (!keys.has(entry.key)) return [];
      const children = [...(entry.children ? build(entry.children, entry.key) : []), ...(extra.get(entry.key) ?? [])];
      if (entry.children && !entry.route && children.length === 0 && parentId !== null) return [];
      return [
        {
          id: entry.key,
          name: entry.name,
          icon: entry.icon ?? '',
          routerName: entry.route ?? '',
          children,
          meta: { isDisabled: isDisabled(entry, gate), restricted: Boolean(entry.restricted) },
          parent_id: parentId,
          form_type: null,
          inner_obj_id: null,
          external_url: null,
        },
      ];
    });
  return build(catalogue, null);
}

function isDisabled(entry: MenuEntry, gate: MenuGate): boolean {
  if (!entry.route) return false;
  if (gate === 'free') return Boolean(entry.restricted);
  if (gate === 'headcount') return !entry.openOverHeadcount;
  return false;
}
