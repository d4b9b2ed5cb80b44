import { TreeSelect } from '@arco-design/web-react';
import { useMemo } from 'react';
import type { ServiceItemCategoryRow, ServiceItemRow } from '@domain/catalogue/catalogue.schemas';
import type { IdPick, PickerLook } from '@/components/id-select/id-select';
import { ALL_SERVICE_ITEMS, useListServiceItemCategoriesQuery, useListServiceItemsQuery } from '../catalogue.api';

export type ServiceItemPickerProps = PickerLook &
  IdPick & {
    /** Filters show stopped items too (old orders carry them); forms offer only items in use. */
    includeDisabled?: boolean;
  };

interface PickNode {
  key: string;
  title: string;
  selectable?: boolean;
  children?: PickNode[];
}

// Items are keyed by their id; categories get a prefix so the two never collide and only items are chosen.
const categoryKey = (id: number | null) => `category-${id ?? 'none'}`;

function pickTree(categories: ServiceItemCategoryRow[], items: ServiceItemRow[]): PickNode[] {
  const itemsIn = (id: number | null) => items.filter((i) => i.categoryId === id).map((i) => ({ key: String(i.id), title: i.name }));
  const branch = (id: number | null, title: string, children: PickNode[]): PickNode[] =>
    children.length > 0 ? [{ key: categoryKey(id), title, selectable: false, children }] : [];
  const known = new Set(categories.map((c) => c.id));
  const tops = categories.filter((c) => c.parentId === null || !known.has(c.parentId));
  return [
    ...tops.flatMap((top) =>
      branch(top.id, top.name, [
        ...categories.filter((c) => c.parentId === top.id).flatMap((sub) => branch(sub.id, sub.name, itemsIn(sub.id))),
        ...itemsIn(top.id),
      ]),
    ),
    ...branch(null, '未分类', itemsIn(null)),
  ];
}

const branchKeys = (node: PickNode): string[] => (node.children ? [node.key, ...node.children.flatMap(branchKeys)] : []);

/** Chooses a service item (or several with `multiple`) from the category tree, searching by name. */
export function ServiceItemPicker({ placeholder = '请选择服务项目', disabled, style, includeDisabled = false, ...pick }: ServiceItemPickerProps) {
  const { data: categories = [] } = useListServiceItemCategoriesQuery();
  const { data: items = [], isLoading } = useListServiceItemsQuery(ALL_SERVICE_ITEMS);
  const chosen = pick.multiple ? (pick.value ?? []) : pick.value === undefined ? [] : [pick.value];
  const keys = chosen.map(String);
  const keysText = keys.join(',');
  const treeData = useMemo(() => {
    // A stopped item already chosen stays, so its name still shows.
    const kept = new Set(keysText.split(','));
    return pickTree(categories, items.filter((i) => includeDisabled || i.enabled || kept.has(String(i.id))));
  }, [categories, items, includeDisabled, keysText]);

  const handleChange = (value: string | string[] | undefined) => {
    if (pick.multiple) pick.onChange?.(((value as string[] | undefined) ?? []).map(Number));
    else pick.onChange?.(value ? Number(value) : undefined);
  };

  return (
    <TreeSelect
      treeData={treeData}
      multiple={pick.multiple}
      value={pick.multiple ? keys : keys[0]}
      onChange={handleChange}
      placeholder={placeholder}
      disabled={disabled}
      style={style}
      loading={isLoading}
      allowClear
      showSearch
      treeProps={{ defaultExpandedKeys: treeData.flatMap(branchKeys) }}
      filterTreeNode={(input: string, node: { props: { title?: unknown } }) => String(node.props.title ?? '').includes(input.trim())}
    />
  );
}
