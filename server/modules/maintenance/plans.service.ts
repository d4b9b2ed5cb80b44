import type { Paging } from '@domain/common/paging';
import { addDays, businessDay } from '@domain/cycle-plans/cycle';
import { MaintenanceContractOp, maintenanceContractMachine } from '@domain/maintenance/contract.machine';
import { MaintenanceErrors } from '@domain/maintenance/errors';
import type { ContractStatusValue } from '@domain/maintenance/maintenance.constants';
import type { MaintenancePlanDetail, MaintenancePlanFilter, MaintenancePlanRow, MaintenanceProductRow, SaveMaintenancePlanInput } from '@domain/maintenance/maintenance.schemas';
import { visitsBetween } from '@domain/maintenance/schedule';
import type { Database, Tx } from '../../db/database';
import { badRequest, conflict, notFound } from '../../lib/app-error';
import { orderTypeQueries } from '../templates/templates.public';
import { contractProductIds, findContractRecord, type ContractRecord } from './contracts.queries';
import { enforce, lockMaintenance, logMaintenance, productRows, writeEachLocked, writeLocked, type MaintenanceActor } from './maintenance-common';
import * as q from './plans.queries';
import { generateTasks } from './task-generation.job';

const UPCOMING = 5;

/** Maintenance plans (/maintenance/MaintenancePlanDetail/{id}): what to do to which products of a contract, and how often. */
export class MaintenancePlansService {
  constructor(
    private readonly db: Database,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  list(actor: MaintenanceActor, filter: MaintenancePlanFilter, paging: Paging): Promise<MaintenancePlanRow[]> {
    return this.db.tenant(actor.enterpriseId, (tx) => q.listPlans(tx, actor, filter, paging));
  }

  count(actor: MaintenanceActor, filter: MaintenancePlanFilter): Promise<number> {
    return this.db.tenant(actor.enterpriseId, (tx) => q.countPlans(tx, actor, filter));
  }

  detail(actor: MaintenanceActor, id: number): Promise<MaintenancePlanDetail> {
    return this.db.tenant(actor.enterpriseId, (tx) => this.detailIn(tx, actor, id));
  }

  private async detailIn(tx: Tx, actor: MaintenanceActor, id: number): Promise<MaintenancePlanDetail> {
    const { enterpriseId } = actor;
    const plan = await q.findPlanRecord(tx, actor, id);
    if (!plan) throw notFound(MaintenanceErrors.planNotFound);
    const contract = (await findContractRecord(tx, actor, plan.contractId))!;
    const after = plan.generatedThrough ? addDays(plan.generatedThrough, 1) : plan.startDate;
    const today = businessDay(this.clock());
    const from = after > today ? after : today;
    const last = contract.endDate < plan.endDate ? contract.endDate : plan.endDate;
    const open = maintenanceContractMachine.decide({ status: contract.status as ContractStatusValue }, actor, MaintenanceContractOp.edit).ok;
    return {
      ...(await q.planRow(tx, enterpriseId, plan)),
      products: await productRows(tx, enterpriseId, await q.planProductIds(tx, enterpriseId, id, false)),
      alternativeProducts: await productRows(tx, enterpriseId, await q.planProductIds(tx, enterpriseId, id, true)),
      upcoming: open ? visitsBetween(q.scheduleOf(plan), from, last).slice(0, UPCOMING) : [],
      editable: open,
    };
  }

  /** The plan's open contract, locked; 404 when the caller does not see it, 409 when it is closed. */
  private async openContract(tx: Tx, actor: MaintenanceActor, contractId: number): Promise<ContractRecord> {
    const contract = await findContractRecord(tx, actor, contractId, true);
    if (!contract) throw notFound(MaintenanceErrors.contractNotFound);
    enforce(maintenanceContractMachine.decide({ status: contract.status as ContractStatusValue }, actor, MaintenanceContractOp.edit));
    return contract;
  }

  /** 400 naming the field unless every one of `ids` is on the contract. */
  private async assertOnContract(tx: Tx, enterpriseId: number, contractId: number, ids: number[], field: string) {
    const onContract = new Set(await contractProductIds(tx, enterpriseId, contractId));
    if (ids.some((id) => !onContract.has(id))) throw badRequest(`${field}: ${MaintenanceErrors.productNotOnContract}`);
  }

  /**
   * Adds or edits a plan of an open contract: its period inside the contract's, an enabled order type,
   * products of the contract. Its tasks due within its days ahead are made at once; an edit keeps the
   * dates already made (they are never made twice).
   */
  async save(actor: MaintenanceActor, input: SaveMaintenancePlanInput): Promise<MaintenancePlanDetail> {
    const { enterpriseId } = actor;
    const { id, productIds, alternativeProductIds, ...fields } = input;
    return this.db.tenant(enterpriseId, async (tx) => {
      await lockMaintenance(tx, enterpriseId);
      const before = id ? await q.findPlanRecord(tx, actor, id, true) : undefined;
      if (id && !before) throw notFound(MaintenanceErrors.planNotFound);
      if (before && before.contractId !== fields.contractId) throw badRequest(`contractId: ${MaintenanceErrors.planNotFound}`);
      const contract = await this.openContract(tx, actor, fields.contractId);
      if (fields.startDate < contract.startDate || fields.endDate > contract.endDate) throw badRequest(`startDate: ${MaintenanceErrors.planOutsideContract}`);
      const [type] = await orderTypeQueries.find(tx, enterpriseId, [fields.templateId]);
      if (!type || !type.enabled) throw badRequest(`templateId: ${MaintenanceErrors.templateNotFound}`);
      await this.assertOnContract(tx, enterpriseId, contract.id, productIds, 'productIds');
      await this.assertOnContract(tx, enterpriseId, contract.id, alternativeProductIds, 'alternativeProductIds');
      if (before) await q.updatePlan(tx, enterpriseId, before.id, fields);
      const planId = before?.id ?? (await q.insertPlan(tx, enterpriseId, actor.userId, fields));
      await q.setPlanProducts(tx, enterpriseId, planId, productIds, alternativeProductIds);
      const stored = (await q.findPlanRecord(tx, actor, planId))!;
      await generateTasks(tx, enterpriseId, [{ plan: stored, contract }], businessDay(this.clock()));
      const after = await this.detailIn(tx, actor, planId);
      await logMaintenance(tx, actor, before ? 'plan.update' : 'plan.create', planId, `${before ? '修改' : '新增'}维保计划：${after.name}`, before, after);
      return after;
    });
  }

  /** Deletes plans of open contracts with their tasks, unless a task made an order (all or none). */
  remove(actor: MaintenanceActor, ids: number[]): Promise<void> {
    const { enterpriseId } = actor;
    const find = (tx: Tx, id: number) => q.findPlanRecord(tx, actor, id, true);
    return writeEachLocked(this.db, actor, ids, find, MaintenanceErrors.planNotFound, async (tx, plan) => {
      await this.openContract(tx, actor, plan.contractId);
      if (await q.hasOrderedTasks(tx, enterpriseId, { planId: plan.id })) throw conflict(MaintenanceErrors.planHasOrders);
      await q.deletePlan(tx, enterpriseId, plan.id);
      await logMaintenance(tx, actor, 'plan.delete', plan.id, `删除维保计划：${plan.name}`, plan);
    });
  }

  /** A plan's products, or its alternative products. */
  products(actor: MaintenanceActor, planId: number, alternative: boolean): Promise<MaintenanceProductRow[]> {
    return this.db.tenant(actor.enterpriseId, async (tx) => {
      if (!(await q.findPlanRecord(tx, actor, planId))) throw notFound(MaintenanceErrors.planNotFound);
      return productRows(tx, actor.enterpriseId, await q.planProductIds(tx, actor.enterpriseId, planId, alternative));
    });
  }

  /** Adds products of the contract to a plan, as products or alternative products. */
  addProducts(actor: MaintenanceActor, planId: number, ids: number[], alternative: boolean): Promise<MaintenanceProductRow[]> {
    return this.changeProducts(actor, planId, alternative, async (tx, plan) => {
      await this.assertOnContract(tx, actor.enterpriseId, plan.contractId, ids, 'customerProductIds');
      await q.addPlanProducts(tx, actor.enterpriseId, planId, ids, alternative);
    });
  }

  /** Removes products from a plan; its last product stays (400). */
  removeProducts(actor: MaintenanceActor, planId: number, ids: number[]): Promise<MaintenanceProductRow[]> {
    return this.changeProducts(actor, planId, false, async (tx) => {
      const left = (await q.planProductIds(tx, actor.enterpriseId, planId, false)).filter((id) => !ids.includes(id));
      if (left.length === 0) throw badRequest(`ids: ${MaintenanceErrors.noProducts}`);
      await q.removePlanProducts(tx, actor.enterpriseId, planId, ids);
    });
  }

  private changeProducts(actor: MaintenanceActor, planId: number, alternative: boolean, change: (tx: Tx, plan: q.PlanRecord) => Promise<void>) {
    const { enterpriseId } = actor;
    const find = (tx: Tx) => q.findPlanRecord(tx, actor, planId, true);
    return writeLocked(this.db, actor, find, MaintenanceErrors.planNotFound, async (tx, plan) => {
      await this.openContract(tx, actor, plan.contractId);
      await change(tx, plan);
      const products = await productRows(tx, enterpriseId, await q.planProductIds(tx, enterpriseId, planId, alternative));
      await logMaintenance(tx, actor, 'plan.products', planId, `维保计划产品：${plan.name}`);
      return products;
    });
  }
}
