import { Trigger } from '@domain/notifications/triggers';
import { OrderErrors } from '@domain/orders/errors';
import { AbnormalKind, ApprovalResult, ApprovalType, OrderOp, OrderState, type OrderOpCode } from '@domain/orders/order.constants';
import { afterCreateApproval } from '@domain/orders/order.machine';
import type { OrderCallInput as In } from '@domain/orders/orders.calls';
import type { OrderTarget } from '@domain/orders/orders.schemas';
import type { BatchResult, OrderDetail } from '@domain/orders/orders.types';
import { Role } from '@domain/shell/roles';
import type { OrderTypeSettings } from '@domain/templates/order-types.schemas';
import type { Tx } from '../../db/database';
import { badRequest } from '../../lib/app-error';
import { assertUsers, routeNewOrder } from './order-create';
import { logAwaitingEvaluation } from './order-await-evaluation';
import { orderCompleted } from './order-completions';
import { routeByRegistered } from './order-routing';
import { notifyOrder } from './order-notify';
import type { Applied, OrderActor } from './order-operation';
import type { OrderRecord } from './order-record';
import type { OrderRunner } from './order-runner';
import { cancelledChanges } from './order-steps';
import { findRecord, recordCheckIn } from './orders.queries';
import { orderTypeQueries } from '../templates/templates.public';

type TriggerCode = Parameters<typeof notifyOrder>[3];
/** Who may hold an order as owner or collaborator. */
const SERVING = [Role.serviceStaff, Role.dispatcher, Role.admin];
const HELD = [OrderState.pendingPickup, OrderState.pendingService, OrderState.inService] as number[];

/** The desk and field operations of the lifecycle: acceptance to completion, pool, cancel, abnormal, archive, recycle. */
export class OrderFlowService {
  constructor(private readonly run: OrderRunner) {}

  /** A `then` that fires a trigger with the changed order. */
  private notifies(actor: OrderActor, trigger: TriggerCode) {
    return (tx: Tx, { after, op }: Applied) => notifyOrder(this.run.notifier, tx, after, trigger, { userId: actor.userId, op: op as OrderOpCode });
  }

  /** A completed order: 工单完成 is sent, the timeline says whose evaluation it waits for, the areas that follow completions are told. */
  private finished(actor: OrderActor) {
    const notify = this.notifies(actor, Trigger.orderFinished);
    return async (tx: Tx, applied: Applied) => {
      await notify(tx, applied);
      await logAwaitingEvaluation(tx, applied.after);
      await orderCompleted(tx, applied.after);
    };
  }

  acceptance(actor: OrderActor, input: In<'acceptance'>): Promise<OrderDetail> {
    if (input.result === 'reaccept') return this.run.one(actor, input, { op: OrderOp.reaccept, change: () => ({ invalid: false }), remark: input.remark });
    return this.run.one(actor, input, this.accepting(actor, input.result, input.remark));
  }

  /** 受理 of several orders at once: each passes or is refused on its own, like one by one. */
  batchAcceptance(actor: OrderActor, input: In<'batchAcceptance'>): Promise<BatchResult> {
    return this.run.many(actor, input, () => this.accepting(actor, input.result, input.remark));
  }

  /** Pass (on to assignment and the type's default person) or reject as an invalid order. */
  private accepting(actor: OrderActor, result: 'pass' | 'reject', remark: string) {
    if (result === 'reject') return { op: OrderOp.acceptReject, change: () => ({ invalid: true }), remark };
    return {
      op: OrderOp.acceptPass,
      change: () => ({ state: OrderState.pendingAssignment }),
      remark,
      effect: async (tx: Tx, { after }: Applied) => void (await routeNewOrder(tx, this.run.notifier, actor, after)),
    };
  }

  /** Assign (pending assignment) or reassign (held) each order to one owner with collaborators. */
  async assign(actor: OrderActor, input: In<'assign'>): Promise<BatchResult> {
    await this.checkPeople(actor, [input.ownerId], input.collaboratorIds);
    return this.run.many(actor, input, () => ({
      op: (row) => (HELD.includes(row.state) ? OrderOp.reassign : OrderOp.assign),
      change: () => ({
        state: OrderState.pendingPickup,
        ownerId: input.ownerId,
        collaboratorIds: input.collaboratorIds,
        dispatchUserId: actor.userId,
        takeOrderUserId: null,
        inPool: false,
        poolGroupId: null,
      }),
      remark: input.remark,
      effect: this.notifies(actor, Trigger.orderDispatched),
    }));
  }

  async collaborators(actor: OrderActor, input: In<'collaborators'>): Promise<OrderDetail> {
    await this.checkPeople(actor, [], input.collaboratorIds);
    return this.run.one(actor, input, {
      op: OrderOp.editCollaborators,
      change: (row) => {
        if (row.ownerId && input.collaboratorIds.includes(row.ownerId)) throw badRequest(`collaboratorIds: ${OrderErrors.ownerIsCollaborator}`);
        return { collaboratorIds: input.collaboratorIds };
      },
    });
  }

