/** Message subscriptions (spec part 2 section 2): two types, each a master switch plus per-notice switches. */
export const SubscriptionType = { todo: 1, statistics: 2 } as const;
export type SubscriptionTypeValue = (typeof SubscriptionType)[keyof typeof SubscriptionType];

export const SUBSCRIPTION_TYPES: Record<SubscriptionTypeValue, { name: string; sendAt: string }> = {
  1: { name: '待办事项', sendAt: '08:00' },
  2: { name: '统计数据', sendAt: '08:30' },
};

export interface NoticeItemDefinition {
  code: string;
  descri: string;
}

/** The notices each type can carry; codes are unique across types, so a code alone names its type. */
export const SUBSCRIPTION_ITEMS: Record<SubscriptionTypeValue, readonly NoticeItemDefinition[]> = {
  1: [
    { code: 'todo_accept_order', descri: '待受理工单' },
    { code: 'todo_assign_order', descri: '待派单工单' },
    { code: 'todo_serve_order', descri: '待服务工单' },
    { code: 'todo_overtime_order', descri: '超时工单' },
    { code: 'todo_pending_event', descri: '待处理事件' },
  ],
  2: [
    { code: 'stat_yesterday_orders', descri: '昨日工单统计' },
    { code: 'stat_yesterday_events', descri: '昨日事件统计' },
    { code: 'stat_staff_workload', descri: '服务人员工作量' },
    { code: 'stat_customer_evaluation', descri: '客户评价统计' },
  ],
};

/** A user who never touched the switches is not subscribed, but every notice is on once they are. */
export const DEFAULT_MASTER_STATE = 0;
export const DEFAULT_ITEM_VALUE = 1;

export function subscriptionTypeOfCode(code: string): SubscriptionTypeValue | undefined {
  for (const [type, items] of Object.entries(SUBSCRIPTION_ITEMS))
    if (items.some((i) => i.code === code)) return Number(type) as SubscriptionTypeValue;
  return undefined;
}

export const unknownSubscriptionItem = (code: string) => `未知的订阅项: ${code}`;
