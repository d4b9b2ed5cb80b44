import type { Database } from '../../db/database';
import type { Bus } from '../../lib/bus';
import { TtlCache } from '../../lib/ttl-cache';
import { countActiveUsers } from './users.queries';

/** Active users per enterprise (the plan's "userNum"), cached until a user of that enterprise changes. */
export class HeadcountService {
  private readonly cache = new TtlCache<number, Promise<number>>(10 * 60_000);

  constructor(
    private readonly db: Database,
    bus: Bus,
  ) {
    bus.subscribe('user-changed', ({ enterpriseId }) => this.cache.delete(enterpriseId));
  }

  count(enterpriseId: number): Promise<number> {
    let pending = this.cache.get(enterpriseId);
    if (!pending) {
      pending = this.db.tenant(enterpriseId, (tx) => countActiveUsers(tx, enterpriseId));
      pending.catch(() => this.cache.delete(enterpriseId));
      this.cache.set(enterpriseId, pending);
    }
    return pending;
  }
}
