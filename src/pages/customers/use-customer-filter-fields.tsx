import { useMemo } from 'react';
import type { CustomerFilter } from '@domain/customers/customers.schemas';
import { Role } from '@domain/shell/roles';
import type { FilterField, FilterValues } from '@/components/filter-panel/filter-panel';
import { UserPicker } from '@/components/user-picker/user-picker';
import { ServiceGroupPicker } from '@/features/catalogue/components/service-group-picker';
import { useListTagsQuery } from '@/features/tags/tags.api';

/** The spec's customer filter fields; external_userid only inside the WeCom sidebar (`inWecomSidebar`). */
export function useCustomerFilterFields(inWecomSidebar: boolean): FilterField[] {
  const { data: tags = [], isLoading } = useListTagsQuery(4);
  return useMemo(() => {
    const fields: FilterField[] = [
      { key: 'name', label: '客户名称', kind: 'text' },
      { key: 'phone', label: '客户电话', kind: 'text' },
      { key: 'linkperson', label: '联系人', kind: 'text' },
      { key: 'linkPersonPhone', label: '联系人电话', kind: 'text' },
      { key: 'mapName', label: '地址', kind: 'text' },
      { key: 'tagId', label: '客户标签', kind: 'select', loading: isLoading, options: tags.map((t) => ({ value: t.id, label: t.name })) },
      {
        key: 'businessUserId',
        label: '归属销售',
        kind: 'custom',
        render: (value, onChange) => <UserPicker role={Role.salesperson} value={value as number | undefined} onChange={onChange} />,
      },
      {
        key: 'serviceGroupId',
        label: '服务组',
        kind: 'custom',
        render: (value, onChange) => <ServiceGroupPicker value={value as number | undefined} onChange={onChange} />,
      },
      { key: 'createTime', label: '创建时间', kind: 'dateRange' },
    ];
    if (inWecomSidebar) fields.push({ key: 'external_userid', label: '企业微信客户', kind: 'text' });
    return fields;
  }, [tags, isLoading, inWecomSidebar]);
}

/** The panel's values as the list call's query (the day range becomes createTimeStart / createTimeEnd). */
export function customerQueryOf(values: FilterValues): Partial<CustomerFilter> {
  const { createTime, ...rest } = values;
  const query = Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined && v !== null && v !== '')) as Partial<CustomerFilter>;
  if (Array.isArray(createTime) && createTime.length === 2) {
    query.createTimeStart = String(createTime[0]);
    query.createTimeEnd = String(createTime[1]);
  }
  return query;
}
