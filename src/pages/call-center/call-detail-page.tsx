import { Button, Card, Descriptions, Input, Message, Result, Space, Spin } from '@arco-design/web-react';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'wouter';
import { CALL_TYPE_NAMES, callEndNote, PICKUP_NAMES } from '@domain/call-center/call-center.constants';
import { mmss } from '@domain/common/durations';
import { paths } from '@/app/paths';
import { useGetCallQuery, useUpdateCallNotesMutation } from '@/features/call-center/call-center.api';
import { ConsultationLinks } from './consultation-links';

/** /calldetail/{id}/{customerId?}: the call, its recording and notes, and the events and orders made from it. */
export default function CallDetailPage() {
  const id = Number(useParams<{ id: string }>().id);
  const { data: call, isLoading, isError } = useGetCallQuery(id, { skip: !(id > 0) });
  const [notes, setNotes] = useState('');
  const [save, { isLoading: saving }] = useUpdateCallNotesMutation();
  useEffect(() => setNotes(call?.notes ?? ''), [call?.notes]);
  if (isLoading) return <Spin style={{ display: 'block', margin: 48 }} />;
  if (isError || !call) return <Result status="404" title="通话记录不存在" />;
  return (
    <Card bordered={false} title={`通话详情 ${call.phone}`}>
      <Descriptions
        column={2}
        data={[
          { label: '通话类型', value: CALL_TYPE_NAMES[call.type] },
          { label: '接听状态', value: PICKUP_NAMES[call.pickup] },
          { label: '结束说明', value: callEndNote(call) || '-' },
          { label: '咨询转接', value: <ConsultationLinks call={call} /> },
          { label: '主叫号码', value: call.caller },
          { label: '被叫号码', value: call.callee },
          { label: '客户', value: call.customer ? <Link href={paths.customers.detail(call.customer.id)}>{call.customer.name}</Link> : '-' },
          { label: '坐席', value: call.seat?.name ?? call.extension },
          { label: '开始时间', value: new Date(call.startTime).toLocaleString('zh-CN', { hour12: false }) },
          { label: '通话时长', value: mmss(call.duration) },
          { label: '等待时长', value: mmss(call.wait) },
          { label: '来源工单', value: call.fromOrder ? <Link href={paths.orders.detail(call.fromOrder.id)}>{call.fromOrder.orderNo}</Link> : '-' },
          { label: '录音', value: call.recordingUrl ? <audio controls src={call.recordingUrl} aria-label="通话录音" /> : '-' },
          {
            label: '关联事件',
            value: call.events.length ? (
              <Space>
                {call.events.map((e) => (
                  <Link key={e.id} href={paths.events.detail(e.id)}>
                    {e.code}
                  </Link>
                ))}
              </Space>
            ) : (
              '-'
            ),
          },
          {
            label: '关联工单',
            value: call.orders.length ? (
              <Space>
                {call.orders.map((o) => (
                  <Link key={o.id} href={paths.orders.detail(o.id)}>
                    {o.orderNo}
                  </Link>
                ))}
              </Space>
            ) : (
              '-'
            ),
          },
        ]}
      />
      <Space direction="vertical" style={{ width: '100%', marginTop: 16 }}>
        <Input.TextArea aria-label="备注" value={notes} maxLength={2000} onChange={setNotes} placeholder="通话备注" />
        <Button type="primary" loading={saving} onClick={() => void save({ id, notes }).unwrap().then(() => Message.success('保存成功'))}>
          保存备注
        </Button>
      </Space>
    </Card>
  );
}
