import { Input, Message, Modal, Select, Space, Typography } from '@arco-design/web-react';
import { useState } from 'react';
import { TransferSchema } from '@domain/call-center/call-center.schemas';
import { toastResult } from '@/lib/toast-result';
import { useListSeatsQuery, useTransferCallMutation } from '../call-center.api';
import type { SipSoftphone } from '../softphone/sip-softphone';

/**
 * 转接 of the call the SIP seat is talking (its own chunk, loaded when the seat clicks 转接, so the top bar carries
 * none of it): to another SIP seat of the enterprise or to a number. The server checks the target and notes it on
 * the record; the softphone REFERs the far end and hangs up once the far end's new call is answered (refused, the
 * call stays here).
 */
export default function SipTransferDialog({ phone, seatUserId, onClose }: { phone: SipSoftphone; seatUserId: number; onClose: () => void }) {
  const [toUserId, setToUserId] = useState<number>();
  const [number, setNumber] = useState('');
  const [busy, setBusy] = useState(false);
  const { data: seats = [] } = useListSeatsQuery();
  const [transfer] = useTransferCallMutation();
  const targets = seats.filter((s) => s.sipUser && s.userId !== seatUserId);

  const submit = async () => {
    const input = TransferSchema.safeParse(toUserId !== undefined ? { toUserId } : { phone: number });
    if (!input.success) return void Message.error(input.error.issues[0]?.message ?? '请选择转接坐席或输入转接号码');
    setBusy(true);
    const handedOn = async () => {
      const { referTo } = await transfer(input.data).unwrap();
      if (referTo) await phone.transfer(referTo);
      return { success: true };
    };
    const done = await toastResult(handedOn(), '已转接');
    setBusy(false);
    if (done) onClose();
  };

  return (
    <Modal title="转接通话" visible onCancel={onClose} onOk={() => void submit()} okText="转接" confirmLoading={busy}>
      <Space direction="vertical" style={{ width: '100%' }}>
        <Select
          aria-label="转接坐席"
          placeholder="选择空闲的坐席"
          allowClear
          value={toUserId}
          onChange={(v: number | undefined) => setToUserId(v)}
          options={targets.map((s) => ({ label: `${s.extension} ${s.name}`, value: s.userId }))}
        />
        <Typography.Text type="secondary">或转接到电话号码</Typography.Text>
        <Input aria-label="转接号码" placeholder="请输入转接号码" value={number} disabled={toUserId !== undefined} onChange={setNumber} />
      </Space>
    </Modal>
  );
}
