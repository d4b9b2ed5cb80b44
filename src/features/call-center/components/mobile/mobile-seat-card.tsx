import { useState } from 'react';
import { Link } from 'wouter';
import { AGENT_STATE_NAMES, GATEWAY_STATE_NAMES } from '@domain/call-center/call-center.constants';
import { SEAT_OP_NAMES } from '@domain/call-center/seat.machine';
import { paths } from '@/app/paths';
import { errorMessage } from '@/lib/errors';
import { useGetMySeatQuery, useMoveSeatMutation } from '../../call-center.api';

const MOVES = ['signIn', 'idle', 'busy', 'signOut'] as const;

/** The seat on the phone: its line, extension and states, the moves the server allows now (sign in, idle 4, busy 3, sign out), and the call ringing it. */
export function MobileSeatCard() {
  const { data: seat, isLoading, error } = useGetMySeatQuery();
  const [move, { isLoading: moving }] = useMoveSeatMutation();
  const [problem, setProblem] = useState('');
  if (isLoading) return <p className="m-empty">加载中…</p>;
  if (error) return <p className="m-empty">{errorMessage(error)}</p>;
  if (!seat) return <p className="m-empty">您不是呼叫中心坐席，请联系管理员在电脑版“坐席设置”中添加</p>;
  const run = async (op: (typeof MOVES)[number]) => {
    setProblem('');
    await move(op)
      .unwrap()
      .catch((e: unknown) => setProblem(errorMessage(e)));
  };
  return (
    <>
      <section className="m-card" aria-label="坐席">
        <h2>分机 {seat.extension}</h2>
        <dl className="m-dl">
          <dt>线路</dt>
          <dd>{seat.line}</dd>
          <dt>坐席状态</dt>
          <dd>{GATEWAY_STATE_NAMES[seat.gatewayState]}</dd>
          <dt>话务状态</dt>
          <dd>{seat.agentState === null ? '-' : AGENT_STATE_NAMES[seat.agentState]}</dd>
        </dl>
        {problem && (
          <p className="m-banner m-banner-error" role="alert" style={{ marginTop: 10 }}>
            {problem}
          </p>
        )}
        <div className="m-actions" style={{ marginTop: 10 }}>
          {MOVES.filter((op) => seat.allowedOperations.includes(op)).map((op) => (
            <button key={op} type="button" className={op === 'idle' || op === 'signIn' ? 'm-btn m-btn-primary' : 'm-btn'} disabled={moving} onClick={() => void run(op)}>
              {SEAT_OP_NAMES[op]}
            </button>
          ))}
        </div>
      </section>
      {seat.ringingCall && (
        <Link className="m-card m-row" href={paths.mobile.currentCall(seat.ringingCall)}>
          <span>来电振铃中</span>
          <span>查看来电 ›</span>
        </Link>
      )}
    </>
  );
}
