import { useState } from 'react';
import { errorMessage } from '@/lib/errors';
import { useDialMutation, useGetMySeatQuery, useHangUpMutation } from '../../call-center.api';
import { useSoftphone } from '../../softphone/softphone-store';
import type { CallPhoneProps } from '../call-phone';

/**
 * The call icon beside a phone value on the phone, for seat users: 呼叫 sends the dial-out through the
 * provider (which rings the seat's line, then the number), or, for a SIP seat, the server records it and the
 * phone's own softphone (under the seat line) dials it through the enterprise's PBX; 挂断 ends it.
 */
export function MobileCallPhone({ phone, customerId, orderId }: CallPhoneProps) {
  const { data: seat } = useGetMySeatQuery();
  const [open, setOpen] = useState(false);
  const [dial, { isLoading, data: dialled, error, reset }] = useDialMutation();
  const [hangUp, { error: hangUpError }] = useHangUpMutation();
  const softphone = useSoftphone();
  if (!seat || !phone) return null;
  const close = () => {
    setOpen(false);
    reset();
  };
  if (!open)
    return (
      <button type="button" className="m-btn m-btn-text" aria-label={`坐席拨打 ${phone}`} onClick={() => setOpen(true)}>
        ☎
      </button>
    );
  const problem = error ?? hangUpError;
  return (
    <div className="m-card" role="dialog" aria-label="拨打电话" style={{ border: '1px solid var(--color-border-2)', marginTop: 8 }}>
      <p style={{ marginTop: 0 }}>
        坐席 {seat.extension}（{seat.line}）呼叫 <strong>{phone}</strong>
      </p>
      {dialled && <p className="m-muted">{softphone ? '正在呼叫，经本企业 PBX 接通对方…' : '正在呼叫，平台先拨通您的线路，再接通对方…'}</p>}
      {problem && (
        <p className="m-banner m-banner-error" role="alert">
          {errorMessage(problem)}
        </p>
      )}
      <div className="m-actions">
        {dialled ? (
          <button type="button" className="m-btn m-btn-danger" onClick={() => (softphone ? (softphone.phone.hangUp(), close()) : void hangUp().unwrap().then(close, () => undefined))}>
            挂断
          </button>
        ) : (
          <button type="button" className="m-btn m-btn-primary" disabled={isLoading} onClick={() => void dial({ phone, customerId, orderId }).unwrap().then((r) => r.data && softphone?.phone.dial(r.data.callId, phone), () => undefined)}>
            呼叫
          </button>
        )}
        <button type="button" className="m-btn" onClick={close}>
          关闭
        </button>
      </div>
    </div>
  );
}
