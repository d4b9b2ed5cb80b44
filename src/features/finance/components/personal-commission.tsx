import { Button, DatePicker, Descriptions, Empty, Message, Popconfirm, Space, Spin, Table, Tag, Typography, type TableColumnProps } from '@arco-design/web-react';
import { Link } from 'wouter';
import type { OrderShareRow, PersonalSettlementRow } from '@domain/finance/commission.schemas';
import { formatDateTime } from '@domain/format/date';
import { paths } from '@/app/paths';
import { useUserSource } from '@/components/user-picker/user-source';
import { errorMessage } from '@/lib/errors';
import { DownloadTexts } from '@domain/downloads/downloads.constants';
import { toastResult } from '@/lib/toast-result';
import { useExportSettlementMutation, usePersonalDetailQuery, usePersonalSettlementQuery, useSettlementDocumentQuery, useSettlePeriodMutation } from '../finance.api';

/** 'YYYY-MM' of today. */
export const currentPeriod = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}`;
};

const ROLE_NAMES = { owner: '负责人', collaborator: '协作人', leader: '组长' } as const;

function useNameOf() {
  const { data: users = [] } = useUserSource().useUsersWithRole(undefined, { skip: false });
  return (id: number | null) => (id === null ? '—' : (users.find((u) => u.id === id)?.name ?? `#${id}`));
}

export interface PersonalCommissionProps {
  period: string;
  onPeriod: (period: string) => void;
  /** Finance settles the period; others see their own figure only. */
  canSettle: boolean;
}

/** 个人结算: each person's commission of the period (from reconciled orders), and settling the period. */
export function PersonalCommission({ period, onPeriod, canSettle }: PersonalCommissionProps) {
  const { data, isFetching, error } = usePersonalSettlementQuery({ period });
  const [settle, { isLoading: settling }] = useSettlePeriodMutation();
  const nameOf = useNameOf();
  const columns: TableColumnProps<PersonalSettlementRow>[] = [
    { title: '人员', dataIndex: 'userId', render: (id: number) => <Link href={paths.finance.personalDetail(id, period)}>{nameOf(id)}</Link> },
    { title: '工单数', dataIndex: 'orderCount', width: 100 },
    { title: '提成（元）', dataIndex: 'commission', width: 140, align: 'right' },
    { title: '奖惩（元）', dataIndex: 'rewards', width: 140, align: 'right' },
    { title: '合计（元）', dataIndex: 'total', width: 140, align: 'right' },
  ];
  const handleSettle = async () => {
    try {
      const res = await settle({ period }).unwrap();
      Message.success(res.message ?? '结算成功');
    } catch (e) {
      Message.error(errorMessage(e));
    }
  };
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Space wrap>
        <DatePicker.MonthPicker aria-label="结算期间" value={period} allowClear={false} onChange={(value: string) => value && onPeriod(value)} />
        {data?.settlementId ? (
          <Link href={paths.finance.settlementDocument(data.settlementId)}>
            <Tag color="green">已结算 · 查看结算单</Tag>
          </Link>
        ) : (
          <Tag color="orange">未结算</Tag>
        )}
        {canSettle && !data?.settlementId && (
          <Popconfirm title={`确定结算${period}吗？结算后本期金额不再变化`} onOk={handleSettle}>
            <Button type="primary" loading={settling}>
              结算本期
            </Button>
          </Popconfirm>
        )}
        {data && <Typography.Text>合计：{data.total} 元</Typography.Text>}
      </Space>
      {error ? <Empty description={errorMessage(error)} /> : <Table rowKey="userId" loading={isFetching} columns={columns} data={data?.rows ?? []} pagination={false} />}
    </Space>
  );
}

const orderColumns: TableColumnProps<OrderShareRow>[] = [
  { title: '工单编号', dataIndex: 'orderNo', render: (no: string, r) => <Link href={paths.orders.detail(r.orderId)}>{no}</Link> },
  { title: '完成时间', dataIndex: 'completedAt', render: (t: string) => formatDateTime(t) },
  { title: '提成规则', dataIndex: 'ruleName' },
  { title: '身份', dataIndex: 'roles', render: (roles: OrderShareRow['roles']) => roles.map((r) => ROLE_NAMES[r]).join('、') },
  { title: '提成（元）', dataIndex: 'amount', align: 'right' },
];

/** /personalCommission/detail/{userId}: one person's orders of the period and their share of each. */
export function PersonalCommissionDetail({ userId, period }: { userId: number; period: string }) {
  const { data, isLoading, error } = usePersonalDetailQuery({ period, userId });
  const nameOf = useNameOf();
  if (isLoading) return <Spin />;
  if (!data) return <Empty description={error ? errorMessage(error) : '暂无数据'} />;
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Descriptions
        column={4}
        data={[
          { label: '人员', value: nameOf(data.userId) },
          { label: '期间', value: data.period },
          { label: '提成', value: `${data.row.commission} 元` },
          { label: '合计', value: `${data.row.total} 元` },
        ]}
      />
      <OrderSharesTable orders={data.orders} />
    </Space>
  );
}

const OrderSharesTable = ({ orders, loading }: { orders: OrderShareRow[]; loading?: boolean }) => (
  <Table rowKey={(r) => `${r.orderId}-${r.ruleName}`} loading={loading} columns={orderColumns} data={orders} pagination={false} />
);

/** A document line's order shares, loaded when the line opens (the settled period's personal detail). */
function DocumentLineOrders({ period, userId }: { period: string; userId: number }) {
  const { data, isFetching } = usePersonalDetailQuery({ period, userId });
  return <OrderSharesTable orders={data?.orders ?? []} loading={isFetching} />;
}

/** /personalSettlementSetDetail/{id}: a settled period's document, as it was settled; finance exports it to the download centre. */
export function SettlementDocumentView({ id, canExport }: { id: number; canExport: boolean }) {
  const { data, isLoading, error } = useSettlementDocumentQuery(id);
  const [exportDoc, { isLoading: exporting }] = useExportSettlementMutation();
  const nameOf = useNameOf();
  if (isLoading) return <Spin />;
  if (!data) return <Empty description={error ? errorMessage(error) : '结算单不存在'} />;
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      {canExport && (
        <Button loading={exporting} onClick={() => toastResult(exportDoc({ id }).unwrap(), DownloadTexts.queued)}>
          导出
        </Button>
      )}
      <Descriptions
        column={4}
        data={[
          { label: '期间', value: data.period },
          { label: '合计', value: `${data.total} 元` },
          { label: '工单数', value: data.orderCount },
          { label: '结算人/时间', value: `${nameOf(data.createdBy)} ${formatDateTime(data.createTime)}` },
        ]}
      />
      <Table
        // Keyed, so the lines (and the ones opened) stay when the 导出 button before them shows up.
        key="lines"
        rowKey="userId"
        pagination={false}
        data={data.rows}
        expandedRowRender={(row) => <DocumentLineOrders period={data.period} userId={row.userId} />}
        columns={[
          { title: '人员', dataIndex: 'userId', render: (uid: number) => nameOf(uid) },
          { title: '工单数', dataIndex: 'orderCount' },
          { title: '提成（元）', dataIndex: 'commission', align: 'right' },
          { title: '奖惩（元）', dataIndex: 'rewards', align: 'right' },
          { title: '合计（元）', dataIndex: 'total', align: 'right' },
        ]}
      />
    </Space>
  );
}
