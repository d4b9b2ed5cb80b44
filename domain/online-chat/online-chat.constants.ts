import { Role, type RoleType } from '../shell/roles';

import { SessionState, type SessionStateValue } from './visitor.constants';

// What the customer portal's chat reads too lives in visitor.constants.ts (it imports nothing of the staff app).
export * from './visitor.constants';

export const SESSION_STATE_NAMES: Record<SessionStateValue, string> = { [SessionState.waiting]: '排队中', [SessionState.serving]: '接待中', [SessionState.closed]: '已结束' };

/** Where a customer writes from: a WeCom customer-service (微信客服) account, or the web chat link. */
export const ChatChannel = { wecom: 'wecom', web: 'web' } as const;
export type ChatChannelValue = (typeof ChatChannel)[keyof typeof ChatChannel];
export const CHAT_CHANNEL_NAMES: Record<ChatChannelValue, string> = { wecom: '微信客服', web: '网页聊天' };
/** The web chat's own scenes (a WeCom scene is the contact-way link's, the administrator's word): the portal's chat, a product's QR code page. */
export const WebScene = { portal: 'portal', productQr: 'qr' } as const;
const WEB_SCENE_NAMES: Record<string, string> = { [WebScene.portal]: '客户门户', [WebScene.productQr]: '产品二维码' };
/** A session's 来源场景 as the desk shows it. */
export const sceneName = (scene: string) => WEB_SCENE_NAMES[scene] ?? (scene || '—');

/** How an account shares chats out among its reception staff. */
export const ShareRule = { roundRobin: 1, leastBusy: 2, queue: 3 } as const;
export type ShareRuleValue = (typeof ShareRule)[keyof typeof ShareRule];
export const SHARE_RULE_NAMES: Record<ShareRuleValue, string> = { 1: '轮流分配', 2: '空闲优先', 3: '排队领取' };

/** Why a session ended: staff closed it, or nobody wrote for the account's idle minutes. */
export const CloseReason = { staff: 1, idle: 2 } as const;
export type CloseReasonValue = (typeof CloseReason)[keyof typeof CloseReason];
export const CLOSE_REASON_NAMES: Record<CloseReasonValue, string> = { 1: '客服结束', 2: '超时结束' };


/** The message a session gets when it is closed for idling (shown to the customer too). */
export const IDLE_CLOSE_TEXT = '由于长时间未收到您的消息，本次会话已结束。如需帮助请再次留言。';

/** The spec's ten message types (part 2 section 7), under WeCom kf's names. */
export const MessageType = {
  text: 'text',
  image: 'image',
  voice: 'voice',
  video: 'video',
  file: 'file',
  link: 'link',
  miniprogram: 'miniprogram',
  menu: 'msgmenu',
  location: 'location',
  businessCard: 'business_card',
} as const;
export type MessageTypeValue = (typeof MessageType)[keyof typeof MessageType];
export const MESSAGE_TYPES = Object.values(MessageType) as MessageTypeValue[];
export const MESSAGE_TYPE_NAMES: Record<MessageTypeValue, string> = {
  text: '文本',
  image: '图片',
  voice: '语音',
  video: '视频',
  file: '文件',
  link: '链接',
  miniprogram: '小程序',
  msgmenu: '菜单',
  location: '位置',
  business_card: '名片',
};
/** What staff may send (the rest are received and shown). */
export const SENDABLE_TYPES = [MessageType.text, MessageType.image, MessageType.voice, MessageType.video, MessageType.file, MessageType.menu] as const;

/** Share rules that give chats out by themselves: paid (the free plan keeps the queue, as the dispatch board keeps manual assignment). */
export const AUTOMATIC_SHARE_RULES: readonly number[] = [ShareRule.roundRobin, ShareRule.leastBusy];

const MB = 1024 * 1024;
/**
 * What WeCom's media/upload takes for kf/send_msg (its documented limits): images JPG or PNG up to
 * 10 MB, files up to 20 MB, and nothing of 5 bytes or less.
 */
export const WECOM_MEDIA_LIMITS = {
  image: { maxBytes: 10 * MB, mimes: ['image/jpeg', 'image/png'] },
  /** Voice: AMR only, 2 MB (and 60 s, which WeCom checks itself). */
  voice: { maxBytes: 2 * MB, extensions: ['amr'] },
  video: { maxBytes: 10 * MB, extensions: ['mp4'] },
  file: { maxBytes: 20 * MB },
  /** kf/account/add's avatar: an image media of at most 2 MB. */
  avatar: { maxBytes: 2 * MB },
  minBytes: 6,
} as const;

/**
 * Asking a WeCom customer for a rating when the chat ends: a menu message whose choices come back as
 * a text with the choice's menu_id, `rate-{sessionId}-{score}`.
 */
export const RATING_MENU = { head: '本次服务已结束，请您对我们的服务做出评价：', tail: '点击选项即可评价', thanks: '感谢您的评价！' } as const;
export const ratingMenuId = (sessionId: number, score: number) => `rate-${sessionId}-${score}`;
export function ratingOfMenuId(menuId: string): { sessionId: number; score: number } | null {
  const m = /^rate-(\d{1,15})-([1-5])$/.exec(menuId);
  return m ? { sessionId: Number(m[1]), score: Number(m[2]) } : null;
}


/** The reception desk's screen (spec part 2 section 2): where the notices of waiting chats lead. */
export const DESK_SCREEN = '/customerservice';

/** Roles that work the reception desk (they must also be enabled reception personnel to take chats). */
export const DESK_ROLES: readonly RoleType[] = [Role.admin, Role.dispatcher, Role.reception];
/** Roles that read the reception records. */
export const RECORD_READERS: readonly RoleType[] = [Role.admin, Role.dispatcher, Role.reception, Role.director];
/** Roles that set up accounts (their share rule, the WeCom kf credentials). */
export const ACCOUNT_ADMINS: readonly RoleType[] = [Role.admin];

/** Socket events of the chat area, under the existing kinds: `manage` carries sessions, `send-message` messages. */
export const ChatPushEvent = { access: 'access', assign: 'assign', close: 'close', message: 'message' } as const;

/** Quick replies offered on the desk. */
export const QUICK_REPLIES = [
  '您好，很高兴为您服务，请问有什么可以帮您？',
  '请您提供一下设备型号和购买日期。',
  '已为您登记，工程师会尽快与您联系。',
  '请问还有其他可以帮您的吗？',
  '感谢您的咨询，祝您生活愉快！',
] as const;

export const CHAT_LIMITS = { text: 2000, pageSize: 100, syncBatch: 200 } as const;
