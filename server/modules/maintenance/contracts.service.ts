import type { Paging } from '@domain/common/paging';
import { MaintenanceContractOp, maintenanceContractMachine } from '@domain/maintenance/contract.machine';
import { MaintenanceErrors } from '@domain/maintenance/errors';
import { CONTRACT_STATUS_NAMES, type ContractStatusValue } from '@domain/maintenance/maintenance.constants';
import type {
  ContractStatusInput,
  MaintenanceContractDetail,
  MaintenanceContractFilter,
  MaintenanceContractRow,
  MaintenanceProductRow,
  SaveMaintenanceContractInput,
} from '@domain/maintenance/maintenance.schemas';
import { DetailEntityType } from '@domain/templates/fixed-fields';
import type { Database, Tx } from '../../db/database';
import { badRequest, conflict, notFound } from '../../lib/app-error';
import { findCustomers } from '../customers/customers.public';
import { checkedDetailValues } from '../templates/templates.public';
import * as q from './contracts.queries';
import { assertCustomerProducts, enforce, enforceRole, lockMaintenance, logMaintenance, productRows, writeEachLocked, writeLocked, type MaintenanceActor } from './maintenance-common';
import { contractPlans, deletePlan, hasOrderedTasks, productsInPlans } from './plans.queries';

const machineContract = (r: { status: number }) => ({ status: r.status as ContractStatusValue });

/** Maintenance contracts (/maintenance): a customer's service period and amount, the products it covers, its lifecycle. */
export class MaintenanceContractsService {
  constructor(private readonly db: Database) {}

  list(actor: MaintenanceActor, filter: MaintenanceContractFilter, paging: Paging): Promise<MaintenanceContractRow[]> {
    return this.db.tenant(actor.enterpriseId, (tx) => q.listContracts(tx, actor, filter, paging));
  }

  count(actor: MaintenanceActor, filter: MaintenanceContractFilter): Promise<number> {
    return this.db.tenant(actor.enterpriseId, (tx) => q.countContracts(tx, actor, filter));
  }

  detail(actor: MaintenanceActor, id: number): Promise<MaintenanceContractDetail> {
    return this.db.tenant(actor.enterpriseId, (tx) => this.detailIn(tx, actor, id));
  }

  private async detailIn(tx: Tx, actor: MaintenanceActor, id: number): Promise<MaintenanceContractDetail> {
    const record = await q.findContractRecord(tx, actor, id);
    if (!record) throw notFound(MaintenanceErrors.contractNotFound);
    const row = (await q.findContractRow(tx, actor, id))!;
    return {
      ...row,
      customValues: record.customValues as Record<string, unknown>,
      products: await productRows(tx, actor.enterpriseId, await q.contractProductIds(tx, actor.enterpriseId, id)),
      allowedOperations: maintenanceContractMachine.allowedOperations(machineContract(record), actor),
    };
  }

  /** Adds a contract (signed) or edits an open one; its products are the customer's, and a product a plan uses stays. */
  async save(actor: MaintenanceActor, input: SaveMaintenanceContractInput): Promise<MaintenanceContractDetail> {
    const { enterpriseId } = actor;
    const { id, customerProductIds, customValues, ...fields } = input;
    enforceRole(maintenanceContractMachine.refuseRole(MaintenanceContractOp.edit, actor));
    const values = await checkedDetailValues(this.db, enterpriseId, DetailEntityType.maintenanceContract, customValues);
    return this.db.tenant(enterpriseId, async (tx) => {
      await lockMaintenance(tx, enterpriseId);
      const before = id ? await q.findContractRecord(tx, actor, id, true) : undefined;
      if (id && !before) throw notFound(MaintenanceErrors.contractNotFound);
      if (before) enforce(maintenanceContractMachine.decide(machineContract(before), actor, MaintenanceContractOp.edit));
      if ((await findCustomers(tx, actor, [fields.customerId])).length === 0) throw badRequest(`customerId: ${MaintenanceErrors.customerNotFound}`);
      await assertCustomerProducts(tx, enterpriseId, fields.customerId, customerProductIds, 'customerProductIds');
      const stored = { ...fields, amount: fields.amount.toFixed(2), customValues: values };
      let contractId: number;
      if (before) {
        const kept = new Set(customerProductIds);
        const dropped = (await q.contractProductIds(tx, enterpriseId, before.id)).filter((p) => !kept.has(p));
        if ((await productsInPlans(tx, enterpriseId, before.id, dropped)).length > 0) throw conflict(MaintenanceErrors.productInPlan);
        const plans = await contractPlans(tx, enterpriseId, before.id);
        if (plans.some((p) => p.startDate < fields.startDate || p.endDate > fields.endDate)) throw conflict(MaintenanceErrors.periodShorterThanPlans);
        await q.updateContract(tx, enterpriseId, before.id, stored);
        await q.removeContractProducts(tx, enterpriseId, before.id, dropped);
        contractId = before.id;
      } else contractId = await q.insertContract(tx, enterpriseId, actor.userId, stored);
      await q.addContractProducts(tx, enterpriseId, contractId, customerProductIds);
      const after = await this.detailIn(tx, actor, contractId);
      await logMaintenance(tx, actor, before ? 'contract.update' : 'contract.create', contractId, `${before ? '修改' : '新增'}维保合同：${after.name}`, before, after);
      return after;
    });
  }

