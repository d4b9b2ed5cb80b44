import { Button, Card, Message, Select, Space, Table, Tag, Typography } from '@arco-design/web-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { CALL_TYPE_NAMES, callEndNote, PICKUP_NAMES, type CallTypeValue, type PickupValue } from '@domain/call-center/call-center.constants';
import type { CallRecordRow } from '@domain/call-center/call-center.schemas';
import { mmss } from '@domain/common/durations';
import { paths } from '@/app/paths';
import { useCountCallsQuery, useExportCallsMutation, useListCallsQuery, type CallFilterArgs } from '@/features/call-center/call-center.api';
import { ConsultedCallNote } from './consultation-links';

const fmt = (iso: string) => new Date(iso).toLocaleString('zh-CN', { hour12: false });

/** /callcenter 通话记录: type (1 outbound, 2 inbound) and pickup (0 missed, 1 answered) filters, durations as mm:ss, recordings, export. */
export default function CallRecordsPage() {
  const [filter, setFilter] = useState<CallFilterArgs>({});
  const [page, setPage] = useState({ pageIndex: 0, pageSize: 20 });
  const { data: rows = [], isFetching } = useListCallsQuery({ ...filter, ...page });
  const { data: total = 0 } = useCountCallsQuery(filter);
  const [exportCalls, { isLoading: exporting }] = useExportCallsMutation();
  const columns = [
    { title: '通话类型', render: (_: unknown, r: CallRecordRow) => <Tag color={r.type === 2 ? 'arcoblue' : 'green'}>{CALL_TYPE_NAMES[r.type]}</Tag> },
    {
      title: '接听状态',
      render: (_: unknown, r: CallRecordRow) => (
        <>
          <Tag color={r.pickup === 1 ? 'green' : 'red'}>{PICKUP_NAMES[r.pickup]}</Tag>
          {callEndNote(r) && <Typography.Text type="secondary"> {callEndNote(r)}</Typography.Text>}
          {r.consultationOf && (
            <Typography.Text type="secondary">
              {' '}
              <ConsultedCallNote call={r} />
            </Typography.Text>
          )}
        </>
      ),
    },
    { title: '客户电话', render: (_: unknown, r: CallRecordRow) => <Link href={paths.callCenter.detail(r.id, r.customer?.id)}>{r.phone}</Link> },
    { title: '客户', render: (_: unknown, r: CallRecordRow) => r.customer?.name ?? '-' },
    { title: '坐席', render: (_: unknown, r: CallRecordRow) => (r.seat ? `${r.seat.name}（${r.extension}）` : r.extension) },
    { title: '开始时间', render: (_: unknown, r: CallRecordRow) => <span style={{ whiteSpace: 'nowrap' }}>{fmt(r.startTime)}</span> },
    { title: '通话时长', render: (_: unknown, r: CallRecordRow) => mmss(r.duration) },
    { title: '录音', render: (_: unknown, r: CallRecordRow) => (r.recordingUrl ? <audio controls preload="none" src={r.recordingUrl} style={{ height: 28 }} aria-label="通话录音" /> : '-') },
    { title: '备注', dataIndex: 'notes', ellipsis: true },
  ];
  return (
    <Card bordered={false} title="通话记录">
      <Space style={{ marginBottom: 16 }} wrap>
        <Select placeholder="通话类型" allowClear style={{ width: 140 }} onChange={(v?: CallTypeValue) => setFilter((f) => ({ ...f, type: v }))}>
          {([1, 2] as CallTypeValue[]).map((t) => (
            <Select.Option key={t} value={t}>
              {CALL_TYPE_NAMES[t]}
            </Select.Option>
          ))}
        </Select>
        <Select placeholder="接听状态" allowClear style={{ width: 140 }} onChange={(v?: PickupValue) => setFilter((f) => ({ ...f, pickup: v }))}>
          {([0, 1] as PickupValue[]).map((p) => (
            <Select.Option key={p} value={p}>
              {PICKUP_NAMES[p]}
            </Select.Option>
          ))}
        </Select>
        <Button loading={exporting} onClick={() => void exportCalls(filter).unwrap().then((r) => Message.success(r.message ?? '已加入下载中心'))}>
          导出
        </Button>
        <Link href={paths.callCenter.chart}>呼叫统计</Link>
      </Space>
      <Table
        rowKey="id"
        loading={isFetching}
        columns={columns}
        data={rows}
        pagination={{ total, current: page.pageIndex + 1, pageSize: page.pageSize, onChange: (current, pageSize) => setPage({ pageIndex: current - 1, pageSize }) }}
      />
    </Card>
  );
}
