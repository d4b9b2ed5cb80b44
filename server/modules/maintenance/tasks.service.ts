import type { Paging } from '@domain/common/paging';
import { businessDay } from '@domain/cycle-plans/cycle';
import { MaintenanceErrors } from '@domain/maintenance/errors';
import { TASK_STATE_NAMES, type TaskStateValue } from '@domain/maintenance/maintenance.constants';
import type { MaintenanceTaskDetail, MaintenanceTaskFilter, MaintenanceTaskRow, TaskStateInput } from '@domain/maintenance/maintenance.schemas';
import { TaskOp, taskMachine } from '@domain/maintenance/task.machine';
import { OrderSource } from '@domain/orders/order.constants';
import { CreateOrderSchema } from '@domain/orders/orders.schemas';
import type { Database, Tx } from '../../db/database';
import { notFound } from '../../lib/app-error';
import { findCustomerProducts } from '../products/products.public';
import { insertOrder, registerOrderCompletion, registerOrderOrigin } from '../orders/orders.public';
import { orderTypeQueries } from '../templates/templates.public';
import { findContractRecord } from './contracts.queries';
import { enforce, enforceRole, logMaintenance, productRows, writeEachLocked, writeLocked, type MaintenanceActor } from './maintenance-common';
import { findPlanRecord } from './plans.queries';
import * as q from './tasks.queries';

type Notifier = Parameters<typeof insertOrder>[1];
const DESCRIPTION_MAX = 2000;
const machineTask = (r: q.TaskRecord) => ({ state: r.state as TaskStateValue, orderId: r.orderId });

/**
 * An order made with `maintenanceTaskId` in its origin takes the task, in the order's transaction:
 * the task must be unfinished and have no order yet (else 409 and no order is made).
 */
async function linkOrderToTask(tx: Tx, _notifier: Notifier, actor: MaintenanceActor, taskId: number, order: { id: number; orderNo: string }): Promise<void> {
  const task = await q.findTaskRecord(tx, actor, taskId, true);
  if (!task) throw notFound(MaintenanceErrors.taskNotFound);
  enforce(taskMachine.decide(machineTask(task), actor, TaskOp.createOrder));
  await q.updateTask(tx, actor.enterpriseId, taskId, { orderId: order.id, orderNo: order.orderNo });
}

/** A completed order finishes the task it was made from. */
async function finishTaskOfOrder(tx: Tx, order: { id: number; enterpriseId: number; origin: unknown }): Promise<void> {
  if ((order.origin as { maintenanceTaskId?: number }).maintenanceTaskId) await q.finishTaskOfOrder(tx, order.enterpriseId, order.id, new Date());
}

/** What the maintenance area registers with the orders module: tasks as an order origin, and their finishing on completion. */
export function registerTaskOrders(): void {
  registerOrderOrigin('maintenanceTaskId', linkOrderToTask);
  registerOrderCompletion(finishTaskOfOrder);
}

