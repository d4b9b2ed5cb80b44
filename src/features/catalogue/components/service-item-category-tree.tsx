import { Button, Popconfirm, Tree } from '@arco-design/web-react';
import { IconDelete, IconEdit, IconPlus } from '@arco-design/web-react/icon';
import { useMemo, useState } from 'react';
import { ALL_ITEMS, UNCATEGORISED, type ServiceItemCategoryRow } from '@domain/catalogue/catalogue.schemas';
import { Messages } from '@domain/common/messages';
import { categoryTreeData } from '../category-tree-data';
import { useDeleteServiceItemCategoriesMutation } from '../catalogue.api';
import { toastResult } from '@/lib/toast-result';
import { ServiceItemCategoryDialog } from './service-item-category-dialog';
import '@arco-design/web-react/es/Tree/style/css.js';

export interface ServiceItemCategoryTreeProps {
  categories: ServiceItemCategoryRow[];
  /** The chosen typeId: -1 every item, 0 items without a category, else a category. */
  selectedTypeId: number;
  onSelect: (typeId: number) => void;
  /** Administrators add, rename, move and delete categories. */
  canManage: boolean;
}

type Dialog = { category: ServiceItemCategoryRow | null; parentId?: number } | null;

/** 全部, the two-level category tree, and 未分类; choosing one filters the items beside it. */
export function ServiceItemCategoryTree({ categories, selectedTypeId, onSelect, canManage }: ServiceItemCategoryTreeProps) {
  const [dialog, setDialog] = useState<Dialog>(null);
  const [deleteCategories] = useDeleteServiceItemCategoriesMutation();
  const treeData = useMemo(
    () => [
      { key: String(ALL_ITEMS), title: '全部', children: [] },
      ...categoryTreeData(categories, (c) => `${c.name}（${c.itemCount}）`),
      { key: String(UNCATEGORISED), title: '未分类', children: [] },
    ],
    [categories],
  );
  const byId = useMemo(() => new Map(categories.map((c) => [c.id, c])), [categories]);

  const handleDelete = async (category: ServiceItemCategoryRow) => {
    if (await toastResult(deleteCategories([category.id]).unwrap(), Messages.deleteOk)) {
      if (selectedTypeId === category.id) onSelect(ALL_ITEMS);
    }
  };

  const renderActions = (key: string | undefined) => {
    const category = byId.get(Number(key));
    if (!canManage || !category) return null;
    return (
      // Clicking an action must not also choose the node.
      <span onClick={(event) => event.stopPropagation()}>
        {category.parentId === null && (
          <Button type="text" size="mini" icon={<IconPlus />} aria-label={`在${category.name}下新增子分类`} onClick={() => setDialog({ category: null, parentId: category.id })} />
        )}
        <Button type="text" size="mini" icon={<IconEdit />} aria-label={`编辑${category.name}`} onClick={() => setDialog({ category })} />
        <Popconfirm title={`确定删除分类“${category.name}”吗？`} onOk={() => handleDelete(category)}>
          <Button type="text" size="mini" status="danger" icon={<IconDelete />} aria-label={`删除${category.name}`} />
        </Popconfirm>
      </span>
    );
  };

  return (
    <>
      {canManage && (
        <Button long type="dashed" icon={<IconPlus />} style={{ marginBottom: 12 }} onClick={() => setDialog({ category: null })}>
          新增分类
        </Button>
      )}
      <Tree
        blockNode
        treeData={treeData}
        defaultExpandedKeys={treeData.map((n) => n.key)}
        selectedKeys={[String(selectedTypeId)]}
        onSelect={(keys) => keys[0] !== undefined && onSelect(Number(keys[0]))}
        renderExtra={(node) => renderActions(node._key)}
      />
      {dialog && <ServiceItemCategoryDialog category={dialog.category} parentId={dialog.parentId} categories={categories} onClose={() => setDialog(null)} />}
    </>
  );
}