  async transfer(actor: OrderActor, input: In<'transfer'>): Promise<OrderDetail> {
    if (input.toUserId === actor.userId) throw badRequest(`toUserId: ${OrderErrors.transferToSelf}`);
    await this.checkPeople(actor, [input.toUserId], []);
    return this.run.one(actor, input, {
      op: OrderOp.transfer,
      change: (row) => ({
        state: OrderState.pendingPickup,
        ownerId: input.toUserId,
        collaboratorIds: row.collaboratorIds.filter((id) => id !== input.toUserId),
        takeOrderUserId: null,
      }),
      remark: input.reason,
      effect: this.notifies(actor, Trigger.orderDispatched),
    });
  }

  putPool(actor: OrderActor, input: In<'putPool'>): Promise<BatchResult> {
    const groupId = input.serviceGroupId ?? null;
    return this.run.many(actor, input, () => ({
      op: OrderOp.putPool,
      change: (row) => ({ inPool: true, poolGroupId: groupId, serviceGroupId: groupId ?? row.serviceGroupId, dispatchUserId: actor.userId }),
    }));
  }

  retrievePool(actor: OrderActor, input: In<'retrievePool'>): Promise<BatchResult> {
    return this.run.many(actor, input, () => ({ op: OrderOp.retrievePool, change: () => ({ inPool: false, poolGroupId: null }) }));
  }

  grab(actor: OrderActor, input: OrderTarget): Promise<OrderDetail> {
    return this.run.one(actor, input, {
      op: OrderOp.grab,
      change: () => ({ state: OrderState.pendingService, inPool: false, poolGroupId: null, ownerId: actor.userId, takeOrderUserId: actor.userId }),
      effect: this.notifies(actor, Trigger.orderAccepted),
    });
  }

  accept(actor: OrderActor, input: OrderTarget): Promise<OrderDetail> {
    return this.run.one(actor, input, {
      op: OrderOp.receive,
      change: () => ({ state: OrderState.pendingService, takeOrderUserId: actor.userId }),
      effect: this.notifies(actor, Trigger.orderAccepted),
    });
  }

  refuse(actor: OrderActor, input: In<'refuse'>): Promise<OrderDetail> {
    return this.run.one(actor, input, {
      op: OrderOp.refuse,
      change: () => ({ state: OrderState.pendingAssignment, ownerId: null, collaboratorIds: [] }),
      remark: input.reason,
      // Put back: the registered routings (dispatch's rules) may send it to the next candidate.
      effect: async (tx, { after }) => void (await routeByRegistered(tx, this.run.notifier, actor, after, { refusedBy: actor.userId })),
    });
  }

  /** Appointment, or its change when one is set (the machine tells which applies). */
  appointment(actor: OrderActor, input: In<'appoint'>): Promise<OrderDetail> {
    return this.run.one(actor, input, {
      op: (row) => (row.appointmentTime ? OrderOp.changeAppointment : OrderOp.appoint),
      change: () => ({ appointmentTime: input.appointmentTime }),
      remark: input.remark,
    });
  }

  startService(actor: OrderActor, input: OrderTarget): Promise<OrderDetail> {
    return this.run.one(actor, input, { op: OrderOp.startService, change: () => ({ state: OrderState.inService }) });
  }

  /** 签到: the order's log keeps where (and, by its time, when) the person serving reached the site. */
  checkIn(actor: OrderActor, input: In<'checkIn'>): Promise<OrderDetail> {
    const place = `${input.address ? `${input.address} ` : ''}(${input.lng.toFixed(6)}, ${input.lat.toFixed(6)})`;
    return this.run.one(actor, input, {
      op: OrderOp.checkIn,
      change: () => ({}),
      remark: `签到位置：${place}`,
      effect: (tx, { after }) => recordCheckIn(tx, { enterpriseId: actor.enterpriseId, orderId: after.id, userId: actor.userId, lng: input.lng, lat: input.lat, address: input.address }),
    });
  }

  applyComplete(actor: OrderActor, input: In<'applyComplete'>): Promise<OrderDetail> {
    return this.run.one(actor, input, {
      op: OrderOp.applyComplete,
      change: () => ({ state: OrderState.pendingApproval, examineType: ApprovalType.complete }),
      remark: input.remark,
      effect: this.notifies(actor, Trigger.orderApprovalRequested),
    });
  }

  complete(actor: OrderActor, input: In<'complete'>): Promise<OrderDetail> {
    return this.run.one(actor, input, {
      op: OrderOp.complete,
      change: () => ({ state: OrderState.completed, completedAt: new Date() }),
      remark: input.remark,
      effect: this.finished(actor),
    });
  }

