import type { Paging } from '@domain/common/paging';
import { businessDay } from '@domain/cycle-plans/cycle';
import { INSPECTION_STATE_NAMES, type InspectionStateValue } from '@domain/maintenance/inspection.constants';
import { IMAGE_MIMES } from '@domain/uploads/uploads.constants';
import { InspectionErrors } from '@domain/maintenance/inspection.errors';
import type { InspectionStateInput, InspectionTaskDetail, InspectionTaskFilter, InspectionTaskRow, RecordInspectionInput } from '@domain/maintenance/inspection.schemas';
import { finishedState, InspectionOp, inspectionTaskMachine, type MachineInspectionTask } from '@domain/maintenance/inspection-task.machine';
import type { Database, Tx } from '../../db/database';
import { badRequest, notFound } from '../../lib/app-error';
import { registerOrderOrigin } from '../orders/orders.public';
import { uploadedFiles } from '../uploads/uploads.public';
import { userNames } from '../users/users.public';
import * as q from './inspection.queries';
import { enforce, enforceRole, logMaintenance, writeEachLocked, writeLocked, type MaintenanceActor } from './maintenance-common';

/** What the machine reads of a round: its state, walker, order, and what its results say. */
async function machineTask(tx: Tx, task: q.InspectionTaskRecord): Promise<MachineInspectionTask> {
  const results = await q.taskResults(tx, task.enterpriseId, task.id);
  const recorded = new Set(results.map((r) => r.pointId));
  return {
    state: task.state as InspectionStateValue,
    assigneeId: task.assigneeId,
    orderId: task.orderId,
    pointsLeft: task.pointIds.filter((id) => !recorded.has(id)).length,
    hasException: results.some((r) => r.exception),
  };
}

/**
 * An order made with `inspectionTaskId` in its origin (/createOrder?inspectionTaskId=) takes the
 * round's exception, in the order's transaction: the round must be an exception to-do without an
 * order (else 409 and no order is made); it becomes 已转工单 with the order named.
 */
async function linkOrderToInspection(tx: Tx, _notifier: unknown, actor: MaintenanceActor, taskId: number, order: { id: number; orderNo: string }): Promise<void> {
  const task = await q.findInspectionTask(tx, actor, taskId, true);
  if (!task) throw notFound(InspectionErrors.taskNotFound);
  const to = enforce(inspectionTaskMachine.decide(await machineTask(tx, task), actor, InspectionOp.createOrder))!;
  await q.updateInspectionTask(tx, actor.enterpriseId, taskId, { state: to, orderId: order.id, orderNo: order.orderNo });
  await logMaintenance(tx, actor, 'inspectionTask.createOrder', taskId, `巡检异常转工单：${task.dueDate} → ${order.orderNo}`);
}

/** What inspection registers with the orders module: rounds as an order origin. */
export function registerInspectionOrders(): void {
  registerOrderOrigin('inspectionTaskId', linkOrderToInspection);
}

