import type { ProjectFilter } from '@domain/projects/projects.schemas';
import type { DateRangeValue } from '@/components/filter-panel/date-range-filter';
import type { FilterField, FilterValues } from '@/components/filter-panel/filter-panel';
import { UserPicker } from '@/components/user-picker/user-picker';

/** 全部项目's filter panel (spec part 2 section 3's search form, beside the toolbar's keyword, state, template and sort). */
export const PROJECT_FILTER_FIELDS: FilterField[] = [
  { key: 'projectNo', label: '项目编号', kind: 'text' },
  {
    key: 'createUserId',
    label: '创建人',
    kind: 'custom',
    render: (value, onChange) => <UserPicker aria-label="创建人" placeholder="请选择创建人" value={value as number | undefined} onChange={onChange} />,
  },
  { key: 'createTime', label: '创建时间', kind: 'dateRange' },
  { key: 'finishTime', label: '完成时间', kind: 'dateRange' },
];

/** A range's first and last days as the list takes them (YYYY-MM-DD, China days). */
const days = (range: unknown) => (range as DateRangeValue | undefined)?.map((t) => t.slice(0, 10)) ?? [];

/** The panel's values as the list's filter. */
export function projectPanelFilter(values: FilterValues): Partial<ProjectFilter> {
  const [startCreateTime, endCreateTime] = days(values.createTime);
  const [startFinishTime, endFinishTime] = days(values.finishTime);
  const projectNo = typeof values.projectNo === 'string' && values.projectNo.trim() ? values.projectNo.trim() : undefined;
  return { projectNo, createUserId: values.createUserId as number | undefined, startCreateTime, endCreateTime, startFinishTime, endFinishTime };
}
