/** Answers of the order calls. Times are ISO strings; money is yuan as decimal text. */
import type { FileRef } from '../forms/field-values';
import type { ChangeLine } from './order-changes';
import type { TemplateKindValue } from '../templates/template.constants';
import type {
  AbnormalKindCode,
  ApprovalResultCode,
  ApprovalTypeCode,
  OrderOpCode,
  OrderSourceCode,
  OrderStateCode,
  OrderTimeNode,
  PaymentItemTypeCode,
  PaymentModeCode,
  PriorityCode,
} from './order.constants';
import type { ButtonOp, MachineOrder } from './order.machine';
import type { OrderProgressView } from './order-extras';

export interface UserRefView {
  id: number;
  name: string;
}

/** A row of GET /v2/order/getAllOrderList (and the other order lists). Carries what the machine needs. */
export interface OrderRow extends MachineOrder {
  id: number;
  orderNo: string;
  title: string;
  templateId: number;
  templateName: string;
  priority: PriorityCode;
  customerId: number;
  customerName: string;
  contactName: string;
  contactPhone: string;
  address: string;
  owner: UserRefView | null;
  collaborators: UserRefView[];
  creator: UserRefView | null;
  serviceGroupId: number | null;
  overdue: boolean;
  examineResult: ApprovalResultCode;
  createTime: string;
  finishTime: string | null;
  version: number;
  /** Custom field values keyed by the order type's form field keys. */
  fields: Record<string, unknown>;
}

export interface OrderList {
  list: OrderRow[];
  total: number;
}

/** GET /order/getOrderTab: the count of each state tab ('all' = every state) under the current filters. */
export type OrderTabCounts = Record<'all' | `${OrderStateCode}`, number>;

export interface TimelineEntry {
  id: number;
  op: OrderOpCode;
  opName: string;
  operator: UserRefView | null;
  time: string;
  node: OrderTimeNode | null;
  /** What changed, field by field (state, owner, appointment …): before and after. */
  before: Record<string, unknown>;
  after: Record<string, unknown>;
  /** The same changes as a user reads them (domain/orders/order-changes). */
  changes: ChangeLine[];
  remark: string;
}

export interface PaymentItemView {
  id: number;
  moneyItemId: number | null;
  name: string;
  itemType: PaymentItemTypeCode;
  quantity: number;
  price: string;
  amount: string;
}

export interface FeesView {
  serviceAmount: string;
  spareAmount: string;
  otherFee: string;
  discountAmount: string;
  items: PaymentItemView[];
  /** service + spare + other + items − discount. */
  total: string;
  collected: {
    mode: PaymentModeCode;
    amount: string;
    receivePaymentId: number | null;
    time: string;
    operator: UserRefView | null;
    remark: string;
  } | null;
}

export interface ReceiptView {
  serviceMinutes: number;
  finishImages: FileRef[];
  signature: FileRef | null;
  remark: string;
  time: string;
  operator: UserRefView | null;
}

export interface EvaluationView {
  solved: boolean;
  quality: number;
  attitude: number;
  speed: number;
  solveRate: number;
  suggestion: string;
  images: FileRef[];
  time: string;
  operator: UserRefView | null;
}

/** GET /order/orderDetail?id=: everything the detail page shows, with the buttons the caller may use. */
export interface OrderDetail extends OrderRow {
  kind: TemplateKindValue;
  source: OrderSourceCode;
  origin: Record<string, number | undefined>;
  serviceItemId: number | null;
  serviceItemName: string | null;
  productId: number | null;
  description: string;
  images: FileRef[];
  tagIds: number[];
  copyUsers: UserRefView[];
  estimatedCompletion: string | null;
  abnormalReason: string | null;
  cancelReason: string | null;
  /** Time node → when it was reached (only the nodes reached). */
  nodes: Partial<Record<OrderTimeNode, string>>;
  timeline: TimelineEntry[];
  fees: FeesView;
  receipt: ReceiptView | null;
  evaluation: EvaluationView | null;
  /** The operations the caller may run now (domain/orders/order.machine). */
  operations: ButtonOp[];
  /** The order type's process steps on this order (处理流程), null when the type has none. */
  progress: OrderProgressView | null;
}

/** A badge count answer: `{ count }`. */
export interface CountView {
  count: number;
}

export interface BatchResult {
  /** Orders changed. */
  done: number[];
  /** Orders refused, each with its number (null when no such order in this enterprise) and why. */
  refused: { id: number; orderNo: string | null; message: string }[];
}

export type { AbnormalKindCode, ApprovalTypeCode };
