import { useState } from 'react';
import type { SipSoftphone } from '../../softphone/sip-softphone';
import { useSipTransfer, type TransferMode } from '../../softphone/use-sip-transfer';

export interface MobileSipTransferProps {
  phone: SipSoftphone;
  seatUserId: number;
  onClose: () => void;
}

/**
 * 转接 on the phone (the PC dialog's, as a card under the seat line): another SIP seat of the enterprise or a number;
 * 转接 hands the call on at once, 咨询转接 holds the caller and calls the target first (the softphone line then
 * offers 完成转接 or 取消咨询). The server checks the target first; its refusal, or the far end's, is shown here.
 */
export function MobileSipTransfer({ phone, seatUserId, onClose }: MobileSipTransferProps) {
  const [toUserId, setToUserId] = useState<number>();
  const [number, setNumber] = useState('');
  const [problem, setProblem] = useState('');
  const { targets, start, busy } = useSipTransfer(phone, seatUserId);
  const submit = async (mode: TransferMode) => {
    const failure = await start({ toUserId, phone: number }, mode);
    if (failure) return setProblem(failure);
    onClose();
  };
  return (
    <div className="m-card" role="dialog" aria-label="转接通话" style={{ margin: '4px 12px' }}>
      <label className="m-field">
        <span>转接坐席</span>
        <select className="m-input" value={toUserId ?? ''} onChange={(e) => setToUserId(e.target.value ? Number(e.target.value) : undefined)}>
          <option value="">选择空闲的坐席</option>
          {targets.map((t) => (
            <option key={t.value} value={t.value}>
              {t.label}
            </option>
          ))}
        </select>
      </label>
      <label className="m-field">
        <span>或转接号码</span>
        <input className="m-input" inputMode="tel" placeholder="请输入转接号码" value={number} disabled={toUserId !== undefined} onChange={(e) => setNumber(e.target.value)} />
      </label>
      {problem && (
        <p className="m-banner m-banner-error" role="alert">
          {problem}
        </p>
      )}
      <div className="m-actions">
        <button type="button" className="m-btn m-btn-primary" disabled={busy} onClick={() => void submit('blind')}>
          转接
        </button>
        <button type="button" className="m-btn" disabled={busy} onClick={() => void submit('attended')}>
          咨询转接
        </button>
        <button type="button" className="m-btn" onClick={onClose}>
          取消
        </button>
      </div>
    </div>
  );
}
