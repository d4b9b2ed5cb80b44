import { Form, Input } from '@arco-design/web-react';
import { Role } from '@domain/shell/roles';
import { UserPicker } from '@/components/user-picker/user-picker';
import { useAssignOrdersMutation } from '../../orders.api';
import type { OrderDialogProps } from './dialog-props';
import { OperationDialog } from './operation-dialog';

interface AssignValues {
  ownerId: number;
  collaboratorIds?: number[];
  remark?: string;
}

/** 指派 / 改派: a service staff member as owner, with collaborators. */
export function AssignDialog({ order, onClose, reassign }: OrderDialogProps & { reassign?: boolean }) {
  const [assign] = useAssignOrdersMutation();
  const submit = async (v: AssignValues) => {
    const result = await assign({ ids: [order.id], ownerId: v.ownerId, collaboratorIds: v.collaboratorIds ?? [], remark: v.remark ?? '' }).unwrap();
    // One order: its refusal is the dialog's error.
    if (result.refused.length > 0) throw new Error(result.refused[0].message);
  };
  return (
    <OperationDialog<AssignValues>
      title={reassign ? '改派' : '指派'}
      doneText={reassign ? '改派成功' : '指派成功'}
      initialValues={{ collaboratorIds: order.collaboratorIds.slice() }}
      submit={submit}
      onClose={onClose}
    >
      <Form.Item label="负责人" field="ownerId" rules={[{ required: true, message: '请选择负责人' }]}>
        <UserPicker role={Role.serviceStaff} placeholder="请选择负责人" exclude={reassign && order.ownerId ? [order.ownerId] : []} />
      </Form.Item>
      <Form.Item label="协作人" field="collaboratorIds">
        <UserPicker multiple role={Role.serviceStaff} placeholder="请选择协作人" />
      </Form.Item>
      <Form.Item label="备注" field="remark">
        <Input.TextArea maxLength={500} />
      </Form.Item>
    </OperationDialog>
  );
}
