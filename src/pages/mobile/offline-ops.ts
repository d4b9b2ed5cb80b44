import type { FileRef } from '@domain/forms/field-values';
import { OrderState, ApprovalType } from '@domain/orders/order.constants';
import { orderMachine, type ButtonOp, type MachineActor } from '@domain/orders/order.machine';
import type { OrderDetail } from '@domain/orders/orders.types';

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
  uploaded?: FileRef;
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
export function withQueued(order: OrderDetail, queued: readonly QueuedOp[], actor: MachineActor): OrderDetail {
  const mine = queued.filter((q) => q.orderId === order.id);
  if (mine.length === 0) return order;
  const next = mine.reduce(applyOne, order);
  return { ...next, operations: orderMachine.allowedOperations(next, actor) };
}
