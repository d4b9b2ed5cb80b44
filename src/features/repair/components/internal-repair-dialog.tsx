import { Form, Input, Modal, Radio } from '@arco-design/web-react';
import { useState, type ReactNode } from 'react';
import { Messages } from '@domain/common/messages';
import { INTERNAL_REPAIR_KIND_NAMES, INTERNAL_REPAIR_KINDS, InternalRepairKind, type InternalRepairKindValue } from '@domain/repair/internal-repair.constants';
import { toastResult } from '@/lib/toast-result';
import { useCreateInternalRepairMutation } from '../internal-repair.api';
import '@arco-design/web-react/es/Radio/style/css.js';

type Pick = (value: number | undefined, onChange: (id: number | undefined) => void) => ReactNode;

export interface InternalRepairDialogProps {
  /** Chooses the old part, and the warehouse whose old-part store holds it. */
  partPicker: Pick;
  warehousePicker: Pick;
  onClose: () => void;
}

/** 新建内部维修单: old parts from a warehouse's old-part store, or a piece of the enterprise's own equipment, with the fault. */
export function InternalRepairDialog({ partPicker, warehousePicker, onClose }: InternalRepairDialogProps) {
  const [create, { isLoading }] = useCreateInternalRepairMutation();
  const [kind, setKind] = useState<InternalRepairKindValue>(InternalRepairKind.oldPart);
  const [place, setPlace] = useState<{ partId?: number; warehouseId?: number }>({});
  const [form] = Form.useForm();
  const oldPart = kind === InternalRepairKind.oldPart;
  const ready = !oldPart || (place.partId !== undefined && place.warehouseId !== undefined);
  const submit = async () => {
    const values = await form.validate();
    const ok = await toastResult(create({ ...values, kind, ...(oldPart ? place : {}) }).unwrap(), Messages.saveOk);
    if (ok) onClose();
  };
  return (
    <Modal visible title="新建内部维修单" onCancel={onClose} onOk={submit} confirmLoading={isLoading} okButtonProps={{ disabled: !ready }} unmountOnExit>
      <Form form={form} layout="vertical" initialValues={{ qty: '1', equipmentName: '', assetNo: '', fault: '' }}>
        <Form.Item label="类型">
          <Radio.Group aria-label="类型" value={kind} onChange={setKind} options={INTERNAL_REPAIR_KINDS.map((k) => ({ value: k, label: INTERNAL_REPAIR_KIND_NAMES[k] }))} />
        </Form.Item>
        {oldPart ? (
          <>
            <Form.Item label="旧件" required>
              {partPicker(place.partId, (partId) => setPlace((p) => ({ ...p, partId })))}
            </Form.Item>
            <Form.Item label="所在仓库" required extra="旧件在该仓库的旧件库中等待维修">
              {warehousePicker(place.warehouseId, (warehouseId) => setPlace((p) => ({ ...p, warehouseId })))}
            </Form.Item>
            <Form.Item label="数量" field="qty" rules={[{ required: true, message: '请填写数量' }]}>
              <Input aria-label="数量" maxLength={12} />
            </Form.Item>
          </>
        ) : (
          <>
            <Form.Item label="设备名称" field="equipmentName" rules={[{ required: true, message: '请填写设备名称' }]}>
              <Input aria-label="设备名称" maxLength={100} />
            </Form.Item>
            <Form.Item label="资产编号" field="assetNo">
              <Input aria-label="资产编号" maxLength={50} />
            </Form.Item>
          </>
        )}
        <Form.Item label="故障描述" field="fault" rules={[{ required: true, message: '请填写故障描述' }]}>
          <Input.TextArea aria-label="故障描述" maxLength={500} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
