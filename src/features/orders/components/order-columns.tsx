import { Tag } from '@arco-design/web-react';
import { Link } from 'wouter';
import { formatDateTime } from '@domain/format/date';
import { PRIORITY_NAMES } from '@domain/orders/order.constants';
import type { OrderRow } from '@domain/orders/orders.types';
import type { DataColumn } from '@/components/data-table/data-table';
import { OrderStateTag } from './order-state-tag';
import { paths } from '@/app/paths';

const PRIORITY_COLORS = { 1: 'gray', 2: 'orange', 3: 'red' } as const;
const time = (value: string | null) => (value ? formatDateTime(value) : '-');

/** The order list's columns (every one can be hidden in 列设置 but the number). */
export const ORDER_COLUMNS: DataColumn<OrderRow>[] = [
  {
    key: 'orderNo',
    title: '工单编号',
    dataIndex: 'orderNo',
    width: 190,
    render: (no: string, row) => <Link href={paths.orders.detail(row.id)}>{no}</Link>,
  },
  { key: 'title', title: '工单标题', dataIndex: 'title', width: 180, ellipsis: true },
  { key: 'state', title: '工单状态', dataIndex: 'state', width: 100, render: (_: unknown, row) => <OrderStateTag state={row.state} invalid={row.invalid} /> },
  { key: 'templateName', title: '工单类型', dataIndex: 'templateName', width: 120, ellipsis: true },
  {
    key: 'priority',
    title: '优先级',
    dataIndex: 'priority',
    width: 90,
    render: (p: OrderRow['priority']) => <Tag color={PRIORITY_COLORS[p]}>{PRIORITY_NAMES[p]}</Tag>,
  },
  { key: 'customerName', title: '客户名称', dataIndex: 'customerName', width: 160, ellipsis: true },
  { key: 'contactName', title: '联系人', dataIndex: 'contactName', width: 100, ellipsis: true },
  { key: 'contactPhone', title: '联系电话', dataIndex: 'contactPhone', width: 130 },
  { key: 'address', title: '服务地址', dataIndex: 'address', width: 200, ellipsis: true },
  { key: 'owner', title: '负责人', dataIndex: 'owner', width: 100, render: (_: unknown, row) => row.owner?.name ?? '-' },
  {
    key: 'collaborators',
    title: '协作人',
    dataIndex: 'collaborators',
    width: 140,
    ellipsis: true,
    render: (_: unknown, row) => row.collaborators.map((u) => u.name).join('、') || '-',
  },
  { key: 'creator', title: '创建人', dataIndex: 'creator', width: 100, render: (_: unknown, row) => row.creator?.name ?? '-' },
  { key: 'appointmentTime', title: '预约时间', dataIndex: 'appointmentTime', width: 150, render: time },
  { key: 'createTime', title: '创建时间', dataIndex: 'createTime', width: 150, render: time },
  { key: 'finishTime', title: '完成时间', dataIndex: 'finishTime', width: 150, render: time },
  {
    key: 'overdue',
    title: '是否超时',
    dataIndex: 'overdue',
    width: 90,
    render: (overdue: boolean) => (overdue ? <Tag color="red">已超时</Tag> : '否'),
  },
];
