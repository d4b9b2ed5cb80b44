import { Form, Input, Modal } from '@arco-design/web-react';
import { useRef, useState } from 'react';
import { Messages } from '@domain/common/messages';
import type { FormField } from '@domain/forms/form-definition.schemas';
import type { ProductRow } from '@domain/products/products.schemas';
import type { CustomFieldFormHandle } from '@/components/custom-field-form/custom-field-form';
import { toastResult } from '@/lib/toast-result';
import { useSaveProductMutation } from '../products.api';
import { CustomValuesSection } from '@/components/custom-field-form/custom-values-section';
import { WarrantyFields } from './warranty-fields';

export interface ProductDialogProps {
  /** The model to edit; null adds one. */
  product: ProductRow | null;
  /** The product fields of the template centre (basic-info type 5). */
  customFields: readonly (FormField & { fixed?: boolean })[];
  onClose: () => void;
}

interface ProductFormValues {
  name: string;
  model?: string;
  category?: string;
  warrantyPeriod?: number;
  warrantyUnit: number;
  warrantyBasis: number;
  description?: string;
}

/** 新增产品 / 编辑产品: a product model of the archive. */
export function ProductDialog({ product, customFields, onClose }: ProductDialogProps) {
  const [form] = Form.useForm<ProductFormValues>();
  const custom = useRef<CustomFieldFormHandle>(null);
  const [values, setValues] = useState<Record<string, unknown>>(product?.customValues ?? {});
  const [save, { isLoading }] = useSaveProductMutation();
  const initialValues: Partial<ProductFormValues> = {
    name: product?.name,
    model: product?.model,
    category: product?.category,
    warrantyPeriod: product?.warrantyPeriod ?? undefined,
    warrantyUnit: product?.warrantyUnit ?? 3,
    warrantyBasis: product?.warrantyBasis ?? 2,
    description: product?.description,
  };

  const handleOk = async () => {
    const fields = await form.validate().catch(() => null);
    if (!fields || (custom.current && custom.current.validate().length > 0)) return;
    const customValues = custom.current?.values() ?? {};
    const saved = save({ ...fields, id: product?.id, warrantyPeriod: fields.warrantyPeriod ?? null, customValues }).unwrap();
    if (await toastResult(saved, Messages.saveOk)) onClose();
  };

  return (
    <Modal visible title={product ? '编辑产品' : '新增产品'} onOk={handleOk} onCancel={onClose} confirmLoading={isLoading} unmountOnExit style={{ width: 640 }}>
      <Form form={form} layout="vertical" initialValues={initialValues}>
        <Form.Item label="产品名称" field="name" rules={[{ required: true, message: '请输入产品名称' }, { maxLength: 50, message: '产品名称最多50个字' }]}>
          <Input placeholder="请输入产品名称" />
        </Form.Item>
        <Form.Item label="产品型号" field="model" rules={[{ maxLength: 50, message: '产品型号最多50个字' }]}>
          <Input placeholder="请输入产品型号" />
        </Form.Item>
        <Form.Item label="产品分类" field="category" rules={[{ maxLength: 30, message: '产品分类最多30个字' }]}>
          <Input placeholder="如：空调、净水设备" />
        </Form.Item>
        <WarrantyFields />
        <Form.Item label="产品描述" field="description" rules={[{ maxLength: 500, message: '产品描述最多500个字' }]}>
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 4 }} />
        </Form.Item>
      </Form>
      <CustomValuesSection ref={custom} fields={customFields} value={values} onChange={setValues} />
    </Modal>
  );
}
