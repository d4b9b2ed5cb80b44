import { Descriptions, Tag } from '@arco-design/web-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { formatDateTime } from '@domain/format/date';
import { ABNORMAL_KIND_NAMES, APPROVAL_TYPE_NAMES, ORDER_SOURCE_NAMES, PRIORITY_NAMES } from '@domain/orders/order.constants';
import type { OrderDetail } from '@domain/orders/orders.types';
import { OrderStateTag } from './order-state-tag';
import { paths } from '@/app/paths';

const time = (v: string | null) => (v ? formatDateTime(v) : '-');

/** 工单信息: the order's own columns; `source` is 来源 as the page shows it (the record it came from, linked); `phoneAction` sits beside the phone (the call icon for seat users). */
export function OrderInfo({ order, source, phoneAction }: { order: OrderDetail; source?: ReactNode; phoneAction?: ReactNode }) {
  const flags = [
    order.archived && <Tag key="a">已归档</Tag>,
    order.deleted && <Tag key="d" color="red">回收站</Tag>,
    order.inPool && <Tag key="p" color="cyan">公海</Tag>,
    order.overdue && <Tag key="o" color="red">已超时</Tag>,
    order.examineType && <Tag key="e" color="purple">{APPROVAL_TYPE_NAMES[order.examineType]}中</Tag>,
    order.abnormalKind && <Tag key="ab" color="orange">{ABNORMAL_KIND_NAMES[order.abnormalKind]}待审批</Tag>,
  ].filter(Boolean);
  const data = [
    { label: '工单编号', value: order.orderNo },
    { label: '工单状态', value: <><OrderStateTag state={order.state} invalid={order.invalid} /> {flags}</> },
    { label: '工单类型', value: order.templateName },
    { label: '优先级', value: PRIORITY_NAMES[order.priority] },
    { label: '客户名称', value: <Link href={paths.orders.customerDetail(order.customerId, order.id)}>{order.customerName}</Link> },
    { label: '联系人', value: order.contactName || '-' },
    { label: '联系电话', value: order.contactPhone ? <>{order.contactPhone}{phoneAction}</> : '-' },
    { label: '服务地址', value: order.address || '-' },
    { label: '服务项目', value: order.serviceItemName ?? '-' },
    { label: '负责人', value: order.owner?.name ?? '-' },
    { label: '协作人', value: order.collaborators.map((u) => u.name).join('、') || '-' },
    { label: '抄送人', value: order.copyUsers.map((u) => u.name).join('、') || '-' },
    { label: '创建人', value: order.creator?.name ?? '-' },
    { label: '来源', value: source ?? ORDER_SOURCE_NAMES[order.source] },
    { label: '创建时间', value: time(order.createTime) },
    { label: '预约时间', value: time(order.appointmentTime) },
    { label: '预计完成时间', value: time(order.estimatedCompletion) },
    { label: '完成时间', value: time(order.finishTime) },
    ...(order.cancelReason ? [{ label: '取消原因', value: order.cancelReason }] : []),
    ...(order.abnormalReason ? [{ label: '异常原因', value: order.abnormalReason }] : []),
    { label: '详细描述', value: order.description || '-' },
  ];
  return <Descriptions column={{ xs: 1, md: 2, xl: 3 }} data={data} labelStyle={{ width: 110 }} aria-label="工单信息" />;
}
