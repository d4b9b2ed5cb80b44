import { and, asc, count, eq, gt, ilike, isNotNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Paging } from '@domain/common/paging';
import { PlanState } from '@domain/cycle-plans/cycle-plans.constants';
import type { FollowFilter } from '@domain/cycle-plans/cycle-plans.schemas';
import type { Executor } from '../../db/database';
import { cyclePlanCustomers as pc, cyclePlans as plans } from '../../db/schema/cycle-plans';
import { customerIdsNamedLike, escapeLike } from '../customers/customers.public';
import type { PlanScope } from './cycle-plans.queries';

export type PlanCustomerRecord = typeof pc.$inferSelect;
export type FollowRecord = { pc: PlanCustomerRecord; plan: typeof plans.$inferSelect };

/** Customers of running plans in `scope` whose reminder time has come by `now`, narrowed by the filter. */
function followWhere(scope: PlanScope, filter: FollowFilter, now: Date): SQL {
  const followed = sql`${pc.followedFor} is not distinct from ${plans.nextDueDate}`;
  const conditions: (SQL | undefined)[] = [
    eq(pc.enterpriseId, scope.enterpriseId),
    eq(plans.state, PlanState.running),
    gt(plans.remindDays, 0),
    isNotNull(plans.nextDueDate),
    lte(plans.remindAt, now),
    scope.createdBy ? eq(plans.createdBy, scope.createdBy) : undefined,
    filter.followed === undefined ? undefined : filter.followed === 1 ? followed : sql`not (${followed})`,
  ];
  if (filter.keyword) {
    const like = `%${escapeLike(filter.keyword)}%`;
    const byCustomer = sql`${pc.customerId} in (${customerIdsNamedLike(scope.enterpriseId, like)})`;
    conditions.push(or(ilike(plans.name, like), byCustomer));
  }
  return and(...conditions)!;
}

/** Plan customers with their plan. */
function joined<S extends Parameters<Executor['select']>[0]>(tx: Executor, fields: S) {
  return tx
    .select(fields)
    .from(pc)
    .innerJoin(plans, and(eq(plans.enterpriseId, pc.enterpriseId), eq(plans.id, pc.planId)));
}

/** A page of due follow-ups, soonest occurrence first. */
export function listFollows(tx: Executor, scope: PlanScope, filter: FollowFilter, now: Date, paging: Paging): Promise<FollowRecord[]> {
  return joined(tx, { pc, plan: plans })
    .where(followWhere(scope, filter, now))
    .orderBy(asc(plans.nextDueDate), asc(plans.id), asc(pc.customerId))
    .limit(paging.pageSize)
    .offset(paging.pageIndex * paging.pageSize);
}

export async function countFollows(tx: Executor, scope: PlanScope, filter: FollowFilter, now: Date): Promise<number> {
  const [row] = await joined(tx, { n: count() }).where(followWhere(scope, filter, now));
  return row.n;
}

/** Writes the follow-up on one plan customer; false when the customer is not in the plan. */
export async function writeFollow(
  tx: Executor,
  enterpriseId: number,
  target: { planId: number; customerId: number },
  follow: { followedFor: string; followNote: string; followedBy: number; followedAt: Date },
): Promise<boolean> {
  const updated = await tx
    .update(pc)
    .set(follow)
    .where(and(eq(pc.enterpriseId, enterpriseId), eq(pc.planId, target.planId), eq(pc.customerId, target.customerId)))
    .returning({ customerId: pc.customerId });
  return updated.length > 0;
}
