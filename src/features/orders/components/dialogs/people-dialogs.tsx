import { Form, Input } from '@arco-design/web-react';
import { Role } from '@domain/shell/roles';
import { UserPicker } from '@/components/user-picker/user-picker';
import { useEditCollaboratorsMutation, useTransferOrderMutation } from '../../orders.api';
import type { OrderDialogProps } from './dialog-props';
import { OperationDialog } from './operation-dialog';

/** 编辑协作人. */
export function CollaboratorsDialog({ order, onClose }: OrderDialogProps) {
  const [save] = useEditCollaboratorsMutation();
  return (
    <OperationDialog<{ collaboratorIds?: number[] }>
      title="编辑协作人"
      doneText="协作人已更新"
      initialValues={{ collaboratorIds: order.collaboratorIds.slice() }}
      submit={(v) => save({ id: order.id, version: order.version, collaboratorIds: v.collaboratorIds ?? [] }).unwrap()}
      onClose={onClose}
    >
      <Form.Item label="协作人" field="collaboratorIds">
        <UserPicker multiple role={Role.serviceStaff} placeholder="请选择协作人" exclude={order.ownerId ? [order.ownerId] : []} />
      </Form.Item>
    </OperationDialog>
  );
}

/** 转单: the owner hands the order to another service staff member. */
export function TransferDialog({ order, onClose }: OrderDialogProps) {
  const [transfer] = useTransferOrderMutation();
  return (
    <OperationDialog<{ toUserId: number; reason: string }>
      title="转单"
      doneText="转单成功"
      submit={(v) => transfer({ id: order.id, version: order.version, ...v }).unwrap()}
      onClose={onClose}
    >
      <Form.Item label="转给" field="toUserId" rules={[{ required: true, message: '请选择转单人员' }]}>
        <UserPicker role={Role.serviceStaff} placeholder="请选择转单人员" exclude={order.ownerId ? [order.ownerId] : []} />
      </Form.Item>
      <Form.Item label="转单原因" field="reason" rules={[{ required: true, message: '请输入转单原因' }]}>
        <Input.TextArea maxLength={500} />
      </Form.Item>
    </OperationDialog>
  );
}
