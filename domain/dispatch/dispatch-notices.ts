/**
 * What dispatch tells an engineer in the message centre: an order given to them automatically (with
 * why), and a day an accepted optimisation changed (their new order of stops, visits handed to them
 * or taken away). Pure texts; the server puts them through the notices module.
 */

/** Where a notice opens: the order on the web, the engineer's day on the phone. */
export const DispatchNoticeLinks = {
  order: (id: number) => `/allOrder/orderDetail/${id}`,
  myDay: (day: string) => `/m/day?day=${day}`,
} as const;

export const DispatchNoticeTitles = {
  autoAssigned: '工单已自动派给您',
  routeChanged: '您的行程已优化',
} as const;

/** A stop of the changed day: its time ('HH:mm'), the order and whether it was handed over from someone else. */
export interface NoticeStop {
  time: string;
  orderNo: string;
  title: string;
  from: string | null;
}

/** The order's number and title, then why it is theirs (the reasons of the automatic assignment). */
export const autoAssignedText = (orderNo: string, title: string, reasons: readonly string[]) => `${orderNo} ${title}：${reasons.join('；')}`;

/** The new stops in order (handed-over ones say from whom), then what was handed to others. */
export function routeChangedText(day: string, stops: readonly NoticeStop[], given: readonly { orderNo: string; to: string }[]): string {
  const parts = stops.map((s, i) => `${i + 1}. ${s.time} ${s.orderNo} ${s.title}${s.from ? `（由 ${s.from} 改派给您）` : ''}`);
  const away = given.map((g) => `${g.orderNo} 已改派给 ${g.to}`);
  const head = stops.length ? `${day} 路线优化后的上门顺序：${parts.join('；')}` : `${day} 路线优化`;
  return away.length ? `${head}。${away.join('；')}` : head;
}
