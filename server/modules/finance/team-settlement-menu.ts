import { TEAM_SETTLEMENT_MENU_KEY, teamSettlementNode } from '@domain/finance/team-settlement-menu';
import type { MenuNode } from '@domain/shell/menu.schemas';
import type { Database } from '../../db/database';
import { TtlCache } from '../../lib/ttl-cache';
import { groupIdsLedBy } from '../catalogue/catalogue.public';
import type { MenuViewer, PersonalMenuEntryProvider } from '../shell/shell.public';

/**
 * 团队结算 in the menu of a service group leader whose role does not hold it (finance's does): the
 * page answers them with the groups they lead. Whether a user leads a group is kept a short while,
 * as the menu is asked on every page load; a new leader sees the entry within that time.
 */
export class TeamSettlementMenu implements PersonalMenuEntryProvider {
  private readonly leads = new TtlCache<string, Promise<boolean>>(60_000);

  constructor(private readonly db: Database) {}

  async nodes({ enterpriseId, userId, gate, keys }: MenuViewer): Promise<MenuNode[]> {
    if (keys.has(TEAM_SETTLEMENT_MENU_KEY)) return [];
    return (await this.isLeader(enterpriseId, userId)) ? [teamSettlementNode(gate)] : [];
  }

  private isLeader(enterpriseId: number, userId: number): Promise<boolean> {
    const key = `${enterpriseId}:${userId}`;
    let pending = this.leads.get(key);
    if (!pending) {
      pending = this.db.tenant(enterpriseId, async (tx) => (await groupIdsLedBy(tx, enterpriseId, userId)).length > 0);
      pending.catch(() => this.leads.delete(key));
      this.leads.set(key, pending);
    }
    return pending;
  }
}
