import { Button, Message, Popconfirm, Space } from '@arco-design/web-react';
import { Messages } from '@domain/common/messages';
import { UserStatus, type UserRow } from '@domain/users/users.schemas';
import { errorMessage } from '@/lib/errors';
import { useEditUserMutation } from '../organization.api';

export interface UserRowActionsProps {
  user: UserRow;
  /** The signed-in administrator, who cannot disable themselves. */
  currentUserId?: number;
  onEdit: () => void;
  onHandover: () => void;
}

/** 编辑, 交接 and 禁用 / 启用 of one user. */
export function UserRowActions({ user, currentUserId, onEdit, onHandover }: UserRowActionsProps) {
  const [editUser] = useEditUserMutation();

  const handleStatus = async (status: UserRow['status']) => {
    try {
      const answer = await editUser({ id: user.id, status }).unwrap();
      Message.success(answer.message ?? Messages.saveOk);
    } catch (error) {
      Message.error(errorMessage(error));
    }
  };

  return (
    <Space size={0}>
      <Button type="text" size="small" onClick={onEdit}>
        编辑
      </Button>
      <Button type="text" size="small" onClick={onHandover}>
        交接
      </Button>
      {user.status === UserStatus.disabled ? (
        <Button type="text" size="small" onClick={() => handleStatus(UserStatus.active)}>
          启用
        </Button>
      ) : (
        user.id !== currentUserId && (
          <Popconfirm title={`确定禁用${user.name}吗？禁用后该用户将无法登录。`} onOk={() => handleStatus(UserStatus.disabled)}>
            <Button type="text" size="small" status="danger">
              禁用
            </Button>
          </Popconfirm>
        )
      )}
    </Space>
  );
}
