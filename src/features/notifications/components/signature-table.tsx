import { Table, Tag, type TableColumnProps } from '@arco-design/web-react';
import { formatDateTime } from '@domain/format/date';
import { SIGNATURE_STATE_NAMES, SignatureState, type SignatureStateValue, type SmsSignatureItem } from '@domain/notifications/sms.schemas';

const STATE_COLORS: Record<SignatureStateValue, string> = { 1: 'orange', 2: 'green', 3: 'red' };

const columns: TableColumnProps<SmsSignatureItem>[] = [
  { title: '签名', dataIndex: 'signature', render: (s: string) => `【${s}】` },
  {
    title: '状态',
    dataIndex: 'state',
    width: 120,
    render: (state: SignatureStateValue) => <Tag color={STATE_COLORS[state]}>{SIGNATURE_STATE_NAMES[state]}</Tag>,
  },
  { title: '审核意见', dataIndex: 'remark', render: (remark: string, s) => remark || (s.state === SignatureState.applied ? '等待平台审核' : '') },
  { title: '申请时间', dataIndex: 'create_time', width: 170, render: (time: string) => formatDateTime(time) },
];

/** The enterprise's signature applications, newest first. */
export function SignatureTable({ signatures, loading }: { signatures: SmsSignatureItem[]; loading: boolean }) {
  return <Table rowKey="id" loading={loading} columns={columns} data={signatures} pagination={false} noDataElement="尚未申请短信签名" />;
}
