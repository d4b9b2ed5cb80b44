import { TreeSelect } from '@arco-design/web-react';
import { useMemo, useState, type KeyboardEvent, type ReactNode } from 'react';
import type { ServiceItemCategoryRow, ServiceItemRow } from '@domain/catalogue/catalogue.schemas';
import type { IdPick, PickerLook } from '@/components/id-select/id-select';
import { ALL_SERVICE_ITEMS, useListServiceItemCategoriesQuery, useListServiceItemsQuery } from '../catalogue.api';
import '@arco-design/web-react/es/TreeSelect/style/css.js';

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

/** The selectable items of the tree, in the order shown, whose name contains `search`. */
function leavesOf(nodes: PickNode[], search: string): PickNode[] {
  return nodes.flatMap((n) => (n.children ? leavesOf(n.children, search) : n.title.includes(search.trim()) ? [n] : []));
}

/**
 * Chooses a service item (or several with `multiple`) from the category tree, searching by name.
 * By keyboard (Arco's tree select has none): typing filters, ↓/↑ move the highlighted item among those
 * shown (↓ also opens the list), Enter picks it (with `multiple`, adds or removes it), Esc closes.
 */
export function ServiceItemPicker({ placeholder = '请选择服务项目', disabled, style, includeDisabled = false, ...pick }: ServiceItemPickerProps) {
  const { data: categories = [] } = useListServiceItemCategoriesQuery();
  const { data: items = [], isLoading } = useListServiceItemsQuery(ALL_SERVICE_ITEMS);
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const [active, setActive] = useState(0);
  const chosen = pick.multiple ? (pick.value ?? []) : pick.value === undefined ? [] : [pick.value];
  const keys = chosen.map(String);
  const keysText = keys.join(',');
  const treeData = useMemo(() => {
    // A stopped item already chosen stays, so its name still shows.
    const kept = new Set(keysText.split(','));
    return pickTree(categories, items.filter((i) => includeDisabled || i.enabled || kept.has(String(i.id))));
  }, [categories, items, includeDisabled, keysText]);
  const leaves = useMemo(() => leavesOf(treeData, search), [treeData, search]);
  const activeKey = open && leaves.length ? leaves[Math.min(active, leaves.length - 1)].key : undefined;

  const handleChange = (value: string | string[] | undefined) => {
    if (pick.multiple) pick.onChange?.(((value as string[] | undefined) ?? []).map(Number));
    else pick.onChange?.(value ? Number(value) : undefined);
  };

  const choose = (key: string) => {
    setSearch('');
    setActive(0);
    if (pick.multiple) return handleChange(keys.includes(key) ? keys.filter((k) => k !== key) : [...keys, key]);
    handleChange(key);
    setOpen(false);
  };

  const handleKeyDown = (event: KeyboardEvent) => {
    const move = event.key === 'ArrowDown' ? 1 : event.key === 'ArrowUp' ? -1 : 0;
    if (move) {
      event.preventDefault();
      if (!open) return setOpen(true);
      if (leaves.length) setActive((a) => (Math.min(a, leaves.length - 1) + move + leaves.length) % leaves.length);
    } else if (event.key === 'Enter' && activeKey) {
      event.preventDefault();
      choose(activeKey);
    } else if (event.key === 'Escape' && open) {
      setOpen(false);
    }
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
      popupVisible={open}
      onVisibleChange={setOpen}
      inputValue={search}
      onInputValueChange={(text: string) => {
        setSearch(text);
        setActive(0);
        if (text) setOpen(true);
      }}
      onKeyDown={handleKeyDown}
      treeProps={{
        defaultExpandedKeys: treeData.flatMap(branchKeys),
        renderTitle: (node: { _key?: string; title?: ReactNode }) =>
          node._key !== undefined && node._key === activeKey ? (
            <span data-picker-active="true" aria-current="true" style={{ outline: '2px solid rgb(var(--primary-6))', outlineOffset: 2, borderRadius: 2 }}>
              {node.title}
            </span>
          ) : (
            node.title
          ),
      }}
      filterTreeNode={(input: string, node: { props: { title?: unknown } }) => String(node.props.title ?? '').includes(input.trim())}
    />
  );
}
