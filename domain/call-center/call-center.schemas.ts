import { z } from 'zod';
import { PagingSchema } from '../common/paging';
import { ExportFormatSchema } from '../downloads/downloads.schemas';
import { CALL_TYPES, MAX_NOTES, PICKUPS, type AgentStateValue, type CallEndReasonValue, type CallTypeValue, type GatewayStateValue, type PickupValue } from './call-center.constants';
import type { SeatOpValue } from './seat.machine';

const id = z.coerce.number({ error: 'id 须为正整数' }).int('id 须为正整数').positive('id 须为正整数').max(2 ** 53 - 1, 'id 过大');
const bodyId = (label: string) => z.number({ error: `请选择${label}` }).int(`请选择${label}`).positive(`请选择${label}`).max(2 ** 53 - 1, `${label}不存在`);
const optionalParam = <S extends z.ZodType>(schema: S) => z.preprocess((v) => (v === '' || v === null ? undefined : v), schema.optional());
const realDate = (s: string) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s);
const dateText = (label: string) => z.string({ error: `请选择${label}` }).regex(/^\d{4}-\d{2}-\d{2}$/, `${label}格式须为 YYYY-MM-DD`).refine(realDate, `${label}不存在`);
/** A phone number as dialled: digits with an optional leading +, 3 to 20 long (extensions and landlines too). */
export const phoneText = (label: string) => z.string({ error: `请输入${label}` }).trim().regex(/^\+?\d{3,20}$/, `${label}格式不正确`);
const extensionText = z.string({ error: '请输入分机号' }).trim().regex(/^\d{2,10}$/, '分机号须为2到10位数字');
const callIdText = z.string({ error: 'callId 须为文本' }).trim().min(1, 'callId 不能为空').max(100, 'callId 最多100个字').regex(/^[\w.:@-]+$/, 'callId 格式不正确');

export const IdQuerySchema = z.object({ id });

/** The filters of /callcenter (spec part 2 section 9: type 1 outbound 2 inbound, pickup 0 missed 1 answered). */
export const CallFilterSchema = z
  .object({
    type: optionalParam(z.coerce.number().pipe(z.literal(CALL_TYPES, { error: 'type 只能是 1 或 2' }))),
    pickup: optionalParam(z.coerce.number().pipe(z.literal(PICKUPS, { error: 'pickup 只能是 0 或 1' }))),
    seatUserId: optionalParam(id),
    customerId: optionalParam(id),
    phone: optionalParam(z.string().trim().max(20, 'phone 最多20个字').regex(/^\+?\d*$/, 'phone 只能是数字')),
    startDate: optionalParam(dateText('开始日期')),
    endDate: optionalParam(dateText('结束日期')),
  })
  .refine((f) => !f.startDate || !f.endDate || f.endDate >= f.startDate, { message: '结束日期不能早于开始日期', path: ['endDate'] });
export type CallFilter = z.infer<typeof CallFilterSchema>;
export const CallListQuerySchema = z.intersection(CallFilterSchema, PagingSchema);
export const ExportCallsSchema = z.intersection(CallFilterSchema, z.object({ format: ExportFormatSchema.default('xlsx') }));

/** POST /call/record/update: the record's notes. */
export const UpdateCallSchema = z.object({
  id: bodyId('通话记录'),
  notes: z.string({ error: '备注须为文本' }).trim().max(MAX_NOTES, `备注最多${MAX_NOTES}个字`),
});
export type UpdateCallInput = z.infer<typeof UpdateCallSchema>;

/** POST /call/record/creat: a call made outside the adapter, written by hand by the seat. */
export const CreateCallSchema = z.object({
  type: z.literal(CALL_TYPES, { error: '通话类型只能是 1 或 2' }),
  phone: phoneText('客户电话'),
  startTime: z.iso.datetime({ offset: true, error: '开始时间格式不正确' }),
  duration: z.number({ error: '请输入通话时长' }).int('通话时长须为整数秒').min(0, '通话时长不能小于0').max(86_400, '通话时长最多24小时'),
  notes: z.string({ error: '备注须为文本' }).trim().max(MAX_NOTES, `备注最多${MAX_NOTES}个字`).default(''),
});
export type CreateCallInput = z.infer<typeof CreateCallSchema>;

/** The pop-up's query (/currnetCall?callId&customerId&id). */
export const CurrentCallQuerySchema = z.object({ id, customerId: optionalParam(id) });

/** POST /call/seat/save: a user made a seat (their line and extension), or the seat's line changed. */
export const SaveSeatSchema = z.object({
  userId: bodyId('员工'),
  line: phoneText('线路号码'),
  extension: extensionText,
  /** The seat's account at the enterprise's PBX (the SIP path); null takes it away, absent keeps it. */
  sipUser: z
    .string({ error: 'sipUser 须为文本' })
    .trim()
    .regex(/^[\w.+-]{1,64}$/, 'sipUser 须为1到64位字母、数字或 ._+-')
    .nullable()
    .optional(),
  sipPassword: z.string({ error: 'sipPassword 须为文本' }).min(4, 'sipPassword 至少4位').max(128, 'sipPassword 最多128位').regex(/^[\x21-\x7e]+$/, 'sipPassword 只能是可见的英文字符').optional(),
}).refine((s) => !s.sipUser || s.sipPassword !== undefined, { message: '请输入 SIP 密码', path: ['sipPassword'] });
export type SaveSeatInput = z.infer<typeof SaveSeatSchema>;
export const SeatQuerySchema = z.object({ userId: id });

