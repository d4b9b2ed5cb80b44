import { DatePicker, Form, Input, InputNumber, Modal } from '@arco-design/web-react';
import { useRef, useState } from 'react';
import { Messages } from '@domain/common/messages';
import type { FormField } from '@domain/forms/form-definition.schemas';
import type { MaintenanceContractDetail } from '@domain/maintenance/maintenance.schemas';
import { CustomFieldForm, type CustomFieldFormHandle } from '@/components/custom-field-form/custom-field-form';
import { CustomerPicker } from '@/features/customers/components/customer-picker';
import { useSaveMaintenanceContractMutation, type SaveMaintenanceContractArgs } from '@/features/maintenance/maintenance.api';
import { toastResult } from '@/lib/toast-result';
import { CustomerProductsField } from './customer-products-field';

export interface MaintenanceContractDialogProps {
  contract: MaintenanceContractDetail | null;
  /** The maintenance contract fields of the template centre (detail type 25). */
  customFields: readonly (FormField & { fixed?: boolean })[];
  onClose: () => void;
}

type ContractFormValues = Omit<SaveMaintenanceContractArgs, 'id' | 'customValues'>;

/** 新增维保合同 / 编辑维保合同: name, service period and amount required (spec part 2 section 3), the customer's products. */
export function MaintenanceContractDialog({ contract, customFields, onClose }: MaintenanceContractDialogProps) {
  const [form] = Form.useForm<ContractFormValues>();
  const custom = useRef<CustomFieldFormHandle>(null);
  const [values, setValues] = useState<Record<string, unknown>>(contract?.customValues ?? {});
  const [customerId, setCustomerId] = useState(contract?.customer.id);
  const [save, { isLoading }] = useSaveMaintenanceContractMutation();
  const extra = customFields.filter((f) => !f.fixed);
  const initialValues: Partial<ContractFormValues> = contract
    ? { ...contract, customerId: contract.customer.id, amount: Number(contract.amount), customerProductIds: contract.products.map((p) => p.id) }
    : { customerProductIds: [] };

  const handleOk = async () => {
    const fields = await form.validate().catch(() => null);
    if (!fields || (custom.current && custom.current.validate().length > 0)) return;
    if (await toastResult(save({ ...fields, id: contract?.id, customValues: custom.current?.values() ?? {} }).unwrap(), Messages.saveOk)) onClose();
  };

  return (
    <Modal visible title={contract ? '编辑维保合同' : '新增维保合同'} onOk={handleOk} onCancel={onClose} confirmLoading={isLoading} unmountOnExit style={{ width: 640 }}>
      <Form
        form={form}
        layout="vertical"
        initialValues={initialValues}
        onValuesChange={(changed) => {
          if ('customerId' in changed) {
            setCustomerId(changed.customerId);
            form.setFieldValue('customerProductIds', []);
          }
        }}
      >
        <Form.Item label="合同名称" field="name" rules={[{ required: true, message: '请输入合同名称' }, { maxLength: 100, message: '合同名称最多100个字' }]}>
          <Input placeholder="请输入合同名称" />
        </Form.Item>
        <Form.Item label="客户名称" field="customerId" rules={[{ required: true, message: '请选择客户' }]}>
          <CustomerPicker />
        </Form.Item>
        <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr 1fr', columnGap: 16 }}>
          <Form.Item label="服务开始日期" field="startDate" rules={[{ required: true, message: '请选择服务开始日期' }]}>
            <DatePicker style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item label="服务结束日期" field="endDate" rules={[{ required: true, message: '请选择服务结束日期' }]}>
            <DatePicker style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item label="合同金额" field="amount" rules={[{ required: true, message: '请输入合同金额' }]}>
            <InputNumber min={0} precision={2} style={{ width: '100%' }} placeholder="元" />
          </Form.Item>
        </div>
        <Form.Item label="维保产品" field="customerProductIds">
          <CustomerProductsField customerId={customerId} />
        </Form.Item>
        <Form.Item label="备注" field="remark" rules={[{ maxLength: 500, message: '备注最多500个字' }]}>
          <Input.TextArea maxLength={500} />
        </Form.Item>
      </Form>
      {extra.length > 0 && <CustomFieldForm ref={custom} definition={{ fields: extra }} value={values} onChange={setValues} mode="edit" />}
    </Modal>
  );
}
