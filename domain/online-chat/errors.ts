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
  /** A link whose web entry is gone. */
  linkVoided: '该咨询链接已作废，请重新扫码或从门户进入在线客服',
  notSendable: '该渠道暂不支持发送此类消息',
  customerNotFound: '客户不存在',
  wecomNotSet: '未配置微信客服',
  unknownKfid: 'openKfid: 企业微信中没有这个客服账号',
  badSignature: '签名校验失败',
  badMessage: '消息解密失败',
  imageNotUploaded: 'url 须为本系统上传的图片',
  fileNotUploaded: 'url 须为本系统上传的文件',
  uploadNotFound: '文件不存在',
  noFile: '消息不存在或没有文件',
  wecomImageType: '企业微信只能发送 JPG、PNG 格式的图片',
  wecomImageSize: '企业微信发送的图片须大于5字节且不超过10MB',
  wecomFileSize: '企业微信发送的文件须大于5字节且不超过20MB',
  wecomVoiceType: '企业微信只能发送 AMR 格式的语音',
  wecomVoiceSize: '企业微信发送的语音须大于5字节且不超过2MB',
  wecomVideoType: '企业微信只能发送 MP4 格式的视频',
  wecomVideoSize: '企业微信发送的视频须大于5字节且不超过10MB',
  voiceNotUploaded: 'url 须为本系统上传的语音',
  videoNotUploaded: 'url 须为本系统上传的视频',
  avatarNotUploaded: 'avatarUrl 须为本系统上传的图片',
  avatarType: 'avatarUrl: 客服头像须为 JPG 或 PNG 图片，且不超过2MB',
  /** The free plan's lock: automatic sharing (as the dispatch board's automatic assignment). */
  autoShareFeature: '自动分配会话',
} as const;

/** A staff message's media that is not one of the enterprise's uploads, by its type. */
export const NOT_UPLOADED = {
  image: OnlineChatErrors.imageNotUploaded,
  file: OnlineChatErrors.fileNotUploaded,
  voice: OnlineChatErrors.voiceNotUploaded,
  video: OnlineChatErrors.videoNotUploaded,
} as const;

export const sessionStateRefused = (from: SessionStateValue, op: string) => `会话当前${SESSION_STATE_NAMES[from]}，不能${op}`;
