import { Empty, Timeline, Typography } from '@arco-design/web-react';
import { formatDateTime } from '@domain/format/date';
import { ORDER_TIME_NODE_NAMES } from '@domain/orders/order.constants';
import type { TimelineEntry } from '@domain/orders/orders.types';

/** Labels of the changed fields the log records (before → after). */
const FIELD_NAMES: Record<string, string> = {
  state: '状态',
  owner: '负责人',
  ownerId: '负责人',
  collaborators: '协作人',
  appointmentTime: '预约时间',
  inPool: '公海',
  archived: '归档',
  deleted: '回收站',
};

const show = (value: unknown): string => {
  if (value === null || value === undefined || value === '') return '无';
  if (Array.isArray(value)) return value.map(show).join('、') || '无';
  if (typeof value === 'object') return String((value as { name?: unknown }).name ?? JSON.stringify(value));
  if (typeof value === 'boolean') return value ? '是' : '否';
  return String(value);
};

function Changes({ entry }: { entry: TimelineEntry }) {
  const keys = Object.keys(entry.after).filter((k) => JSON.stringify(entry.before[k]) !== JSON.stringify(entry.after[k]));
  if (keys.length === 0) return null;
  return (
    <div style={{ color: 'var(--color-text-3)', fontSize: 12 }}>
      {keys.map((k) => (
        <div key={k}>
          {FIELD_NAMES[k] ?? k}：{show(entry.before[k])} → {show(entry.after[k])}
        </div>
      ))}
    </div>
  );
}

/** The order's log, oldest first: who did what and when, what changed, and the time node it set. */
export function OrderTimeline({ entries }: { entries: TimelineEntry[] }) {
  if (entries.length === 0) return <Empty description="暂无记录" />;
  return (
    <Timeline aria-label="工单进度">
      {entries.map((entry) => (
        <Timeline.Item key={entry.id} label={formatDateTime(entry.time, true)}>
          <Typography.Text bold>{entry.opName}</Typography.Text>
          <span style={{ marginLeft: 8, color: 'var(--color-text-2)' }}>{entry.operator?.name ?? '系统'}</span>
          {entry.node !== null && <span style={{ marginLeft: 8, color: 'var(--color-text-3)' }}>（{ORDER_TIME_NODE_NAMES[entry.node]}）</span>}
          {entry.remark && <div>{entry.remark}</div>}
          <Changes entry={entry} />
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
