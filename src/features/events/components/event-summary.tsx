import { Descriptions } from '@arco-design/web-react';
import { EVENT_PRIORITY_NAMES, EVENT_SOURCE_NAMES } from '@domain/events/events.constants';
import type { EventDetail } from '@domain/events/events.schemas';
import { formatDateTime } from '@domain/format/date';
import { EventStateTag } from './event-state-tag';

const name = (p: { name: string } | null) => p?.name || '—';
const time = (t: string | null) => (t ? formatDateTime(t) : '—');

/** What the event is about, who has it and when each step happened. */
export function EventSummary({ event }: { event: EventDetail }) {
  const data = [
    { label: '事件编号', value: event.code },
    { label: '状态', value: <EventStateTag state={event.state} overdue={event.overdue} /> },
    { label: '事件模板', value: event.template?.name ?? '—' },
    { label: '来源', value: EVENT_SOURCE_NAMES[event.source] },
    { label: '优先级', value: EVENT_PRIORITY_NAMES[event.priority] },
    { label: '服务项目', value: event.serviceItem?.name ?? '—' },
    { label: '客户名称', value: event.custom_name || '—' },
    { label: '联系人', value: event.custom_linkperson || '—' },
    { label: '联系电话', value: event.custom_phone || '—' },
    { label: '服务地址', value: [event.map_name, event.custom_detail_addr].filter(Boolean).join(' ') || '—' },
    { label: '产品', value: event.customerProductName || '—' },
    { label: '标签', value: event.labels.map((l) => l.name).join('、') || '—' },
    { label: '创建人', value: name(event.creator) },
    { label: '负责人', value: name(event.principal) },
    { label: '协同人', value: event.collaborators.map((c) => c.name).join('、') || '—' },
    { label: '升级处理人', value: name(event.toUpgradeUser) },
    { label: '创建时间', value: time(event.createTime) },
    { label: '指派时间', value: time(event.dispatchTime) },
    { label: '开始时间', value: time(event.startTime) },
    { label: '完成时间', value: time(event.completeTime) },
    { label: '事件描述', value: event.description || '—', span: 3 },
  ];
  return <Descriptions column={3} data={data} border title={event.title} />;
}
