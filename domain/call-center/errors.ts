import { GATEWAY_STATE_NAMES, type GatewayStateValue } from './call-center.constants';

/** Refusals of the call-centre calls, as the user reads them. */
export const CallCenterErrors = {
  recordNotFound: '通话记录不存在',
  seatNotFound: '坐席不存在',
  notASeat: '您不是呼叫中心坐席',
  userNotFound: '员工不存在',
  extensionTaken: '分机号已被其他坐席使用',
  seatTaken: '该员工已是坐席',
  seatInCall: '坐席通话中，不能删除',
  noCall: '当前没有通话',
  targetNotIdle: '转接的坐席不在空闲状态',
  targetNotSip: '转接的坐席未配置 SIP 账号，SIP 坐席只能转给 SIP 坐席或电话号码',
  consultNotSip: '咨询转接仅支持 SIP 坐席',
  consultNotFound: '咨询通话不存在',
  providerRefused: '呼叫中心拒绝了该操作',
  providerDown: '呼叫中心服务暂不可用，请稍后再试',
  rangeTooLong: '统计区间最多366天',
  /** The feature the free plan's upgrade notice names for the statistics. */
  statisticsFeature: '呼叫统计',
  noPbx: '请先配置本企业的 PBX 地址',
  notSipSeat: '该坐席未配置 SIP 账号',
  sipInPage: 'SIP 坐席请在页面的软电话上操作',
  otherSeatsCall: '该通话属于其他坐席',
  sipUserTaken: 'SIP 账号已被其他坐席使用',
  noSecretKey: '服务器未配置 CALL_CENTER_SECRET_KEY，不能保存 SIP 密码',
  sipPasswordUnreadable: 'SIP 密码无法读取（服务器密钥已更换），请管理员重新设置',
} as const;

export const seatStateRefused = (from: GatewayStateValue, op: string) => `坐席当前为${GATEWAY_STATE_NAMES[from]}，不能${op}`;