  /** Creation approval (type 1) and completion approval (type 2). */
  examineCreate(actor: OrderActor, input: OrderTarget & { pass: boolean; remark: string }): Promise<OrderDetail> {
    const decided = { examineType: null, createExamineUserId: actor.userId, createExamineAt: new Date() };
    if (!input.pass) {
      return this.run.one(actor, input, {
        op: OrderOp.rejectCreate,
        change: () => ({ ...decided, examineResult: ApprovalResult.rejected, state: OrderState.cancelled, cancelReason: input.remark || '创建审批驳回' }),
        remark: input.remark,
        extraNodes: [10],
      });
    }
    return this.run.one(actor, input, async (tx) => {
      const acceptance = await acceptanceOf(tx, actor.enterpriseId, input.id);
      return {
        op: OrderOp.approveCreate,
        change: () => ({ ...decided, examineResult: ApprovalResult.passed, state: afterCreateApproval(acceptance) }),
        remark: input.remark,
        effect: async (t, { after }) => void (await routeNewOrder(t, this.run.notifier, actor, after)),
      };
    });
  }

  examineComplete(actor: OrderActor, input: OrderTarget & { pass: boolean; remark: string }): Promise<OrderDetail> {
    const decided = { examineType: null, completeExamineUserId: actor.userId, completeExamineAt: new Date() };
    if (!input.pass) {
      return this.run.one(actor, input, {
        op: OrderOp.rejectComplete,
        change: () => ({ ...decided, examineResult: ApprovalResult.rejected, state: OrderState.inService }),
        remark: input.remark,
      });
    }
    return this.run.one(actor, input, {
      op: OrderOp.approveComplete,
      change: () => ({ ...decided, examineResult: ApprovalResult.passed, state: OrderState.completed, completedAt: new Date() }),
      remark: input.remark,
      effect: this.finished(actor),
    });
  }

  cancel(actor: OrderActor, input: In<'cancel'>): Promise<OrderDetail> {
    return this.run.one(actor, input, {
      op: OrderOp.cancel,
      change: () => cancelledChanges(input.reason),
      remark: input.reason,
    });
  }

  applyAbnormal(actor: OrderActor, input: In<'applyAbnormal'>): Promise<OrderDetail> {
    return this.run.one(actor, input, {
      op: OrderOp.applyAbnormal,
      change: () => ({ abnormalKind: input.kind, abnormalReason: input.reason }),
      remark: input.reason,
      effect: this.notifies(actor, Trigger.orderApprovalRequested),
    });
  }

  /** The desk decides an abnormal request: cancel the order, send it back for assignment, or reject the request. */
  abnormalExamine(actor: OrderActor, input: In<'abnormalExamine'>): Promise<OrderDetail> {
    return this.run.one(actor, input, {
      op: (row) =>
        !input.pass ? OrderOp.abnormalRejected : row.abnormalKind === AbnormalKind.cancel ? OrderOp.abnormalCancelApproved : OrderOp.abnormalReassignApproved,
      change: (row) => {
        const cleared = { abnormalKind: null };
        if (!input.pass) return cleared;
        if (row.abnormalKind === AbnormalKind.cancel) return { ...cleared, state: OrderState.cancelled, cancelReason: row.abnormalReason };
        return { ...cleared, state: OrderState.pendingAssignment, ownerId: null, collaboratorIds: [], takeOrderUserId: null };
      },
      remark: input.remark,
    });
  }

  archive(actor: OrderActor, input: In<'archive'>): Promise<BatchResult> {
    const op = input.archived ? OrderOp.archive : OrderOp.unarchive;
    return this.run.many(actor, input, () => ({ op, change: () => ({ archived: input.archived }) }));
  }

  recycle(actor: OrderActor, batch: { ids: number[]; versions?: number[] }): Promise<BatchResult> {
    return this.run.many(actor, batch, () => ({
      op: (row) => (row.state === OrderState.pendingAcceptance ? OrderOp.acceptanceDelete : OrderOp.recycle),
      change: () => ({ deletedAt: new Date(), deletedBy: actor.userId }),
    }));
  }

  restore(actor: OrderActor, input: In<'restore'>): Promise<BatchResult> {
    return this.run.many(actor, input, () => ({ op: OrderOp.restore, change: () => ({ deletedAt: null, deletedBy: null }) }));
  }

  private async checkPeople(actor: OrderActor, owners: number[], collaboratorIds: number[]) {
    if (owners.some((id) => collaboratorIds.includes(id))) throw badRequest(`collaboratorIds: ${OrderErrors.ownerIsCollaborator}`);
    await this.run.db.tenant(actor.enterpriseId, async (tx) => {
      await assertUsers(tx, actor.enterpriseId, owners, 'ownerId', OrderErrors.ownerInvalid, SERVING);
      await assertUsers(tx, actor.enterpriseId, collaboratorIds, 'collaboratorIds', OrderErrors.collaboratorInvalid, SERVING);
    });
  }
}

/** Whether the order's type asks for acceptance now (a type deleted meanwhile: no acceptance). */
async function acceptanceOf(tx: Tx, enterpriseId: number, orderId: number): Promise<boolean> {
  const order: OrderRecord | undefined = await findRecord(tx, enterpriseId, orderId);
  if (!order) return false;
  const [type] = await orderTypeQueries.find(tx, enterpriseId, [order.templateId]);
  return Boolean((type?.settings as OrderTypeSettings | undefined)?.acceptance);
}
