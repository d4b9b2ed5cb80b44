import { Form, Input, InputNumber, Modal } from '@arco-design/web-react';
import { useState } from 'react';
import type { MallCategoryRow } from '@domain/mall/mall.schemas';
import { toastResult } from '@/lib/toast-result';
import { useSaveMallCategoryMutation } from '../mall.api';

export interface CategoryDialogProps {
  /** The category edited, or null for a new one under `parentId`. */
  category: MallCategoryRow | null;
  parentId: number | null;
  onClose: () => void;
}

/** Adds or renames a goods category. */
export function CategoryDialog({ category, parentId, onClose }: CategoryDialogProps) {
  const [save, { isLoading }] = useSaveMallCategoryMutation();
  const [name, setName] = useState(category?.name ?? '');
  const [sort, setSort] = useState(category?.sort ?? 0);
  const handleOk = async () => {
    const body = { ...(category ? { id: category.id } : {}), parentId: category?.parentId ?? parentId, name: name.trim(), sort };
    if (await toastResult(save(body).unwrap(), '保存成功')) onClose();
  };
  return (
    <Modal visible title={category ? '编辑分类' : parentId ? '新增二级分类' : '新增分类'} onCancel={onClose} onOk={handleOk} confirmLoading={isLoading} okButtonProps={{ disabled: name.trim() === '' }} unmountOnExit>
      <Form layout="vertical">
        <Form.Item label="分类名称" required>
          <Input aria-label="分类名称" maxLength={20} value={name} onChange={setName} />
        </Form.Item>
        <Form.Item label="排序">
          <InputNumber aria-label="排序" min={0} max={9999} precision={0} value={sort} onChange={(v) => setSort(v ?? 0)} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
