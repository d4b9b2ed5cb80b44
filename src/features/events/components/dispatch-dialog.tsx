import { Form, Input, Modal } from '@arco-design/web-react';
import { useState } from 'react';
import { UserPicker } from '@/components/user-picker/user-picker';
import { toastResult } from '@/lib/toast-result';
import { useDispatchEventMutation } from '../events.api';

export interface DispatchDialogProps {
  eventId: number | null;
  /** 重新指派 when the event already has an owner. */
  title?: string;
  onClose: () => void;
}

/** Chooses the owner (a handler) and the collaborators of an event. */
export function DispatchDialog({ eventId, title = '指派', onClose }: DispatchDialogProps) {
  const [ownerId, setOwnerId] = useState<number>();
  const [collaboratorIds, setCollaboratorIds] = useState<number[]>([]);
  const [remark, setRemark] = useState('');
  const [dispatch, { isLoading }] = useDispatchEventMutation();

  const handleOk = async () => {
    if (!eventId || !ownerId) return;
    if (await toastResult(dispatch({ id: eventId, ownerId, collaboratorIds, remark: remark || undefined }).unwrap(), '指派成功')) {
      setOwnerId(undefined);
      setCollaboratorIds([]);
      setRemark('');
      onClose();
    }
  };

  return (
    <Modal title={title} visible={eventId != null} onOk={handleOk} onCancel={onClose} confirmLoading={isLoading} okButtonProps={{ disabled: !ownerId }} unmountOnExit>
      <Form layout="vertical">
        <Form.Item label="负责人" required>
          <UserPicker placeholder="请选择负责人" value={ownerId} onChange={setOwnerId} exclude={collaboratorIds} />
        </Form.Item>
        <Form.Item label="协同人">
          <UserPicker multiple placeholder="请选择协同人" value={collaboratorIds} onChange={setCollaboratorIds} exclude={ownerId ? [ownerId] : []} />
        </Form.Item>
        <Form.Item label="备注">
          <Input.TextArea value={remark} onChange={setRemark} maxLength={200} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
