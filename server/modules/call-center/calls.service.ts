import { randomUUID } from 'node:crypto';
import { CallEndReason, CallPhase, CallType, CONSULT_CALL_PREFIX, GatewayState, isConsultCall, Pickup, type CallPhaseValue, type GatewayStateValue } from '@domain/call-center/call-center.constants';
import { foldCallEvent, type CallFacts } from '@domain/call-center/call-events';
import type { CallFilter, CallRecordDetail, CallRecordRow, CreateCallInput, CurrentCall, DialInput, TransferInput, TransferResult, UpdateCallInput } from '@domain/call-center/call-center.schemas';
import { CallCenterErrors } from '@domain/call-center/errors';
import { SeatOp, seatMachine, seatStateOnCall } from '@domain/call-center/seat.machine';
import type { Paging } from '@domain/common/paging';
import type { Database, Tx } from '../../db/database';
import { conflict, forbidden, notFound } from '../../lib/app-error';
import { customerOfPhone, customerSnapshot } from '../customers/customers.public';
import { eventCalls } from '../events/events.public';
import { orderCalls, orderNumbers } from '../orders/orders.public';
import { userNames } from '../users/users.public';
import { enforce, moveSeat, provider, seatMoveOnCall, type CallActor } from './call-center-common';
import { endsMissed, tellMissedCall, type MissedCallNotifier } from './missed-call-notice';
import * as rq from './records.queries';
import { isInboundRinging, ringNewCall, type RingingCall } from './ringing-call';
import * as sq from './seats.queries';
import type { TelephonyAdapter, TelephonyEvent, TelephonySeat } from './telephony';

/** A seat that takes calls: idle (4, or the gateway's 6 read as idle). */
const idleStates = new Set<number>([GatewayState.idle, GatewayState.idleAlt]);

export const seatOf = (s: sq.SeatRecord): TelephonySeat => ({ enterpriseId: s.enterpriseId, userId: s.userId, line: s.line, extension: s.extension, sipUser: s.sipUser });
export const machineSeat = (s: sq.SeatRecord) => ({ gatewayState: s.gatewayState as GatewayStateValue, userId: s.userId, currentCallId: s.currentCallId });

/** The actor's own seat, locked: 403 for a user who is no seat. */
export async function ownSeat(tx: Tx, actor: CallActor): Promise<sq.SeatRecord> {
  const seat = await sq.findSeatOfUser(tx, actor.enterpriseId, actor.userId, true);
  if (!seat) throw forbidden(CallCenterErrors.notASeat);
  return seat;
}

/**
 * Call records from the adapter's events (one per provider call id, whatever comes twice or out of
 * order), the seat's dial-out, hang-up and transfer, the record screens and the pop-up's data.
 */
