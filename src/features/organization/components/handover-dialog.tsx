import { Form, Message, Modal, Typography } from '@arco-design/web-react';
import { useState } from 'react';
import type { UserRow } from '@domain/users/users.schemas';
import { UserPicker } from '@/components/user-picker/user-picker';
import { errorMessage } from '@/lib/errors';
import { useHandoverUserMutation } from '../organization.api';

export interface HandoverDialogProps {
  /** The user whose work is handed over. */
  user: UserRow;
  onClose: () => void;
}

/** 工作交接: the user's service groups and reception seat go to an active colleague. */
export function HandoverDialog({ user, onClose }: HandoverDialogProps) {
  const [handover, { isLoading }] = useHandoverUserMutation();
  const [toUserId, setToUserId] = useState<number>();
  const [error, setError] = useState(false);

  const handleOk = async () => {
    if (!toUserId) {
      setError(true);
      return;
    }
    try {
      const { data = [] } = await handover({ fromUserId: user.id, toUserId }).unwrap();
      Message.success(`交接完成：${data.map((r) => `${r.name} ${r.count}`).join('，')}`);
      onClose();
    } catch (e) {
      Message.error(errorMessage(e));
    }
  };

  return (
    <Modal visible title={`工作交接：${user.name}`} onOk={handleOk} onCancel={onClose} confirmLoading={isLoading} unmountOnExit>
      <Typography.Paragraph type="secondary">{user.name}所在的服务组（含组长身份）和接待席位将转给接收人。</Typography.Paragraph>
      <Form layout="vertical">
        <Form.Item label="接收人" required validateStatus={error ? 'error' : undefined} help={error ? '请选择接收人' : undefined}>
          <UserPicker
            exclude={[user.id]}
            showPhone
            value={toUserId}
            placeholder="请选择接收人"
            onChange={(value) => {
              setToUserId(value);
              setError(false);
            }}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
