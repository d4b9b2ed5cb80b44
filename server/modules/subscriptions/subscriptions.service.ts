import { and, eq } from 'drizzle-orm';
import {
  DEFAULT_ITEM_VALUE,
  DEFAULT_MASTER_STATE,
  SUBSCRIPTION_ITEMS,
  subscriptionTypeOfCode,
  unknownSubscriptionItem,
  type SubscriptionTypeValue,
} from '@domain/subscriptions/subscriptions';
import type { SubscribeStatus, SubscriptionNoticeItem } from '@domain/subscriptions/subscriptions.schemas';
import type { Database, Tx } from '../../db/database';
import { subscriptions } from '../../db/schema/subscriptions';
import { badRequest } from '../../lib/app-error';

/** The master switch of a type is the row with code ''. */
const MASTER_CODE = '';

export interface Subscriber {
  enterpriseId: number;
  userId: number;
}

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
    return this.db.tenant(who.enterpriseId, (tx) => upsert(tx, who, type, MASTER_CODE, state));
  }

  setItem(who: Subscriber, code: string, value: 0 | 1) {
    const type = subscriptionTypeOfCode(code);
    if (!type) throw badRequest(unknownSubscriptionItem(code));
    return this.db.tenant(who.enterpriseId, (tx) => upsert(tx, who, type, code, value));
  }
}

async function savedValues(tx: Tx, who: Subscriber, type: number): Promise<Map<string, number>> {
  const rows = await tx
    .select({ code: subscriptions.code, value: subscriptions.value })
    .from(subscriptions)
    .where(
      and(eq(subscriptions.enterpriseId, who.enterpriseId), eq(subscriptions.userId, who.userId), eq(subscriptions.type, type)),
    );
  return new Map(rows.map((r) => [r.code, r.value]));
}

async function upsert(tx: Tx, who: Subscriber, type: number, code: string, value: number) {
  await tx
    .insert(subscriptions)
    .values({ enterpriseId: who.enterpriseId, userId: who.userId, type, code, value })
    .onConflictDoUpdate({
      target: [subscriptions.enterpriseId, subscriptions.userId, subscriptions.type, subscriptions.code],
      set: { value },
    });
}
