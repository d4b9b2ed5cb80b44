import { Button, Dropdown, Menu, Message, Tag } from '@arco-design/web-react';
import { IconPhone } from '@arco-design/web-react/icon';
import { useEffect, useState } from 'react';
import { GATEWAY_STATE_NAMES, GatewayState } from '@domain/call-center/call-center.constants';
import { SEAT_OP_NAMES } from '@domain/call-center/seat.machine';
import { useGetMySeatQuery, useMoveSeatMutation } from '../call-center.api';

const IDLE_POLL_MS = 30_000;
const TALKING_POLL_MS = 3_000;
const MOVES = ['signIn', 'idle', 'busy', 'signOut'] as const;
const COLORS: Partial<Record<number, string>> = { [GatewayState.idle]: 'green', [GatewayState.idleAlt]: 'green', [GatewayState.busy]: 'orange', [GatewayState.talking]: 'arcoblue', [GatewayState.wrapUp]: 'purple' };

/**
 * The seat's state in the top bar (spec part 2 section 4): shown only to seat users; the seat signs in
 * and out and chooses idle (4) or busy (3) here, among the moves the server allows now.
 */
export function SeatStateControl() {
  // A ringing call is pushed (the pop-up refreshes the seat); the answer and the end are not: while the
  // seat is talking, look every few seconds, so 话后处理 shows soon after the call ends.
  const [talking, setTalking] = useState(false);
  const { data: seat } = useGetMySeatQuery(undefined, { pollingInterval: talking ? TALKING_POLL_MS : IDLE_POLL_MS });
  useEffect(() => setTalking(seat?.gatewayState === GatewayState.talking), [seat?.gatewayState]);
  const [move, { isLoading }] = useMoveSeatMutation();
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
  if (moves.length === 0) return label;
  return (
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
  );
}
