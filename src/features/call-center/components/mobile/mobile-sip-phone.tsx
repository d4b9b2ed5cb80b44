import type { SeatRow } from '@domain/call-center/call-center.schemas';
import { paths } from '@/app/paths';
import { answerable, callLine, REGISTRATION } from '../../softphone/sip-softphone';
import { useSoftphone } from '../../softphone/softphone-store';
import { useSeatSoftphone } from '../../softphone/use-seat-softphone';

/**
 * The phone's softphone for a SIP seat, under its seat line (the PC top bar's): the same JsSIP softphone registers
 * to the enterprise's PBX while the seat is signed in; a ringing call opens /m/currentCall and is answered or
 * declined here, any call hung up here. The phone's call icons dial through it.
 */
export function MobileSipPhone({ seat }: { seat: SeatRow }) {
  useSeatSoftphone(seat, paths.mobile.currentCall);
  const softphone = useSoftphone();
  if (!softphone) return null;
  const { phone, view } = softphone;
  const call = view.call;
  return (
    <div className="m-row" role="group" aria-label="软电话" style={{ padding: '4px 12px', gap: 8 }}>
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
          <button type="button" className="m-btn m-btn-danger" onClick={() => phone.hangUp()}>
            挂断
          </button>
        </>
      )}
    </div>
  );
}
