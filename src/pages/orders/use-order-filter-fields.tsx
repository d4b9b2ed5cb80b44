import { useMemo } from 'react';
import {
  APPROVAL_RESULT_NAMES,
  APPROVAL_TYPE_NAMES,
  ORDER_STATE_NAMES,
  PRIORITY_NAMES,
} from '@domain/orders/order.constants';
import { TagCode } from '@domain/settings/tags';
import { Role } from '@domain/shell/roles';
import type { FilterField, FilterOption } from '@/components/filter-panel/filter-panel';
import { UserPicker } from '@/components/user-picker/user-picker';
import { ALL_SERVICE_GROUPS, ALL_SERVICE_ITEMS, useListServiceGroupsQuery, useListServiceItemCategoriesQuery, useListServiceItemsQuery } from '@/features/catalogue/catalogue.api';
import { useListTagsQuery } from '@/features/tags/tags.api';
import { useListOrderTypeOptionsQuery } from '@/features/templates/templates.api';

const named = (names: Record<number, string>): FilterOption[] => Object.entries(names).map(([value, label]) => ({ value: Number(value), label }));
const YES_NO: FilterOption[] = [
  { value: 1, label: '是' },
  { value: 0, label: '否' },
];

/** A filter choosing people of the enterprise (optionally of one role). */
const people = (key: string, label: string, role?: (typeof Role)[keyof typeof Role]): FilterField => ({
  key,
  label,
  kind: 'custom',
  render: (value, onChange) => <UserPicker multiple role={role} placeholder={`请选择${label}`} value={(value as number[]) ?? []} onChange={onChange} style={{ width: '100%' }} />,
});

/** Filters whose value is a list (for reading them from a link). */
export const ORDER_LIST_FILTER_KEYS = [
  'states',
  'order_label',
  'orderType',
  'priority',
  'examineType',
  'examineResult',
  'serviceGroupId',
  'service_id',
  'service_category',
  'servicePersonalIds',
  'coordinationUserIds',
  'create_examine_operator_ids',
  'complete_examine_operator_ids',
  'dispatchUserIds',
  'take_order_user_ids',
  'take_user_ids',
  'duplicateUserIds',
];

/**
 * The order list filter fields of spec part 1 section 3, with their choices loaded from the
 * template centre, the service catalogue, the order tags and the organisation.
 */
export function useOrderFilterFields(): FilterField[] {
  const { data: types = [], isLoading: typesLoading } = useListOrderTypeOptionsQuery();
  const { data: groups = [] } = useListServiceGroupsQuery(ALL_SERVICE_GROUPS);
  const { data: items = [] } = useListServiceItemsQuery(ALL_SERVICE_ITEMS);
  const { data: categories = [] } = useListServiceItemCategoriesQuery();
  const { data: tags = [] } = useListTagsQuery(TagCode.order);

  return useMemo<FilterField[]>(
    () => [
      { key: 'keyword', label: '关键词', kind: 'text', placeholder: '工单编号、标题或客户名称' },
      { key: 'states', label: '工单状态', kind: 'select', multiple: true, options: named(ORDER_STATE_NAMES) },
      { key: 'orderType', label: '工单类型', kind: 'select', multiple: true, loading: typesLoading, options: types.map((t) => ({ value: t.id, label: t.name })) },
      { key: 'customName', label: '客户名称', kind: 'text' },
      { key: 'takeV', label: '创建时间', kind: 'dateRange' },
      people('servicePersonalIds', '负责人', Role.serviceStaff),
      { key: 'title', label: '工单标题', kind: 'text' },
      { key: 'orderNo', label: '工单编号', kind: 'text' },
      { key: 'customLinkPerson', label: '联系人', kind: 'text' },
      { key: 'customPhone', label: '联系电话', kind: 'text' },
      { key: 'gpsAddr', label: '服务地址', kind: 'text' },
      { key: 'priority', label: '优先级', kind: 'select', multiple: true, options: named(PRIORITY_NAMES) },
      { key: 'order_label', label: '工单标签', kind: 'select', multiple: true, options: tags.map((t) => ({ value: t.id, label: t.name })) },
      { key: 'isCreateReceipt', label: '是否回执', kind: 'select', options: YES_NO },
      { key: 'isServiceSettlement', label: '是否收款', kind: 'select', options: YES_NO },
      { key: 'evaluateState', label: '是否评价', kind: 'select', options: YES_NO },
      { key: 'orderExceed', label: '是否超时', kind: 'select', options: YES_NO },
      { key: 'placeState', label: '是否归档', kind: 'select', options: YES_NO },
      { key: 'visitV', label: '预约时间', kind: 'dateRange' },
      { key: 'finishV', label: '完成时间', kind: 'dateRange' },
      { key: 'dispatchTimeV', label: '派单时间', kind: 'dateRange' },
      { key: 'createExamineV', label: '创建审批时间', kind: 'dateRange' },
      { key: 'completeExamineV', label: '完成审批时间', kind: 'dateRange' },
      { key: 'receiptExamineV', label: '回执审批时间', kind: 'dateRange' },
      { key: 'collectionExamineV', label: '收款审批时间', kind: 'dateRange' },
      people('coordinationUserIds', '协作人'),
      people('dispatchUserIds', '派单人', Role.dispatcher),
      people('take_order_user_ids', '接单人'),
      people('take_user_ids', '创建人'),
      people('create_examine_operator_ids', '创建审批人'),
      people('complete_examine_operator_ids', '完成审批人'),
      people('duplicateUserIds', '抄送人'),
      { key: 'serviceGroupId', label: '服务组', kind: 'select', multiple: true, options: groups.map((g) => ({ value: g.id, label: g.name })) },
      { key: 'service_id', label: '服务项目', kind: 'select', multiple: true, options: items.map((i) => ({ value: i.id, label: i.name })) },
      { key: 'service_category', label: '服务项目分类', kind: 'select', multiple: true, options: categories.map((c) => ({ value: c.id, label: c.name })) },
      { key: 'examineType', label: '审批类型', kind: 'select', multiple: true, options: named(APPROVAL_TYPE_NAMES) },
      { key: 'examineResult', label: '审批结果', kind: 'select', multiple: true, options: named(APPROVAL_RESULT_NAMES) },
    ],
    [types, typesLoading, groups, items, categories, tags],
  );
}
