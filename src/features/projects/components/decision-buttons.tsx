import { Button, Input, Modal, Space } from '@arco-design/web-react';
import { useState } from 'react';
import type { ApiEnvelope } from '@domain/common/envelope';
import { Messages } from '@domain/common/messages';
import { toastResult } from '@/lib/toast-result';

export type Decision = { action: 'approve'; reason?: string } | { action: 'reject'; reason: string };

export interface DecisionButtonsProps {
  /** What is decided on, for the buttons' names (通过 现场勘察). */
  subject?: string;
  approveText?: string;
  size?: 'mini' | 'default';
  /** Sends the decision; resolves when the server answered. */
  decide: (decision: Decision) => Promise<ApiEnvelope>;
  onDecided?: () => void;
}

/** An approver's 通过 and 驳回, the refusal asking its reason (the server refuses one without). */
export function DecisionButtons({ subject, approveText = '审批通过', size = 'default', decide, onDecided }: DecisionButtonsProps) {
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const named = (text: string) => (subject ? `${text} ${subject}` : text);
  const send = async (decision: Decision) => {
    const ok = await toastResult(decide(decision), Messages.saveOk);
    if (ok) onDecided?.();
    return ok;
  };
  return (
    <Space size="mini">
      <Button size={size} type="primary" status="success" aria-label={named(approveText)} onClick={() => send({ action: 'approve' })}>
        {approveText}
      </Button>
      <Button size={size} status="warning" aria-label={named('驳回')} onClick={() => setRejecting(true)}>
        驳回
      </Button>
      <Modal
        visible={rejecting}
        title={named('驳回')}
        onCancel={() => setRejecting(false)}
        okButtonProps={{ disabled: reason.trim() === '' }}
        onOk={async () => (await send({ action: 'reject', reason: reason.trim() })) && setRejecting(false)}
        unmountOnExit
      >
        <Input.TextArea aria-label="驳回原因" placeholder="请填写驳回原因" maxLength={200} value={reason} onChange={setReason} />
      </Modal>
    </Space>
  );
}
