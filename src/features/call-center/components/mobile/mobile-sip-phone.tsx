import { useState } from 'react';
import type { SeatRow } from '@domain/call-center/call-center.schemas';
import { paths } from '@/app/paths';
import { consultLine } from '../../softphone/consultation';
import { answerable, callLine, REGISTRATION, type SipSoftphone } from '../../softphone/sip-softphone';
import { useSoftphone } from '../../softphone/softphone-store';
import { useSeatSoftphone } from '../../softphone/use-seat-softphone';
import { MobileSipTransfer } from './mobile-sip-transfer';

/** An attended transfer under way on the phone: 完成转接 once the target answered, or 取消咨询 back to the caller. */
function MobileConsultControls({ phone, talking }: { phone: SipSoftphone; talking: boolean }) {
  const [problem, setProblem] = useState('');
  return (
    <>
      <button type="button" className="m-btn m-btn-primary" disabled={!talking} onClick={() => void phone.completeTransfer().then(() => setProblem(''), (e: Error) => setProblem(e.message))}>
        完成转接
      </button>
      <button type="button" className="m-btn" onClick={() => phone.cancelConsult()}>
        取消咨询
      </button>
      {problem && (
        <span className="m-banner m-banner-error" role="alert">
          {problem}
        </span>
      )}
    </>
  );
}

/**
 * The phone's softphone for a SIP seat, under its seat line (the PC top bar's): the same JsSIP softphone registers
 * to the enterprise's PBX while the seat is signed in; a ringing call opens /m/currentCall and is answered or
 * declined here, a call talked transferred (转接, at once or after a consultation, as on the PC), any call hung up
 * here. The phone's call icons dial through it.
 */
export function MobileSipPhone({ seat }: { seat: SeatRow }) {
  useSeatSoftphone(seat, paths.mobile.currentCall);
  const softphone = useSoftphone();
  // The call the transfer form is open for: it closes with that call.
  const [transferFor, setTransferFor] = useState<string | null>(null);
  if (!softphone) return null;
  const { phone, view } = softphone;
  const call = view.call;
  const transferring = call?.state === 'talking' && call.callId === transferFor;
  return (
    <>
      <div className="m-row" role="group" aria-label="软电话" style={{ padding: '4px 12px', gap: 8, flexWrap: 'wrap' }}>
        <span className="m-muted" title={view.error || undefined}>
          {REGISTRATION[view.registration].text}
        </span>
        {call && (
          <>
            <span>{callLine(call)}</span>
            {answerable(call) && (
              <button type="button" className="m-btn m-btn-primary" onClick={() => phone.answer()}>
                接听
              </button>
            )}
            {view.consult && (
              <>
                <span>{consultLine(view.consult)}</span>
                <MobileConsultControls phone={phone} talking={view.consult.state === 'talking'} />
              </>
            )}
            {call.state === 'talking' && !view.consult && !transferring && (
              <button type="button" className="m-btn" onClick={() => setTransferFor(call.callId)}>
                转接
              </button>
            )}
            <button type="button" className="m-btn m-btn-danger" onClick={() => phone.hangUp()}>
              挂断
            </button>
          </>
        )}
      </div>
      {transferring && <MobileSipTransfer phone={phone} seatUserId={seat.userId} onClose={() => setTransferFor(null)} />}
    </>
  );
}
