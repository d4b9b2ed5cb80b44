import { Button, Space, Table, Tag, type TableColumnProps } from '@arco-design/web-react';
import { useState } from 'react';
import { GATEWAY_STATE_NAMES } from '@domain/call-center/call-center.constants';
import type { SeatRow } from '@domain/call-center/call-center.schemas';
import { Messages } from '@domain/common/messages';
import { RowActions } from '@/components/row-actions/row-actions';
import { toastResult } from '@/lib/toast-result';
import { useDeleteSeatMutation, useGetSipSettingsQuery, useListSeatsQuery } from '../../call-center.api';
import { SeatDialog } from './seat-dialog';

type Dialog = { seat: SeatRow | null } | null;

/** The enterprise's seats: add one, change its line, extension and SIP account, or remove it. */
export function SeatTable() {
  const { data: seats = [], isFetching } = useListSeatsQuery();
  const { data: pbx } = useGetSipSettingsQuery();
  const [deleteSeat] = useDeleteSeatMutation();
  const [dialog, setDialog] = useState<Dialog>(null);

  const columns: TableColumnProps<SeatRow>[] = [
    { title: '员工', dataIndex: 'name' },
    { title: '线路号码', dataIndex: 'line' },
    { title: '分机号', dataIndex: 'extension' },
    { title: 'SIP 账号', dataIndex: 'sipUser', render: (user: string | null) => user ?? <Tag size="small">服务商</Tag> },
    { title: '状态', dataIndex: 'gatewayState', render: (state: keyof typeof GATEWAY_STATE_NAMES) => GATEWAY_STATE_NAMES[state] },
    {
      title: '操作',
      key: 'actions',
      width: 140,
      render: (_: unknown, seat) => (
        <RowActions confirm={`确定删除坐席“${seat.name}”吗？`} onEdit={() => setDialog({ seat })} onDelete={() => void toastResult(deleteSeat(seat.userId).unwrap(), Messages.deleteOk)} />
      ),
    },
  ];

  return (
    <>
      <Space style={{ marginBottom: 16 }}>
        <Button type="primary" onClick={() => setDialog({ seat: null })}>
          新增坐席
        </Button>
      </Space>
      <Table rowKey="userId" loading={isFetching} columns={columns} data={seats} pagination={false} />
      {dialog && <SeatDialog seat={dialog.seat} seatUserIds={seats.map((s) => s.userId)} hasPbx={Boolean(pbx)} onClose={() => setDialog(null)} />}
    </>
  );
}
