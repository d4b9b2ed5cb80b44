import type { MenuNode } from '@domain/shell/menu.schemas';
import type { MenuGate } from '@domain/shell/plans';
import type { RoleType } from '@domain/shell/roles';

/** The entries an area puts under one menu key (custom applications ...), for a role under a plan gate. */
export interface MenuEntryProvider {
  nodes(enterpriseId: number, role: RoleType, gate: MenuGate): Promise<MenuNode[]>;
}

/**
 * The menu keys whose entries areas above the shell provide, one registry per app (providers keep
 * caches of that app's database); areas register when their plugin registers.
 */
export class MenuEntries {
  private readonly providers = new Map<string, MenuEntryProvider>();

  register(menuKey: string, provider: MenuEntryProvider): void {
    this.providers.set(menuKey, provider);
  }

  /** Each registered key's entries, empty under a key the role is not granted. */
  async granted(keys: ReadonlySet<string>, enterpriseId: number, role: RoleType, gate: MenuGate): Promise<Map<string, MenuNode[]>> {
    const entries = new Map<string, MenuNode[]>();
    for (const [key, provider] of this.providers) entries.set(key, keys.has(key) ? await provider.nodes(enterpriseId, role, gate) : []);
    return entries;
  }
}
