import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { GatewayState } from '@domain/call-center/call-center.constants';
import type { SeatRow, SipCallPopUp } from '@domain/call-center/call-center.schemas';
import { openCallPopUp } from '@/app/shell/open-call-pop-up';
import { paths } from '@/app/paths';
import { useGetSipAccountQuery, useReportSipCallMutation } from '../call-center.api';
import { SipSoftphone } from './sip-softphone';
import { setSoftphone } from './softphone-store';

const signedIn = (seat: SeatRow) => seat.gatewayState !== GatewayState.offline && seat.gatewayState !== GatewayState.signedOut;
const idle = (seat: SeatRow) => seat.gatewayState === GatewayState.idle || seat.gatewayState === GatewayState.idleAlt;

/**
 * Runs the page's softphone for a SIP seat: registered to the enterprise's PBX while the seat is signed in, a call
 * ringing only while it is idle. A new call's ringing answers with its pop-up, opened at `popUpAt` (the PC version's
 * /currnetCall or the phone's /m/currentCall) as well as by the socket's push, which is lost while that socket is
 * down (whichever comes second finds the pop-up open). The softphone is shared through the store.
 */
export function useSeatSoftphone(seat: SeatRow, popUpAt: typeof paths.callCenter.currentCall = paths.callCenter.currentCall): void {
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
    const popUp = (call: SipCallPopUp | null) => call && openCallPopUp(go.current, call, popUpAt);
    const phone = new SipSoftphone(account, (event) => report(event).unwrap().then(popUp), () => idle(seatNow.current));
    setSoftphone(phone);
    phone.start();
    return () => {
      phone.stop();
      setSoftphone(null);
    };
  }, [account, on, report, popUpAt]);
}
