import { Form, Input, Modal, Select } from '@arco-design/web-react';
import { useRef, useState, type ReactNode } from 'react';
import { Messages } from '@domain/common/messages';
import type { RepairDetail } from '@domain/repair/repair.schemas';
import { CustomValuesSection } from '@/components/custom-field-form/custom-values-section';
import type { CustomFieldFormHandle } from '@/components/custom-field-form/custom-field-form';
import { toastResult } from '@/lib/toast-result';
import { useGetRepairSettingsQuery, useSaveRepairMutation } from '../repair.api';

export interface RepairDialogProps {
  /** The order to edit (its detail, with the form it was made with); null writes a new one. */
  repair: RepairDetail | null;
  /** Chooses the customer product sent in (a new order only). */
  productPicker: (value: number | undefined, onChange: (id: number | undefined) => void) => ReactNode;
  onClose: () => void;
}

/** 新建维修单 / 编辑: the product sent in, its fault, what came with it, the labour fee, then the template's custom fields (an edited order's: the form it was made with). */
export function RepairDialog({ repair, productPicker, onClose }: RepairDialogProps) {
  const { data: settings } = useGetRepairSettingsQuery();
  const [save, { isLoading }] = useSaveRepairMutation();
  const [productId, setProductId] = useState(repair?.customerProductId);
  const [form] = Form.useForm();
  const [custom, setCustom] = useState<Record<string, unknown>>(repair?.values ?? {});
  const customForm = useRef<CustomFieldFormHandle>(null);
  const fields = repair?.form.fields ?? settings?.form.fields ?? [];
  const submit = async () => {
    const values = await form.validate();
    if (!productId || (customForm.current?.validate() ?? []).length > 0) return;
    const ok = await toastResult(save({ id: repair?.id, customerProductId: productId, ...values, values: customForm.current?.values() ?? custom }).unwrap(), Messages.saveOk);
    if (ok) onClose();
  };
  return (
    <Modal visible title={repair ? `编辑 ${repair.repairNo}` : '新建维修单'} onCancel={onClose} onOk={submit} confirmLoading={isLoading} okButtonProps={{ disabled: !productId }} unmountOnExit>
      <Form form={form} layout="vertical" initialValues={repair ?? { faultCategory: '', fault: '', accessories: '', remark: '' }}>
        <Form.Item label="送修产品" required>
          {repair ? `${repair.productName ?? '-'} ${repair.serialNumber ?? ''}` : productPicker(productId, setProductId)}
        </Form.Item>
        <Form.Item label="故障类型" field="faultCategory">
          <Select aria-label="故障类型" allowClear options={(settings?.faultCategories ?? []).map((c) => ({ value: c, label: c }))} />
        </Form.Item>
        <Form.Item label="故障描述" field="fault" rules={[{ required: true, message: '请填写故障描述' }]}>
          <Input.TextArea aria-label="故障描述" maxLength={500} />
        </Form.Item>
        <Form.Item label="随附配件" field="accessories">
          <Input aria-label="随附配件" maxLength={200} />
        </Form.Item>
        {repair && (
          <Form.Item label="人工费（元）" field="laborFee">
            <Input aria-label="人工费" />
          </Form.Item>
        )}
        <Form.Item label="备注" field="remark">
          <Input.TextArea aria-label="备注" maxLength={500} />
        </Form.Item>
      </Form>
      <CustomValuesSection ref={customForm} fields={fields} value={custom} onChange={setCustom} />
    </Modal>
  );
}
