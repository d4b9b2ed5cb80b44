import { Button, Message, Popconfirm, Space, Switch, Table, Tag, type TableColumnProps } from '@arco-design/web-react';
import { IconPlus } from '@arco-design/web-react/icon';
import { useState } from 'react';
import { Messages } from '@domain/common/messages';
import type { ReceptionPerson } from '@domain/reception/reception.schemas';
import { UserStatus, type UserPick } from '@domain/users/users.schemas';
import { errorMessage } from '@/lib/errors';
import { useDeleteReceptionPersonnelMutation, useListReceptionPersonnelQuery, useSaveReceptionPersonMutation } from '../reception.api';
import { ReceptionFormDialog } from './reception-form-dialog';

export interface ReceptionTableProps {
  /** Users who may be reception staff (holders of 接待客服 or 系统管理员); those on the list are left out of 添加. */
  eligible: UserPick[];
}

type Dialog = { person: ReceptionPerson | null } | null;

/** The reception staff with their maximum of requests at once and an on/off switch; add, edit, remove. */
export function ReceptionTable({ eligible }: ReceptionTableProps) {
  const { data: people = [], isFetching } = useListReceptionPersonnelQuery();
  const [save] = useSaveReceptionPersonMutation();
  const [remove] = useDeleteReceptionPersonnelMutation();
  const [dialog, setDialog] = useState<Dialog>(null);
  const candidates = eligible.filter((u) => !people.some((p) => p.userId === u.id));

  const run = async (work: Promise<{ message?: string }>, fallback: string) => {
    try {
      Message.success((await work).message ?? fallback);
    } catch (error) {
      Message.error(errorMessage(error));
    }
  };
  const handleSwitch = (p: ReceptionPerson, enabled: boolean) =>
    run(save({ userId: p.userId, maxConcurrent: p.maxConcurrent, enabled }).unwrap(), Messages.saveOk);
  const handleRemove = (p: ReceptionPerson) => run(remove([p.userId]).unwrap(), Messages.deleteOk);

  const columns: TableColumnProps<ReceptionPerson>[] = [
    {
      title: '姓名',
      dataIndex: 'name',
      render: (name: string, p) => (
        <Space size={4}>
          {name}
          {p.userStatus === UserStatus.disabled && <Tag size="small">账号已禁用</Tag>}
        </Space>
      ),
    },
    { title: '手机号', dataIndex: 'phone', width: 140 },
    { title: '最大接待量', dataIndex: 'maxConcurrent', width: 120 },
    {
      title: '启用',
      dataIndex: 'enabled',
      width: 90,
      render: (enabled: boolean, p) => <Switch size="small" checked={enabled} aria-label={`启用${p.name}`} onChange={(value) => handleSwitch(p, value)} />,
    },
    {
      title: '操作',
      key: 'actions',
      width: 140,
      render: (_: unknown, p) => (
        <Space size={0}>
          <Button type="text" size="small" onClick={() => setDialog({ person: p })}>
            编辑
          </Button>
          <Popconfirm title={`确定移除接待人员${p.name}吗？`} onOk={() => handleRemove(p)}>
            <Button type="text" size="small" status="danger">
              移除
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  return (
    <>
      <Button type="primary" icon={<IconPlus />} style={{ marginBottom: 16 }} onClick={() => setDialog({ person: null })}>
        添加接待人员
      </Button>
      <Table rowKey="userId" loading={isFetching} columns={columns} data={people} pagination={false} noDataElement="暂无接待人员" />
      {dialog && <ReceptionFormDialog person={dialog.person} candidates={candidates} onClose={() => setDialog(null)} />}
    </>
  );
}
