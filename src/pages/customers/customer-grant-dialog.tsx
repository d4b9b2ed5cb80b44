import { Message, Modal } from '@arco-design/web-react';
import { useState } from 'react';
import { UserPicker } from '@/components/user-picker/user-picker';
import { useGrantCustomersMutation, useRevokeCustomersMutation } from '@/features/customers/customers.api';
import { errorMessage } from '@/lib/errors';

export interface CustomerGrantDialogProps {
  /** 'grant' (授权) or 'revoke' (取消授权); null when closed. */
  mode: 'grant' | 'revoke' | null;
  customerIds: number[];
  onClose: () => void;
}

/** Batch grant or revoke: who else may see the selected customers. */
export function CustomerGrantDialog({ mode, customerIds, onClose }: CustomerGrantDialogProps) {
  const [userIds, setUserIds] = useState<number[]>([]);
  const [grant] = useGrantCustomersMutation();
  const [revoke] = useRevokeCustomersMutation();
  const handleOk = async () => {
    if (userIds.length === 0) return Message.warning('请选择人员');
    try {
      const res = await (mode === 'grant' ? grant : revoke)({ customerIds, userIds }).unwrap();
      Message.success(res.message ?? '保存成功');
      setUserIds([]);
      onClose();
    } catch (error) {
      Message.error(errorMessage(error));
    }
  };
  return (
    <Modal title={mode === 'grant' ? '批量授权' : '批量取消授权'} visible={mode !== null} onOk={handleOk} onCancel={onClose} unmountOnExit>
      <p>已选 {customerIds.length} 个客户，选择{mode === 'grant' ? '可以查看它们的人员' : '不再查看它们的人员'}：</p>
      <UserPicker multiple value={userIds} onChange={setUserIds} style={{ width: '100%' }} />
    </Modal>
  );
}
