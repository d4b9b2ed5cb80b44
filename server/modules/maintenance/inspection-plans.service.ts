import type { Paging } from '@domain/common/paging';
import { addDays, businessDay } from '@domain/cycle-plans/cycle';
import { InspectionErrors } from '@domain/maintenance/inspection.errors';
import type { InspectionPlanFilter, InspectionPlanRow, SaveInspectionPlanInput } from '@domain/maintenance/inspection.schemas';
import { visitsBetween } from '@domain/maintenance/schedule';
import type { Database, Tx } from '../../db/database';
import { badRequest, conflict, notFound } from '../../lib/app-error';
import { findCustomers } from '../customers/customers.public';
import { activeUsersAmong } from '../users/users.public';
import { generateInspectionTasks } from './inspection-generation';
import * as q from './inspection.queries';
import { lockMaintenance, logMaintenance, writeEachLocked, type MaintenanceActor } from './maintenance-common';
import { scheduleOf } from './plans.queries';

const UPCOMING = 5;
export type InspectionPlanDetail = InspectionPlanRow & { upcoming: string[] };

/** Inspection plans (/inspectionPlan): a route of a customer's points, its checklist, its walker and its schedule. */
export class InspectionPlansService {
  constructor(
    private readonly db: Database,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  list(actor: MaintenanceActor, filter: InspectionPlanFilter, paging: Paging): Promise<InspectionPlanRow[]> {
    return this.db.tenant(actor.enterpriseId, (tx) => q.listInspectionPlans(tx, actor.enterpriseId, filter, paging));
  }

  count(actor: MaintenanceActor, filter: InspectionPlanFilter): Promise<number> {
    return this.db.tenant(actor.enterpriseId, (tx) => q.countInspectionPlans(tx, actor.enterpriseId, filter));
  }

  detail(actor: MaintenanceActor, id: number): Promise<InspectionPlanDetail> {
    return this.db.tenant(actor.enterpriseId, (tx) => this.detailIn(tx, actor, id));
  }

  private async detailIn(tx: Tx, actor: MaintenanceActor, id: number): Promise<InspectionPlanDetail> {
    const plan = await q.findInspectionPlan(tx, actor.enterpriseId, id);
    if (!plan) throw notFound(InspectionErrors.planNotFound);
    const today = businessDay(this.clock());
    const after = plan.generatedThrough ? addDays(plan.generatedThrough, 1) : plan.startDate;
    return { ...(await q.inspectionPlanRow(tx, actor.enterpriseId, plan)), upcoming: visitsBetween(scheduleOf(plan), after > today ? after : today, plan.endDate).slice(0, UPCOMING) };
  }

  /**
   * Adds or edits a plan: points of its customer, an active walker. Its rounds due within its days
   * ahead are made at once; an edit keeps the dates already made (never made twice) and the rounds
   * already made keep their points and checklist.
   */
  save(actor: MaintenanceActor, input: SaveInspectionPlanInput): Promise<InspectionPlanDetail> {
    const { enterpriseId } = actor;
    const { id, ...fields } = input;
    return this.db.tenant(enterpriseId, async (tx) => {
      await lockMaintenance(tx, enterpriseId);
      const before = id ? await q.findInspectionPlan(tx, enterpriseId, id, true) : undefined;
      if (id && !before) throw notFound(InspectionErrors.planNotFound);
      if ((await findCustomers(tx, actor, [fields.customerId])).length === 0) throw badRequest(`customerId: ${InspectionErrors.customerNotFound}`);
      const found = await q.pointsAmong(tx, enterpriseId, fields.pointIds);
      if (found.length !== fields.pointIds.length || found.some((p) => p.customerId !== fields.customerId)) throw badRequest(`pointIds: ${InspectionErrors.pointsNotOfCustomer}`);
      if ((await activeUsersAmong(tx, enterpriseId, [fields.assigneeId])).length === 0) throw badRequest(`assigneeId: ${InspectionErrors.assigneeNotFound}`);
      const plan = before ? await q.updateInspectionPlan(tx, enterpriseId, before.id, fields) : await q.insertInspectionPlan(tx, enterpriseId, actor.userId, fields);
      await generateInspectionTasks(tx, enterpriseId, [plan], businessDay(this.clock()));
      await logMaintenance(tx, actor, before ? 'inspectionPlan.edit' : 'inspectionPlan.add', plan.id, `${before ? '编辑' : '新增'}巡检计划：${fields.name}`, before, fields);
      return this.detailIn(tx, actor, plan.id);
    });
  }

  /** Deletes plans none of whose rounds became an order, with their rounds not begun (all or none). */
  remove(actor: MaintenanceActor, ids: number[]): Promise<void> {
    const { enterpriseId } = actor;
    return writeEachLocked(this.db, actor, ids, (tx, id) => q.findInspectionPlan(tx, enterpriseId, id, true), InspectionErrors.planNotFound, async (tx, plan) => {
      if (await q.planHasOrders(tx, enterpriseId, plan.id)) throw conflict(InspectionErrors.planHasOrders);
      await q.deleteInspectionPlan(tx, enterpriseId, plan.id);
      await logMaintenance(tx, actor, 'inspectionPlan.delete', plan.id, `删除巡检计划：${plan.name}`, plan);
    });
  }
}
