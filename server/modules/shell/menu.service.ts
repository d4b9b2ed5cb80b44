import { keysOutside } from '@domain/shell/menu-catalogue';
import { buildMenuTree } from '@domain/shell/menu-tree';
import { menuGate, type PlanFacts } from '@domain/shell/plans';
import type { RoleType } from '@domain/shell/roles';
import type { Bus } from '../../lib/bus';
import { TtlCache } from '../../lib/ttl-cache';
import type { GrantsService } from './grants.service';
import type { MenuEntries } from './menu-entries';

/**
 * GET /v2/menu/listV2 answers, serialised once per enterprise, role and plan gate: the menu only
 * changes when grants or custom applications change (the bus drops the entries) or the gate flips
 * (a different key).
 */
export class MenuService {
  private readonly cache = new TtlCache<string, string>(10 * 60_000);

  constructor(
    private readonly grants: GrantsService,
    bus: Bus,
    private readonly entries: MenuEntries,
  ) {
    bus.subscribe('grants-changed', ({ enterpriseId }) =>
      this.cache.deleteWhere((_v, key) => key.startsWith(`${enterpriseId}:`)),
    );
  }

  async menuJson(enterpriseId: number, role: RoleType, plan: PlanFacts, userId: number): Promise<string> {
    const gate = menuGate(plan);
    // Entries that apply only where the enterprise is not (an app market's) are not shown, granted or not.
    const places = await this.entries.places(enterpriseId);
    const hidden = keysOutside(places);
    const keys = new Set([...(await this.grants.menuKeys(enterpriseId, role))].filter((key) => !hidden.has(key)));
    // Most users have no entries of their own and share the role's answer; the others' differ by them.
    const personal = await this.entries.personal({ enterpriseId, userId, role, gate, keys });
    const key = `${enterpriseId}:${role}:${gate}:${[...places].join(',')}:${[...personal.values()].flat().map((n) => n.id).join(',')}`;
    const cached = this.cache.get(key);
    if (cached) return cached;
    const extra = await this.entries.granted(keys, enterpriseId, role, gate);
    for (const [menuKey, nodes] of personal) extra.set(menuKey, [...(extra.get(menuKey) ?? []), ...nodes]);
    const tree = buildMenuTree(keys, gate, undefined, extra);
    const json = JSON.stringify({ success: true, data: tree });
    this.cache.set(key, json);
    return json;
  }
}
