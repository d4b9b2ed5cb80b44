import { sql } from 'drizzle-orm';
import { Messages } from '@domain/common/messages';
import type { Paging } from '@domain/common/paging';
import { upcoming } from '@domain/cycle-plans/cycle';
import { PlanState, SEES_OWN_PLANS_ONLY, type PlanStateValue } from '@domain/cycle-plans/cycle-plans.constants';
import { cyclePlanMachine, moveTo, PlanOp, type MachinePlan } from '@domain/cycle-plans/cycle-plan.machine';
import type { ChangePlanStateInput, CycleOrderTemplate, CyclePlanDetail, CyclePlanFilter, CyclePlanRow, SaveCyclePlanInput } from '@domain/cycle-plans/cycle-plans.schemas';
import { CyclePlanErrors } from '@domain/cycle-plans/errors';
import { canCreate } from '@domain/orders/order.machine';
import type { TemplateKindValue } from '@domain/templates/template.constants';
import type { TemplateForm } from '@domain/templates/template-form.schemas';
import type { RoleType } from '@domain/shell/roles';
import type { Database, Tx } from '../../db/database';
import { AppError, badRequest, enforce, notFound } from '../../lib/app-error';
import { recordOperation } from '../audit/audit.public';
import { findCustomers } from '../customers/customers.public';
import { orderTypeQueries } from '../templates/templates.public';
import { activeUsersAmong } from '../users/users.public';
import type { Jobs } from '../../plugins/jobs';
import { CYCLE_PLAN_RUN_JOB, nextStep } from './cycle-plan-run.job';
import * as q from './cycle-plans.queries';

export interface PlanActor {
  enterpriseId: number;
  userId: number;
  role: RoleType;
}

const LOCK_NAMESPACE = 7307;
const lock = (tx: Tx, enterpriseId: number) => tx.execute(sql`select pg_advisory_xact_lock(${LOCK_NAMESPACE}::int, ${enterpriseId % 2 ** 31}::int)`);

export const scopeOf = (actor: PlanActor): q.PlanScope => ({
  enterpriseId: actor.enterpriseId,
  createdBy: SEES_OWN_PLANS_ONLY.includes(actor.role) ? actor.userId : undefined,
});

/** What the machine reads of a stored plan. */
export const machinePlan = (plan: q.PlanRecord): MachinePlan => ({ state: plan.state as PlanStateValue, nextDueDate: plan.nextDueDate });

/** The ids among `ids` of live customers the actor sees; 400 naming the field when one is not. */
export async function assertVisibleCustomers(tx: Tx, actor: PlanActor, ids: number[], field: string): Promise<void> {
  const rows = await findCustomers(tx, actor, ids);
  if (rows.length !== new Set(ids).size) throw badRequest(`${field}: ${CyclePlanErrors.customerNotFound}`);
}

