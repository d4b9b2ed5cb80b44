import { z } from 'zod';
import { isCalendarDateTime } from '../common/dates';
import { PagingSchema } from '../common/paging';
import { requiredText } from '../common/text.schemas';
import { ExportFormatSchema } from '../downloads/downloads.schemas';
import { UploadKind } from '../uploads/uploads.constants';
import {
  CHAT_LIMITS,
  ChatChannel,
  MessageType,
  SHARE_RULE_NAMES,
  type ChatChannelValue,
  type CloseReasonValue,
  type MessageFromValue,
  type MessageTypeValue,
  type SessionStateValue,
  type ShareRuleValue,
} from './online-chat.constants';
import type { SessionOpValue } from './session.machine';
import type { WorkHours } from './work-hours';

const id = (label: string) => z.coerce.number({ error: `${label}须为正整数` }).int(`${label}须为正整数`).positive(`${label}须为正整数`).max(2 ** 53 - 1, `${label}过大`);
const bodyId = (label: string) => z.number({ error: `请选择${label}` }).int(`请选择${label}`).positive(`请选择${label}`).max(2 ** 53 - 1, `${label}过大`);
/** The client's id of a message it sends: the same id twice is one message (a resend after a dropped socket). */
const clientMsgId = z.string({ error: '请提供消息编号' }).regex(/^[\w-]{8,64}$/, '消息编号须为 8–64 位字母数字');
const seq = z.coerce.number({ error: 'afterSeq 须为整数' }).int('afterSeq 须为整数').min(0, 'afterSeq 不能小于0').max(2 ** 31 - 1, 'afterSeq 过大').default(0);
const dateText = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, '日期格式须为 YYYY-MM-DD').refine(isCalendarDateTime, '日期不存在');

export const SessionIdQuerySchema = z.object({ sessionId: id('sessionId') });
export const SessionIdBodySchema = z.object({ sessionId: bodyId('会话') });
export const MessagesQuerySchema = z.object({ sessionId: id('sessionId'), afterSeq: seq });
export const TransferSchema = z.object({ sessionId: bodyId('会话'), toUserId: bodyId('转接对象') });
export const LinkCustomerSchema = z.object({ sessionId: bodyId('会话'), customerId: bodyId('客户') });