  /** A lifecycle move (execute, finish, terminate): a finished or terminated contract's plans make no more tasks. */
  changeStatus(actor: MaintenanceActor, input: ContractStatusInput): Promise<MaintenanceContractDetail> {
    const find = (tx: Tx) => q.findContractRecord(tx, actor, input.id, true);
    return writeLocked(this.db, actor, find, MaintenanceErrors.contractNotFound, async (tx, before) => {
      const to = enforce(maintenanceContractMachine.decide(machineContract(before), actor, input.op))!;
      await q.updateContract(tx, actor.enterpriseId, before.id, { status: to });
      const after = await this.detailIn(tx, actor, before.id);
      const from = before.status as ContractStatusValue;
      await logMaintenance(tx, actor, 'contract.status', before.id, `维保合同状态：${after.name} ${CONTRACT_STATUS_NAMES[from]} → ${CONTRACT_STATUS_NAMES[to]}`, before, after);
      return after;
    });
  }

  /** Deletes a signed contract with its plans and tasks, unless one of its tasks made an order. */
  remove(actor: MaintenanceActor, ids: number[]): Promise<void> {
    const { enterpriseId } = actor;
    const find = (tx: Tx, id: number) => q.findContractRecord(tx, actor, id, true);
    return writeEachLocked(this.db, actor, ids, find, MaintenanceErrors.contractNotFound, async (tx, contract) => {
      enforce(maintenanceContractMachine.decide(machineContract(contract), actor, MaintenanceContractOp.delete));
      if (await hasOrderedTasks(tx, enterpriseId, { contractId: contract.id })) throw conflict(MaintenanceErrors.contractHasOrders);
      for (const plan of await contractPlans(tx, enterpriseId, contract.id)) await deletePlan(tx, enterpriseId, plan.id);
      await q.deleteContract(tx, enterpriseId, contract.id);
      await logMaintenance(tx, actor, 'contract.delete', contract.id, `删除维保合同：${contract.name}`, contract);
    });
  }

  /** The products a contract covers (GET .../contract/production/list and count). */
  products(actor: MaintenanceActor, contractId: number): Promise<MaintenanceProductRow[]> {
    return this.db.tenant(actor.enterpriseId, async (tx) => {
      if (!(await q.findContractRecord(tx, actor, contractId))) throw notFound(MaintenanceErrors.contractNotFound);
      return productRows(tx, actor.enterpriseId, await q.contractProductIds(tx, actor.enterpriseId, contractId));
    });
  }

  /** Adds products of the contract's customer to an open contract. */
  addProducts(actor: MaintenanceActor, contractId: number, ids: number[]): Promise<MaintenanceProductRow[]> {
    return this.changeProducts(actor, contractId, async (tx, contract) => {
      await assertCustomerProducts(tx, actor.enterpriseId, contract.customerId, ids, 'customerProductIds');
      await q.addContractProducts(tx, actor.enterpriseId, contractId, ids);
    });
  }

  /** Removes products from an open contract; a product a plan uses stays (409). */
  removeProducts(actor: MaintenanceActor, contractId: number, ids: number[]): Promise<MaintenanceProductRow[]> {
    return this.changeProducts(actor, contractId, async (tx) => {
      if ((await productsInPlans(tx, actor.enterpriseId, contractId, ids)).length > 0) throw conflict(MaintenanceErrors.productInPlan);
      await q.removeContractProducts(tx, actor.enterpriseId, contractId, ids);
    });
  }

  private changeProducts(actor: MaintenanceActor, contractId: number, change: (tx: Tx, contract: q.ContractRecord) => Promise<void>): Promise<MaintenanceProductRow[]> {
    enforceRole(maintenanceContractMachine.refuseRole(MaintenanceContractOp.edit, actor));
    const find = (tx: Tx) => q.findContractRecord(tx, actor, contractId, true);
    return writeLocked(this.db, actor, find, MaintenanceErrors.contractNotFound, async (tx, contract) => {
      enforce(maintenanceContractMachine.decide(machineContract(contract), actor, MaintenanceContractOp.edit));
      await change(tx, contract);
      const products = await productRows(tx, actor.enterpriseId, await q.contractProductIds(tx, actor.enterpriseId, contractId));
      await logMaintenance(tx, actor, 'contract.products', contractId, `维保合同产品：${contract.name}（${products.length} 个）`);
      return products;
    });
  }
}