/** Customer service plans (/cyclePlan): writing, pausing and deleting them; the job worker runs them. */
export class CyclePlansService {
  constructor(
    private readonly db: Database,
    private readonly jobs: Pick<Jobs, 'enqueue'>,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  list(actor: PlanActor, filter: CyclePlanFilter, paging: Paging): Promise<CyclePlanRow[]> {
    return this.db.tenant(actor.enterpriseId, (tx) => q.listPlans(tx, scopeOf(actor), filter, paging));
  }

  count(actor: PlanActor, filter: CyclePlanFilter): Promise<number> {
    return this.db.tenant(actor.enterpriseId, (tx) => q.countPlans(tx, scopeOf(actor), filter));
  }

  detail(actor: PlanActor, id: number): Promise<CyclePlanDetail> {
    return this.db.tenant(actor.enterpriseId, async (tx) => {
      const plan = await q.findPlan(tx, scopeOf(actor), id);
      if (!plan) throw notFound(CyclePlanErrors.notFound);
      const schedule = { startDate: plan.startDate, endDate: plan.endDate, unit: plan.cycleUnit, every: plan.cycleEvery };
      return {
        ...plan,
        runs: await q.planRuns(tx, actor.enterpriseId, id),
        upcoming: plan.state === PlanState.running && plan.nextDueDate ? upcoming(schedule, plan.nextDueDate, 5) : [],
        operations: cyclePlanMachine.allowedOperations(plan, actor),
      };
    });
  }

  /** The order type a plan would make its orders of (CycleOrderTemplate). */
  async orderTemplate(actor: PlanActor, templateId: number): Promise<CycleOrderTemplate> {
    const [type] = await this.db.tenant(actor.enterpriseId, (tx) => orderTypeQueries.find(tx, actor.enterpriseId, [templateId]));
    if (!type || !type.enabled) throw notFound(CyclePlanErrors.templateNotFound);
    const allowed = canCreate(type.kind as TemplateKindValue, actor);
    return {
      id: type.id,
      name: type.name,
      kind: type.kind,
      creatable: allowed.ok,
      refusal: allowed.ok ? null : allowed.message,
      fields: (type.form as TemplateForm).fields.map((f) => ({ key: f.key, title: f.title, type: f.type, required: false as const })),
    };
  }

  /**
   * Adds or edits a plan. The writer must be allowed to create orders of the plan's type (the orders
   * are created in their name and role) and see its customers. The next occurrence is computed
   * again from today, never before the last one run; a plan whose occurrence is due now is run at once.
   */
  async save(actor: PlanActor, input: SaveCyclePlanInput): Promise<CyclePlanRow> {
    const { enterpriseId } = actor;
    const { id, customerIds, ...fields } = input;
    const now = this.clock();
    return this.db.tenant(enterpriseId, async (tx) => {
      await lock(tx, enterpriseId);
      const [before] = id ? await q.findRecords(tx, scopeOf(actor), [id], true) : [];
      if (id && !before) throw notFound(CyclePlanErrors.notFound);
      if (before) enforce(cyclePlanMachine.decide(machinePlan(before), actor, PlanOp.edit));
      const [type] = await orderTypeQueries.find(tx, enterpriseId, [fields.templateId]);
      if (!type || !type.enabled) throw badRequest(`templateId: ${CyclePlanErrors.templateNotFound}`);
      const allowed = canCreate(type.kind as TemplateKindValue, actor);
      if (!allowed.ok) throw new AppError(allowed.status, allowed.message);
      await assertVisibleCustomers(tx, actor, customerIds, 'customerIds');
      if ((await activeUsersAmong(tx, enterpriseId, fields.remindUserIds)).length !== new Set(fields.remindUserIds).size)
        throw badRequest(`remindUserIds: ${CyclePlanErrors.userNotFound}`);
      const { finished, ...next } = nextStep(fields, before?.lastDueDate ?? null, now);
      if (finished) throw badRequest(`endDate: ${CyclePlanErrors.noOccurrence}`);
      // An edited occurrence is reminded again; a paused plan stays paused.
      const stored = { ...fields, ...next, remindedFor: before?.remindedFor === next.nextDueDate ? before.remindedFor : null };
      const state = before?.state === PlanState.paused ? PlanState.paused : PlanState.running;
      if (before) await q.updatePlan(tx, enterpriseId, before.id, { ...stored, state });
      const planId = before?.id ?? (await q.insertPlan(tx, enterpriseId, { ...stored, state, createdBy: actor.userId, createdRole: actor.role }));
      await q.setPlanCustomers(tx, enterpriseId, planId, customerIds);
      if (state === PlanState.running && next.nextRunAt && next.nextRunAt <= now)
        await this.jobs.enqueue(tx, { enterpriseId, kind: CYCLE_PLAN_RUN_JOB, payload: { planId } });
      const after = (await q.findPlan(tx, { enterpriseId }, planId))!;
      await this.log(tx, actor, before ? 'cyclePlan.update' : 'cyclePlan.create', planId, `${before ? '修改' : '新增'}客户服务计划：${after.name}`, before, after);
      return after;
    });
  }

  /** Pauses a running plan, or runs a paused one again from its next occurrence (a finished one needs new dates first). */
  changeState(actor: PlanActor, input: ChangePlanStateInput): Promise<CyclePlanRow> {
    const { enterpriseId } = actor;
    const now = this.clock();
    return this.db.tenant(enterpriseId, async (tx) => {
      const [before] = await q.findRecords(tx, scopeOf(actor), [input.id], true);
      if (!before) throw notFound(CyclePlanErrors.notFound);
      // Asked for the state it is in: nothing to change.
      if (before.state !== input.state) {
        const op = moveTo(input.state);
        enforce(cyclePlanMachine.decide(machinePlan(before), actor, op));
        if (op === PlanOp.pause) await q.updatePlan(tx, enterpriseId, before.id, { state: PlanState.paused });
        else {
          const { finished, ...next } = nextStep(before, before.lastDueDate, now);
          await q.updatePlan(tx, enterpriseId, before.id, { ...next, state: finished ? PlanState.finished : PlanState.running });
          if (!finished && next.nextRunAt && next.nextRunAt <= now)
            await this.jobs.enqueue(tx, { enterpriseId, kind: CYCLE_PLAN_RUN_JOB, payload: { planId: before.id } });
        }
      }
      const after = (await q.findPlan(tx, { enterpriseId }, before.id))!;
      const verb = input.state === PlanState.paused ? '暂停' : '启用';
      await this.log(tx, actor, 'cyclePlan.state', before.id, `${verb}客户服务计划：${after.name}`, before, after);
      return after;
    });
  }

  /** Deletes plans (all or none); the orders they made stay. */
  async remove(actor: PlanActor, ids: number[]): Promise<void> {
    if (ids.length === 0) throw badRequest(Messages.deleteNothingSelected);
    const { enterpriseId } = actor;
    await this.db.tenant(enterpriseId, async (tx) => {
      const found = await q.findRecords(tx, scopeOf(actor), ids, true);
      if (found.length !== new Set(ids).size) throw notFound(CyclePlanErrors.notFound);
      for (const plan of found) enforce(cyclePlanMachine.decide(machinePlan(plan), actor, PlanOp.delete));
      await q.deletePlans(tx, enterpriseId, ids);
      await this.log(tx, actor, 'cyclePlan.delete', ids.join(','), `删除客户服务计划：${found.map((p) => p.name).join('、')}`, found);
    });
  }

  private log(tx: Tx, actor: PlanActor, action: string, targetId: string | number, summary: string, before?: unknown, after?: unknown) {
    return recordOperation(tx, { enterpriseId: actor.enterpriseId, userId: actor.userId, module: 'cyclePlans', action, targetId, summary, before, after });
  }
}