/** Inspection tasks (/inspectionTask, /inspectionException): the rounds plans make, walked point by point, their exceptions handled. */
export class InspectionTasksService {
  constructor(
    private readonly db: Database,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  private today() {
    return businessDay(this.clock());
  }

  list(actor: MaintenanceActor, filter: InspectionTaskFilter, paging: Paging): Promise<InspectionTaskRow[]> {
    return this.db.tenant(actor.enterpriseId, (tx) => q.listInspectionTasks(tx, actor, filter, paging, this.today()));
  }

  count(actor: MaintenanceActor, filter: InspectionTaskFilter): Promise<number> {
    return this.db.tenant(actor.enterpriseId, (tx) => q.countInspectionTasks(tx, actor, filter, this.today()));
  }

  detail(actor: MaintenanceActor, id: number): Promise<InspectionTaskDetail> {
    return this.db.tenant(actor.enterpriseId, async (tx) => {
      const task = await q.findInspectionTask(tx, actor, id);
      if (!task) throw notFound(InspectionErrors.taskNotFound);
      return this.detailIn(tx, actor, task);
    });
  }

  private async detailIn(tx: Tx, actor: MaintenanceActor, task: q.InspectionTaskRecord): Promise<InspectionTaskDetail> {
    const { enterpriseId } = actor;
    const [row] = await q.taskRows(tx, enterpriseId, [task], this.today());
    const points = await q.pointsAmong(tx, enterpriseId, task.pointIds);
    const results = new Map((await q.taskResults(tx, enterpriseId, task.id)).map((r) => [r.pointId, r]));
    const people = new Map((await userNames(tx, enterpriseId, [...new Set([...results.values()].map((r) => r.recordedBy))])).map((u) => [u.id, u.name]));
    const photos = new Map((await uploadedFiles(tx, enterpriseId, [...results.values()].flatMap((r) => r.photoIds))).map((f) => [f.id, f]));
    return {
      ...row,
      checkItems: task.checkItems,
      points: points.map((p) => {
        const r = results.get(p.id);
        return {
          point: { id: p.id, name: p.name, location: p.location, code: p.code },
          result: r
            ? {
                items: r.items,
                exception: r.exception,
                remark: r.remark,
                scanned: r.scanned,
                photos: r.photoIds.flatMap((id) => photos.get(id) ?? []),
                recordedBy: people.has(r.recordedBy) ? { id: r.recordedBy, name: people.get(r.recordedBy)! } : null,
                recordTime: r.recordedAt.toISOString(),
              }
            : null,
        };
      }),
      allowedOperations: inspectionTaskMachine.allowedOperations(await machineTask(tx, task), actor),
    };
  }

  /** One move of the machine on the round the caller sees, locked: `work` writes what the move changes. */
  private move(actor: MaintenanceActor, id: number, op: (typeof InspectionOp)[keyof typeof InspectionOp], work: (tx: Tx, task: q.InspectionTaskRecord, machine: MachineInspectionTask, to: InspectionStateValue | undefined) => Promise<void>) {
    enforceRole(inspectionTaskMachine.refuseRole(op, actor));
    return writeLocked(this.db, actor, (tx) => q.findInspectionTask(tx, actor, id, true), InspectionErrors.taskNotFound, async (tx, task) => {
      const machine = await machineTask(tx, task);
      const to = enforce(inspectionTaskMachine.decide(machine, actor, op));
      await work(tx, task, machine, to);
      return this.detailIn(tx, actor, (await q.findInspectionTask(tx, actor, id))!);
    });
  }

  /**
   * Records one point of the round (again while the round is in progress): every checklist item of
   * the round in its order, passed or failed; a failed item makes the point an exception. A scanned
   * code must be the point's; the photos must be the enterprise's image uploads.
   */
  record(actor: MaintenanceActor, input: RecordInspectionInput): Promise<InspectionTaskDetail> {
    return this.move(actor, input.id, InspectionOp.record, async (tx, task, _machine, to) => {
      if (!task.pointIds.includes(input.pointId)) throw badRequest(`pointId: ${InspectionErrors.pointNotInTask}`);
      const [point] = await q.pointsAmong(tx, actor.enterpriseId, [input.pointId]);
      if (!point) throw badRequest(`pointId: ${InspectionErrors.pointNotFound}`);
      if (input.scannedCode && input.scannedCode !== point.code) throw badRequest(`scannedCode: ${InspectionErrors.codeMismatch}`);
      if (input.items.length !== task.checkItems.length || input.items.some((item, i) => item.name !== task.checkItems[i])) throw badRequest(`items: ${InspectionErrors.itemsMismatch}`);
      const photos = await uploadedFiles(tx, actor.enterpriseId, input.photoIds);
      if (photos.length !== input.photoIds.length || photos.some((f) => !IMAGE_MIMES.includes(f.mime))) throw badRequest(`photoIds: ${InspectionErrors.photosNotFound}`);
      const exception = input.items.some((i) => !i.passed);
      await q.saveResult(tx, {
        enterpriseId: actor.enterpriseId,
        taskId: task.id,
        pointId: point.id,
        items: input.items,
        exception,
        remark: input.remark,
        scanned: input.scannedCode !== '',
        photoIds: input.photoIds,
        recordedBy: actor.userId,
        recordedAt: this.clock(),
      });
      await q.updateInspectionTask(tx, actor.enterpriseId, task.id, { state: to });
      await logMaintenance(tx, actor, 'inspectionTask.record', task.id, `巡检记录：${point.name}${exception ? '（异常）' : ''}`);
    });
  }

  /** Submits a round whose points are all recorded: done, or an exception to-do for the dispatchers. */
  finish(actor: MaintenanceActor, id: number): Promise<InspectionTaskDetail> {
    return this.move(actor, id, InspectionOp.finish, async (tx, task, machine) => {
      const to = finishedState(machine);
      await q.updateInspectionTask(tx, actor.enterpriseId, task.id, { state: to, finishedAt: this.clock() });
      await logMaintenance(tx, actor, 'inspectionTask.finish', task.id, `完成巡检：${task.dueDate} ${INSPECTION_STATE_NAMES[to]}`);
    });
  }

  /** Closes an exception to-do with a reason (no order made). */
  close(actor: MaintenanceActor, id: number, reason: string): Promise<InspectionTaskDetail> {
    return this.move(actor, id, InspectionOp.close, async (tx, task, _machine, to) => {
      await q.updateInspectionTask(tx, actor.enterpriseId, task.id, { state: to, closeReason: reason });
      await logMaintenance(tx, actor, 'inspectionTask.close', task.id, `关闭巡检异常：${reason}`);
    });
  }

  /** Disables a round not begun, or enables a disabled one. */
  changeState(actor: MaintenanceActor, input: InspectionStateInput): Promise<InspectionTaskDetail> {
    return this.move(actor, input.id, input.op, async (tx, task, _machine, to) => {
      await q.updateInspectionTask(tx, actor.enterpriseId, task.id, { state: to });
      await logMaintenance(tx, actor, `inspectionTask.${input.op}`, task.id, `巡检任务：${task.dueDate} ${INSPECTION_STATE_NAMES[task.state as InspectionStateValue]} → ${INSPECTION_STATE_NAMES[to!]}`);
    });
  }

  /** Deletes rounds not begun (all or none); their dates are not made again. */
  remove(actor: MaintenanceActor, ids: number[]): Promise<void> {
    enforceRole(inspectionTaskMachine.refuseRole(InspectionOp.delete, actor));
    return writeEachLocked(this.db, actor, ids, (tx, id) => q.findInspectionTask(tx, actor, id, true), InspectionErrors.taskNotFound, async (tx, task) => {
      enforce(inspectionTaskMachine.decide(await machineTask(tx, task), actor, InspectionOp.delete));
      await q.deleteInspectionTask(tx, actor.enterpriseId, task.id);
      await logMaintenance(tx, actor, 'inspectionTask.delete', task.id, `删除巡检任务：${task.dueDate}`, task);
    });
  }
}
