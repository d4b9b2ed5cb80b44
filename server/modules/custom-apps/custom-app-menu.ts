import { customAppMenuNodes } from '@domain/custom-apps/custom-app-menu';
import type { CustomAppGroupView } from '@domain/custom-apps/custom-apps.schemas';
import type { MenuNode } from '@domain/shell/menu.schemas';
import type { MenuGate } from '@domain/shell/plans';
import type { RoleType } from '@domain/shell/roles';
import type { Database } from '../../db/database';
import type { Bus } from '../../lib/bus';
import { TtlCache } from '../../lib/ttl-cache';
import type { MenuEntryProvider } from '../shell/shell.public';
import * as q from './custom-apps.queries';

/** The enterprise's enabled custom applications by group, for the menu; cached until they change. */
export class CustomAppMenu implements MenuEntryProvider {
  private readonly cache = new TtlCache<number, Promise<CustomAppGroupView[]>>(10 * 60_000);

  constructor(
    private readonly db: Database,
    bus: Bus,
  ) {
    bus.subscribe('grants-changed', ({ enterpriseId }) => this.cache.delete(enterpriseId));
  }

  async nodes(enterpriseId: number, role: RoleType, gate: MenuGate): Promise<MenuNode[]> {
    return customAppMenuNodes(await this.groups(enterpriseId), role, gate);
  }

  private groups(enterpriseId: number): Promise<CustomAppGroupView[]> {
    let pending = this.cache.get(enterpriseId);
    if (!pending) {
      pending = this.db.tenant(enterpriseId, async (tx) => {
        const groups = await q.listGroups(tx, enterpriseId);
        const apps = await q.listApps(tx, enterpriseId, { enabledOnly: true });
        return groups.map((g) => ({ id: g.id, name: g.name, sort: g.sort, apps: apps.filter((a) => a.groupId === g.id) }));
      });
      pending.catch(() => this.cache.delete(enterpriseId));
      this.cache.set(enterpriseId, pending);
    }
    return pending;
  }
}
