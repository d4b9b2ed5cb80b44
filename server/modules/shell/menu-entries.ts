import type { MenuPlace } from '@domain/shell/menu-catalogue';
import type { MenuNode } from '@domain/shell/menu.schemas';
import type { MenuGate } from '@domain/shell/plans';
import type { RoleType } from '@domain/shell/roles';

/** The entries an area puts under one menu key (custom applications ...), for a role under a plan gate. */
export interface MenuEntryProvider {
  nodes(enterpriseId: number, role: RoleType, gate: MenuGate): Promise<MenuNode[]>;
}

/** Who asks for the menu, with the menu keys their role holds. */
export interface MenuViewer {
  enterpriseId: number;
  userId: number;
  role: RoleType;
  gate: MenuGate;
  keys: ReadonlySet<string>;
}

/** The entries an area puts under one menu key for one user (a group leader's team settlement ...); asked on every menu request, so it keeps its own cache. */
export interface PersonalMenuEntryProvider {
  nodes(viewer: MenuViewer): Promise<MenuNode[]>;
}

/** The places (`MenuEntry.onlyIn`) an enterprise is in, as the area that knows them says. */
export type MenuPlaceProvider = (enterpriseId: number) => Promise<readonly MenuPlace[]>;

/**
 * The menu keys whose entries areas above the shell provide, one registry per app (providers keep
 * caches of that app's database); areas register when their plugin registers.
 */
export class MenuEntries {
  private readonly providers = new Map<string, MenuEntryProvider>();
  private readonly personalProviders = new Map<string, PersonalMenuEntryProvider>();
  private readonly placeProviders: MenuPlaceProvider[] = [];

  register(menuKey: string, provider: MenuEntryProvider): void {
    this.providers.set(menuKey, provider);
  }

  registerPlaces(provider: MenuPlaceProvider): void {
    this.placeProviders.push(provider);
  }

  /** Every place the enterprise is in (entries `onlyIn` elsewhere are left out of its menu). */
  async places(enterpriseId: number): Promise<Set<MenuPlace>> {
    const places = new Set<MenuPlace>();
    for (const provider of this.placeProviders) for (const place of await provider(enterpriseId)) places.add(place);
    return places;
  }

  registerPersonal(menuKey: string, provider: PersonalMenuEntryProvider): void {
    this.personalProviders.set(menuKey, provider);
  }

  /** The viewer's own entries by key, only under keys their role holds and only keys with entries. */
  async personal(viewer: MenuViewer): Promise<Map<string, MenuNode[]>> {
    const entries = new Map<string, MenuNode[]>();
    for (const [key, provider] of this.personalProviders) {
      const nodes = viewer.keys.has(key) ? await provider.nodes(viewer) : [];
      if (nodes.length > 0) entries.set(key, nodes);
    }
    return entries;
  }

  /** Each registered key's entries, empty under a key the role is not granted. */
  async granted(keys: ReadonlySet<string>, enterpriseId: number, role: RoleType, gate: MenuGate): Promise<Map<string, MenuNode[]>> {
    const entries = new Map<string, MenuNode[]>();
    for (const [key, provider] of this.providers) entries.set(key, keys.has(key) ? await provider.nodes(enterpriseId, role, gate) : []);
    return entries;
  }
}
