import { describe, expect, it } from 'vitest';
import { SessionState, type SessionStateValue } from '@domain/online-chat/online-chat.constants';
import { SessionOp, sessionMachine, type SessionOpValue } from '@domain/online-chat/session.machine';
import { Role, type RoleType } from '@domain/shell/roles';

const ME = 7;
const s = (state: SessionStateValue, staffUserId: number | null = null) => ({ state, staffUserId });
const actor = (role: RoleType = Role.reception) => ({ userId: ME, role });

describe('the chat session machine', () => {
  it.each<[string, ReturnType<typeof s>, SessionOpValue, RoleType, number | 'ok']>([
    ['a waiting session is taken', s(SessionState.waiting), SessionOp.take, Role.reception, 'ok'],
    ['a served session is not taken again', s(SessionState.serving, 9), SessionOp.take, Role.reception, 409],
    ['an engineer takes nothing', s(SessionState.waiting), SessionOp.take, Role.serviceStaff, 403],
    ['the receptionist replies in their own', s(SessionState.serving, ME), SessionOp.send, Role.reception, 'ok'],
    ['nobody replies in a colleague’s', s(SessionState.serving, 9), SessionOp.send, Role.admin, 403],
    ['nobody replies before it is taken', s(SessionState.waiting), SessionOp.send, Role.reception, 409],
    ['the receptionist transfers their own', s(SessionState.serving, ME), SessionOp.transfer, Role.reception, 'ok'],
    ['a colleague’s is not transferred', s(SessionState.serving, 9), SessionOp.transfer, Role.dispatcher, 403],
    ['a waiting session may be closed by the desk', s(SessionState.waiting), SessionOp.close, Role.dispatcher, 'ok'],
    ['the receptionist closes their own', s(SessionState.serving, ME), SessionOp.close, Role.reception, 'ok'],
    ['a colleague’s is not closed', s(SessionState.serving, 9), SessionOp.close, Role.reception, 403],
    ['an ended session stays ended', s(SessionState.closed, ME), SessionOp.close, Role.reception, 409],
    ['an ended session takes no reply', s(SessionState.closed, ME), SessionOp.send, Role.reception, 409],
  ])('%s', (_name, session, op, role, expected) => {
    const verdict = sessionMachine.decide(session, actor(role), op);
    expect(verdict.ok ? 'ok' : verdict.status).toBe(expected);
  });

  it('offers the desk exactly the buttons it may press', () => {
    expect(sessionMachine.allowedOperations(s(SessionState.waiting), actor())).toEqual(['take', 'close']);
    expect(sessionMachine.allowedOperations(s(SessionState.serving, ME), actor())).toEqual(['send', 'transfer', 'close']);
    expect(sessionMachine.allowedOperations(s(SessionState.serving, 9), actor())).toEqual([]);
  });
});
