import { Form, Input, InputNumber, Modal, Select, Switch } from '@arco-design/web-react';
import { useRef, useState } from 'react';
import type { FormField } from '@domain/forms/form-definition.schemas';
import type { SparePartRow } from '@domain/spare-parts/spare-parts.schemas';
import type { CustomFieldFormHandle } from '@/components/custom-field-form/custom-field-form';
import { CustomValuesSection } from '@/components/custom-field-form/custom-values-section';
import { toastResult } from '@/lib/toast-result';
import { useListSpareTypesQuery, useSaveSparePartMutation } from '../spare-parts.api';

export interface SparePartDialogProps {
  part: SparePartRow | null;
  /** The spare-part fields of the template centre (basic-info type 4). */
  customFields: readonly (FormField & { fixed?: boolean })[];
  onClose: () => void;
}

interface Values {
  typeId: number;
  name: string;
  code: string;
  model: string;
  unit: string;
  decimal: boolean;
  price: number;
}

/** 新增备件 / 编辑备件: type, name (required, the spare template's one required field), code, model, unit, price and the custom fields. */
export function SparePartDialog({ part, customFields, onClose }: SparePartDialogProps) {
  const [form] = Form.useForm<Values>();
  const custom = useRef<CustomFieldFormHandle>(null);
  const [values, setValues] = useState<Record<string, unknown>>(part?.customValues ?? {});
  const { data: types = [] } = useListSpareTypesQuery();
  const [save, { isLoading }] = useSaveSparePartMutation();
  const initial: Partial<Values> = part
    ? { typeId: part.typeId, name: part.name, code: part.code, model: part.model, unit: part.unit, decimal: part.decimal, price: Number(part.price) }
    : { unit: '个', decimal: false, price: 0, typeId: types[0]?.id };

  const handleOk = async () => {
    const v = await form.validate().catch(() => null);
    if (!v || (custom.current && custom.current.validate().length > 0)) return;
    const body = { ...v, id: part?.id, price: String(v.price ?? 0), images: part?.images ?? [], customValues: custom.current?.values() ?? {} };
    if (await toastResult(save(body as never).unwrap(), '保存成功')) onClose();
  };

  return (
    <Modal visible title={part ? '编辑备件' : '新增备件'} onOk={handleOk} onCancel={onClose} confirmLoading={isLoading} unmountOnExit>
      <Form form={form} layout="vertical" initialValues={initial}>
        <Form.Item label="备件类型" field="typeId" rules={[{ required: true, message: '请选择备件类型' }]}>
          <Select options={types.map((t) => ({ value: t.id, label: t.name }))} placeholder="请选择备件类型" />
        </Form.Item>
        <Form.Item label="备件名称" field="name" rules={[{ required: true, message: '请输入备件名称' }, { maxLength: 60, message: '备件名称最多60个字' }]}>
          <Input placeholder="请输入备件名称" />
        </Form.Item>
        <Form.Item label="备件编号" field="code">
          <Input maxLength={40} />
        </Form.Item>
        <Form.Item label="规格型号" field="model">
          <Input maxLength={60} />
        </Form.Item>
        <Form.Item label="单位" field="unit" rules={[{ required: true, message: '请输入单位' }]}>
          <Input maxLength={10} />
        </Form.Item>
        <Form.Item label="可拆分（数量可带两位小数，如米、升）" field="decimal" triggerPropName="checked">
          <Switch />
        </Form.Item>
        <Form.Item label="单价（元）" field="price">
          <InputNumber min={0} precision={2} />
        </Form.Item>
      </Form>
      <CustomValuesSection ref={custom} fields={customFields} value={values} onChange={setValues} />
    </Modal>
  );
}
