import { MENU_CATALOGUE, TOP_MENU_KEYS, type MenuEntry } from '@domain/shell/menu-catalogue';
import { POWER_NAMES } from '@domain/shell/permissions';

/** What the permission-management screen is called in upgrade prompts (spec part 1 section 6). */
export const ROLE_RIGHTS_FEATURE = '权限管理';

/**
 * Menu keys the administrator role always keeps: the way to this very screen. Without them an
 * administrator could take away their own means of giving the menu back.
 */
export const ADMIN_LOCKED_MENU_KEYS: readonly string[] = [TOP_MENU_KEYS.settings, 'set_organization', 'set_organization_structure'];

/** Each catalogue key with the keys of the groups above it, nearest first. */
function ancestorsByKey(entries: MenuEntry[] = MENU_CATALOGUE, above: string[] = [], into = new Map<string, string[]>()) {
  for (const entry of entries) {
    into.set(entry.key, above);
    if (entry.children) ancestorsByKey(entry.children, [entry.key, ...above], into);
  }
  return into;
}

export function unknownMenuKeys(keys: readonly string[]): string[] {
  const known = ancestorsByKey();
  return keys.filter((k) => !known.has(k));
}

/** The keys with every group above them: an entry is only reachable through its groups. */
export function withGroupKeys(keys: readonly string[]): string[] {
  const ancestors = ancestorsByKey();
  const all = new Set<string>();
  for (const key of keys) for (const k of [key, ...(ancestors.get(key) ?? [])]) all.add(k);
  return [...ancestors.keys()].filter((k) => all.has(k));
}

export function unknownRightCodes(codes: readonly string[]): string[] {
  return codes.filter((c) => !(c in POWER_NAMES));
}
