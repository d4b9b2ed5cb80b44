import { Form, Input, Modal, Select } from '@arco-design/web-react';
import type { ServiceItemCategoryRow } from '@domain/catalogue/catalogue.schemas';
import { Messages } from '@domain/common/messages';
import { useSaveServiceItemCategoryMutation } from '../catalogue.api';
import { toastResult } from '@/lib/toast-result';

export interface ServiceItemCategoryDialogProps {
  /** The category to edit; null adds one (under `parentId` when given). */
  category: ServiceItemCategoryRow | null;
  parentId?: number | null;
  categories: ServiceItemCategoryRow[];
  onClose: () => void;
}

interface CategoryFormValues {
  name: string;
  parentId?: number;
}

/** 新增分类 / 编辑分类: a name and, for a sub-category, its top category (the tree has two levels). */
export function ServiceItemCategoryDialog({ category, parentId, categories, onClose }: ServiceItemCategoryDialogProps) {
  const [form] = Form.useForm<CategoryFormValues>();
  const [saveCategory, { isLoading }] = useSaveServiceItemCategoryMutation();
  const hasChildren = category !== null && categories.some((c) => c.parentId === category.id);
  const parents = categories.filter((c) => c.parentId === null && c.id !== category?.id);

  const handleOk = async () => {
    const fields = await form.validate().catch(() => null);
    if (!fields) return;
    const saved = saveCategory({ id: category?.id, name: fields.name, parentId: fields.parentId ?? null }).unwrap();
    if (await toastResult(saved, Messages.saveOk)) onClose();
  };

  return (
    <Modal visible title={category ? '编辑分类' : '新增分类'} onOk={handleOk} onCancel={onClose} confirmLoading={isLoading} unmountOnExit>
      <Form form={form} layout="vertical" initialValues={{ name: category?.name, parentId: (category ? category.parentId : parentId) ?? undefined }}>
        <Form.Item label="分类名称" field="name" rules={[{ required: true, message: '请输入分类名称' }, { maxLength: 20, message: '分类名称最多20个字' }]}>
          <Input placeholder="请输入分类名称" />
        </Form.Item>
        <Form.Item label="上级分类" field="parentId" extra={hasChildren ? '该分类下有子分类，只能作为一级分类' : '不选则为一级分类'}>
          <Select placeholder="请选择上级分类" allowClear disabled={hasChildren} options={parents.map((c) => ({ value: c.id, label: c.name }))} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
