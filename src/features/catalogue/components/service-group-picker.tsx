import { IdSelect, type IdPick, type PickerLook } from '@/components/id-select/id-select';
import { ALL_SERVICE_GROUPS, useListServiceGroupsQuery } from '../catalogue.api';

export type ServiceGroupPickerProps = PickerLook & IdPick;

/**
 * Chooses one service group, or several with `multiple`, searching by name. Loads every group with
 * the filters' lookup call, so an order filter and a form on one page share one request.
 */
export function ServiceGroupPicker({ placeholder = '请选择服务组', ...pick }: ServiceGroupPickerProps) {
  const { data: groups = [], isLoading } = useListServiceGroupsQuery(ALL_SERVICE_GROUPS);
  const options = groups.map((g) => ({ id: g.id, name: g.name, label: g.leader ? `${g.name}（组长：${g.leader.name}）` : g.name }));
  return <IdSelect {...pick} placeholder={placeholder} loading={isLoading} options={options} />;
}
