import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { subscriptions } from '../../db/schema/subscriptions';
import { users } from '../../db/schema/tenancy';

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

export interface DigestSubscriber {
  enterpriseId: number;
  userId: number;
  role: number | null;
  /** The notice codes of the type the user switched off (the rest are on). */
  off: string[];
}

/**
 * Every active user, across enterprises, whose master switch of a type is on, with the notices
 * they switched off: who gets the day's digest. Run by the digest tick on the owner connection;
 * `only` narrows them by a condition over their enterprise and user columns (the digests' "not
 * yet sent today").
 */
export async function digestSubscribers(db: Executor, type: number, only?: (enterpriseId: SQL, userId: SQL) => SQL): Promise<DigestSubscriber[]> {
  const { rows } = await db.execute<{ enterprise_id: string; user_id: string; current_role: number | null; off: string[] }>(sql`
    select m.enterprise_id, m.user_id, u.current_role,
      coalesce(array_agg(i.code) filter (where i.code is not null), '{}') as off
    from ${subscriptions} m
    join ${users} u on u.enterprise_id = m.enterprise_id and u.id = m.user_id and u.deleted_at is null and u.status = 1
    left join ${subscriptions} i on i.enterprise_id = m.enterprise_id and i.user_id = m.user_id and i.type = m.type and i.code <> '' and i.value = 0
    where m.type = ${type} and m.code = '' and m.value = 1 ${only ? sql`and ${only(sql`m.enterprise_id`, sql`m.user_id`)}` : sql``}
    group by m.enterprise_id, m.user_id, u.current_role`);
  return rows.map((r) => ({ enterpriseId: Number(r.enterprise_id), userId: Number(r.user_id), role: r.current_role, off: r.off }));
}
