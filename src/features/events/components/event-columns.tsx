import { Link } from 'wouter';
import { EVENT_PRIORITY_NAMES, EVENT_SOURCE_NAMES } from '@domain/events/events.constants';
import type { EventRow } from '@domain/events/events.schemas';
import { formatDateTime } from '@domain/format/date';
import type { DataColumn } from '@/components/data-table/data-table';
import { EventStateTag } from './event-state-tag';
import { paths } from '@/app/paths';

const name = (p: { name: string } | null) => p?.name ?? '';

/** The columns of every event list; pages add their action column. */
export const EVENT_COLUMNS: DataColumn<EventRow>[] = [
  { key: 'code', title: '事件编号', width: 170, render: (_: unknown, r: EventRow) => <Link href={paths.events.detail(r.id)}>{r.code}</Link> },
  { key: 'title', title: '事件标题', width: 180, dataIndex: 'title' },
  { key: 'state', title: '状态', width: 130, render: (_: unknown, r: EventRow) => <EventStateTag state={r.state} overdue={r.overdue} /> },
  { key: 'custom_name', title: '客户名称', width: 150, dataIndex: 'custom_name' },
  { key: 'custom_phone', title: '联系电话', width: 130, dataIndex: 'custom_phone' },
  { key: 'priority', title: '优先级', width: 90, render: (_: unknown, r: EventRow) => EVENT_PRIORITY_NAMES[r.priority] },
  { key: 'source', title: '来源', width: 100, render: (_: unknown, r: EventRow) => EVENT_SOURCE_NAMES[r.source] },
  { key: 'principal', title: '负责人', width: 100, render: (_: unknown, r: EventRow) => name(r.principal) },
  { key: 'creator', title: '创建人', width: 100, render: (_: unknown, r: EventRow) => name(r.creator) },
  { key: 'createTime', title: '创建时间', width: 160, render: (_: unknown, r: EventRow) => formatDateTime(r.createTime) },
];
