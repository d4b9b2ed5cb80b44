import { Role, type RoleType } from '../shell/roles';

/**
 * Seat gateway states of spec part 2 section 4: 0 offline, 1 signed in, 2 signed out, 3 busy, 4 idle,
 * 5 wrap-up, 6 idle, 7 talking, 8 rest. The app writes 4 for idle; 6 is read as idle when a provider sends it.
 */
export const GatewayState = { offline: 0, signedIn: 1, signedOut: 2, busy: 3, idle: 4, wrapUp: 5, idleAlt: 6, talking: 7, rest: 8 } as const;
export type GatewayStateValue = (typeof GatewayState)[keyof typeof GatewayState];
export const GATEWAY_STATES = Object.values(GatewayState) as GatewayStateValue[];
export const GATEWAY_STATE_NAMES: Record<GatewayStateValue, string> = {
  0: '离线',
  1: '已签入',
  2: '已签出',
  3: '忙碌',
  4: '空闲',
  5: '话后处理',
  6: '空闲',
  7: '通话中',
  8: '小休',
};

/**
 * Agent states of spec part 2 section 4, 1 to 17 and 255, in the spec's order: idle, wrap-up, rest,
 * busy, playing, outbound, occupied, answering, talking, three-way, hold, mute, help, transfer, insert,
 * monitor, whisper; 255 abnormal.
 */
export const AgentState = {
  idle: 1,
  wrapUp: 2,
  rest: 3,
  busy: 4,
  playing: 5,
  outbound: 6,
  occupied: 7,
  answering: 8,
  talking: 9,
  threeWay: 10,
  hold: 11,
  mute: 12,
  help: 13,
  transfer: 14,
  insert: 15,
  monitor: 16,
  whisper: 17,
  abnormal: 255,
} as const;
export type AgentStateValue = (typeof AgentState)[keyof typeof AgentState];
export const AGENT_STATES = Object.values(AgentState) as AgentStateValue[];
export const AGENT_STATE_NAMES: Record<AgentStateValue, string> = {
  1: '空闲',
  2: '话后处理',
  3: '小休',
  4: '忙碌',
  5: '放音',
  6: '外呼',
  7: '占用',
  8: '应答',
  9: '通话',
  10: '三方',
  11: '保持',
  12: '静音',
  13: '求助',
  14: '转接',
  15: '强插',
  16: '监听',
  17: '耳语',
  255: '异常',
};

/** The two states a seat chooses for itself from the top bar (spec: idle 4 or busy 3). */
export const CHOOSABLE_STATES = [GatewayState.idle, GatewayState.busy] as const;
export type ChoosableState = (typeof CHOOSABLE_STATES)[number];

/** Call type and pickup of spec part 2 section 9. */
export const CallType = { outbound: 1, inbound: 2 } as const;
export type CallTypeValue = (typeof CallType)[keyof typeof CallType];
export const CALL_TYPES = Object.values(CallType) as CallTypeValue[];
export const CALL_TYPE_NAMES: Record<CallTypeValue, string> = { 1: '呼出', 2: '呼入' };
export const Pickup = { missed: 0, answered: 1 } as const;
export type PickupValue = (typeof Pickup)[keyof typeof Pickup];
export const PICKUPS = Object.values(Pickup) as PickupValue[];
export const PICKUP_NAMES: Record<PickupValue, string> = { 0: '未接听', 1: '已接听' };
/** How a call ended beyond answered or missed: refused because the seat was busy (SIP 486), or handed on (转接). */
export const CallEndReason = { none: '', busy: 'busy', transferred: 'transferred' } as const;
export type CallEndReasonValue = (typeof CallEndReason)[keyof typeof CallEndReason];
/** The note beside answered or missed: 「坐席忙，已拒接」, 「已转接至 8002 周回访」; '' for a plain end. */
export function callEndNote(r: { endReason: CallEndReasonValue; transferredTo: string }): string {
  if (r.endReason === CallEndReason.busy) return '坐席忙，已拒接';
  if (r.endReason === CallEndReason.transferred) return r.transferredTo ? `已转接至 ${r.transferredTo}` : '已转接';
  return '';
}

/**
 * An attended transfer's consulting call has a call id of this form, given by the server when the consultation starts
 * (its record is made then and only then); the seat's machine never moves for it (the seat stays on its caller's call).
 * The softphone's own ids all start `sip-`, so none of its calls is mistaken for one.
 */
export const CONSULT_CALL_PREFIX = 'consult-';
export const isConsultCall = (callId: string) => callId.startsWith(CONSULT_CALL_PREFIX);

/** Where a call is in its life (the record's own phase; the spec's pickup is derived at the end). */
export const CallPhase = { ringing: 1, talking: 2, ended: 3 } as const;
export type CallPhaseValue = (typeof CallPhase)[keyof typeof CallPhase];

/** Who reads call records and statistics; who may be a seat (any role that answers the phone); who sets seats up. */
export const CALL_READERS: readonly RoleType[] = [Role.admin, Role.reception, Role.returnVisit, Role.dispatcher, Role.director];
export const SEAT_ADMINS: readonly RoleType[] = [Role.admin];
/** Roles that only see their own calls (a receptionist sees the calls of their own seat). */
export const OWN_CALLS_ROLES: readonly RoleType[] = [Role.reception, Role.returnVisit];

export const MAX_NOTES = 2000;
/** A statistics window is at most this many days. */
export const MAX_STAT_DAYS = 366;
