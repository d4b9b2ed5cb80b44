import { defineMachine } from '../common/machine';
import type { RoleType } from '../shell/roles';
import { OnlineChatErrors, sessionStateRefused } from './errors';
import { DESK_ROLES, SessionState, type SessionStateValue } from './online-chat.constants';

/** A chat session as the machine reads it. */
export interface MachineSession {
  state: SessionStateValue;
  staffUserId: number | null;
}
export interface ChatActor {
  userId: number;
  role: RoleType;
}

export const SessionOp = { take: 'take', send: 'send', transfer: 'transfer', close: 'close' } as const;
export type SessionOpValue = (typeof SessionOp)[keyof typeof SessionOp];
const OP_NAMES: Record<SessionOpValue, string> = { take: '接入', send: '回复', transfer: '转接', close: '结束' };

const S = SessionState;
const roles = DESK_ROLES;
const own = (s: MachineSession, actor: ChatActor) => (s.staffUserId === actor.userId ? null : OnlineChatErrors.notYours);

/**
 * A session waits in the queue until a receptionist takes it (or the share rule gives it to one),
 * is served by that one person (who replies, hands it to a colleague or ends it), and ends. An
 * ended session is not reopened: the customer's next message starts a new one.
 */
export const sessionMachine = defineMachine<MachineSession, ChatActor, SessionStateValue, SessionOpValue, SessionStateValue>({
  stateOf: (s) => s.state,
  transitions: {
    take: { from: [S.waiting], roles, to: S.serving },
    send: { from: [S.serving], roles, who: own },
    transfer: { from: [S.serving], roles, who: own, to: S.serving },
    close: { from: [S.waiting, S.serving], roles, who: (s, a) => (s.state === S.waiting ? null : own(s, a)), to: S.closed },
  },
  stateRefusal: (op, s) => sessionStateRefused(s.state, OP_NAMES[op]),
});
