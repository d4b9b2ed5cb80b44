import type { RoleType } from '@domain/shell/roles';
import type { Database } from '../../db/database';
import type { Bus } from '../../lib/bus';
import { TtlCache } from '../../lib/ttl-cache';
import { roleGrantRows } from './grants.queries';

interface RoleGrantSet {
  menu: Set<string>;
  rights: string[];
}

/** Menu resources and permission codes of a role in an enterprise, cached until the grants change. */
export class GrantsService {
  private readonly cache = new TtlCache<string, Promise<RoleGrantSet>>(10 * 60_000);

  constructor(
    private readonly db: Database,
    bus: Bus,
  ) {
    bus.subscribe('grants-changed', ({ enterpriseId }) =>
      this.cache.deleteWhere((_v, key) => key.startsWith(`${enterpriseId}:`)),
    );
  }

  async menuKeys(enterpriseId: number, role: RoleType): Promise<Set<string>> {
    return (await this.load(enterpriseId, role)).menu;
  }

  async rights(enterpriseId: number, role: RoleType): Promise<string[]> {
    return (await this.load(enterpriseId, role)).rights;
  }

  private load(enterpriseId: number, role: RoleType): Promise<RoleGrantSet> {
    const key = `${enterpriseId}:${role}`;
    let pending = this.cache.get(key);
    if (!pending) {
      pending = this.query(enterpriseId, role);
      pending.catch(() => this.cache.delete(key));
      this.cache.set(key, pending);
    }
    return pending;
  }

  private async query(enterpriseId: number, role: RoleType): Promise<RoleGrantSet> {
    const rows = await this.db.tenant(enterpriseId, (tx) => roleGrantRows(tx, enterpriseId, role));
    return {
      menu: new Set(rows.filter((r) => r.kind === 'menu').map((r) => r.key)),
      rights: rows.filter((r) => r.kind === 'right').map((r) => r.key).sort(),
    };
  }
}
