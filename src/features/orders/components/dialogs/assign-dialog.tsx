import { Form, Input, Notification } from '@arco-design/web-react';
import { Role } from '@domain/shell/roles';
import { UserPicker } from '@/components/user-picker/user-picker';
import { refusalText } from '../../hooks/use-batch-action';
import { useAssignOrdersMutation } from '../../orders.api';
import type { OrderBatch } from '../../order-batch';
import type { OrderDialogProps } from './dialog-props';
import { OperationDialog } from './operation-dialog';

interface AssignValues {
  ownerId: number;
  collaboratorIds?: number[];
  remark?: string;
}

/** The assign call on the chosen orders: the orders done, and the refusals (all refused = the dialog's error). */
function useAssign(batch: OrderBatch) {
  const [assign] = useAssignOrdersMutation();
  return async (v: AssignValues) => {
    const result = await assign({ ...batch, ownerId: v.ownerId, collaboratorIds: v.collaboratorIds ?? [], remark: v.remark ?? '' }).unwrap();
    if (result.done.length === 0) throw new Error(refusalText(result.refused));
    return result;
  };
}

function AssignFields({ exclude = [] }: { exclude?: number[] }) {
  return (
    <>
      <Form.Item label="负责人" field="ownerId" rules={[{ required: true, message: '请选择负责人' }]}>
        <UserPicker role={Role.serviceStaff} placeholder="请选择负责人" exclude={exclude} />
      </Form.Item>
      <Form.Item label="协作人" field="collaboratorIds">
        <UserPicker multiple role={Role.serviceStaff} placeholder="请选择协作人" />
      </Form.Item>
      <Form.Item label="备注" field="remark">
        <Input.TextArea maxLength={500} />
      </Form.Item>
    </>
  );
}

/** 指派 / 改派 one order: a service staff member as owner, with collaborators. */
export function AssignDialog({ order, onClose, reassign }: OrderDialogProps & { reassign?: boolean }) {
  const submit = useAssign({ ids: [order.id], versions: [order.version] });
  return (
    <OperationDialog<AssignValues>
      title={reassign ? '改派' : '指派'}
      doneText={reassign ? '改派成功' : '指派成功'}
      initialValues={{ collaboratorIds: order.collaboratorIds.slice() }}
      submit={submit}
      onClose={onClose}
    >
      <AssignFields exclude={reassign && order.ownerId ? [order.ownerId] : []} />
    </OperationDialog>
  );
}

export interface BatchAssignDialogProps {
  batch: OrderBatch;
  /** The orders assigned (the list clears its choice). */
  onDone: (done: number[]) => void;
  onClose: () => void;
}

/** 批量指派 from a list: one owner and collaborators for every chosen order; the server's refusals are listed by order number. */
export function BatchAssignDialog({ batch, onDone, onClose }: BatchAssignDialogProps) {
  const assign = useAssign(batch);
  const submit = async (v: AssignValues) => {
    const { done, refused } = await assign(v);
    if (refused.length > 0) Notification.warning({ title: `${refused.length}个工单未指派`, content: refusalText(refused), duration: 10_000 });
    onDone(done);
  };
  return (
    <OperationDialog<AssignValues> title={`批量指派（已选${batch.ids.length}个工单）`} doneText="指派成功" submit={submit} onClose={onClose}>
      <AssignFields />
    </OperationDialog>
  );
}
