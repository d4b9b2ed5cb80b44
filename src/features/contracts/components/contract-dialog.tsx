import { DatePicker, Form, Input, Modal, Select } from '@arco-design/web-react';
import { useRef, useState, type ReactNode } from 'react';
import { Messages } from '@domain/common/messages';
import { CONTRACT_STATUS_NAMES, CONTRACT_STATUSES } from '@domain/contracts/contracts.constants';
import type { ContractRow } from '@domain/contracts/contracts.schemas';
import type { FormField } from '@domain/forms/form-definition.schemas';
import { CustomFieldForm, type CustomFieldFormHandle } from '@/components/custom-field-form/custom-field-form';
import { UserPicker } from '@/components/user-picker/user-picker';
import { toastResult } from '@/lib/toast-result';
import { useSaveContractMutation } from '../contracts.api';

export interface ContractDialogProps {
  contract: ContractRow | null;
  customerId?: number;
  /** The customer picker (the customers feature's), placed in the form's client field. */
  customerPicker: ReactNode;
  /** The sales contract fields of the template centre (detail type 26). */
  customFields: readonly (FormField & { fixed?: boolean })[];
  onClose: () => void;
}

interface ContractFormValues {
  contractNo: string;
  name: string;
  customerId: number;
  signedDate: string;
  status: number;
  signerUserId?: number;
  startDate?: string;
  endDate?: string;
}

const statusOptions = CONTRACT_STATUSES.map((s) => ({ value: s, label: CONTRACT_STATUS_NAMES[s] }));

/** 新增销售合同 / 编辑销售合同 (drafts only: submitted contracts are not edited). */
export function ContractDialog({ contract, customerId, customerPicker, customFields, onClose }: ContractDialogProps) {
  const [form] = Form.useForm<ContractFormValues>();
  const custom = useRef<CustomFieldFormHandle>(null);
  const [values, setValues] = useState<Record<string, unknown>>(contract?.customValues ?? {});
  const [save, { isLoading }] = useSaveContractMutation();
  const extra = customFields.filter((f) => !f.fixed);
  const initialValues: Partial<ContractFormValues> = contract
    ? { ...contract, signerUserId: contract.signer?.id, startDate: contract.startDate ?? undefined, endDate: contract.endDate ?? undefined }
    : { customerId, status: 1 };

  const handleOk = async () => {
    const fields = await form.validate().catch(() => null);
    if (!fields || (custom.current && custom.current.validate().length > 0)) return;
    const body = { ...fields, id: contract?.id, signerUserId: fields.signerUserId ?? null, startDate: fields.startDate || null, endDate: fields.endDate || null, customValues: custom.current?.values() ?? {} };
    if (await toastResult(save(body).unwrap(), Messages.saveOk)) onClose();
  };

  return (
    <Modal visible title={contract ? '编辑销售合同' : '新增销售合同'} onOk={handleOk} onCancel={onClose} confirmLoading={isLoading} unmountOnExit style={{ width: 640 }}>
      <Form form={form} layout="vertical" initialValues={initialValues}>
        <Form.Item label="合同编号" field="contractNo" rules={[{ required: true, message: '请输入合同编号' }, { maxLength: 50, message: '合同编号最多50个字' }]}>
          <Input placeholder="请输入合同编号" />
        </Form.Item>
        <Form.Item label="合同名称" field="name" rules={[{ required: true, message: '请输入合同名称' }, { maxLength: 100, message: '合同名称最多100个字' }]}>
          <Input placeholder="请输入合同名称" />
        </Form.Item>
        <Form.Item label="客户" field="customerId" rules={[{ required: true, message: '请选择客户' }]}>
          {customerPicker}
        </Form.Item>
        <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', columnGap: 16 }}>
          <Form.Item label="签订日期" field="signedDate" rules={[{ required: true, message: '请选择签订日期' }]}>
            <DatePicker style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item label="合同状态" field="status" rules={[{ required: true, message: '请选择合同状态' }]}>
            <Select options={statusOptions} />
          </Form.Item>
          <Form.Item label="开始日期" field="startDate">
            <DatePicker style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item label="结束日期" field="endDate">
            <DatePicker style={{ width: '100%' }} />
          </Form.Item>
        </div>
        <Form.Item label="签订人" field="signerUserId">
          <UserPicker placeholder="请选择签订人" />
        </Form.Item>
      </Form>
      {extra.length > 0 && <CustomFieldForm ref={custom} definition={{ fields: extra }} value={values} onChange={setValues} mode="edit" />}
    </Modal>
  );
}
