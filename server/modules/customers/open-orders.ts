import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';

// Order states that are finished: 5 completed, 6 cancelled (domain/orders OrderState); an invalid
// order (state 0 with `invalid`) is finished too.
const FINISHED_STATES = [5, 6];

/**
 * Open orders per customer, for the delete confirmation. Read by table name so the customer area
 * does not depend on the orders module's code; before the orders table exists nobody has any.
 */
export async function openOrderCounts(tx: Executor, enterpriseId: number, customerIds: number[]): Promise<Map<number, number>> {
  if (customerIds.length === 0) return new Map();
  const exists = await tx.execute<{ present: boolean }>(sql`select to_regclass('public.orders') is not null as present`);
  if (!exists.rows[0]?.present) return new Map();
  const rows = await tx.execute<{ customer_id: string | number; n: string | number }>(sql`
    select customer_id, count(*) as n from orders
    where enterprise_id = ${enterpriseId}
      and customer_id in (${sql.join(customerIds.map((id) => sql`${id}`), sql`, `)})
      and deleted_at is null and not invalid
      and state not in (${sql.join(FINISHED_STATES.map((s) => sql`${s}`), sql`, `)})
    group by customer_id`);
  return new Map(rows.rows.map((r) => [Number(r.customer_id), Number(r.n)]));
}
