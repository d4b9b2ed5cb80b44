import { Button, Message, Modal } from '@arco-design/web-react';
import { IconPhone } from '@arco-design/web-react/icon';
import { useState } from 'react';
import { useDialMutation, useGetMySeatQuery, useHangUpMutation } from '../call-center.api';

export interface CallPhoneProps {
  phone: string;
  /** The order the phone value is on (its log gets "call"). */
  orderId?: number;
  customerId?: number;
}

/**
 * The small call icon beside a phone value (spec part 2 section 2): only for call-centre seat users.
 * It opens the call dialog with the number; 呼叫 sends the dial-out through the provider.
 */
export function CallPhone({ phone, orderId, customerId }: CallPhoneProps) {
  const { data: seat } = useGetMySeatQuery();
  const [open, setOpen] = useState(false);
  const [dial, { isLoading, data: dialled, reset }] = useDialMutation();
  const [hangUp] = useHangUpMutation();
  if (!seat || !phone) return null;
  const start = async () => {
    await dial({ phone, orderId, customerId })
      .unwrap()
      .catch((e: { data?: { message?: string } }) => Message.error(e.data?.message ?? '呼叫失败'));
  };
  const close = () => {
    setOpen(false);
    reset();
  };
  return (
    <>
      <Button type="text" size="mini" icon={<IconPhone />} aria-label={`拨打 ${phone}`} onClick={() => setOpen(true)} />
      {open && (
        <Modal
          visible
          title="拨打电话"
          onCancel={close}
          footer={
            dialled ? (
              <Button status="danger" onClick={() => void hangUp().unwrap().then(close, close)}>
                挂断
              </Button>
            ) : (
              <Button type="primary" loading={isLoading} onClick={() => void start()}>
                呼叫
              </Button>
            )
          }
        >
          <p>
            坐席 {seat.extension}（{seat.line}）呼叫 <strong>{phone}</strong>
          </p>
          {dialled && <p>正在呼叫，平台先拨通您的线路，再接通对方…</p>}
        </Modal>
      )}
    </>
  );
}