/** POST /call/sip/settings/save: the enterprise's PBX (SIP over WebSocket). */
export const SipSettingsSchema = z.object({
  wsUrl: z
    .string({ error: '请输入 PBX 的 WebSocket 地址' })
    .trim()
    .max(300, 'wsUrl 最多300个字')
    .refine((u) => URL.canParse(u) && /^wss?:$/.test(new URL(u).protocol) && new URL(u).hostname !== '', 'wsUrl 须为 ws:// 或 wss:// 地址'),
  domain: z
    .string({ error: '请输入 SIP 域' })
    .trim()
    .regex(/^(?=.{1,253}$)[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?(\.[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?)*$/, 'domain 须为域名或 IP 地址'),
  /**
   * The PBX's digest realm, when it is not the SIP domain (Asterisk's default is "asterisk"); empty or absent: the
   * domain. Known, the softphone gets HA1 (MD5 of user:realm:password) instead of the password.
   */
  realm: z
    .string({ error: 'realm 须为文本' })
    .trim()
    .max(128, 'realm 最多128个字')
    .regex(/^[^"\\\x00-\x1f\x7f]*$/, 'realm 不能含引号、反斜杠或控制字符')
    .nullish()
    .transform((r) => r || null),
});
export type SipSettingsInput = z.infer<typeof SipSettingsSchema>;
export interface SipSettings {
  wsUrl: string;
  domain: string;
  realm: string | null;
  updatedAt: string;
}
/** GET /call/sip/account: what the seat's softphone registers with (its own seat only). */
export type SipAccount = {
  wsUrl: string;
  domain: string;
  user: string;
} & (
  /** The realm is the domain (not set): the browser answers the digest with the password. */
  | { password: string; realm?: undefined; ha1?: undefined }
  /** The realm is set: HA1 = MD5(user:realm:password), so the password itself never reaches the browser. */
  | { realm: string; ha1: string; password?: undefined }
);

/** POST /call/sip/events: what the seat's softphone heard of a call (INVITE → ringing, 200 OK → answered, BYE → ended). */
export const SIP_EVENT_KINDS = ['ringing', 'answered', 'ended'] as const;
export const SipEventSchema = z.object({
  kind: z.enum(SIP_EVENT_KINDS, { error: 'kind 只能是 ringing、answered 或 ended' }),
  callId: callIdText,
  type: z.literal(CALL_TYPES, { error: 'type 只能是 1 或 2' }),
  /** The far end: the caller of an inbound call, the number dialled on an outbound one. */
  phone: z.string({ error: '请输入对方号码' }).trim().regex(/^[\w.+-]{1,64}$/, 'phone 格式不正确'),
  durationSec: z.number({ error: 'durationSec 须为整数秒' }).int('durationSec 须为整数秒').min(0, 'durationSec 不能小于0').max(86_400, 'durationSec 最多24小时').optional(),
  /**
   * Why the call ended (with `ended`): `busy`, the softphone refused it because the seat was busy (486 Busy Here);
   * `transferred`, the far end accepted the seat's transfer (REFER) to the target the server gave.
   */
  endReason: z.enum(['busy', 'transferred'], { error: 'endReason 只能是 busy 或 transferred' }).optional(),
});
export type SipEventInput = z.infer<typeof SipEventSchema>;
/**
 * The answer to a softphone's ringing report of a new inbound call: what /currnetCall opens with. The seat's
 * page opens the pop-up from it too, so a call that rings while the chat socket (which pushes the pop-up) is
 * down still opens it.
 */
export interface SipCallPopUp {
  callId: string;
  id: number;
  customerId: number | null;
}

/** POST /call/seat/state: the seat signs in or out, or chooses idle 4 or busy 3. */
export const SEAT_MOVES = ['signIn', 'signOut', 'idle', 'busy'] as const satisfies readonly SeatOpValue[];
export const SeatStateSchema = z.object({ op: z.enum(SEAT_MOVES, { error: 'op 只能是 signIn、signOut、idle 或 busy' }) });

/** POST /call/seat/dial: the number, and the order or customer it was dialled from. */
export const DialSchema = z.object({
  phone: phoneText('电话号码'),
  orderId: bodyId('工单').optional(),
  customerId: bodyId('客户').optional(),
});
export type DialInput = z.infer<typeof DialSchema>;
/** POST /call/seat/transfer: to another seat, or (the SIP path) to a number; `consult`, the attended transfer's first step. */
export const TransferSchema = z
  .object({
    toUserId: bodyId('转接坐席').optional(),
    phone: phoneText('转接号码').optional(),
    consult: z.boolean({ error: 'consult 须为 true 或 false' }).optional(),
  })
  .refine((t) => (t.toUserId === undefined) !== (t.phone === undefined), { message: '请选择转接坐席或输入转接号码（二选一）', path: ['toUserId'] });
export type TransferInput = z.infer<typeof TransferSchema>;
/** What the transfer answers: on the SIP path the page REFERs the far end to `referTo` (a seat's SIP user or the number). */
export interface TransferResult {
  referTo: string | null;
  /** A consultation's call id: the page reports the consulting call's answer and end under it (its record is written). */
  consultCallId?: string;
}

/** The statistics' window (China business days) and seat. */
export const StatsQuerySchema = z
  .object({ startDate: dateText('开始日期'), endDate: dateText('结束日期'), seatUserId: optionalParam(id) })
  .refine((f) => f.endDate >= f.startDate, { message: '结束日期不能早于开始日期', path: ['endDate'] });
export type StatsQuery = z.infer<typeof StatsQuerySchema>;

/** A provider event as the provider route takes it (the fake provider posts these; TCCC's push is mapped to it). */
export const ProviderEventSchema = z.object({
  kind: z.enum(['ringing', 'answered', 'ended'], { error: 'kind 只能是 ringing、answered 或 ended' }),
  callId: callIdText,
  type: z.literal(CALL_TYPES, { error: 'type 只能是 1 或 2' }),
  caller: phoneText('主叫号码'),
  callee: phoneText('被叫号码'),
  extension: extensionText,
  at: z.iso.datetime({ offset: true, error: 'at 格式不正确' }).transform((s) => new Date(s)),
  durationSec: z.number().int().min(0).max(86_400).optional(),
  recordingUrl: z.url({ error: '录音地址不正确' }).max(2000).optional(),
});

/** POST /call/provider/simulate (fake provider only): a caller rings an extension; the far end answers or hangs up. */
export const SimulateSchema = z.discriminatedUnion(
  'action',
  [
    z.object({ action: z.literal('ring'), phone: phoneText('主叫号码'), extension: extensionText }),
    z.object({ action: z.enum(['answer', 'hangup']), callId: callIdText }),
  ],
  { error: 'action 只能是 ring、answer 或 hangup' },
);
export type SimulateInput = z.infer<typeof SimulateSchema>;

export interface NamedRef {
  id: number;
  name: string;
}

/** A call record as /callcenter lists it. */
export interface CallRecordRow {
  id: number;
  callId: string;
  type: CallTypeValue;
  pickup: PickupValue;
  caller: string;
  callee: string;
  /** The customer's number (the caller inbound, the callee outbound). */
  phone: string;
  seat: NamedRef | null;
  extension: string;
  customer: NamedRef | null;
  startTime: string;
  /** Talk seconds; the screens show them as mm:ss. */
  duration: number;
  wait: number;
  ended: boolean;
  recordingUrl: string;
  notes: string;
  /** Refused busy, or transferred (to `transferredTo`); '' otherwise. */
  endReason: CallEndReasonValue;
  transferredTo: string;
  /** A consulting call (咨询转接): the call it was made for, by its record and the customer's number. */
  consultationOf: CallRef | null;
}

/** Another record named by a record: its id and the customer's number on it. */
export interface CallRef {
  id: number;
  phone: string;
}

/** /calldetail: the record with what was made from it. */
export interface CallRecordDetail extends CallRecordRow {
  events: { id: number; code: string; title: string }[];
  orders: { id: number; orderNo: string; title: string }[];
  /** The order it was dialled from. */
  fromOrder: { id: number; orderNo: string } | null;
  /** The consulting calls (咨询转接) the seat made for this call. */
  consultations: CallRef[];
}

/** /currnetCall: the call with the caller's customer (found by phone) and their open work. */
export interface CurrentCall {
  record: CallRecordRow;
  customer: { id: number; name: string; phone: string; address: string } | null;
  openOrders: { id: number; orderNo: string; title: string; state: number }[];
  openEvents: { id: number; code: string; title: string; state: number }[];
}

export interface SeatRow {
  userId: number;
  /** The seat's SIP user at the enterprise's PBX (null on the provider's path). */
  sipUser: string | null;
  name: string;
  line: string;
  extension: string;
  gatewayState: GatewayStateValue;
  agentState: AgentStateValue | null;
  currentCallId: string | null;
  stateSince: string;
  allowedOperations: SeatOpValue[];
  /** The inbound call ringing the seat (its own details only): the shell opens its pop-up when the chat socket (re)opens. */
  ringingCall?: RingingCallRef | null;
}

/** A ringing call's pop-up address (/currnetCall?callId&id&customerId). */
export interface RingingCallRef {
  callId: string;
  id: number;
  customerId: number | null;
}

export interface SeatHistoryRow {
  gatewayState: GatewayStateValue;
  agentState: AgentStateValue | null;
  reason: string;
  at: string;
}

export interface CallLinePoint {
  day: string;
  total: number;
  inbound: number;
  outbound: number;
  answered: number;
}

export interface SeatStatsRow {
  seat: NamedRef;
  total: number;
  answered: number;
  /** 0 to 1. */
  answeredRate: number;
  avgDuration: number;
  avgWait: number;
}
