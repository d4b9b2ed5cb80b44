import { formatBusinessTime } from '@domain/downloads/business-time';
import { fieldValueText } from '@domain/forms/field-text';
import type { FieldOption } from '@domain/forms/form-definition.schemas';
import {
  ABNORMAL_KIND_NAMES,
  APPROVAL_TYPE_NAMES,
  EVALUATION_DIMENSIONS,
  INVALID_ORDER_NAME,
  ORDER_SOURCE_NAMES,
  ORDER_STATE_NAMES,
  PAYMENT_ITEM_TYPE_NAMES,
  PAYMENT_MODE_NAMES,
  PRIORITY_NAMES,
  STAR_MAX,
} from '@domain/orders/order.constants';
import type { OrderDetail } from '@domain/orders/orders.types';

/** One order laid out as the print page shows it, as plain text for the PDF writer. */
export interface OrderSheet {
  title: string;
  subtitle: string;
  sections: SheetSection[];
}

/** A titled block: label/value lines, a table, or a note that it is empty. */
export interface SheetSection {
  title: string;
  lines?: [label: string, value: string][];
  table?: { headers: string[]; widths: number[]; rows: string[][] };
  empty?: string;
}

/** A custom field of the order's type, as much of it as the sheet needs. */
export interface SheetField {
  key: string;
  title: string;
  options?: FieldOption[];
}

const time = (iso: string | null | undefined) => (iso ? formatBusinessTime(new Date(iso)) : '-');
const names = (list: { name: string }[]) => list.map((u) => u.name).join('、') || '-';
const yuan = (v: string) => `¥${v}`;
/** A discount is taken off the total: shown with a minus, except none at all (¥0.00, not -¥0.00). */
const discountText = (v: string) => (Number(v) === 0 ? yuan(v) : `-${yuan(v)}`);

/** The order's state with its flags, as the detail page's tags read. */
function stateText(order: OrderDetail): string {
  const flags = [
    order.archived && '已归档',
    order.deleted && '回收站',
    order.inPool && '公海',
    order.overdue && '已超时',
    order.examineType && `${APPROVAL_TYPE_NAMES[order.examineType]}中`,
    order.abnormalKind && `${ABNORMAL_KIND_NAMES[order.abnormalKind]}待审批`,
  ].filter(Boolean);
  const state = order.invalid && order.state === 0 ? INVALID_ORDER_NAME : ORDER_STATE_NAMES[order.state];
  return [state, ...flags].join(' · ');
}

function infoSection(order: OrderDetail): SheetSection {
  return {
    title: '工单信息',
    lines: [
      ['工单编号', order.orderNo],
      ['工单状态', stateText(order)],
      ['工单类型', order.templateName],
      ['优先级', PRIORITY_NAMES[order.priority]],
      ['客户名称', order.customerName],
      ['联系人', order.contactName || '-'],
      ['联系电话', order.contactPhone || '-'],
      ['服务地址', order.address || '-'],
      ['服务项目', order.serviceItemName ?? '-'],
      ['负责人', order.owner?.name ?? '-'],
      ['协作人', names(order.collaborators)],
      ['抄送人', names(order.copyUsers)],
      ['创建人', order.creator?.name ?? '-'],
      ['来源', ORDER_SOURCE_NAMES[order.source]],
      ['创建时间', time(order.createTime)],
      ['预约时间', time(order.appointmentTime)],
      ['预计完成时间', time(order.estimatedCompletion)],
      ['完成时间', time(order.finishTime)],
      ...(order.cancelReason ? [['取消原因', order.cancelReason] as [string, string]] : []),
      ...(order.abnormalReason ? [['异常原因', order.abnormalReason] as [string, string]] : []),
      ['详细描述', order.description || '-'],
      ['图片描述', order.images.length ? `${order.images.length}张` : '-'],
    ],
  };
}

function customSection(order: OrderDetail, fields: SheetField[]): SheetSection {
  if (fields.length === 0) return { title: '自定义字段', empty: '该工单类型没有自定义字段' };
  return { title: '自定义字段', lines: fields.map((f) => [f.title || f.key, fieldValueText(order.fields[f.key], f) || '-']) };
}

function feesSection({ fees }: OrderDetail): SheetSection[] {
  const collected = fees.collected
    ? `已收款 ${yuan(fees.collected.amount)}（${PAYMENT_MODE_NAMES[fees.collected.mode]}，${fees.collected.operator?.name ?? '-'}，${time(fees.collected.time)}）`
    : '未收款';
  return [
    {
      title: '费用',
      lines: [
        ['服务费用', yuan(fees.serviceAmount)],
        ['备件金额', yuan(fees.spareAmount)],
        ['其他费用', yuan(fees.otherFee)],
        ['优惠金额', discountText(fees.discountAmount)],
        ['合计', yuan(fees.total)],
        ['收款状态', collected],
      ],
    },
    fees.items.length
      ? {
          title: '收费项',
          table: {
            headers: ['收费项', '类型', '数量', '单价', '金额'],
            widths: [3, 2, 1, 2, 2],
            rows: fees.items.map((i) => [i.name, PAYMENT_ITEM_TYPE_NAMES[i.itemType], String(i.quantity), yuan(i.price), yuan(i.amount)]),
          },
        }
      : { title: '收费项', empty: '暂无收费项' },
  ];
}

function receiptSection({ receipt }: OrderDetail): SheetSection {
  if (!receipt) return { title: '回执', empty: '暂无回执' };
  return {
    title: '回执',
    lines: [
      ['服务时长', `${receipt.serviceMinutes}分钟`],
      ['完成图片', `${receipt.finishImages.length}张`],
      ['客户签字', receipt.signature ? '已签字' : '-'],
      ['回执说明', receipt.remark || '-'],
      ['回执人', receipt.operator?.name ?? '-'],
      ['回执时间', time(receipt.time)],
    ],
  };
}

function evaluationSection({ evaluation }: OrderDetail): SheetSection {
  if (!evaluation) return { title: '评价', empty: '暂无评价' };
  const stars = (Object.entries(EVALUATION_DIMENSIONS) as [keyof typeof EVALUATION_DIMENSIONS, string][]).map(
    ([key, label]) => [label, `${evaluation[key]}/${STAR_MAX}星`] as [string, string],
  );
  return {
    title: '评价',
    lines: [
      ['问题是否解决', evaluation.solved ? '已解决' : '未解决'],
      ...stars,
      ['意见建议', evaluation.suggestion || '-'],
      ['评价图片', `${evaluation.images.length}张`],
      ['评价人', evaluation.operator?.name ?? '-'],
      ['评价时间', time(evaluation.time)],
    ],
  };
}

function timelineSection({ timeline }: OrderDetail): SheetSection {
  if (timeline.length === 0) return { title: '工单进度', empty: '暂无记录' };
  return {
    title: '工单进度',
    table: {
      headers: ['时间', '操作', '操作人', '备注'],
      widths: [3, 2, 2, 5],
      rows: timeline.map((e) => [time(e.time), e.opName, e.operator?.name ?? '系统', e.remark || '']),
    },
  };
}

/** The sheet of one order: the print page's sections in its order. */
export function orderSheet(order: OrderDetail, fields: SheetField[], context: { enterpriseName: string; printedAt: Date }): OrderSheet {
  return {
    title: order.title,
    subtitle: `${context.enterpriseName} · ${order.orderNo} · 导出时间 ${formatBusinessTime(context.printedAt)}`,
    sections: [infoSection(order), customSection(order, fields), ...feesSection(order), receiptSection(order), evaluationSection(order), timelineSection(order)],
  };
}
