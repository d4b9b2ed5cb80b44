import { Button, Message, Space, Tag, Tooltip } from '@arco-design/web-react';
import { lazy, Suspense, useState } from 'react';
import type { SeatRow } from '@domain/call-center/call-center.schemas';
import { consultLine } from '../softphone/consultation';
import { answerable, callLine, REGISTRATION, type SipSoftphone } from '../softphone/sip-softphone';
import { useSoftphone } from '../softphone/softphone-store';
import { useSeatSoftphone } from '../softphone/use-seat-softphone';

const SipTransferDialog = lazy(() => import('./sip-transfer'));

/** An attended transfer under way: the caller on hold, the seat speaking to the target; 完成转接 or 取消咨询. */
function ConsultControls({ phone, talking }: { phone: SipSoftphone; talking: boolean }) {
  const complete = () => phone.completeTransfer().then(() => Message.success('已转接'), (e: Error) => Message.error(e.message));
  return (
    <>
      <Button size="mini" type="primary" disabled={!talking} onClick={() => void complete()}>
        完成转接
      </Button>
      <Button size="mini" onClick={() => phone.cancelConsult()}>
        取消咨询
      </Button>
    </>
  );
}

/**
 * A SIP seat's softphone in the top bar: registered to the enterprise's PBX while the seat is signed in;
 * a call ringing in is answered or declined here, a call talked transferred (转接, at once or after a consultation),
 * and any call hung up here.
 */
export function SipPhone({ seat }: { seat: SeatRow }) {
  useSeatSoftphone(seat);
  const softphone = useSoftphone();
  const [transferring, setTransferring] = useState(false);
  if (!softphone) return null;
  const { phone, view } = softphone;
  const call = view.call;
  return (
    <Space size={4} aria-label="软电话">
      <Tooltip content={view.error || undefined} disabled={!view.error}>
        <Tag size="small" color={REGISTRATION[view.registration].color}>
          {REGISTRATION[view.registration].text}
        </Tag>
      </Tooltip>
      {call && (
        <>
          <span>{callLine(call)}</span>
          {answerable(call) && (
            <Button size="mini" type="primary" status="success" onClick={() => phone.answer()}>
              接听
            </Button>
          )}
          {view.consult && (
            <>
              <span>{consultLine(view.consult)}</span>
              <ConsultControls phone={phone} talking={view.consult.state === 'talking'} />
            </>
          )}
          {call.state === 'talking' && !view.consult && (
            <Button size="mini" onClick={() => setTransferring(true)}>
              转接
            </Button>
          )}
          {transferring && (
            <Suspense fallback={null}>
              <SipTransferDialog phone={phone} seatUserId={seat.userId} onClose={() => setTransferring(false)} />
            </Suspense>
          )}
          <Button size="mini" status="danger" onClick={() => phone.hangUp()}>
            挂断
          </Button>
        </>
      )}
    </Space>
  );
}
