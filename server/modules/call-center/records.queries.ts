import { and, count, desc, eq, gt, gte, inArray, lt, or, sql, sum, type SQL } from 'drizzle-orm';
import { CallType, OWN_CALLS_ROLES, Pickup, type CallEndReasonValue, type CallPhaseValue, type CallTypeValue, type PickupValue } from '@domain/call-center/call-center.constants';
import type { CallFacts } from '@domain/call-center/call-events';
import type { CallFilter, CallRecordRow, CallRef } from '@domain/call-center/call-center.schemas';
import type { Paging } from '@domain/common/paging';
import { addDays, businessDay, startOfBusinessDay } from '@domain/cycle-plans/cycle';
import type { Executor } from '../../db/database';
import { callDaySums as sums, callRecords as records } from '../../db/schema/call-center';
import { customerNamesWithDeleted, customerOfPhoneSql, type Viewer } from '../customers/customers.public';
import { userNames } from '../users/users.public';
import { seatMoveSql, type SeatMove } from './seats.queries';

export type CallRecord = typeof records.$inferSelect;

/** Who sees which records: receptionists and return-visit staff their own seat's calls; the others every call. */
export const visibleRecords = (viewer: Viewer): SQL | undefined => (OWN_CALLS_ROLES.includes(viewer.role) ? eq(records.seatUserId, viewer.userId) : undefined);

export function recordWhere(viewer: Viewer, f: CallFilter): SQL {
  return and(
    eq(records.enterpriseId, viewer.enterpriseId),
    visibleRecords(viewer),
    f.type !== undefined ? eq(records.type, f.type) : undefined,
    f.pickup !== undefined ? eq(records.pickup, f.pickup) : undefined,
    f.seatUserId ? eq(records.seatUserId, f.seatUserId) : undefined,
    f.customerId ? eq(records.customerId, f.customerId) : undefined,
    f.phone ? or(sql`${records.caller} like ${`%${f.phone}%`}`, sql`${records.callee} like ${`%${f.phone}%`}`) : undefined,
    f.startDate ? gte(records.ringAt, startOfBusinessDay(f.startDate)) : undefined,
    f.endDate ? lt(records.ringAt, startOfBusinessDay(addDays(f.endDate, 1))) : undefined,
  )!;
}

export async function findRecord(tx: Executor, viewer: Viewer, id: number): Promise<CallRecord | undefined> {
  const [row] = await tx.select().from(records).where(and(eq(records.enterpriseId, viewer.enterpriseId), eq(records.id, id), visibleRecords(viewer)));
  return row;
}

/** The record of a provider call, locked: made first (empty facts) when the call is new. */
export function lockRecordOfCall(tx: Executor, enterpriseId: number, callId: string): Promise<CallRecord | undefined> {
  return findRecordOfCall(tx, enterpriseId, callId, true);
}

