import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { subscriptions } from '../../db/schema/subscriptions';

export interface Subscriber {
  enterpriseId: number;
  userId: number;
}

/** The user's saved switches of one type, by code. */
export async function savedValues(tx: Executor, who: Subscriber, type: number): Promise<Map<string, number>> {
  const rows = await tx
    .select({ code: subscriptions.code, value: subscriptions.value })
    .from(subscriptions)
    .where(
      and(eq(subscriptions.enterpriseId, who.enterpriseId), eq(subscriptions.userId, who.userId), eq(subscriptions.type, type)),
    );
  return new Map(rows.map((r) => [r.code, r.value]));
}

/** Sets one switch (a type's master switch or one notice code). */
export async function saveSwitch(tx: Executor, who: Subscriber, type: number, code: string, value: number) {
  await tx
    .insert(subscriptions)
    .values({ enterpriseId: who.enterpriseId, userId: who.userId, type, code, value })
    .onConflictDoUpdate({
      target: [subscriptions.enterpriseId, subscriptions.userId, subscriptions.type, subscriptions.code],
      set: { value },
    });
}
