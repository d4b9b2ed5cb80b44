/** Refusals of the app-market calls, as the user reads them. */
export const MarketErrors = {
  orderNotFound: '订单不存在',
  alreadyConsumed: '该订单已使用，不能重复使用',
  refunded: '该订单已退款，不能使用',
  refundFromMarket: '退款只能由应用市场发起',
  adminOnly: '只有系统管理员可以购买和使用订单',
  notMarketEnterprise: '本企业不是从应用市场安装的，请联系客服热线购买',
  subjectNotFound: '工单或事件不存在',
  noOwner: '该工单或事件还没有负责人',
  ownerNotInHost: '负责人没有钉钉账号，无法发送 DING',
  notDingtalk: 'DING 消息只能在钉钉中发送',
  groupNotBound: '该群尚未绑定客户或团队',
  groupNotFound: '群绑定不存在',
  customerNotFound: '客户不存在',
  teamNotFound: '团队不存在',
  panelOnlyDingtalk: '群控制面板只能在钉钉中使用',
  dailyLimit: (kind: string, limit: number) => `今天的${kind} DING 已达上限（每人每天 ${limit} 条）`,
} as const;
