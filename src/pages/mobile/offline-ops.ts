import type { FileRef } from '@domain/forms/field-values';
import { OrderState, ApprovalType } from '@domain/orders/order.constants';
import { orderMachine, type ButtonOp, type MachineActor } from '@domain/orders/order.machine';
import type { OrderDetail } from '@domain/orders/orders.types';
import { InspectionState } from '@domain/maintenance/inspection.constants';
import { finishedState, inspectionTaskMachine } from '@domain/maintenance/inspection-task.machine';
import type { InspectionCheckResult, InspectionTaskDetail } from '@domain/maintenance/inspection.schemas';
import type { MaintenanceActor } from '@domain/maintenance/contract.machine';

/** The engineer's operations that may be done offline and are sent later, in order (issue 21). */
export const QUEUEABLE_OPS = ['receive', 'refuse', 'appoint', 'changeAppointment', 'startService', 'checkIn', 'applyComplete', 'complete', 'receipt'] as const;
export type QueueableOp = (typeof QUEUEABLE_OPS)[number];
export const isQueueable = (op: ButtonOp): op is QueueableOp => (QUEUEABLE_OPS as readonly string[]).includes(op);

let uploadSeq = 0;
/**
 * A key for one file to upload, sent as its Idempotency-Key: unique among the user's uploads on every
 * device (time, a counter and a random part), so a retried upload is recognised and never stored twice.
 */
export const newUploadKey = () => `${Date.now().toString(36)}-${(uploadSeq++).toString(36)}-${Math.random().toString(36).slice(2, 10)}`;

/** A photo taken for a receipt: kept as bytes until uploaded, then as the stored file (never uploaded twice). */
export interface QueuedPhoto {
  key: string;
  name: string;
  blob: Blob;
  /** The stored file; its upload id is what an inspection result names. */
  uploaded?: FileRef & { id?: number };
}

/** One operation waiting to be sent. */
export interface QueuedOp {
  orderId: number;
  orderNo: string;
  op: QueueableOp;
  /** The operation's own fields (reason, appointmentTime, serviceMinutes, remark …), without id and version. */
  body: Record<string, unknown>;
  /** The order version the user saw; null: the version the previous queued operation on this order leaves. */
  version: number | null;
  photos?: QueuedPhoto[];
  /** The key is given when the signature is first sent (kept with it, so a retry sends the same). */
  signature?: { dataUrl: string; key?: string; uploaded?: FileRef } | null;
}

/** An inspection round's step done on the phone (issue 35): one point recorded, or the round finished. */
export interface QueuedInspection {
  kind: 'inspection';
  taskId: number;
  /** The round as the status line names it (plan and due date). */
  title: string;
  op: 'record' | 'finish';
  /** record: pointId, scannedCode, items, remark, and the photos recorded before that it keeps (the new ones join them once uploaded). */
  body: { pointId?: number; scannedCode?: string; items?: InspectionCheckResult[]; remark?: string; photoIds?: number[] };
  photos?: QueuedPhoto[];
}

/** Everything the phone's queue holds: the engineer's order operations and inspection steps. */
export type QueuedWork = QueuedOp | QueuedInspection;
export const isInspectionWork = (q: QueuedWork): q is QueuedInspection => 'kind' in q && q.kind === 'inspection';

/**
 * The round as it will be once its queued steps are sent (recorded points show their results), with the
 * buttons the same machine allows then.
 */
export function withQueuedSteps(task: InspectionTaskDetail, queued: readonly QueuedWork[], actor: MaintenanceActor): InspectionTaskDetail {
  const mine = queued.filter((q): q is QueuedInspection => isInspectionWork(q) && q.taskId === task.id);
  if (mine.length === 0) return task;
  const next = mine.reduce((t, q) => {
    if (q.op === 'finish') return { ...t, state: finishedState({ hasException: t.points.some((p) => p.result?.exception) }) };
    const items = q.body.items ?? [];
    const points = t.points.map((p) =>
      p.point.id === q.body.pointId
        ? { ...p, result: { items, exception: items.some((i) => !i.passed), remark: q.body.remark ?? '', scanned: !!q.body.scannedCode, photos: [], recordedBy: null, recordTime: '' } }
        : p,
    );
    return { ...t, points, recordedCount: points.filter((p) => p.result).length, state: InspectionState.inProgress };
  }, task);
  const machine = {
    state: next.state,
    assigneeId: next.assignee?.id ?? 0,
    orderId: next.order?.id ?? null,
    pointsLeft: next.points.length - next.recordedCount,
    hasException: next.points.some((p) => p.result?.exception),
  };
  return { ...next, allowedOperations: inspectionTaskMachine.allowedOperations(machine, actor) };
}

/** What each operation does to the order, so that the offline screen shows the next buttons at once. */
function applyOne(order: OrderDetail, q: QueuedOp): OrderDetail {
  switch (q.op) {
    case 'receive':
      return { ...order, state: OrderState.pendingService };
    case 'refuse':
      return { ...order, state: OrderState.pendingAssignment, ownerId: null };
    case 'appoint':
    case 'changeAppointment':
      return { ...order, appointmentTime: String(q.body.appointmentTime) };
    case 'startService':
      return { ...order, state: OrderState.inService };
    case 'checkIn':
      return order;
    case 'applyComplete':
      return { ...order, state: OrderState.pendingApproval, examineType: ApprovalType.complete };
    case 'complete':
      return { ...order, state: OrderState.completed };
    case 'receipt':
      return { ...order, receiptDone: true };
  }
}

/** The order as it will be once the queued operations are sent, with the buttons the same machine allows then. */
export function withQueued(order: OrderDetail, queued: readonly QueuedWork[], actor: MachineActor): OrderDetail {
  const mine = queued.filter((q): q is QueuedOp => !isInspectionWork(q) && q.orderId === order.id);
  if (mine.length === 0) return order;
  const next = mine.reduce(applyOne, order);
  return { ...next, operations: orderMachine.allowedOperations(next, actor) };
}
