import { Select } from '@arco-design/web-react';
import { Role } from '@domain/shell/roles';
import { UserPicker } from '@/components/user-picker/user-picker';
import { ALL_SERVICE_GROUPS, useListServiceGroupsQuery } from '@/features/catalogue/catalogue.api';
import { QuickRangeBar, rangeOf, type RangeValue } from '@/features/reports/components/quick-range-bar';
import type { ReportParams } from '@/features/reports/reports.api';
import { useListOrderTypeOptionsQuery } from '@/features/templates/templates.api';

export interface ReportFilterValue {
  range: RangeValue;
  orderType: number[];
  serviceGroupId: number[];
  staffId: number[];
}

export const initialReportFilter = (): ReportFilterValue => ({ range: rangeOf('thisMonth'), orderType: [], serviceGroupId: [], staffId: [] });

/** The filter as the report calls take it. */
export const reportParams = (f: ReportFilterValue): ReportParams => ({
  start: f.range.start,
  end: f.range.end,
  ...(f.orderType.length ? { orderType: f.orderType.join(',') } : {}),
  ...(f.serviceGroupId.length ? { serviceGroupId: f.serviceGroupId.join(',') } : {}),
  ...(f.staffId.length ? { staffId: f.staffId.join(',') } : {}),
});

/** Quick date ranges, then the order type, service group and staff filters of every chart (events: the staff only). */
export function ReportFilters({ value, onChange, events }: { value: ReportFilterValue; onChange: (v: ReportFilterValue) => void; events?: boolean }) {
  const { data: types = [] } = useListOrderTypeOptionsQuery();
  const { data: groups = [] } = useListServiceGroupsQuery(ALL_SERVICE_GROUPS);
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
      <QuickRangeBar value={value.range} onChange={(range) => onChange({ ...value, range })} />
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
        {!events && (
        <Select
          size="small"
          mode="multiple"
          allowClear
          placeholder="全部工单类型"
          style={{ width: 200 }}
          value={value.orderType}
          options={types.map((t) => ({ value: t.id, label: t.name }))}
          onChange={(orderType: number[]) => onChange({ ...value, orderType })}
        />
        )}
        {!events && (
        <Select
          size="small"
          mode="multiple"
          allowClear
          placeholder="全部服务组"
          style={{ width: 200 }}
          value={value.serviceGroupId}
          options={groups.map((g) => ({ value: g.id, label: g.name }))}
          onChange={(serviceGroupId: number[]) => onChange({ ...value, serviceGroupId })}
        />
        )}
        <UserPicker
          multiple
          role={Role.serviceStaff}
          placeholder="全部服务人员"
          style={{ width: 200 }}
          value={value.staffId}
          onChange={(staffId) => onChange({ ...value, staffId: (staffId as number[]) ?? [] })}
        />
      </div>
    </div>
  );
}
