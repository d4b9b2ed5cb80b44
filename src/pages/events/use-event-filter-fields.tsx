import { useMemo } from 'react';
import { chinaWallClockToIso } from '@domain/common/quick-ranges';
import { EVENT_PRIORITY_NAMES, EVENT_STATE_NAMES } from '@domain/events/events.constants';
import { TagCode } from '@domain/settings/tags';
import type { FilterField, FilterOption, FilterValues } from '@/components/filter-panel/filter-panel';
import { UserPicker } from '@/components/user-picker/user-picker';
import { ServiceItemPicker } from '@/features/catalogue/components/service-item-picker';
import type { EventQuery } from '@/features/events/events.api';
import { useListTagsQuery } from '@/features/tags/tags.api';
import { useListEventTemplatesQuery } from '@/features/templates/templates.api';

const named = (names: Record<number, string>): FilterOption[] => Object.entries(names).map(([value, label]) => ({ value: Number(value), label }));
const YES_NO: FilterOption[] = [
  { value: 1, label: '是' },
  { value: 0, label: '否' },
];
const people = (key: string, label: string): FilterField => ({
  key,
  label,
  kind: 'custom',
  render: (value, onChange) => <UserPicker multiple placeholder={`请选择${label}`} value={(value as number[]) ?? []} onChange={onChange} style={{ width: '100%' }} />,
});
/** The time ranges of spec part 1 section 3 and the API's parameter pairs. */
const RANGES = [
  ['createTime', '创建时间'],
  ['dispatchTime', '指派时间'],
  ['upgradeTime', '升级时间'],
  ['startTime', '开始时间'],
  ['closedTime', '关闭时间'],
  ['completeTime', '完成时间'],
] as const;

/** The event filter fields of spec part 1 section 3, with their choices loaded from the template centre, tags and catalogue. */
export function useEventFilterFields(): FilterField[] {
  const { data: templates = [] } = useListEventTemplatesQuery({ pageIndex: 0, pageSize: 100 });
  const { data: tags = [] } = useListTagsQuery(TagCode.event);
  return useMemo<FilterField[]>(
    () => [
      { key: 'keyword', label: '关键词', kind: 'text', placeholder: '事件编号、标题、客户或电话' },
      { key: 'event_states', label: '事件状态', kind: 'select', multiple: true, options: named(EVENT_STATE_NAMES) },
      { key: 'custom_name', label: '客户名称', kind: 'text' },
      { key: 'createTime', label: '创建时间', kind: 'dateRange' },
      people('fk_t_principal_user_id', '负责人'),
      { key: 'priority', label: '优先级', kind: 'select', multiple: true, options: named(EVENT_PRIORITY_NAMES) },
      { key: 'custom_linkperson', label: '联系人', kind: 'text' },
      { key: 'custom_phone', label: '联系电话', kind: 'text' },
      { key: 'map_name', label: '服务地址', kind: 'text' },
      { key: 'custom_detail_addr', label: '详细地址', kind: 'text' },
      { key: 'fk_t_ep_event_tmpl_id', label: '事件模板', kind: 'select', options: templates.map((t) => ({ value: t.id, label: t.name })) },
      { key: 'event_label', label: '事件标签', kind: 'select', multiple: true, options: tags.map((t) => ({ value: t.id, label: t.name })) },
      { key: 'eventDue', label: '是否超时', kind: 'select', options: YES_NO },
      {
        key: 'service_id',
        label: '服务项目',
        kind: 'custom',
        render: (value, onChange) => <ServiceItemPicker value={value as number | undefined} onChange={onChange} style={{ width: '100%' }} />,
      },
      people('fk_t_create_user_id', '创建人'),
      people('fk_t_dispatch_user_id', '指派人'),
      people('fk_t_upgrade_user_id', '升级人'),
      people('fk_t_to_upgrade_user_id', '升级处理人'),
      people('fk_t_start_user_id', '开始处理人'),
      people('fk_t_complete_user_id', '完成人'),
      people('fk_t_closed_user_id', '关闭人'),
      ...RANGES.filter(([key]) => key !== 'createTime').map(([key, label]): FilterField => ({ key, label, kind: 'dateRange' })),
    ],
    [templates, tags],
  );
}

/** The panel's values as query parameters: lists comma-joined, each day range as its Start/End pair in ISO time (China days). */
export function eventQueryOf(values: FilterValues): EventQuery {
  const query: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(values)) {
    if (RANGES.some(([range]) => range === key) && Array.isArray(value)) {
      const [start, end] = value as [string, string];
      query[`${key}Start`] = chinaWallClockToIso(start);
      query[`${key}End`] = chinaWallClockToIso(end);
    } else if (Array.isArray(value)) query[key] = value.join(',');
    else if (value !== undefined && value !== null && value !== '') query[key] = value as string | number;
  }
  return query as EventQuery;
}