const menuItem = z.object({ id: requiredText('菜单项编号', 64), content: requiredText('菜单项', 128) });
export const MenuContentSchema = z.object({
  headContent: z.string().trim().max(256, '菜单开头最多256个字').default(''),
  list: z.array(menuItem, { error: '请添加菜单项' }).min(1, '请添加菜单项').max(10, '菜单项最多10个'),
  tailContent: z.string().trim().max(256, '菜单结尾最多256个字').default(''),
});
/** The address of an uploaded image or file (the uploads' /api/upload/file/{id}; the server checks it is one). */
const uploadUrl = (what: '图片' | '文件' | '语音' | '视频' | '头像') =>
  z
    .string({ error: `请上传${what}` })
    .trim()
    .min(1, `请上传${what}`)
    .max(1000, `${what}地址过长`)
    .refine((u) => u.startsWith('/api/') || /^https?:\/\//.test(u), `${what}地址无效`);

/** What staff send: text, an image or a file (an uploaded file's address), or a menu. */
export const SendMessageSchema = z.discriminatedUnion(
  'type',
  [
    z.object({ sessionId: bodyId('会话'), clientMsgId, type: z.literal(MessageType.text), text: requiredText('消息内容', CHAT_LIMITS.text) }),
    z.object({ sessionId: bodyId('会话'), clientMsgId, type: z.literal(MessageType.image), url: uploadUrl('图片') }),
    z.object({ sessionId: bodyId('会话'), clientMsgId, type: z.literal(MessageType.file), url: uploadUrl('文件'), name: requiredText('文件名', 100) }),
    // Voice: an uploaded MP3, WAV or AMR (WeCom takes AMR only: the server converts); video: an uploaded MP4.
    z.object({ sessionId: bodyId('会话'), clientMsgId, type: z.literal(MessageType.voice), url: uploadUrl('语音') }),
    z.object({ sessionId: bodyId('会话'), clientMsgId, type: z.literal(MessageType.video), url: uploadUrl('视频'), name: requiredText('文件名', 100) }),
    z.object({ sessionId: bodyId('会话'), clientMsgId, type: z.literal(MessageType.menu), menu: MenuContentSchema }),
  ],
  { error: 'type 只能是 text、image、voice、video、file 或 msgmenu' },
);
export type SendMessageInput = z.infer<typeof SendMessageSchema>;

/** What the web chat's customer sends (text, or a menu choice echoed as text). */
export const VisitorSendSchema = z.object({ token: z.string({ error: '链接无效或已过期' }).min(1, '链接无效或已过期').max(2000, '链接无效或已过期'), clientMsgId, text: requiredText('消息内容', CHAT_LIMITS.text) });
export const VisitorMessagesQuerySchema = z.object({ token: z.string().min(1, '链接无效或已过期').max(2000, '链接无效或已过期'), afterSeq: seq });
export const VisitorEventsQuerySchema = VisitorMessagesQuerySchema.pick({ token: true });
const visitorToken = z.string({ error: '链接无效或已过期' }).min(1, '链接无效或已过期').max(2000, '链接无效或已过期');
/** The visitor sends an image or a file: the link's token, the message's client id and the kind in the query, the file as the multipart body. */
export const VisitorUploadQuerySchema = z.object({ token: visitorToken, clientMsgId, kind: z.enum([UploadKind.image, UploadKind.file], { error: 'kind 只能是 image 或 file' }) });
/** An image or file of the visitor's conversation: the session and the message's seq (as the visitor's messages name them). */
export const VisitorFileQuerySchema = z.object({
  token: visitorToken,
  sessionId: id('sessionId'),
  seq: z.coerce.number({ error: 'seq 须为正整数' }).int('seq 须为正整数').positive('seq 须为正整数').max(2 ** 31 - 1, 'seq 过大'),
});

export const WebLinkSchema = z.object({ accountId: bodyId('客服账号'), name: requiredText('访客名称', 40), scene: z.string().trim().max(64, '渠道场景值最多64个字').default('') });

export const RecordFilterSchema = z.object({
  staffUserId: id('staffUserId').optional(),
  channel: z.enum([ChatChannel.wecom, ChatChannel.web], { error: 'channel 只能是 wecom 或 web' }).optional(),
  keyword: z.string().trim().max(50, '关键字最多50个字').optional(),
  closedFrom: dateText.optional(),
  closedTo: dateText.optional(),
});
export type RecordFilter = z.infer<typeof RecordFilterSchema>;
export const RecordListQuerySchema = RecordFilterSchema.extend(PagingSchema.shape);
export const ExportRecordsSchema = RecordFilterSchema.extend({ format: ExportFormatSchema });

const shareRule = z.union([z.literal(1), z.literal(2), z.literal(3)], { error: `分配方式只能是 ${Object.entries(SHARE_RULE_NAMES).map(([k, v]) => `${k} ${v}`).join('、')}` });

export const SaveAccountSchema = z.object({
  id: bodyId('客服账号').optional(),
  name: requiredText('账号名称', 40),
  channel: z.enum([ChatChannel.wecom, ChatChannel.web], { error: 'channel 只能是 wecom 或 web' }),
  /** A WeCom account without one is created in WeCom (kf/account/add); with one, that account is linked. */
  openKfid: z.string().trim().regex(/^[\w-]{1,64}$/, 'openKfid 格式不正确').optional(),
  /** Left out: kept (a new account: 空闲优先, on the free plan 排队领取). */
  shareRule: shareRule.optional(),
  /** The avatar a WeCom account is made with (kf/account/add wants one): an uploaded JPG or PNG; none: the product's default. */
  avatarUrl: uploadUrl('头像').optional(),
});

const hhmm = (label: string) => z.string({ error: `请选择${label}` }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, `${label}格式须为 HH:mm`);
export const WorkHoursSchema = z
  .object({
    days: z.array(z.number({ error: '工作日只能是 1–7' }).int('工作日只能是 1–7').min(1, '工作日只能是 1–7').max(7, '工作日只能是 1–7'), { error: '请选择工作日' }).min(1, '请选择工作日').max(7, '工作日最多7天'),
    start: hhmm('上班时间'),
    end: hhmm('下班时间'),
  })
  .refine((h) => h.start !== h.end, { message: '上班时间与下班时间不能相同', path: ['end'] });

/** An account's reception group (/customerservice/CustomerServiceGroupSet/{openKfid}). */
export const SaveGroupSchema = z.object({
  accountId: bodyId('客服账号'),
  staffUserIds: z.array(bodyId('接待人员'), { error: '接待人员须为列表' }).max(200, '接待人员最多200人'),
  shareRule,
  /** null: always at work. */
  workHours: WorkHoursSchema.nullable(),
  offHoursReply: z.string({ error: '非工作时间回复须为文字' }).trim().max(500, '非工作时间回复最多500个字'),
  /** Sent to a WeCom customer who opens the chat (enter_session's welcome_code); empty: none. */
  welcomeText: z.string({ error: '欢迎语须为文字' }).trim().max(500, '欢迎语最多500个字').default(''),
  idleCloseMinutes: z.number({ error: '超时分钟须为整数' }).int('超时分钟须为整数').min(0, '超时分钟不能小于0').max(1440, '超时分钟最多1440'),
});
export type SaveGroupInput = z.infer<typeof SaveGroupSchema>;

/** A WeCom account's contact-way link; the scene comes back on the sessions it opens. */
export const ContactWaySchema = z.object({
  accountId: bodyId('客服账号'),
  scene: z.string({ error: '场景值须为文字' }).trim().regex(/^[\w-]{0,32}$/, '场景值须为 32 位以内的英文、数字、_ 或 -').default(''),
});

/** The web chat's customer rates a closed session. */
export const VisitorRateSchema = z.object({
  token: z.string({ error: '链接无效或已过期' }).min(1, '链接无效或已过期').max(2000, '链接无效或已过期'),
  sessionId: bodyId('会话'),
  rating: z.number({ error: '请选择满意度' }).int('满意度只能是 1–5').min(1, '满意度只能是 1–5').max(5, '满意度只能是 1–5'),
  comment: z.string({ error: '评价须为文字' }).trim().max(200, '评价最多200个字').default(''),
});

export const WecomSettingsSchema = z.object({
  corpId: requiredText('企业ID', 64),
  secret: requiredText('微信客服 Secret', 128),
  callbackToken: z.string({ error: '请输入 Token' }).regex(/^[A-Za-z0-9]{1,32}$/, 'Token 须为 1–32 位英文或数字'),
  encodingAesKey: z.string({ error: '请输入 EncodingAESKey' }).regex(/^[A-Za-z0-9]{43}$/, 'EncodingAESKey 须为 43 位英文或数字'),
});

export interface ChatSessionRow {
  id: number;
  accountId: number;
  accountName: string;
  channel: ChatChannelValue;
  scene: string;
  state: SessionStateValue;
  customerKey: string;
  customerName: string;
  customerId: number | null;
  /** The customer product the chat asks about (a chat from its QR code page), with its name; null and '' otherwise. */
  customerProductId: number | null;
  productName: string;
  staffUserId: number | null;
  staffName: string | null;
  messageCount: number;
  lastSeq: number;
  lastPreview: string;
  createdAt: string;
  acceptedAt: string | null;
  closedAt: string | null;
  lastMessageAt: string | null;
  allowedOperations: SessionOpValue[];
}

export interface ChatMessageRow {
  id: number;
  sessionId: number;
  seq: number;
  from: MessageFromValue;
  senderName: string | null;
  type: MessageTypeValue;
  content: Record<string, unknown>;
  clientMsgId: string | null;
  createdAt: string;
}

export interface ReceptionRecordRow {
  id: number;
  channel: ChatChannelValue;
  accountName: string;
  customerName: string;
  staffName: string | null;
  createdAt: string;
  acceptedAt: string | null;
  closedAt: string;
  durationSeconds: number;
  messageCount: number;
  closeReason: CloseReasonValue | null;
  rating: number | null;
  ratingComment: string;
}

export interface ChatAccountRow {
  id: number;
  name: string;
  channel: ChatChannelValue;
  openKfid: string | null;
  shareRule: ShareRuleValue;
  staffUserIds: number[];
  workHours: WorkHours | null;
  offHoursReply: string;
  /** The welcome a WeCom customer gets on entering the chat (welcome_code); empty: none. */
  welcomeText: string;
  idleCloseMinutes: number;
}

/** What the web chat's customer page reads: the open session, else the last ended one (to rate it). */
export interface VisitorConversation {
  /** The product the link asks about (a product's QR code page), '' otherwise. */
  productName: string;
  sessionId: number | null;
  state: SessionStateValue | null;
  rating: number | null;
  messages: ChatMessageRow[];
}

export interface ChatStaffRow {
  userId: number;
  name: string;
  maxConcurrent: number;
  serving: number;
  /** A chat socket of theirs is open (on any node): the share rules give chats only to them. */
  online: boolean;
}

/** A short line for a message in lists and notices. */
export function previewOf(type: MessageTypeValue, content: Record<string, unknown>): string {
  if (type === MessageType.text) return String(content.text ?? '').slice(0, 60);
  const names: Record<string, string> = { image: '[图片]', voice: '[语音]', video: '[视频]', file: '[文件]', link: '[链接]', miniprogram: '[小程序]', msgmenu: '[菜单]', location: '[位置]', business_card: '[名片]' };
  return names[type] ?? '[消息]';
}

/** The key of an account's reception group address: its open_kfid, or web-{id} for a portal chat entry. */
export const groupKeyOf = (account: { id: number; openKfid: string | null }) => account.openKfid ?? `web-${account.id}`;

/** 周一至周五 09:00–18:00, or 全天 when an account has no working hours. */
export function workHoursText(hours: WorkHours | null): string {
  if (!hours) return '全天';
  const names = ['一', '二', '三', '四', '五', '六', '日'];
  return `周${hours.days.map((d) => names[d - 1]).join('、')} ${hours.start}–${hours.end}`;
}