export class CallsService {
  constructor(
    private readonly db: Database,
    private readonly telephony: TelephonyAdapter,
    private readonly notifier: MissedCallNotifier,
    private readonly onRinging: (call: RingingCall) => void,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  /**
   * One provider event, in one transaction under the call's record lock: the record is made or
   * updated by `foldCallEvent`, the seat moves, an ended call joins the day sums once (and, missed, is
   * told to its seat once); a ringing inbound call then pops up on the seat's screen. `onlySeat` (a seat's
   * softphone reporting) refuses a call that is another seat's, with nothing written. Returns the ringing
   * call that popped up, if any.
   */
  async applyEvent(e: TelephonyEvent, onlySeat?: number): Promise<RingingCall | null> {
    const rung = await this.ringIfNew(e, onlySeat);
    const ringing = rung ? rung.popUp : await this.db.tenant(e.enterpriseId, (tx) => this.foldEvent(tx, e, onlySeat));
    if (ringing) this.onRinging(ringing);
    return ringing;
  }

  /**
   * A new inbound call's ringing, the pop-up's path: one statement that commits alone, or, for a seat's own report
   * (`onlySeat`, whose refusal must leave nothing written), in a transaction. Undefined for any other event, or when
   * the call's record was there before.
   */
  private ringIfNew(e: TelephonyEvent, onlySeat?: number) {
    if (!isInboundRinging(e) || isConsultCall(e.callId)) return undefined;
    if (onlySeat === undefined) return this.db.tenantStatement(e.enterpriseId, (db) => ringNewCall(db, e));
    return this.db.tenant(e.enterpriseId, (tx) => ringNewCall(tx, e, onlySeat));
  }

  /** An event of a call whose record may be there: the seat locked, then the record (made if new), folded. */
  private async foldEvent(tx: Tx, e: TelephonyEvent, onlySeat?: number): Promise<RingingCall | null> {
    const seat = await sq.findSeatByExtension(tx, e.enterpriseId, e.extension, true);
    // A call first heard of now is written with its facts at once (no second write of the new row).
    const first = foldCallEvent(null, e)!;
    const { record, created } = await this.lockOrCreate(tx, e, seat?.userId ?? null, { facts: first });
    if (onlySeat !== undefined && record.seatUserId !== onlySeat) throw notFound(CallCenterErrors.otherSeatsCall);
    const before = created ? null : record.phase;
    const facts = created ? first : foldCallEvent(rq.factsOf(record), e);
    if (!facts) return null;
    // Why it ended goes with the end that is taken (a repeat or a late one notes nothing); transferred only to
    // the target the transfer wrote.
    const endTaken = facts.phase === CallPhase.ended && before !== CallPhase.ended;
    const noted = e.endReason && endTaken && (e.endReason === 'busy' || record.transferredTo);
    // A SIP transfer that did not happen (the REFER refused, a consultation cancelled back to the caller) leaves
    // no target on the record; the provider's transfers are noted when made.
    const untransferred = endTaken && !noted && record.transferredTo && record.endReason !== CallEndReason.transferred;
    const note = { ...(noted ? { endReason: e.endReason } : {}), ...(untransferred ? { transferredTo: '' } : {}) };
    if (!created) await rq.updateRecord(tx, e.enterpriseId, record.id, { ...facts, ...note });
    // An ended call is in its day's sums once: a late event that corrects it (the wait, the ring time) replaces its share.
    if (before === CallPhase.ended) await rq.addToDaySums(tx, e.enterpriseId, record, -1);
    if (facts.phase === CallPhase.ended) await rq.addToDaySums(tx, e.enterpriseId, { ...facts, seatUserId: record.seatUserId });
    // An inbound call that ended unanswered: its seat (or the reception group) hears of it with the record's end.
    if (endsMissed(facts, before as CallPhaseValue | null)) await tellMissedCall(this.notifier, tx, { ...record, ...facts });
    // A consulting call moves no seat: the seat stays on the caller's call it consults for.
    const move = seat && !isConsultCall(e.callId) && seatMoveOnCall(seat, e, facts.phase, before as CallPhaseValue | null);
    if (move) await moveSeat(tx, move.seat, move.to, move.reason, move.at);
    const popUp = created && isInboundRinging(e) && seat;
    return popUp ? { enterpriseId: e.enterpriseId, userId: seat.userId, callId: e.callId, id: record.id, customerId: record.customerId } : null;
  }

  /** The call's record, locked; made (with the caller's customer found by phone, and `facts` when given) when the call is new. */
  private async lockOrCreate(tx: Tx, e: TelephonyEvent, seatUserId: number | null, extra: { customerId?: number; fromOrderId?: number; facts?: CallFacts } = {}) {
    const existing = await rq.lockRecordOfCall(tx, e.enterpriseId, e.callId);
    if (existing) return { record: existing, created: false };
    // A consulting call's record is made only by the transfer that starts it (another seat's or enterprise's id finds none).
    if (isConsultCall(e.callId)) throw notFound(CallCenterErrors.consultNotFound);
    const phone = e.type === CallType.inbound ? e.caller : e.callee;
    const customerId = extra.customerId ?? (await customerOfPhone(tx, e.enterpriseId, phone));
    const values = {
      enterpriseId: e.enterpriseId,
      callId: e.callId,
      type: e.type,
      phase: CallPhase.ringing,
      caller: e.caller,
      callee: e.callee,
      extension: e.extension,
      seatUserId,
      customerId,
      fromOrderId: extra.fromOrderId ?? null,
      ringAt: e.at,
      ...extra.facts,
      ...(e.endReason === 'busy' && e.kind === 'ended' ? { endReason: CallEndReason.busy } : {}),
    };
    const inserted = await rq.insertRecord(tx, values);
    if (inserted) return { record: inserted, created: true };
    // Another transaction made it between our look and our insert: take its row, locked.
    return { record: (await rq.lockRecordOfCall(tx, e.enterpriseId, e.callId))!, created: false };
  }

  /**
   * The seat dials a phone value (customer, contact or order): the provider rings the seat's line,
   * then the number. The record is made here with the order and customer it was dialled from (the
   * provider's ringing, before or after, finds it made); dialled from an order, the order logs "call".
   */
  dial(actor: CallActor, input: DialInput): Promise<{ id: number; callId: string }> {
    return this.db.tenant(actor.enterpriseId, async (tx) => {
      const seat = await ownSeat(tx, actor);
      enforce(seatMachine.decide(machineSeat(seat), actor, SeatOp.dial));
      const order = input.orderId ? await orderCalls.visibleOrder(tx, actor, input.orderId) : null;
      if (input.customerId) await customerSnapshot(tx, input.customerId, actor);
      const { callId } = await provider(() => this.telephony.dialOut(seatOf(seat), input.phone));
      const event: TelephonyEvent = { kind: 'ringing', callId, type: CallType.outbound, caller: seat.line, callee: input.phone, extension: seat.extension, at: this.clock(), enterpriseId: actor.enterpriseId };
      const { record, created } = await this.lockOrCreate(tx, event, seat.userId, { customerId: input.customerId ?? order?.customerId, fromOrderId: order?.id });
      if (!created) await rq.updateRecord(tx, actor.enterpriseId, record.id, { fromOrderId: order?.id ?? record.fromOrderId, customerId: input.customerId ?? order?.customerId ?? record.customerId });
      if (order) await orderCalls.logCall(tx, { enterpriseId: actor.enterpriseId, orderId: order.id, userId: actor.userId, phone: input.phone });
      const to = seatStateOnCall('ringing', true);
      await moveSeat(tx, seat, { ...to, callId }, 'dial', event.at);
      return { id: record.id, callId };
    });
  }

  /** The seat hangs up its call; the provider's ended event writes the record and frees the seat. */
  hangUp(actor: CallActor): Promise<void> {
    return this.db.tenant(actor.enterpriseId, async (tx) => {
      const seat = await ownSeat(tx, actor);
      enforce(seatMachine.decide(machineSeat(seat), actor, SeatOp.hangUp));
      await provider(() => this.telephony.hangUp(seatOf(seat), seat.currentCallId!));
    });
  }

  /**
   * The seat hands its call on: to another seat, which must be idle, or (the SIP path) to a number. On the
   * provider's path the provider moves the call and the record follows it to the other seat. On the SIP path the
   * page REFERs the far end to the answer's `referTo` (the other seat's SIP user or the number) and hangs up once
   * it is accepted: the far end's new call rings the other seat as a call of its own (its own record), and this
   * record, noted transferred, ends with the page's report. An attended transfer's first step (`consult`, SIP
   * path only) also writes the consulting call's record and answers its id, under which the page reports its leg.
   */
  transfer(actor: CallActor, input: TransferInput): Promise<TransferResult> {
    return this.db.tenant(actor.enterpriseId, async (tx) => {
      const seat = await ownSeat(tx, actor);
      enforce(seatMachine.decide(machineSeat(seat), actor, SeatOp.transfer));
      if (input.consult && !seat.sipUser) throw conflict(CallCenterErrors.consultNotSip);
      const target = input.toUserId === undefined ? null : await sq.findSeatOfUser(tx, actor.enterpriseId, input.toUserId, true);
      if (input.toUserId !== undefined && (!target || target.userId === seat.userId)) throw notFound(CallCenterErrors.seatNotFound);
      if (target && seat.sipUser && !target.sipUser) throw conflict(CallCenterErrors.targetNotSip);
      if (target && seat.sipUser && !idleStates.has(target.gatewayState)) throw conflict(CallCenterErrors.targetNotIdle);
      const callId = seat.currentCallId!;
      const to = target ? seatOf(target) : { phone: input.phone! };
      await provider(() => this.telephony.transfer(seatOf(seat), callId, to));
      const record = await rq.lockRecordOfCall(tx, actor.enterpriseId, callId);
      const transferredTo = target ? `${target.extension} ${(await userNames(tx, actor.enterpriseId, [target.userId]))[0]?.name ?? ''}`.trim() : input.phone!;
      if (seat.sipUser) {
        // Noted transferred only when the page's end says the far end took the REFER (a refused one keeps the call).
        if (record) await rq.updateRecord(tx, actor.enterpriseId, record.id, { transferredTo });
        const referTo = target ? target.sipUser! : input.phone!;
        if (!input.consult) return { referTo };
        return { referTo, consultCallId: await this.writeConsultation(tx, seat, record, target ? target.extension : input.phone!) };
      }
      const moved = target ? { seatUserId: target.userId, extension: target.extension } : {};
      if (record) await rq.updateRecord(tx, actor.enterpriseId, record.id, { ...moved, endReason: CallEndReason.transferred, transferredTo });
      const now = this.clock();
      await moveSeat(tx, seat, { ...seatStateOnCall('ended', false), callId: null }, 'transfer', now);
      if (target) await moveSeat(tx, target, { ...seatStateOnCall('answered', false), callId }, 'transfer', now);
      return { referTo: null };
    });
  }

  /**
   * The consulting call of an attended transfer, as it starts: a record of its own (outbound, the seat's, to the
   * target's extension or the number, linked to the call it is made for), under a call id of the consultation's
   * form. The page's reports of its answer and end fold into it; the seat's machine never moves for it.
   */
  private async writeConsultation(tx: Tx, seat: sq.SeatRecord, original: rq.CallRecord | undefined, callee: string): Promise<string> {
    const callId = `${CONSULT_CALL_PREFIX}${randomUUID()}`;
    await rq.insertRecord(tx, {
      enterpriseId: seat.enterpriseId,
      callId,
      type: CallType.outbound,
      phase: CallPhase.ringing,
      caller: seat.line,
      callee,
      extension: seat.extension,
      seatUserId: seat.userId,
      consultationOf: original?.id ?? null,
      ringAt: this.clock(),
    });
    return callId;
  }

  /** Whether the provider call has a record the actor sees. */
  hasCall(actor: CallActor, callId: string): Promise<boolean> {
    return this.db.tenant(actor.enterpriseId, async (tx) => {
      const record = await rq.lockRecordOfCall(tx, actor.enterpriseId, callId);
      return Boolean(record && (await rq.findRecord(tx, actor, record.id)));
    });
  }

  list(actor: CallActor, filter: CallFilter, paging: Paging): Promise<CallRecordRow[]> {
    return this.db.tenant(actor.enterpriseId, (tx) => rq.listRecords(tx, actor, filter, paging));
  }

  count(actor: CallActor, filter: CallFilter): Promise<number> {
    return this.db.tenant(actor.enterpriseId, (tx) => rq.countRecords(tx, actor, filter));
  }

  collect(actor: CallActor, filter: CallFilter) {
    return this.db.tenant(actor.enterpriseId, (tx) => rq.collectRecords(tx, actor, filter));
  }

  /** /calldetail: the record, the events and orders made from it, and the order it was dialled from. */
  detail(actor: CallActor, id: number): Promise<CallRecordDetail> {
    return this.db.tenant(actor.enterpriseId, async (tx) => {
      const record = await rq.findRecord(tx, actor, id);
      if (!record) throw notFound(CallCenterErrors.recordNotFound);
      const [row] = await rq.toRows(tx, actor.enterpriseId, [record]);
      const events = await eventCalls.ofCallRecords(tx, actor.enterpriseId, [record.id]);
      const orders = await orderCalls.ofCallRecords(tx, actor.enterpriseId, [record.id]);
      const consultations = await rq.consultationsOf(tx, actor.enterpriseId, record.id);
      const fromOrderNo = record.fromOrderId ? (await orderNumbers(tx, actor.enterpriseId, [record.fromOrderId])).get(record.fromOrderId) : undefined;
      return {
        ...row,
        events: events.map(({ id: eventId, code, title }) => ({ id: eventId, code, title })),
        orders: orders.map(({ id: orderId, orderNo, title }) => ({ id: orderId, orderNo, title })),
        fromOrder: record.fromOrderId && fromOrderNo !== undefined ? { id: record.fromOrderId, orderNo: fromOrderNo } : null,
        consultations,
      };
    });
  }

  /** The record's notes. */
  update(actor: CallActor, input: UpdateCallInput): Promise<void> {
    return this.db.tenant(actor.enterpriseId, async (tx) => {
      const record = await rq.findRecord(tx, actor, input.id);
      if (!record) throw notFound(CallCenterErrors.recordNotFound);
      await rq.updateRecord(tx, actor.enterpriseId, record.id, { notes: input.notes });
    });
  }

  /** A call made outside the adapter (a mobile phone), written by the seat: ended at once, counted in the sums. */
  create(actor: CallActor, input: CreateCallInput): Promise<{ id: number }> {
    return this.db.tenant(actor.enterpriseId, async (tx) => {
      const seat = await ownSeat(tx, actor);
      const ringAt = new Date(input.startTime);
      const inbound = input.type === CallType.inbound;
      const customerId = await customerOfPhone(tx, actor.enterpriseId, input.phone);
      const pickup = input.duration > 0 ? Pickup.answered : Pickup.missed;
      const record = (await rq.insertRecord(tx, {
        enterpriseId: actor.enterpriseId,
        callId: `manual-${randomUUID()}`,
        type: input.type,
        phase: CallPhase.ended,
        pickup,
        caller: inbound ? input.phone : seat.line,
        callee: inbound ? seat.line : input.phone,
        extension: seat.extension,
        seatUserId: seat.userId,
        customerId,
        ringAt,
        answeredAt: pickup === Pickup.answered ? ringAt : null,
        endedAt: new Date(ringAt.getTime() + input.duration * 1000),
        duration: input.duration,
        notes: input.notes,
      }))!;
      await rq.addToDaySums(tx, actor.enterpriseId, record);
      return { id: record.id };
    });
  }

  /** /currnetCall: the call, its customer (the one named, else the one found by phone), their open orders and events. */
  current(actor: CallActor, id: number, customerId?: number): Promise<CurrentCall> {
    return this.db.tenant(actor.enterpriseId, async (tx) => {
      const record = await rq.findRecord(tx, actor, id);
      if (!record) throw notFound(CallCenterErrors.recordNotFound);
      const [row] = await rq.toRows(tx, actor.enterpriseId, [record]);
      const chosen = customerId ?? record.customerId;
      const customer = chosen ? await customerSnapshot(tx, chosen, customerId ? actor : undefined) : null;
      if (customer && customerId && record.customerId !== customerId) await rq.updateRecord(tx, actor.enterpriseId, record.id, { customerId });
      return {
        record: customer ? { ...row, customer: { id: customer.id, name: customer.name } } : row,
        customer: customer ? { id: customer.id, name: customer.name, phone: row.phone, address: customer.address } : null,
        openOrders: customer ? await orderCalls.openOfCustomer(tx, actor.enterpriseId, customer.id) : [],
        openEvents: customer ? await eventCalls.openOfCustomer(tx, actor.enterpriseId, customer.id) : [],
      };
    });
  }
}