/** The record of a provider call; locked for an update, or just read. */
export async function findRecordOfCall(tx: Executor, enterpriseId: number, callId: string, lock = false): Promise<CallRecord | undefined> {
  const query = tx.select().from(records).where(and(eq(records.enterpriseId, enterpriseId), eq(records.callId, callId)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** A new record; undefined when another writer made the call's record first (the unique call id). */
export async function insertRecord(tx: Executor, values: typeof records.$inferInsert): Promise<CallRecord | undefined> {
  const [row] = await tx.insert(records).values(values).onConflictDoNothing({ target: [records.enterpriseId, records.callId] }).returning();
  return row;
}

/** What the pop-up needs of a new call's record, and whether its seat moved to it. */
export interface RungCall {
  id: number;
  seatUserId: number | null;
  customerId: number | null;
  seatMoved: boolean;
}
const iso = (d: Date | null) => d?.toISOString() ?? null;

/**
 * A new inbound call's record and its seat's move in one statement, the pop-up's path. The seat with the call's
 * extension is locked first, as every event's transaction locks it before the record (so two events of one call
 * never wait on each other crosswise); the record is written with that seat's user and the caller's customer; the
 * seat moves, with its history line, only if the record was made here and the seat is on no other call
 * (`seatMoveOnCall`'s rule for a ringing). Undefined, nothing moved, when the call's record was made before.
 * Written as plain SQL: a hundred calls at once spend their time in drizzle's builders otherwise.
 */
export async function insertRingingCall(tx: Executor, call: CallFacts & { enterpriseId: number; callId: string }, move: Omit<SeatMove, 'seat'>): Promise<RungCall | undefined> {
  const ep = call.enterpriseId;
  const seatUser = sql`(select user_id from seat)`;
  const { moved, logged } = seatMoveSql(ep, sql`user_id = ${seatUser} and (current_call_id is null or current_call_id = ${call.callId}) and exists (select 1 from made)`, move);
  const { rows } = await tx.execute<{ id: string; seat_user_id: string | null; customer_id: string | null; seat_moved: boolean }>(sql`
    with seat as (select user_id from call_seats where enterprise_id = ${ep} and extension = ${call.extension} for update),
    made as (
      insert into call_records (enterprise_id, call_id, type, phase, caller, callee, extension, seat_user_id, customer_id, ring_at, answered_at, ended_at, duration, wait, pickup, recording_url)
      values (${ep}, ${call.callId}, ${call.type}, ${call.phase}, ${call.caller}, ${call.callee}, ${call.extension}, ${seatUser}, ${customerOfPhoneSql(ep, call.caller)},
        ${iso(call.ringAt)}, ${iso(call.answeredAt)}, ${iso(call.endedAt)}, ${call.duration}, ${call.wait}, ${call.pickup}, ${call.recordingUrl})
      on conflict (enterprise_id, call_id) do nothing
      returning id, seat_user_id, customer_id),
    moved as (${moved}),
    logged as (${logged})
    select id, seat_user_id, customer_id, exists (select 1 from moved) as seat_moved from made`);
  const [row] = rows;
  const id = (v: string | number | null) => (v === null ? null : Number(v));
  return row && { id: Number(row.id), seatUserId: id(row.seat_user_id), customerId: id(row.customer_id), seatMoved: row.seat_moved };
}

export const factsOf = (r: CallRecord): CallFacts => ({
  phase: r.phase as CallPhaseValue,
  type: r.type as CallTypeValue,
  caller: r.caller,
  callee: r.callee,
  extension: r.extension,
  ringAt: r.ringAt,
  answeredAt: r.answeredAt,
  endedAt: r.endedAt,
  duration: r.duration,
  wait: r.wait,
  pickup: r.pickup as PickupValue,
  recordingUrl: r.recordingUrl,
});

export async function updateRecord(tx: Executor, enterpriseId: number, id: number, set: Partial<typeof records.$inferInsert>): Promise<void> {
  await tx.update(records).set(set).where(and(eq(records.enterpriseId, enterpriseId), eq(records.id, id)));
}

type Summed = Pick<CallRecord, 'ringAt' | 'seatUserId' | 'type' | 'pickup' | 'duration' | 'wait'>;

/** Adds an ended call to its business day's sums (sign 1), or takes it out again (sign -1). */
export async function addToDaySums(tx: Executor, enterpriseId: number, r: Summed, sign: 1 | -1 = 1): Promise<void> {
  const row = {
    enterpriseId,
    day: businessDay(r.ringAt),
    seatUserId: r.seatUserId ?? 0,
    total: sign,
    inbound: r.type === CallType.inbound ? sign : 0,
    outbound: r.type === CallType.outbound ? sign : 0,
    answered: r.pickup === Pickup.answered ? sign : 0,
    durationSum: sign * r.duration,
    waitSum: sign * r.wait,
  };
  await tx
    .insert(sums)
    .values(row)
    .onConflictDoUpdate({
      target: [sums.enterpriseId, sums.day, sums.seatUserId],
      set: {
        total: sql`${sums.total} + ${row.total}`,
        inbound: sql`${sums.inbound} + ${row.inbound}`,
        outbound: sql`${sums.outbound} + ${row.outbound}`,
        answered: sql`${sums.answered} + ${row.answered}`,
        durationSum: sql`${sums.durationSum} + ${row.durationSum}`,
        waitSum: sql`${sums.waitSum} + ${row.waitSum}`,
      },
    });
}

/** The customer's number on a call: the caller inbound, the callee outbound. */
const phoneOf = (r: Pick<CallRecord, 'type' | 'caller' | 'callee'>) => (r.type === CallType.inbound ? r.caller : r.callee);
const refColumns = { id: records.id, type: records.type, caller: records.caller, callee: records.callee };
const toRef = (r: Pick<CallRecord, 'id' | 'type' | 'caller' | 'callee'>): CallRef => ({ id: r.id, phone: phoneOf(r) });

/** The calls that consultations were made for, by their record's id. */
async function consultedCalls(tx: Executor, enterpriseId: number, ids: number[]): Promise<Map<number, CallRef>> {
  if (!ids.length) return new Map();
  const rows = await tx.select(refColumns).from(records).where(and(eq(records.enterpriseId, enterpriseId), inArray(records.id, [...new Set(ids)])));
  return new Map(rows.map((r) => [r.id, toRef(r)]));
}

/** The consulting calls made for a call (咨询转接), oldest first. */
export async function consultationsOf(tx: Executor, enterpriseId: number, id: number): Promise<CallRef[]> {
  const rows = await tx.select(refColumns).from(records).where(and(eq(records.enterpriseId, enterpriseId), eq(records.consultationOf, id))).orderBy(records.id);
  return rows.map(toRef);
}

/** Records as the screens show them: seat and customer by name, a consulting call's original call. */
export async function toRows(tx: Executor, enterpriseId: number, rows: CallRecord[]): Promise<CallRecordRow[]> {
  const seatIds = [...new Set(rows.flatMap((r) => (r.seatUserId ? [r.seatUserId] : [])))];
  const seatsById = new Map((await userNames(tx, enterpriseId, seatIds)).map((u) => [u.id, u.name]));
  const customers = await customerNamesWithDeleted(tx, enterpriseId, rows.flatMap((r) => (r.customerId ? [r.customerId] : [])));
  const originals = await consultedCalls(tx, enterpriseId, rows.flatMap((r) => (r.consultationOf ? [r.consultationOf] : [])));
  return rows.map((r) => ({
    id: r.id,
    callId: r.callId,
    type: r.type as CallTypeValue,
    pickup: r.pickup as PickupValue,
    caller: r.caller,
    callee: r.callee,
    phone: phoneOf(r),
    seat: r.seatUserId ? { id: r.seatUserId, name: seatsById.get(r.seatUserId) ?? '' } : null,
    extension: r.extension,
    customer: r.customerId ? { id: r.customerId, name: customers.get(r.customerId)?.name ?? '' } : null,
    startTime: r.ringAt.toISOString(),
    duration: r.duration,
    wait: r.wait,
    ended: r.endedAt !== null,
    recordingUrl: r.recordingUrl,
    notes: r.notes,
    endReason: r.endReason as CallEndReasonValue,
    transferredTo: r.transferredTo,
    consultationOf: r.consultationOf ? (originals.get(r.consultationOf) ?? null) : null,
  }));
}

export async function listRecords(tx: Executor, viewer: Viewer, filter: CallFilter, paging: Paging): Promise<CallRecordRow[]> {
  const rows = await tx
    .select()
    .from(records)
    .where(recordWhere(viewer, filter))
    .orderBy(desc(records.ringAt), desc(records.id))
    .limit(paging.pageSize)
    .offset(paging.pageIndex * paging.pageSize);
  return toRows(tx, viewer.enterpriseId, rows);
}

export async function countRecords(tx: Executor, viewer: Viewer, filter: CallFilter): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(records).where(recordWhere(viewer, filter));
  return row.n;
}

/** The filtered list's sums (/call/record/collect). */
export async function collectRecords(tx: Executor, viewer: Viewer, filter: CallFilter) {
  const [row] = await tx
    .select({
      total: count(),
      answered: sql<number>`count(*) filter (where ${records.pickup} = ${Pickup.answered})::int`,
      inbound: sql<number>`count(*) filter (where ${records.type} = ${CallType.inbound})::int`,
      outbound: sql<number>`count(*) filter (where ${records.type} = ${CallType.outbound})::int`,
      duration: sum(records.duration).mapWith(Number),
    })
    .from(records)
    .where(recordWhere(viewer, filter));
  return { total: row.total, answered: row.answered, missed: row.total - row.answered, inbound: row.inbound, outbound: row.outbound, duration: row.duration ?? 0 };
}

/** The export's pages: by id, after the last one read. */
export async function recordsAfter(tx: Executor, viewer: Viewer, filter: CallFilter, afterId: number, limit: number): Promise<CallRecordRow[]> {
  const rows = await tx
    .select()
    .from(records)
    .where(and(recordWhere(viewer, filter), gt(records.id, afterId)))
    .orderBy(records.id)
    .limit(limit);
  return toRows(tx, viewer.enterpriseId, rows);
}
