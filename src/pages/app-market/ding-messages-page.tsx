import { Button, Card, Grid, List, Select, Space, Table, Tag, Typography, type TableColumnProps } from '@arco-design/web-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { DING_STATE_NAMES, DING_STATES, DingState, DingSubject } from '@domain/app-market/app-market.constants';
import { paths } from '@/app/paths';
import { useCountDingsQuery, useListDingReceiversQuery, useListDingsQuery, type DingFilterArgs, type DingRow } from '@/features/app-market/app-market.api';

const time = (iso: string) => new Date(iso).toLocaleString('zh-CN', { hour12: false });

const columns: TableColumnProps<DingRow>[] = [
  { title: '发送时间', dataIndex: 'createdAt', render: time },
  { title: '发送人', dataIndex: 'senderName' },
  { title: '接收人', dataIndex: 'receiverName' },
  {
    title: '关于',
    dataIndex: 'subjectCode',
    render: (code: string, row) => <Link href={row.subjectType === DingSubject.order ? paths.orders.detail(row.subjectId) : paths.events.detail(row.subjectId)}>{code}</Link>,
  },
  { title: '方式', dataIndex: 'kindName' },
  { title: '内容', dataIndex: 'content' },
  {
    title: '状态',
    dataIndex: 'stateName',
    render: (name: string, row) => (
      <Space direction="vertical" size={2}>
        <Tag color={row.state === DingState.sent ? 'green' : 'red'}>{name}</Tag>
        {row.failure && <Typography.Text type="secondary">{row.failure}</Typography.Text>}
      </Space>
    ),
  },
];

/**
 * /dingMessage DING消息: the DINGs sent about orders and events (managers see all, others their own),
 * filtered by state or by a receiver picked from the people DINGs went to; failures show the host's reason.
 */
export default function DingMessagesPage() {
  const [filter, setFilter] = useState<DingFilterArgs>({});
  const [page, setPage] = useState({ pageIndex: 0, pageSize: 20 });
  const { data: rows = [], isFetching } = useListDingsQuery({ ...filter, ...page });
  const { data: total = 0 } = useCountDingsQuery(filter);
  const { data: receivers = [] } = useListDingReceiversQuery({ pageIndex: 0, pageSize: 50 });
  const choose = (next: DingFilterArgs) => {
    setFilter(next);
    setPage((p) => ({ ...p, pageIndex: 0 }));
  };

  return (
    <Grid.Row gutter={16}>
      <Grid.Col span={6}>
        <Card bordered={false} title="接收人">
          <List
            size="small"
            dataSource={[{ userId: 0, name: '全部', total: -1, lastAt: '' }, ...receivers]}
            render={(r) => (
              <List.Item key={r.userId}>
                <Button
                  type="text"
                  aria-pressed={(filter.receiverId ?? 0) === r.userId}
                  onClick={() => choose({ ...filter, receiverId: r.userId || undefined })}
                >
                  {r.name}
                  {r.total >= 0 && `（${r.total}）`}
                </Button>
              </List.Item>
            )}
          />
        </Card>
      </Grid.Col>
      <Grid.Col span={18}>
        <Card bordered={false} title="DING消息">
          <Select
            allowClear
            aria-label="状态"
            placeholder="状态"
            style={{ width: 140, marginBottom: 12 }}
            value={filter.state}
            onChange={(state?: 1 | 2) => choose({ ...filter, state })}
            options={DING_STATES.map((s) => ({ label: DING_STATE_NAMES[s], value: s }))}
          />
          <Table
            rowKey="id"
            aria-label="DING消息"
            loading={isFetching}
            columns={columns}
            data={rows}
            noDataElement="暂无 DING 消息"
            pagination={{ current: page.pageIndex + 1, pageSize: page.pageSize, total, onChange: (current, pageSize) => setPage({ pageIndex: current - 1, pageSize }) }}
          />
        </Card>
      </Grid.Col>
    </Grid.Row>
  );
}
