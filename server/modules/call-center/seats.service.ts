import { AgentState, GATEWAY_STATES, MAX_STAT_DAYS, OWN_CALLS_ROLES, SEAT_ADMINS, type AgentStateValue, type GatewayStateValue } from '@domain/call-center/call-center.constants';
import type { CallLinePoint, RingingCallRef, SaveSeatInput, SeatHistoryRow, SeatRow, SeatStatsRow, StatsQuery } from '@domain/call-center/call-center.schemas';
import { CallCenterErrors } from '@domain/call-center/errors';
import { agentStateFor, SEAT_OP_NAMES, seatMachine, type SeatOpValue } from '@domain/call-center/seat.machine';
import { addDays } from '@domain/cycle-plans/cycle';
import type { Database, Executor } from '../../db/database';
import { badRequest, conflict, notFound } from '../../lib/app-error';
import { findUser, userNames } from '../users/users.public';
import { enforce, moveSeat, provider, type CallActor } from './call-center-common';
import { machineSeat, ownSeat, seatOf } from './calls.service';
import { findRecordOfCall } from './records.queries';
import * as sq from './seats.queries';
import type { SipSecretBox } from './sip-secret';
import * as sipq from './sip.queries';
import * as stats from './stats.queries';
import type { TelephonyAdapter } from './telephony';

async function seatRows(tx: Executor, actor: CallActor, records: sq.SeatRecord[]): Promise<SeatRow[]> {
  const names = new Map((await userNames(tx, actor.enterpriseId, records.map((s) => s.userId))).map((u) => [u.id, u.name]));
  return records.map((s) => ({
    userId: s.userId,
    sipUser: s.sipUser,
    name: names.get(s.userId) ?? '',
    line: s.line,
    extension: s.extension,
    gatewayState: (GATEWAY_STATES as number[]).includes(s.gatewayState) ? (s.gatewayState as GatewayStateValue) : 0,
    agentState: s.agentState as AgentStateValue | null,
    currentCallId: s.currentCallId,
    stateSince: s.stateSince.toISOString(),
    allowedOperations: seatMachine.allowedOperations(machineSeat(s), actor),
  }));
}

/** The inbound call ringing the seat now (agent state 8, answering): its pop-up, should the socket's push have been missed. */
async function ringingCallOf(tx: Executor, seat: sq.SeatRecord): Promise<RingingCallRef | null> {
  if (seat.agentState !== AgentState.answering || !seat.currentCallId) return null;
  const record = await findRecordOfCall(tx, seat.enterpriseId, seat.currentCallId);
  return record ? { callId: record.callId, id: record.id, customerId: record.customerId } : null;
}

