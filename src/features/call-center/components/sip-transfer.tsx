import { Button, Input, Message, Modal, Select, Space, Typography } from '@arco-design/web-react';
import { useState } from 'react';
import type { SipSoftphone } from '../softphone/sip-softphone';
import { useSipTransfer, type TransferMode } from '../softphone/use-sip-transfer';

/**
 * 转接 of the call the SIP seat is talking (its own chunk, loaded when the seat clicks 转接, so the top bar carries
 * none of it): to another SIP seat of the enterprise or to a number. The server checks the target and notes it on
 * the record. 转接 REFERs the far end at once and hangs up once its new call is answered; 咨询转接 holds the caller
 * and calls the target first (the top bar then offers 完成转接 or 取消咨询). Refused, the call stays here.
 */
export default function SipTransferDialog({ phone, seatUserId, onClose }: { phone: SipSoftphone; seatUserId: number; onClose: () => void }) {
  const [toUserId, setToUserId] = useState<number>();
  const [number, setNumber] = useState('');
  const { targets, start, busy } = useSipTransfer(phone, seatUserId);

  const submit = async (mode: TransferMode) => {
    const failure = await start({ toUserId, phone: number }, mode);
    if (failure) return void Message.error(failure);
    if (mode === 'blind') Message.success('已转接');
    onClose();
  };

  const footer = (
    <Space>
      <Button onClick={onClose}>取消</Button>
      <Button loading={busy} onClick={() => void submit('attended')}>
        咨询转接
      </Button>
      <Button type="primary" loading={busy} onClick={() => void submit('blind')}>
        转接
      </Button>
    </Space>
  );
  return (
    <Modal title="转接通话" visible onCancel={onClose} footer={footer}>
      <Space direction="vertical" style={{ width: '100%' }}>
        <Select
          aria-label="转接坐席"
          placeholder="选择空闲的坐席"
          allowClear
          value={toUserId}
          onChange={(v: number | undefined) => setToUserId(v)}
          options={targets}
        />
        <Typography.Text type="secondary">或转接到电话号码</Typography.Text>
        <Input aria-label="转接号码" placeholder="请输入转接号码" value={number} disabled={toUserId !== undefined} onChange={setNumber} />
        <Typography.Text type="secondary">咨询转接：先保持来电、与转接对象通话，再完成转接或取消</Typography.Text>
      </Space>
    </Modal>
  );
}
