import { SESSION_STATE_NAMES, type SessionStateValue } from './online-chat.constants';

/** Refusals of the online customer service calls, as the user reads them. */
export const OnlineChatErrors = {
  sessionNotFound: '会话不存在',
  accountNotFound: '客服账号不存在',
  notReception: '您不是启用的接待人员',
  notYours: '该会话不在您的接待中',
  targetNotReception: '转接对象不是启用的接待人员',
  sameStaff: '不能转接给自己',
  full: '已达到最大接待数',
  badToken: '链接无效或已过期',
  notSendable: '该渠道暂不支持发送此类消息',
  customerNotFound: '客户不存在',
  wecomNotSet: '未配置微信客服',
  badSignature: '签名校验失败',
  badMessage: '消息解密失败',
} as const;

export const sessionStateRefused = (from: SessionStateValue, op: string) => `会话当前${SESSION_STATE_NAMES[from]}，不能${op}`;
