import { Button, Message, Popconfirm, Space } from '@arco-design/web-react';
import { IconDelete, IconEdit, IconPlus, IconSwap } from '@arco-design/web-react/icon';
import { useState, type ReactNode } from 'react';
import { Messages } from '@domain/common/messages';
import { subtreeIds } from '@domain/users/department-tree';
import type { DepartmentRow } from '@domain/users/users.schemas';
import { errorMessage } from '@/lib/errors';
import { useDeleteDepartmentsMutation, useUpdateDepartmentMutation } from '../organization.api';
import { DepartmentNameDialog } from './department-name-dialog';
import { DepartmentPickDialog } from './department-pick-dialog';

export interface DepartmentActionsProps {
  department: DepartmentRow;
  departments: DepartmentRow[];
  /** After a sub-department is added, so the page can choose it. */
  onAdded: (departmentId: number) => void;
  /** After the department is deleted, so the page can choose another. */
  onDeleted: () => void;
}

type Dialog = 'add' | 'rename' | 'move' | null;

// A plain Button element (not a component around it): Popconfirm needs its child's DOM node.
const actionButton = (label: string, icon: ReactNode, onClick?: () => void, danger = false) => (
  <Button type="text" size="mini" icon={icon} aria-label={label} title={label} status={danger ? 'danger' : undefined} onClick={onClick} />
);

/** 添加子部门, 重命名, 移动 and 删除 for one department; the root is neither moved nor deleted. */
export function DepartmentActions({ department, departments, onAdded, onDeleted }: DepartmentActionsProps) {
  const [dialog, setDialog] = useState<Dialog>(null);
  const [updateDepartment] = useUpdateDepartmentMutation();
  const [deleteDepartments] = useDeleteDepartmentsMutation();
  const isRoot = department.parent_id === null;
  const close = () => setDialog(null);

  const handleMove = async (parentId: number) => {
    try {
      Message.success((await updateDepartment({ id: department.id, parentId }).unwrap()).message ?? Messages.saveOk);
      return true;
    } catch (error) {
      Message.error(errorMessage(error));
      return false;
    }
  };

  const handleDelete = async () => {
    try {
      Message.success((await deleteDepartments([department.id]).unwrap()).message ?? Messages.deleteOk);
      onDeleted();
    } catch (error) {
      Message.error(errorMessage(error));
    }
  };

  return (
    <span style={{ marginLeft: 'auto', whiteSpace: 'nowrap' }}>
      <Space size={0}>
        {actionButton('添加子部门', <IconPlus />, () => setDialog('add'))}
        {actionButton('重命名部门', <IconEdit />, () => setDialog('rename'))}
        {!isRoot && actionButton('移动部门', <IconSwap />, () => setDialog('move'))}
        {!isRoot && (
          <Popconfirm title={`确定删除“${department.name}”吗？`} onOk={handleDelete}>
            {actionButton('删除部门', <IconDelete />, undefined, true)}
          </Popconfirm>
        )}
      </Space>
      {dialog === 'add' && <DepartmentNameDialog mode="add" parent={department} onAdded={onAdded} onClose={close} />}
      {dialog === 'rename' && <DepartmentNameDialog mode="rename" department={department} onClose={close} />}
      {dialog === 'move' && (
        <DepartmentPickDialog
          title={`移动部门：${department.name}`}
          departments={departments}
          disabledIds={subtreeIds(departments, department.id)}
          onPick={handleMove}
          onClose={close}
        />
      )}
    </span>
  );
}
