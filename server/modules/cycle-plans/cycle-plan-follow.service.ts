import { and, asc, count, eq, gt, ilike, isNotNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Paging } from '@domain/common/paging';
import { businessDay, daysBetween } from '@domain/cycle-plans/cycle';
import { PlanState } from '@domain/cycle-plans/cycle-plans.constants';
import type { FollowEditInput, FollowFilter, FollowRow } from '@domain/cycle-plans/cycle-plans.schemas';
import { CyclePlanErrors } from '@domain/cycle-plans/errors';
import type { Database, Executor } from '../../db/database';
import { cyclePlanCustomers as pc, cyclePlans as plans } from '../../db/schema/cycle-plans';
import { AppError, conflict, notFound } from '../../lib/app-error';
import { customerSnapshot } from '../customers/customers.public';
import { customerIdsNamedLike, escapeLike } from '../customers/customers.public';
import { userNames } from '../users/users.public';
import { findRecords } from './cycle-plans.queries';
import { scopeOf, type PlanActor } from './cycle-plans.service';

/**
 * Follow-up reminders (/followRemind, /customer/reminder/plan/customer/...): the customers of running
 * plans whose reminder time for the coming occurrence has come, until that occurrence is run. A
 * follow-up written for a customer counts for that occurrence only.
 */
export class CyclePlanFollowService {
  constructor(
    private readonly db: Database,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  private where(actor: PlanActor, filter: FollowFilter): SQL {
    const scope = scopeOf(actor);
    const followed = sql`${pc.followedFor} is not distinct from ${plans.nextDueDate}`;
    const conditions: (SQL | undefined)[] = [
      eq(pc.enterpriseId, actor.enterpriseId),
      eq(plans.state, PlanState.running),
      gt(plans.remindDays, 0),
      isNotNull(plans.nextDueDate),
      lte(plans.remindAt, this.clock()),
      scope.createdBy ? eq(plans.createdBy, scope.createdBy) : undefined,
      filter.followed === undefined ? undefined : filter.followed === 1 ? followed : sql`not (${followed})`,
    ];
    if (filter.keyword) {
      const like = `%${escapeLike(filter.keyword)}%`;
      const byCustomer = sql`${pc.customerId} in (${customerIdsNamedLike(actor.enterpriseId, like)})`;
      conditions.push(or(ilike(plans.name, like), byCustomer));
    }
    return and(...conditions)!;
  }

  /** Plan customers with their plan. */
  private joined<S extends Parameters<Executor['select']>[0]>(tx: Executor, fields: S) {
    return tx
      .select(fields)
      .from(pc)
      .innerJoin(plans, and(eq(plans.enterpriseId, pc.enterpriseId), eq(plans.id, pc.planId)));
  }

  list(actor: PlanActor, filter: FollowFilter, paging: Paging): Promise<FollowRow[]> {
    const today = businessDay(this.clock());
    return this.db.tenant(actor.enterpriseId, async (tx) => {
      const rows = await this.joined(tx, { pc, plan: plans })
        .where(this.where(actor, filter))
        .orderBy(asc(plans.nextDueDate), asc(plans.id), asc(pc.customerId))
        .limit(paging.pageSize)
        .offset(paging.pageIndex * paging.pageSize);
      const people = new Map(
        (await userNames(tx, actor.enterpriseId, [...new Set(rows.flatMap((r) => [...r.plan.remindUserIds, ...(r.pc.followedBy ? [r.pc.followedBy] : [])]))])).map((u) => [u.id, u]),
      );
      const result: FollowRow[] = [];
      for (const { pc: link, plan } of rows) {
        const customer = await customerSnapshot(tx, link.customerId).catch((error: unknown) => {
          if (error instanceof AppError && error.statusCode === 404) return null;
          throw error;
        });
        if (!customer) continue;
        const followed = link.followedFor === plan.nextDueDate;
        result.push({
          planId: plan.id,
          planName: plan.name,
          customerId: customer.id,
          customerName: customer.name,
          contactName: customer.contactName,
          contactPhone: customer.contactPhone,
          nextDueDate: plan.nextDueDate!,
          daysLeft: daysBetween(today, plan.nextDueDate!),
          remindUsers: plan.remindUserIds.flatMap((id) => (people.has(id) ? [people.get(id)!] : [])),
          followed,
          followNote: followed ? link.followNote : null,
          followTime: followed ? (link.followedAt?.toISOString() ?? null) : null,
          followedBy: followed && link.followedBy ? (people.get(link.followedBy) ?? null) : null,
        });
      }
      return result;
    });
  }

  count(actor: PlanActor, filter: FollowFilter): Promise<number> {
    return this.db.tenant(actor.enterpriseId, async (tx) => {
      const [row] = await this.joined(tx, { n: count() }).where(this.where(actor, filter));
      return row.n;
    });
  }

  /** Writes the follow-up of one customer for the plan's coming occurrence. */
  edit(actor: PlanActor, input: FollowEditInput): Promise<void> {
    const { enterpriseId } = actor;
    return this.db.tenant(enterpriseId, async (tx) => {
      const [plan] = await findRecords(tx, scopeOf(actor), [input.planId], true);
      if (!plan) throw notFound(CyclePlanErrors.notFound);
      if (plan.state !== PlanState.running || !plan.nextDueDate) throw conflict(CyclePlanErrors.notFollowable);
      const updated = await tx
        .update(pc)
        .set({ followedFor: plan.nextDueDate, followNote: input.note, followedBy: actor.userId, followedAt: this.clock() })
        .where(and(eq(pc.enterpriseId, enterpriseId), eq(pc.planId, plan.id), eq(pc.customerId, input.customerId)))
        .returning({ customerId: pc.customerId });
      if (updated.length === 0) throw notFound(CyclePlanErrors.customerNotInPlan);
    });
  }
}
