import { Button, Space, Tag, Tooltip } from '@arco-design/web-react';
import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { CallType, GatewayState } from '@domain/call-center/call-center.constants';
import type { SeatRow, SipCallPopUp } from '@domain/call-center/call-center.schemas';
import { openCallPopUp } from '@/app/shell/open-call-pop-up';
import { useGetSipAccountQuery, useReportSipCallMutation } from '../call-center.api';
import { SipSoftphone, type RegistrationState } from '../softphone/sip-softphone';
import { setSoftphone, useSoftphone } from '../softphone/softphone-store';

const REGISTRATION: Record<RegistrationState, { text: string; color: string }> = {
  registering: { text: 'SIP 注册中', color: 'gray' },
  registered: { text: 'SIP 已注册', color: 'green' },
  failed: { text: 'SIP 注册失败', color: 'red' },
  stopped: { text: 'SIP 未注册', color: 'gray' },
  elsewhere: { text: 'SIP 已在其他标签页注册', color: 'orange' },
};
const signedIn = (seat: SeatRow) => seat.gatewayState !== GatewayState.offline && seat.gatewayState !== GatewayState.signedOut;
const idle = (seat: SeatRow) => seat.gatewayState === GatewayState.idle || seat.gatewayState === GatewayState.idleAlt;

/**
 * A SIP seat's softphone in the top bar: registered to the enterprise's PBX while the seat is signed in;
 * a call ringing in is answered or declined here, and any call hung up here.
 */
export function SipPhone({ seat }: { seat: SeatRow }) {
  const { data: account } = useGetSipAccountQuery(undefined, { skip: !seat.sipUser });
  const [report] = useReportSipCallMutation();
  const [, navigate] = useLocation();
  const go = useRef(navigate);
  go.current = navigate;
  const seatNow = useRef(seat);
  seatNow.current = seat;
  const on = signedIn(seat);

  useEffect(() => {
    if (!account || !on) return;
    // A new call's ringing answers with its pop-up: opened here as well as by the chat socket's push, which
    // is lost while that socket is down (whichever comes second finds the pop-up open).
    const popUp = (call: SipCallPopUp | null) => call && openCallPopUp(go.current, call);
    const phone = new SipSoftphone(account, (event) => report(event).unwrap().then(popUp), () => idle(seatNow.current));
    setSoftphone(phone);
    phone.start();
    return () => {
      phone.stop();
      setSoftphone(null);
    };
  }, [account, on, report]);

  const softphone = useSoftphone();
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
          <span>
            {call.type === CallType.inbound ? '来电' : '去电'} {call.phone}
          </span>
          {call.state === 'ringing' && call.type === CallType.inbound && (
            <Button size="mini" type="primary" status="success" onClick={() => phone.answer()}>
              接听
            </Button>
          )}
          <Button size="mini" status="danger" onClick={() => phone.hangUp()}>
            挂断
          </Button>
        </>
      )}
    </Space>
  );
}