/** Maintenance tasks (/maintenance/MaintenanceTasksDetail/{id}): the visits plans make, turned into orders. */
export class MaintenanceTasksService {
  constructor(
    private readonly db: Database,
    private readonly notifier: Notifier,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  private today() {
    return businessDay(this.clock());
  }

  list(actor: MaintenanceActor, filter: MaintenanceTaskFilter, paging: Paging): Promise<MaintenanceTaskRow[]> {
    return this.db.tenant(actor.enterpriseId, (tx) => q.listTasks(tx, actor, filter, paging, this.today()));
  }

  count(actor: MaintenanceActor, filter: MaintenanceTaskFilter): Promise<number> {
    return this.db.tenant(actor.enterpriseId, (tx) => q.countTasks(tx, actor, filter, this.today()));
  }

  detail(actor: MaintenanceActor, id: number): Promise<MaintenanceTaskDetail> {
    return this.db.tenant(actor.enterpriseId, (tx) => this.detailIn(tx, actor, id));
  }

  private async detailIn(tx: Tx, actor: MaintenanceActor, id: number): Promise<MaintenanceTaskDetail> {
    const task = await q.findTaskRecord(tx, actor, id);
    if (!task) throw notFound(MaintenanceErrors.taskNotFound);
    const plan = (await findPlanRecord(tx, actor, task.planId))!;
    const [type] = await orderTypeQueries.find(tx, actor.enterpriseId, [plan.templateId]);
    return {
      ...(await q.taskRow(tx, actor.enterpriseId, task, this.today())),
      content: plan.content,
      template: type ? { id: type.id, name: type.name } : null,
      products: await productRows(tx, actor.enterpriseId, task.customerProductIds),
      allowedOperations: taskMachine.allowedOperations(machineTask(task), actor),
    };
  }

  /**
   * Turns a task into a service order of its plan's type, for the contract's customer, with the
   * task's products (the first as the order's product, all in its description); the order log says
   * 维保创建. The task is locked: of two at once, the second gets 409.
   */
  createOrder(actor: MaintenanceActor, id: number): Promise<MaintenanceTaskDetail> {
    const { enterpriseId } = actor;
    enforceRole(taskMachine.refuseRole(TaskOp.createOrder, actor));
    return writeLocked(this.db, actor, this.locked(actor, id), MaintenanceErrors.taskNotFound, async (tx, task) => {
      enforce(taskMachine.decide(machineTask(task), actor, TaskOp.createOrder));
      const plan = (await findPlanRecord(tx, actor, task.planId))!;
      const contract = (await findContractRecord(tx, actor, task.contractId))!;
      const products = await findCustomerProducts(tx, enterpriseId, '', task.customerProductIds);
      const productLine = products.map((p) => (p.serialNumber ? `${p.name}（${p.serialNumber}）` : p.name)).join('、');
      const description = [plan.content, productLine && `维保产品：${productLine}`].filter(Boolean).join('\n').slice(0, DESCRIPTION_MAX);
      const order = await insertOrder(
        tx,
        this.notifier,
        actor,
        CreateOrderSchema.parse({
          templateId: plan.templateId,
          customerId: contract.customerId,
          title: plan.name,
          description,
          source: OrderSource.maintenanceTask,
          origin: { maintenanceTaskId: task.id, customerProductId: products[0]?.id, productId: products[0]?.productId },
        }),
        'maintenanceCreate',
      );
      const after = await this.detailIn(tx, actor, id);
      await logMaintenance(tx, actor, 'task.createOrder', id, `维保任务生成工单：${plan.name} ${task.dueDate} → ${order.orderNo}`);
      return after;
    });
  }

  /** Disables a task without an order, or enables a disabled one. */
  changeState(actor: MaintenanceActor, input: TaskStateInput): Promise<MaintenanceTaskDetail> {
    return writeLocked(this.db, actor, this.locked(actor, input.id), MaintenanceErrors.taskNotFound, async (tx, task) => {
      const to = enforce(taskMachine.decide(machineTask(task), actor, input.op))!;
      await q.updateTask(tx, actor.enterpriseId, task.id, { state: to });
      const after = await this.detailIn(tx, actor, task.id);
      await logMaintenance(tx, actor, `task.${input.op}`, task.id, `维保任务：${after.plan.name} ${task.dueDate} ${TASK_STATE_NAMES[task.state as TaskStateValue]} → ${TASK_STATE_NAMES[to]}`);
      return after;
    });
  }

  /** Deletes tasks without an order (all or none); their dates are not made again. */
  remove(actor: MaintenanceActor, ids: number[]): Promise<void> {
    return writeEachLocked(this.db, actor, ids, (tx, id) => this.locked(actor, id)(tx), MaintenanceErrors.taskNotFound, async (tx, task) => {
      enforce(taskMachine.decide(machineTask(task), actor, TaskOp.delete));
      await q.deleteTask(tx, actor.enterpriseId, task.id);
      await logMaintenance(tx, actor, 'task.delete', task.id, `删除维保任务：${task.dueDate}`, task);
    });
  }

  /** The task the caller sees, locked. */
  private locked(actor: MaintenanceActor, id: number) {
    return (tx: Tx) => q.findTaskRecord(tx, actor, id, true);
  }
}
