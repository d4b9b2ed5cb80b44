import { Button, Card, Input, Message, Select, Space, Table, type TableColumnProps } from '@arco-design/web-react';
import { useState } from 'react';
import { CHAT_CHANNEL_NAMES, CLOSE_REASON_NAMES, ChatChannel, RATING_NAMES, type ChatChannelValue, type CloseReasonValue } from '@domain/online-chat/online-chat.constants';
import type { ReceptionRecordRow } from '@domain/online-chat/online-chat.schemas';
import { useExportReceptionRecordsMutation, useListReceptionRecordsQuery } from '@/features/online-chat/online-chat.api';

const time = (iso: string | null) => (iso ? new Date(iso).toLocaleString('zh-CN', { hour12: false }) : '—');
/** 1小时2分3秒 */
export function durationText(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  return `${h ? `${h}小时` : ''}${h || m ? `${m}分` : ''}${s}秒`;
}

const columns: TableColumnProps<ReceptionRecordRow>[] = [
  { title: '客户', dataIndex: 'customerName' },
  { title: '渠道', dataIndex: 'channel', render: (c: ChatChannelValue) => CHAT_CHANNEL_NAMES[c] },
  { title: '客服账号', dataIndex: 'accountName' },
  { title: '接待人员', dataIndex: 'staffName', render: (v: string | null) => v ?? '—' },
  { title: '开始时间', dataIndex: 'createdAt', render: time },
  { title: '结束时间', dataIndex: 'closedAt', render: time },
  { title: '时长', dataIndex: 'durationSeconds', render: durationText },
  { title: '结束方式', dataIndex: 'closeReason', render: (r: CloseReasonValue | null) => (r ? CLOSE_REASON_NAMES[r] : '—') },
  { title: '满意度', dataIndex: 'rating', render: (r: number | null, row) => (r ? `${RATING_NAMES[r]}${row.ratingComment ? `：${row.ratingComment}` : ''}` : '未评价') },
  { title: '消息数', dataIndex: 'messageCount' },
];

/** /customerservice/receptionList 接待记录: ended chats, newest first; reception staff see their own. */
export default function RecordsPage() {
  const [keyword, setKeyword] = useState('');
  const [channel, setChannel] = useState<ChatChannelValue>();
  const [page, setPage] = useState({ pageIndex: 0, pageSize: 20 });
  const filter = { ...(keyword ? { keyword } : {}), ...(channel ? { channel } : {}) };
  const { data, isFetching } = useListReceptionRecordsQuery({ ...filter, ...page });
  const [exportRecords, { isLoading: exporting }] = useExportReceptionRecordsMutation();
  return (
    <Card title="接待记录" bordered={false}>
      <Space style={{ marginBottom: 12 }} wrap>
        <Input.Search allowClear placeholder="客户名称" style={{ width: 200 }} onSearch={(v) => (setKeyword(v.trim()), setPage((p) => ({ ...p, pageIndex: 0 })))} />
        <Select allowClear placeholder="渠道" style={{ width: 140 }} value={channel} onChange={setChannel} options={Object.values(ChatChannel).map((c) => ({ label: CHAT_CHANNEL_NAMES[c], value: c }))} />
        <Button loading={exporting} onClick={() => exportRecords({ ...filter, format: 'xlsx' }).unwrap().then((r) => Message.success(r.message ?? '已加入下载中心'))}>
          导出
        </Button>
      </Space>
      <Table
        rowKey="id"
        aria-label="接待记录"
        loading={isFetching}
        columns={columns}
        data={data?.list ?? []}
        pagination={{ current: page.pageIndex + 1, pageSize: page.pageSize, total: data?.total ?? 0, onChange: (current, pageSize) => setPage({ pageIndex: current - 1, pageSize }) }}
      />
    </Card>
  );
}
