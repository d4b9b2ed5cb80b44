import { Button, Dropdown, Menu, Message, Tag } from '@arco-design/web-react';
import { IconPhone } from '@arco-design/web-react/icon';
import { GATEWAY_STATE_NAMES, GatewayState } from '@domain/call-center/call-center.constants';
import { SEAT_OP_NAMES } from '@domain/call-center/seat.machine';
import { useGetMySeatQuery, useMoveSeatMutation } from '../call-center.api';
import { useRingingPopUp } from '../hooks/use-ringing-pop-up';
import { SipPhone } from './sip-phone';

const MOVES = ['signIn', 'idle', 'busy', 'signOut'] as const;
const COLORS: Partial<Record<number, string>> = { [GatewayState.idle]: 'green', [GatewayState.idleAlt]: 'green', [GatewayState.busy]: 'orange', [GatewayState.talking]: 'arcoblue', [GatewayState.wrapUp]: 'purple' };

/**
 * The seat's state in the top bar (spec part 2 section 4): shown only to seat users; the seat signs in
 * and out and chooses idle (4) or busy (3) here, among the moves the server allows now; a SIP seat's
 * softphone sits beside it. A call that rang while the chat socket was down pops up when it reopens.
 */
export function SeatStateControl() {
  // Every move of the seat (ringing, answered, ended) is pushed over the shell's chat socket, which
  // refreshes this; after a reconnect it is read again, so nothing polls.
  const { data: seat } = useGetMySeatQuery();
  const [move, { isLoading }] = useMoveSeatMutation();
  useRingingPopUp();
  if (!seat) return null;
  const moves = MOVES.filter((op) => seat.allowedOperations.includes(op));
  const run = async (op: (typeof MOVES)[number]) => {
    const res = await move(op).unwrap().catch((e: { data?: { message?: string } }) => Message.error(e.data?.message ?? '操作失败'));
    if (res && typeof res === 'object' && 'success' in res) Message.success(`已${SEAT_OP_NAMES[op]}`);
  };
  const label = (
    <Button type="text" size="small" loading={isLoading} aria-label={`坐席状态：${seat.extension} ${GATEWAY_STATE_NAMES[seat.gatewayState]}`}>
      <IconPhone /> {seat.extension} <Tag size="small" color={COLORS[seat.gatewayState] ?? 'gray'}>{GATEWAY_STATE_NAMES[seat.gatewayState]}</Tag>
    </Button>
  );
  const sip = seat.sipUser ? <SipPhone seat={seat} /> : null;
  if (moves.length === 0) return <>{label}{sip}</>;
  return (
    <>
    <Dropdown
      trigger="click"
      droplist={
        <Menu onClickMenuItem={(key) => void run(key as (typeof MOVES)[number])}>
          {moves.map((op) => (
            <Menu.Item key={op}>{SEAT_OP_NAMES[op]}</Menu.Item>
          ))}
        </Menu>
      }
    >
      {label}
    </Dropdown>
    {sip}
    </>
  );
}
