import { Link } from 'wouter';
import { GATEWAY_STATE_NAMES } from '@domain/call-center/call-center.constants';
import { paths } from '@/app/paths';
import { useGetMySeatQuery } from '../../call-center.api';
import { useMobileCallSocket } from '../../hooks/use-mobile-call-socket';
import { useRingingPopUp } from '../../hooks/use-ringing-pop-up';
import { MobileSipPhone } from './mobile-sip-phone';

/**
 * The phone's seat line above every /m screen, for seat users only (the PC top bar's seat state): the
 * extension and its state, opening /m/seat. It keeps the call centre's socket open, so a ringing call pops up; a SIP
 * seat's softphone runs under it.
 */
export default function MobileSeatBar() {
  const { data: seat } = useGetMySeatQuery();
  useMobileCallSocket(Boolean(seat));
  useRingingPopUp(paths.mobile.currentCall);
  if (!seat) return null;
  return (
    <>
      <Link href={paths.mobile.seat} className="m-banner m-row" style={{ margin: 0, borderRadius: 0 }} aria-label={`坐席状态：${seat.extension} ${GATEWAY_STATE_NAMES[seat.gatewayState]}`}>
      <span>
        坐席 {seat.extension} · {GATEWAY_STATE_NAMES[seat.gatewayState]}
      </span>
      <span aria-hidden>›</span>
      </Link>
      {seat.sipUser && <MobileSipPhone seat={seat} />}
    </>
  );
}
