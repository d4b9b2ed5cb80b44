import { sql, type SQL } from 'drizzle-orm';
import { itemCollections as c } from '../../db/schema/finance';

/*
 * The money collected (收款) through payment items (finance_item_collections), for the reports (a higher
 * layer): their 已收款 adds it to the orders' own collection records.
 */

/** What an order collected through payment items, in yuan (0 without any): the orders' 已收款 adds it (their `moreCollected`). */
export const itemCollectedOf = (order: { enterpriseId: SQL; id: SQL }): SQL =>
  sql`(select coalesce(sum(ic.amount), 0) from ${c} ic where ic.enterprise_id = ${order.enterpriseId} and ic.order_id = ${order.id})`;

/** The orders with collections recorded in (since, until], as a subquery (enterprise_id, order_id): the reports' roll-ups rebuild their days. */
export const collectedOrdersBetween = (since: Date, until: Date): SQL =>
  sql`(select distinct ic.enterprise_id, ic.order_id from ${c} ic where ic.created_at > ${since} and ic.created_at <= ${until})`;
