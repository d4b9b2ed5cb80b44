import type { ChatSessionRow } from '@domain/online-chat/online-chat.schemas';

/**
 * What 转事件 and 新建工单 carry from a session, on the PC (/newEvent, /createOrder) and the phone
 * (/m/newEvent, /m/newOrder): the linked customer, the product the chat asks about, and the session
 * itself (whose log lines the event and the order then write).
 */
export function sessionOrigin(s: ChatSessionRow): Record<string, string> {
  return {
    ...(s.customerId ? { customerId: String(s.customerId) } : {}),
    customerName: s.customerName,
    ...(s.customerProductId ? { customerProductId: String(s.customerProductId), customerProductName: s.productName } : {}),
    chatSessionId: String(s.id),
  };
}