/** Seats: who is a seat user (line, extension), the seat's own state moves through the provider, history; statistics. */
export class SeatsService {
  constructor(
    private readonly db: Database,
    private readonly telephony: TelephonyAdapter,
    /** Seals the SIP passwords at rest; null in production without CALL_CENTER_SECRET_KEY (no SIP account can be saved). */
    private readonly secrets: SipSecretBox | null,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  /** The signed-in user's seat with the call ringing it, or null when they are no seat user (the shell shows call controls only then). */
  mine(actor: CallActor): Promise<SeatRow | null> {
    return this.db.tenant(actor.enterpriseId, async (tx) => {
      const seat = await sq.findSeatOfUser(tx, actor.enterpriseId, actor.userId);
      return seat ? { ...(await seatRows(tx, actor, [seat]))[0], ringingCall: await ringingCallOf(tx, seat) } : null;
    });
  }

  all(actor: CallActor): Promise<SeatRow[]> {
    return this.db.tenant(actor.enterpriseId, async (tx) => seatRows(tx, actor, await sq.listSeats(tx, actor.enterpriseId)));
  }

  /** Makes a user a seat (or changes their line and extension), and gives or takes its SIP account at the enterprise's PBX. */
  save(actor: CallActor, input: SaveSeatInput): Promise<void> {
    return this.db.tenant(actor.enterpriseId, async (tx) => {
      if (!(await findUser(tx, actor.enterpriseId, input.userId))) throw badRequest(`userId: ${CallCenterErrors.userNotFound}`);
      const sip = input.sipUser === undefined ? undefined : input.sipUser === null ? null : { user: input.sipUser, password: input.sipPassword! };
      if (sip && !(await sipq.findSipSettings(tx, actor.enterpriseId, true))) throw badRequest(`sipUser: ${CallCenterErrors.noPbx}`);
      if (sip && !this.secrets) throw conflict(CallCenterErrors.noSecretKey);
      // Only the sealed password is written (the seat's softphone gets it opened, no list ever carries it).
      if (sip) sip.password = this.secrets!.seal(sip.password, actor.enterpriseId, input.userId);
      const saved = await sq.upsertSeat(tx, actor.enterpriseId, input.userId, input.line, input.extension, sip);
      if (saved !== 'saved') throw conflict(saved === 'sipUserTaken' ? CallCenterErrors.sipUserTaken : CallCenterErrors.extensionTaken);
    });
  }

  remove(actor: CallActor, userId: number): Promise<void> {
    return this.db.tenant(actor.enterpriseId, async (tx) => {
      const seat = await sq.findSeatOfUser(tx, actor.enterpriseId, userId, true);
      if (!seat) throw notFound(CallCenterErrors.seatNotFound);
      if (seat.currentCallId) throw conflict(CallCenterErrors.seatInCall);
      await sq.deleteSeat(tx, actor.enterpriseId, userId);
    });
  }

  /** The seat signs in or out, or chooses idle 4 or busy 3: the machine decides, the provider is told, the history keeps it. */
  move(actor: CallActor, op: Extract<SeatOpValue, 'signIn' | 'signOut' | 'idle' | 'busy'>): Promise<SeatRow> {
    return this.db.tenant(actor.enterpriseId, async (tx) => {
      const seat = await ownSeat(tx, actor);
      const to = enforce(seatMachine.decide(machineSeat(seat), actor, op))!;
      const ts = seatOf(seat);
      await provider(() => (op === 'signIn' ? this.telephony.signIn(ts) : op === 'signOut' ? this.telephony.signOut(ts) : this.telephony.setState(ts, op)));
      await moveSeat(tx, seat, { gateway: to, agent: agentStateFor(to) }, SEAT_OP_NAMES[op], this.clock());
      return (await seatRows(tx, actor, [{ ...seat, gatewayState: to, agentState: agentStateFor(to), stateSince: this.clock() }]))[0];
    });
  }

  /** A seat's state history: one's own, or any seat's for an administrator. */
  history(actor: CallActor, userId: number): Promise<SeatHistoryRow[]> {
    if (userId !== actor.userId && !SEAT_ADMINS.includes(actor.role)) throw notFound(CallCenterErrors.seatNotFound);
    return this.db.tenant(actor.enterpriseId, async (tx) =>
      (await sq.seatHistory(tx, actor.enterpriseId, userId)).map((h) => ({ gatewayState: h.gatewayState as GatewayStateValue, agentState: h.agentState as AgentStateValue | null, reason: h.reason, at: h.at.toISOString() })),
    );
  }

  private window(actor: CallActor, q: StatsQuery): number | undefined {
    if (addDays(q.startDate, MAX_STAT_DAYS - 1) < q.endDate) throw badRequest(`endDate: ${CallCenterErrors.rangeTooLong}`);
    if (OWN_CALLS_ROLES.includes(actor.role)) {
      if (q.seatUserId && q.seatUserId !== actor.userId) throw notFound(CallCenterErrors.seatNotFound);
      return actor.userId;
    }
    return q.seatUserId;
  }

  lineChart(actor: CallActor, q: StatsQuery): Promise<CallLinePoint[]> {
    const seat = this.window(actor, q);
    return this.db.tenant(actor.enterpriseId, (tx) => stats.callsByDay(tx, actor.enterpriseId, q, seat));
  }

  seatList(actor: CallActor, q: StatsQuery): Promise<SeatStatsRow[]> {
    const seat = this.window(actor, q);
    return this.db.tenant(actor.enterpriseId, (tx) => stats.statsBySeat(tx, actor.enterpriseId, q, seat));
  }
}
