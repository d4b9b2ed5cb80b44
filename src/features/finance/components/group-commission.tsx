import { DatePicker, Empty, Space, Table, Tag, type TableColumnProps } from '@arco-design/web-react';
import { Link } from 'wouter';
import type { GroupSettlementRow } from '@domain/finance/commission.schemas';
import { paths } from '@/app/paths';
import { useUserSource } from '@/components/user-picker/user-source';
import { errorMessage } from '@/lib/errors';
import { useGroupSettlementQuery } from '../finance.api';

/** 团队结算 (/groupCommission, and one group's detail): the period's commission by service group, with each member's part. */
export function GroupCommission({ period, onPeriod, groupId }: { period: string; onPeriod: (period: string) => void; groupId?: number }) {
  const { data, isFetching, error } = useGroupSettlementQuery({ period, groupId });
  const { data: users = [] } = useUserSource().useUsersWithRole(undefined, { skip: false });
  const nameOf = (id: number) => users.find((u) => u.id === id)?.name ?? `#${id}`;
  const columns: TableColumnProps<GroupSettlementRow>[] = [
    {
      title: '服务组',
      dataIndex: 'groupName',
      render: (name: string, row) => (row.groupId === null || groupId ? name : <Link href={paths.finance.groupDetail(row.groupId, period)}>{name}</Link>),
    },
    { title: '工单数', dataIndex: 'orderCount', width: 100 },
    { title: '提成合计（元）', dataIndex: 'commission', width: 160, align: 'right' },
  ];
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Space>
        <DatePicker.MonthPicker aria-label="结算期间" value={period} allowClear={false} onChange={(value: string) => value && onPeriod(value)} />
        {data?.settlementId ? <Tag color="green">已结算</Tag> : <Tag color="orange">未结算</Tag>}
      </Space>
      {error ? (
        <Empty description={errorMessage(error)} />
      ) : (
        <Table
          rowKey={(r) => String(r.groupId)}
          loading={isFetching}
          columns={columns}
          data={data?.rows ?? []}
          pagination={false}
          expandedRowRender={(row) => (
            <Table
              rowKey="userId"
              pagination={false}
              data={row.people}
              columns={[
                { title: '人员', dataIndex: 'userId', render: (id: number) => <Link href={paths.finance.personalDetail(id, period)}>{nameOf(id)}</Link> },
                { title: '提成（元）', dataIndex: 'commission', align: 'right' },
              ]}
            />
          )}
        />
      )}
    </Space>
  );
}
