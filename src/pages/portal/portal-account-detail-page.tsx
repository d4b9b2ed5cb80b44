import { Button, Card, Descriptions, Space, Table, type TableColumnProps } from '@arco-design/web-react';
import { useState } from 'react';
import { Link, useParams } from 'wouter';
import type { AccountOpValue } from '@domain/portal/account.machine';
import type { PortalAccountRow } from '@domain/portal/portal.schemas';
import { formatDateTime } from '@domain/format/date';
import { paths } from '@/app/paths';
import { PortalAccountDialog } from './account-dialog';
import { AccountStatusTag, accountColumns } from '@/features/portal/components/account-table';
import { useGetPortalAccountQuery, useListPortalChildrenQuery, useMovePortalAccountMutation, useSetDefaultPortalChildMutation } from '@/features/portal/portal.api';
import { toastResult } from '@/lib/toast-result';

const MOVE_NAMES: Partial<Record<AccountOpValue, string>> = { approve: '审核通过', disable: '停用', enable: '启用' };

/** home_account_detail/{id}: the account, its state moves (the server's allowedOperations), its child accounts and addresses. */
export default function PortalAccountDetailPage() {
  const id = Number(useParams<{ id: string }>().id);
  const { data: account, error } = useGetPortalAccountQuery(id, { skip: !(id > 0) });
  const isMain = account?.parentId === null;
  const { data: children = [] } = useListPortalChildrenQuery(id, { skip: !isMain });
  const [move] = useMovePortalAccountMutation();
  const [setDefault] = useSetDefaultPortalChildMutation();
  const [dialog, setDialog] = useState<'edit' | 'child' | null>(null);
  if (error) return <Card bordered={false}>门户账号不存在</Card>;
  if (!account) return <Card bordered={false} loading />;
  const writer = account.allowedOperations.includes('delete');
  const childColumns: TableColumnProps<PortalAccountRow>[] = [
    ...accountColumns(paths.portal.account),
    { title: '默认', dataIndex: 'isDefault', width: 70, render: (d: boolean) => (d ? '是' : '') },
    {
      title: '操作',
      key: 'op',
      width: 160,
      render: (_: unknown, c) => (
        <Space>
          <Link href={paths.portal.addresses(c.id)}>地址</Link>
          {writer && !c.isDefault && (
            <Button type="text" size="small" onClick={() => toastResult(setDefault(c.id).unwrap(), '保存成功')}>
              设为默认
            </Button>
          )}
        </Space>
      ),
    },
  ];
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Card
        bordered={false}
        title={`门户账号：${account.name}`}
        extra={
          <Space>
            {account.allowedOperations
              .filter((op): op is AccountOpValue => op in MOVE_NAMES)
              .map((op) => (
                <Button key={op} onClick={() => toastResult(move({ id, op: op as 'approve' | 'disable' | 'enable' }).unwrap(), '修改状态成功')}>
                  {MOVE_NAMES[op]}
                </Button>
              ))}
            {writer && <Button onClick={() => setDialog('edit')}>编辑</Button>}
            <Link href={paths.portal.addresses(id)}>地址管理</Link>
          </Space>
        }
      >
        <Descriptions
          column={2}
          data={[
            { label: '姓名', value: account.name },
            { label: '手机号', value: account.phone },
            { label: '所属客户', value: account.customerName },
            { label: '状态', value: <AccountStatusTag status={account.status} /> },
            { label: '账号类型', value: isMain ? '主账号' : '子账号' },
            { label: '开通时间', value: formatDateTime(account.createdAt) },
            { label: '最近登录', value: account.lastSignInAt ? formatDateTime(account.lastSignInAt) : '-' },
          ]}
        />
      </Card>
      {isMain && (
        <Card
          bordered={false}
          title="子账号"
          extra={
            writer && (
              <Button type="primary" onClick={() => setDialog('child')}>
                新增子账号
              </Button>
            )
          }
        >
          <Table rowKey="id" columns={childColumns} data={children} pagination={false} />
        </Card>
      )}
      {dialog && <PortalAccountDialog account={dialog === 'edit' ? account : undefined} parentId={dialog === 'child' ? id : undefined} onClose={() => setDialog(null)} />}
    </Space>
  );
}
