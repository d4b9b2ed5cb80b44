import type { Paging } from '@domain/common/paging';
import { businessDay, daysBetween } from '@domain/cycle-plans/cycle';
import { cyclePlanMachine, PlanOp } from '@domain/cycle-plans/cycle-plan.machine';
import type { FollowEditInput, FollowFilter, FollowRow } from '@domain/cycle-plans/cycle-plans.schemas';
import { CyclePlanErrors } from '@domain/cycle-plans/errors';
import type { Database } from '../../db/database';
import { AppError, enforce, notFound } from '../../lib/app-error';
import { customerSnapshot } from '../customers/customers.public';
import { userNames } from '../users/users.public';
import { countFollows, listFollows, writeFollow } from './cycle-plan-follow.queries';
import { findRecords } from './cycle-plans.queries';
import { machinePlan, scopeOf, type PlanActor } from './cycle-plans.service';

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

  list(actor: PlanActor, filter: FollowFilter, paging: Paging): Promise<FollowRow[]> {
    const today = businessDay(this.clock());
    return this.db.tenant(actor.enterpriseId, async (tx) => {
      const rows = await listFollows(tx, scopeOf(actor), filter, this.clock(), paging);
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
    return this.db.tenant(actor.enterpriseId, (tx) => countFollows(tx, scopeOf(actor), filter, this.clock()));
  }

  /** Writes the follow-up of one customer for the plan's coming occurrence. */
  edit(actor: PlanActor, input: FollowEditInput): Promise<void> {
    const { enterpriseId } = actor;
    return this.db.tenant(enterpriseId, async (tx) => {
      const [plan] = await findRecords(tx, scopeOf(actor), [input.planId], true);
      if (!plan) throw notFound(CyclePlanErrors.notFound);
      enforce(cyclePlanMachine.decide(machinePlan(plan), actor, PlanOp.follow));
      const follow = { followedFor: plan.nextDueDate!, followNote: input.note, followedBy: actor.userId, followedAt: this.clock() };
      const written = await writeFollow(tx, enterpriseId, { planId: plan.id, customerId: input.customerId }, follow);
      if (!written) throw notFound(CyclePlanErrors.customerNotInPlan);
    });
  }
}
