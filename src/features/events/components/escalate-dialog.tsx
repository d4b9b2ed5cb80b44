import { Form, Input, Modal } from '@arco-design/web-react';
import { useState } from 'react';
import { UserPicker } from '@/components/user-picker/user-picker';
import { toastResult } from '@/lib/toast-result';
import { useEscalateEventMutation } from '../events.api';

export interface EscalateDialogProps {
  eventId: number | null;
  /** The owner, who cannot be the escalated person. */
  ownerId: number | null;
  onClose: () => void;
}

/** Escalates an event to one person, who then handles (and may complete) it. */
export function EscalateDialog({ eventId, ownerId, onClose }: EscalateDialogProps) {
  const [userId, setUserId] = useState<number>();
  const [remark, setRemark] = useState('');
  const [escalate, { isLoading }] = useEscalateEventMutation();

  const handleOk = async () => {
    if (!eventId || !userId) return;
    if (await toastResult(escalate({ id: eventId, userId, remark: remark || undefined }).unwrap(), '升级成功')) onClose();
  };

  return (
    <Modal title="升级" visible={eventId != null} onOk={handleOk} onCancel={onClose} confirmLoading={isLoading} okButtonProps={{ disabled: !userId }} unmountOnExit>
      <Form layout="vertical">
        <Form.Item label="升级处理人" required>
          <UserPicker placeholder="请选择升级处理人" value={userId} onChange={setUserId} exclude={ownerId ? [ownerId] : []} />
        </Form.Item>
        <Form.Item label="升级原因">
          <Input.TextArea value={remark} onChange={setRemark} maxLength={200} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
