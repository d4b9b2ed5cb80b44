import { Button, Input, Message, Space, Table, Tag, type TableColumnProps } from '@arco-design/web-react';
import { IconPlus, IconSwap } from '@arco-design/web-react/icon';
import { useState, type ReactNode } from 'react';
import { Messages } from '@domain/common/messages';
import { DEFAULT_PAGE_SIZE } from '@domain/common/page-sizes';
import { formatDateTime } from '@domain/format/date';
import { ROLE_NAMES } from '@domain/shell/roles';
import { USER_STATUS_NAMES, UserStatus, type DepartmentRow, type UserRow } from '@domain/users/users.schemas';
import { errorMessage } from '@/lib/errors';
import { useCountUsersQuery, useListUsersQuery, useMoveUsersMutation } from '../organization.api';
import { DepartmentPickDialog } from './department-pick-dialog';
import { HandoverDialog } from './handover-dialog';
import { UserFormDialog } from './user-form-dialog';
import { UserRowActions } from './user-row-actions';

/** What the list shows: the chosen department (with those below it) and a name or phone search. */
export interface UserTableFilter {
  departmentId?: number;
  keyword?: string;
}

export interface UsersTableProps {
  filter: UserTableFilter;
  onKeywordChange: (keyword: string) => void;
  departments: DepartmentRow[];
  /** Administrators add, edit, move, hand over, disable and enable users; others only look. */
  canManage: boolean;
  currentUserId?: number;
  pageSizes: readonly number[];
  /** Slot at the right end of the toolbar, for actions the page adds (the 导出 button). */
  toolbarExtra?: ReactNode;
}

type Dialog = { kind: 'form'; user: UserRow | null } | { kind: 'handover'; user: UserRow } | { kind: 'move' } | null;

/** The users of /productSetting, paged from 0, with add / edit, batch move, handover and disable / enable. */
export function UsersTable({ filter, onKeywordChange, departments, canManage, currentUserId, pageSizes, toolbarExtra }: UsersTableProps) {
  const filterKey = `${filter.departmentId ?? ''}|${filter.keyword ?? ''}`;
  // A new filter starts again at the first page.
  const [paging, setPaging] = useState({ filterKey, pageIndex: 0, pageSize: DEFAULT_PAGE_SIZE });
  const pageIndex = paging.filterKey === filterKey ? paging.pageIndex : 0;
  const { pageSize } = paging;
  const [dialog, setDialog] = useState<Dialog>(null);
  const [selected, setSelected] = useState<number[]>([]);
  const { data: rows = [], isFetching } = useListUsersQuery({ ...filter, pageIndex, pageSize });
  const { data: total = 0 } = useCountUsersQuery(filter);
  const [moveUsers] = useMoveUsersMutation();

  const handleMove = async (departmentId: number) => {
    try {
      Message.success((await moveUsers({ ids: selected, departmentId }).unwrap()).message ?? Messages.saveOk);
      setSelected([]);
      return true;
    } catch (error) {
      Message.error(errorMessage(error));
      return false;
    }
  };

  const columns: TableColumnProps<UserRow>[] = [
    { title: '姓名', dataIndex: 'name', width: 100, ellipsis: true },
    { title: '手机号', dataIndex: 'phone', width: 120 },
    { title: '部门', dataIndex: 'departmentName', width: 120, ellipsis: true },
    {
      title: '角色',
      dataIndex: 'roles',
      // The role the user lands in is marked.
      render: (_: unknown, user) => (
        <Space wrap size={4}>
          {user.roles.map((role) => (
            <Tag key={role} size="small" color={role === user.currentRole ? 'arcoblue' : undefined} title={role === user.currentRole ? '默认角色' : undefined}>
              {ROLE_NAMES[role]}
            </Tag>
          ))}
        </Space>
      ),
    },
    {
      title: '状态',
      dataIndex: 'status',
      width: 80,
      render: (status: UserRow['status']) => (
        <Tag color={status === UserStatus.active ? 'green' : 'gray'}>{USER_STATUS_NAMES[status]}</Tag>
      ),
    },
    { title: '创建时间', dataIndex: 'createTime', width: 150, render: (value: string) => formatDateTime(value) },
  ];
  if (canManage)
    columns.push({
      title: '操作',
      key: 'actions',
      width: 190,
      fixed: 'right',
      render: (_: unknown, user) => (
        <UserRowActions
          user={user}
          currentUserId={currentUserId}
          onEdit={() => setDialog({ kind: 'form', user })}
          onHandover={() => setDialog({ kind: 'handover', user })}
        />
      ),
    });

  return (
    <>
      <div style={{ display: 'flex', gap: 12, marginBottom: 16, flexWrap: 'wrap' }}>
        <Input.Search
          allowClear
          placeholder="搜索姓名或手机号"
          style={{ width: 260 }}
          defaultValue={filter.keyword}
          onSearch={(value) => onKeywordChange(value.trim())}
          onClear={() => onKeywordChange('')}
        />
        <div style={{ flex: 1 }} />
        {canManage && (
          <Button icon={<IconSwap />} disabled={selected.length === 0} onClick={() => setDialog({ kind: 'move' })}>
            移动到部门
          </Button>
        )}
        {canManage && (
          <Button type="primary" icon={<IconPlus />} onClick={() => setDialog({ kind: 'form', user: null })}>
            添加用户
          </Button>
        )}
        {toolbarExtra}
      </div>
      <Table
        rowKey="id"
        loading={isFetching}
        columns={columns}
        data={rows}
        scroll={{ x: 920 }}
        rowSelection={canManage ? { type: 'checkbox', selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(Number)) } : undefined}
        pagination={{
          current: pageIndex + 1,
          pageSize,
          total,
          showTotal: true,
          sizeCanChange: true,
          sizeOptions: [...pageSizes],
          onChange: (page, size) => setPaging({ filterKey, pageIndex: size === pageSize ? page - 1 : 0, pageSize: size }),
        }}
      />
      {dialog?.kind === 'form' && (
        <UserFormDialog user={dialog.user} departments={departments} defaultDepartmentId={filter.departmentId} onClose={() => setDialog(null)} />
      )}
      {dialog?.kind === 'handover' && <HandoverDialog user={dialog.user} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'move' && (
        <DepartmentPickDialog title={`移动${selected.length}名成员到部门`} departments={departments} onPick={handleMove} onClose={() => setDialog(null)} />
      )}
    </>
  );
}
