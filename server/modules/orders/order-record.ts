import type { AbnormalKindCode, ApprovalTypeCode, OrderStateCode, OrderTimeNode } from '@domain/orders/order.constants';
import type { MachineOrder, OrderApprovals } from '@domain/orders/order.machine';
import type { orders } from '../../db/schema/orders';

export type OrderRecord = typeof orders.$inferSelect;
/** Stored columns as drizzle maps them (times as Date) or as they arrive inside JSON (times as text). */
export type Timed<T> = { [K in keyof T]: T[K] extends Date ? Date | string : T[K] extends Date | null ? Date | string | null : T[K] };
export type OrderChanges = Partial<Omit<typeof orders.$inferInsert, 'id' | 'enterpriseId'>>;

/** The column of each time node 0-13. */
export const NODE_COLUMNS = {
  0: 'createdAt',
  1: 'acceptedAt',
  2: 'assignedAt',
  3: 'dispatchedAt',
  4: 'takenAt',
  5: 'appointedAt',
  6: 'serviceStartAt',
  7: 'serviceDoneAt',
  8: 'receiptAt',
  9: 'paymentAt',
  10: 'cancelAt',
  11: 'exceptionAt',
  12: 'signatureAt',
  13: 'evaluatedAt',
} as const satisfies Record<OrderTimeNode, keyof OrderRecord>;

/** The machine's view of a stored order. */
export function machineOrder(r: Timed<Pick<OrderRecord, MachineColumns>>): MachineOrder {
  return {
    state: r.state as OrderStateCode,
    invalid: r.invalid,
    kind: r.kind,
    approvals: r.approvals as OrderApprovals,
    examineType: (r.examineType as ApprovalTypeCode | null) ?? null,
    abnormalKind: (r.abnormalKind as AbnormalKindCode | null) ?? null,
    archived: r.archived,
    deleted: r.deletedAt !== null,
    inPool: r.inPool,
    poolGroupId: r.poolGroupId,
    ownerId: r.ownerId,
    collaboratorIds: r.collaboratorIds,
    creatorId: r.creatorId,
    appointmentTime: iso(r.appointmentTime),
    receiptDone: r.receiptDone,
    signed: r.signatureAt !== null,
    paymentDone: r.paymentDone,
    evaluated: r.evaluated,
  };
}
/** The stored columns the state machine reads. */
export const MACHINE_FIELDS = [
  'state', 'invalid', 'kind', 'approvals', 'examineType', 'abnormalKind', 'archived', 'deletedAt', 'inPool', 'poolGroupId',
  'ownerId', 'collaboratorIds', 'creatorId', 'appointmentTime', 'receiptDone', 'signatureAt', 'paymentDone', 'evaluated',
] as const satisfies (keyof OrderRecord)[];
export type MachineColumns = (typeof MACHINE_FIELDS)[number];

/** The form of Date's toISOString (UTC, milliseconds), which the order rows' JSON already carries. */
const ISO_UTC = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

/** Dates as ISO text; both drivers hand timestamps back as Date, raw SQL as text (ISO text in UTC as it is). */
export function iso(value: Date | string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' && ISO_UTC.test(value)) return value;
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

/** The fields of `changes` as they were in `before` and as they become: the log's before/after. */
export function diff(before: OrderRecord, changes: OrderChanges): { before: Record<string, unknown>; after: Record<string, unknown> } {
  const b: Record<string, unknown> = {};
  const a: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(changes)) {
    if (key === 'version' || key === 'updatedAt') continue;
    const old = (before as Record<string, unknown>)[key];
    if (JSON.stringify(plain(old)) === JSON.stringify(plain(value))) continue;
    b[key] = plain(old);
    a[key] = plain(value);
  }
  return { before: b, after: a };
}

const plain = (v: unknown) => (v instanceof Date ? v.toISOString() : v ?? null);
