import { Button, Message, Modal } from '@arco-design/web-react';
import { IconPhone } from '@arco-design/web-react/icon';
import { useState } from 'react';
import { useDialMutation, useGetMySeatQuery, useHangUpMutation } from '../call-center.api';
import { useSoftphone } from '../softphone/softphone-store';

export interface CallPhoneProps {
  phone: string;
  /** The order the phone value is on (its log gets "call"). */
  orderId?: number;
  customerId?: number;
}

/**
 * The small call icon beside a phone value (spec part 2 section 2): only for call-centre seat users.
 * It opens the call dialog with the number; 呼叫 sends the dial-out through the provider, or, for a SIP
 * seat, the server records it and the page's softphone dials it through the enterprise's PBX.
 */
export function CallPhone({ phone, orderId, customerId }: CallPhoneProps) {
  const { data: seat } = useGetMySeatQuery();
  const [open, setOpen] = useState(false);
  const [dial, { isLoading, data: dialled, reset }] = useDialMutation();
  const [hangUp] = useHangUpMutation();
  const softphone = useSoftphone();
  if (!seat || !phone) return null;
  const start = async () => {
    const res = await dial({ phone, orderId, customerId })
      .unwrap()
      .catch((e: { data?: { message?: string } }) => void Message.error(e.data?.message ?? '呼叫失败'));
    if (res?.data && softphone) softphone.phone.dial(res.data.callId, phone);
  };
  const close = () => {
    setOpen(false);
    reset();
  };
  const end = () => {
    if (softphone) {
      softphone.phone.hangUp();
      close();
    } else void hangUp().unwrap().then(close, close);
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
              <Button status="danger" onClick={end}>
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
          {dialled && <p>{softphone ? '正在呼叫，经本企业 PBX 接通对方…' : '正在呼叫，平台先拨通您的线路，再接通对方…'}</p>}
        </Modal>
      )}
    </>
  );
}
