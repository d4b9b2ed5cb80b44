import { Form, Input, InputNumber, Modal, Switch, TreeSelect } from '@arco-design/web-react';
import { useMemo } from 'react';
import type { ServiceItemCategoryRow, ServiceItemRow } from '@domain/catalogue/catalogue.schemas';
import { Messages } from '@domain/common/messages';
import { categoryTreeData } from '../category-tree-data';
import { useSaveServiceItemMutation } from '../catalogue.api';
import { toastResult } from '@/lib/toast-result';
import '@arco-design/web-react/es/TreeSelect/style/css.js';

export interface ServiceItemDialogProps {
  /** The item to edit; null adds one (in `defaultCategoryId` when given). */
  item: ServiceItemRow | null;
  defaultCategoryId?: number;
  categories: ServiceItemCategoryRow[];
  onClose: () => void;
}

interface ItemFormValues {
  name: string;
  /** TreeSelect works with the id as text. */
  categoryId?: string;
  price?: number;
  sort: number;
  enabled: boolean;
  description?: string;
}

/** 新增服务项目 / 编辑服务项目. */
export function ServiceItemDialog({ item, defaultCategoryId, categories, onClose }: ServiceItemDialogProps) {
  const [form] = Form.useForm<ItemFormValues>();
  const [saveItem, { isLoading }] = useSaveServiceItemMutation();
  const treeData = useMemo(() => categoryTreeData(categories), [categories]);
  const categoryId = item ? item.categoryId : defaultCategoryId;
  const initialValues: Partial<ItemFormValues> = {
    name: item?.name,
    categoryId: categoryId ? String(categoryId) : undefined,
    price: item?.price == null ? undefined : Number(item.price),
    sort: item?.sort ?? 0,
    enabled: item?.enabled ?? true,
    description: item?.description,
  };

  const handleOk = async () => {
    const fields = await form.validate().catch(() => null);
    if (!fields) return;
    const saved = saveItem({
      ...fields,
      id: item?.id,
      categoryId: fields.categoryId ? Number(fields.categoryId) : null,
      price: fields.price ?? null,
    }).unwrap();
    if (await toastResult(saved, Messages.saveOk)) onClose();
  };

  return (
    <Modal visible title={item ? '编辑服务项目' : '新增服务项目'} onOk={handleOk} onCancel={onClose} confirmLoading={isLoading} unmountOnExit>
      <Form form={form} layout="vertical" initialValues={initialValues}>
        <Form.Item label="项目名称" field="name" rules={[{ required: true, message: '请输入服务项目名称' }, { maxLength: 50, message: '服务项目名称最多50个字' }]}>
          <Input placeholder="请输入服务项目名称" />
        </Form.Item>
        <Form.Item label="所属分类" field="categoryId">
          <TreeSelect treeData={treeData} placeholder="请选择分类（可不选）" allowClear />
        </Form.Item>
        <Form.Item label="价格（元）" field="price">
          <InputNumber placeholder="请输入价格（可不填）" min={0} max={9_999_999_999.99} precision={2} />
        </Form.Item>
        <Form.Item label="排序" field="sort" extra="数字小的排在前面">
          <InputNumber min={0} max={9999} precision={0} />
        </Form.Item>
        <Form.Item label="启用" field="enabled" triggerPropName="checked">
          <Switch />
        </Form.Item>
        <Form.Item label="描述" field="description" rules={[{ maxLength: 500, message: '描述最多500个字' }]}>
          <Input.TextArea placeholder="请输入描述" autoSize={{ minRows: 2, maxRows: 4 }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
