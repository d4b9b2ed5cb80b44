import type { Paging } from '@domain/common/paging';
import type { DeliveryRow, DeliveryStateValue } from '@domain/notifications/notifications.schemas';
import type { Database } from '../../db/database';
import { userNames } from '../users/users.public';
import { countDeliveries, listDeliveries } from './deliveries.queries';

/** The messages the engine sent or tried to send, so the administrator sees failures. */
export class DeliveriesService {
  constructor(private readonly db: Database) {}

  list(enterpriseId: number, state: DeliveryStateValue | undefined, paging: Paging): Promise<DeliveryRow[]> {
    return this.db.tenant(enterpriseId, async (tx) => {
      const rows = await listDeliveries(tx, enterpriseId, state, paging);
      const userIds = [...new Set(rows.flatMap((r) => (r.userId === null ? [] : [r.userId])))];
      const names = new Map((await userNames(tx, enterpriseId, userIds)).map((u) => [u.id, u.name]));
      return rows.map((r) => ({
        id: r.id,
        channel: r.channel,
        trigger: r.trigger,
        userId: r.userId,
        userName: r.userId === null ? null : (names.get(r.userId) ?? null),
        address: r.address,
        content: r.content,
        state: r.state,
        attempts: r.attempts,
        lastError: r.lastError,
        createTime: r.createdAt.toISOString(),
        sentTime: r.sentAt?.toISOString() ?? null,
      }));
    });
  }

  count(enterpriseId: number, state?: DeliveryStateValue): Promise<number> {
    return this.db.tenant(enterpriseId, (tx) => countDeliveries(tx, enterpriseId, state));
  }
}
