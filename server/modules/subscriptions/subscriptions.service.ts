import {
  DEFAULT_ITEM_VALUE,
  DEFAULT_MASTER_STATE,
  SUBSCRIPTION_ITEMS,
  subscriptionTypeOfCode,
  unknownSubscriptionItem,
  type SubscriptionTypeValue,
} from '@domain/subscriptions/subscriptions';
import type { SubscribeStatus, SubscriptionNoticeItem } from '@domain/subscriptions/subscriptions.schemas';
import type { Database } from '../../db/database';
import { badRequest } from '../../lib/app-error';
import { savedValues, saveSwitch, type Subscriber } from './subscriptions.queries';

export type { Subscriber } from './subscriptions.queries';

/** The master switch of a type is the row with code ''. */
const MASTER_CODE = '';

/** A user's own message subscriptions: rows exist only for switches the user has touched. */
export class SubscriptionsService {
  constructor(private readonly db: Database) {}

  async status(who: Subscriber, type: SubscriptionTypeValue): Promise<SubscribeStatus> {
    const saved = await this.db.tenant(who.enterpriseId, (tx) => savedValues(tx, who, type));
    return { type, state: (saved.get(MASTER_CODE) ?? DEFAULT_MASTER_STATE) as 0 | 1 };
  }

  async items(who: Subscriber, type: SubscriptionTypeValue): Promise<SubscriptionNoticeItem[]> {
    const saved = await this.db.tenant(who.enterpriseId, (tx) => savedValues(tx, who, type));
    return SUBSCRIPTION_ITEMS[type].map(({ code, descri }) => ({
      descri,
      code,
      value: (saved.get(code) ?? DEFAULT_ITEM_VALUE) as 0 | 1,
    }));
  }

  setStatus(who: Subscriber, type: SubscriptionTypeValue, state: 0 | 1) {
    return this.db.tenant(who.enterpriseId, (tx) => saveSwitch(tx, who, type, MASTER_CODE, state));
  }

  setItem(who: Subscriber, code: string, value: 0 | 1) {
    const type = subscriptionTypeOfCode(code);
    if (!type) throw badRequest(unknownSubscriptionItem(code));
    return this.db.tenant(who.enterpriseId, (tx) => saveSwitch(tx, who, type, code, value));
  }
}
