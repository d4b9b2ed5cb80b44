import type { Paging } from '@domain/common/paging';
import { walkMenu } from '@domain/shell/menu-catalogue';
import { POWER_NAMES, type PowerCode } from '@domain/shell/permissions';
import type { RightItem, RoleMenuItem } from '@domain/users/users.schemas';

/** A role's menu resources in catalogue order, named; keys the catalogue no longer has are left out. */
export function roleMenuItems(keys: ReadonlySet<string>): RoleMenuItem[] {
  const items: RoleMenuItem[] = [];
  for (const entry of walkMenu()) if (keys.has(entry.key)) items.push({ key: entry.key, name: entry.name });
  return items;
}

/** A role's permission codes with their names; unknown codes are left out. */
export function roleRightItems(codes: readonly string[]): RightItem[] {
  return codes.filter((c): c is PowerCode => c in POWER_NAMES).map((code) => ({ code, name: POWER_NAMES[code] }));
}

export const page = <T>(items: T[], { pageIndex, pageSize }: Paging) => items.slice(pageIndex * pageSize, (pageIndex + 1) * pageSize);
