/** Server-made order PDFs (spec part 1: POST /export/orderPdf, /order/pdfSend): requests and texts (paths: orders.paths.ts). */
import type { RoleType } from '../shell/roles';
import { ORDER_MANAGER_ROLES } from './order.machine';

/** One PDF holds at most this many orders (a page or more each). */
export const ORDER_PDF_MAX_ORDERS = 100;
/** How long the link sent to the customer works. */
export const ORDER_PDF_LINK_DAYS = 7;

export interface OrderPdfSendResult {
  /** The contact phone the text went to, masked like 138****0001. */
  phone: string;
}

export const OrderPdfTexts = {
  exportName: '工单PDF',
  sendTrigger: '工单PDF',
  sent: '工单PDF已发送给联系人',
  noPhone: '工单没有联系电话，无法发送',
  noSendRight: '只有派单员、系统管理员或工单负责人可以发送工单PDF',
  linkInvalid: '链接无效或已过期',
  exportButton: '导出PDF',
  sendButton: '发送PDF',
  sendConfirm: (phone: string) => `将工单PDF的下载链接以短信发送给联系人 ${phone}？`,
  /** The text to the contact; the link works for ORDER_PDF_LINK_DAYS days. */
  message: (v: { enterpriseName: string; orderNo: string; link: string }) =>
    `您好，${v.enterpriseName}的服务工单${v.orderNo}的PDF可在此下载：${v.link} ，${ORDER_PDF_LINK_DAYS}天内有效。`,
} as const;

/** 13800000001 → 138****0001: the answer names the recipient without spelling out the number; short numbers stay as they are. */
export function maskPhone(phone: string): string {
  if (phone.length < 7) return phone;
  return `${phone.slice(0, 3)}****${phone.slice(-4)}`;
}

/** The desk may send any order's PDF to its contact, a service member the orders they hold (server and buttons alike). */
export function canSendOrderPdf(user: { id: number; role: RoleType }, order: { owner: { id: number } | null }): boolean {
  return ORDER_MANAGER_ROLES.includes(user.role) || order.owner?.id === user.id;
}
