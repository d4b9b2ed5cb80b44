import { Table } from '@arco-design/web-react';
import { useState } from 'react';
import type { ChartPoint } from './chart-option';

/**
 * The figures behind a chart as a table under a 查看数据 disclosure: the way to every figure for keyboard
 * and screen-reader users where the page has no figures table of its own (a chart's marks take no focus).
 */
export function ChartFigures({ points, valueTitle }: { points: readonly ChartPoint[]; valueTitle: string }) {
  const [open, setOpen] = useState(false);
  return (
    <details onToggle={(e) => setOpen(e.currentTarget.open)} style={{ marginTop: 4 }}>
      <summary style={{ cursor: 'pointer', color: 'rgb(var(--primary-6))', fontSize: 12 }}>查看数据</summary>
      {open && (
        <Table
          size="small"
          rowKey="key"
          data={[...points]}
          pagination={points.length > 10 ? { pageSize: 10, size: 'mini' } : false}
          columns={[
            { title: '项目', dataIndex: 'label' },
            { title: valueTitle, dataIndex: 'text' },
          ]}
        />
      )}
    </details>
  );
}
