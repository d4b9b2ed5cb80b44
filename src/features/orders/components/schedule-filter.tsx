import { DatePicker, Input, Select, Space } from '@arco-design/web-react';
import { useState } from 'react';
import { SCHEDULE_PAGE_SIZES } from '@domain/orders/schedule.schemas';
import type { DataTablePaging } from '@/components/data-table/data-table';
import { useCountScheduleStaffQuery, type ScheduleParams } from '../schedule.api';

const DAY_OPTIONS = [1, 3, 7, 14, 31];
const today = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

/** The range and staff name of a schedule table, with its paging over the staff. */
export function useScheduleQuery(initialDays: number) {
  const [range, setRange] = useState({ start: today(), days: initialDays, keyword: '' });
  const [page, setPage] = useState({ pageIndex: 0, pageSize: SCHEDULE_PAGE_SIZES[0] as number });
  const keyword = range.keyword.trim();
  const filter = { start: range.start, days: range.days, ...(keyword ? { keyword } : {}) };
  const { data: total = 0 } = useCountScheduleStaffQuery(filter);
  const params: ScheduleParams = { ...filter, ...page };
  const paging: DataTablePaging = { ...page, total, onChange: (pageIndex, pageSize) => setPage({ pageIndex, pageSize }) };
  const change = (next: Partial<typeof range>) => {
    setRange((r) => ({ ...r, ...next }));
    setPage((p) => ({ ...p, pageIndex: 0 }));
  };
  const bar = (
    <Space wrap style={{ marginBottom: 12 }}>
      <DatePicker aria-label="开始日期" value={range.start} allowClear={false} onChange={(v: string) => v && change({ start: v })} />
      <Select aria-label="天数" style={{ width: 110 }} value={range.days} onChange={(days: number) => change({ days })} options={DAY_OPTIONS.map((d) => ({ value: d, label: `${d}天` }))} />
      {/* The staff list is short: it narrows as the name is typed. */}
      <Input aria-label="人员姓名" placeholder="人员姓名" allowClear style={{ width: 180 }} value={range.keyword} onChange={(keyword) => change({ keyword })} />
    </Space>
  );
  return { params, paging, bar };
}
