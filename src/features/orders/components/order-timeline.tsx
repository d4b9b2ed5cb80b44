import { Empty, Timeline, Typography } from '@arco-design/web-react';
import { formatBusinessTime } from '@domain/downloads/business-time';
import { ORDER_TIME_NODE_NAMES } from '@domain/orders/order.constants';
import type { TimelineEntry } from '@domain/orders/orders.types';
import '@arco-design/web-react/es/Timeline/style/css.js';

/** What the entry changed, as the server words it (labels, names, China time): before → after. */
function Changes({ entry }: { entry: TimelineEntry }) {
  if (entry.changes.length === 0) return null;
  return (
    <div style={{ color: 'var(--color-text-3)', fontSize: 12 }}>
      {entry.changes.map((c) => (
        <div key={c.label}>
          {c.label}：{c.before} → {c.after}
        </div>
      ))}
    </div>
  );
}

/** The order's log, oldest first: who did what and when (China time), what changed, and the time node it set. */
export function OrderTimeline({ entries }: { entries: TimelineEntry[] }) {
  if (entries.length === 0) return <Empty description="暂无记录" />;
  return (
    <Timeline aria-label="工单进度">
      {entries.map((entry) => (
        <Timeline.Item key={entry.id} label={formatBusinessTime(new Date(entry.time))}>
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
