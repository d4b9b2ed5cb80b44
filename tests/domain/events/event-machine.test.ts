import { describe, expect, it } from 'vitest';
import { eventMachine, type EventButtonOp, type MachineEvent } from '@domain/events/event.machine';
import { EVENT_STATES, EventOp, flagsOf, statesMatching, type EventStateValue } from '@domain/events/events.constants';
import { isOverdue } from '@domain/events/overdue';
import { Role, type RoleType } from '@domain/shell/roles';

// The cast: 1 creator (reception), 2 dispatcher, 3 owner (service staff), 4 collaborator, 5 escalated person, 9 a stranger.
const CREATOR = 1;
const DISPATCHER = 2;
const OWNER = 3;
const COLLAB = 4;
const ESCALATED = 5;
const STRANGER = 9;
const ROLES: Record<number, RoleType> = {
  [CREATOR]: Role.reception,
  [DISPATCHER]: Role.dispatcher,
  [OWNER]: Role.serviceStaff,
  [COLLAB]: Role.serviceStaff,
  [ESCALATED]: Role.serviceStaff,
  [STRANGER]: Role.serviceStaff,
};

const eventIn = (state: EventStateValue, extra: Partial<MachineEvent> = {}): MachineEvent => ({
  state,
  creatorId: CREATOR,
  ownerId: state === 1 ? null : OWNER,
  collaboratorIds: state === 1 ? [] : [COLLAB],
  escalatedId: state === 4 ? ESCALATED : null,
  orderId: null,
  ...extra,
});
const as = (userId: number) => ({ userId, role: ROLES[userId] });
const { decide, allowedOperations: allowedOps } = eventMachine;

type Row = [EventButtonOp, EventStateValue, number, EventStateValue | 'same' | 'removed' | string];

// operation, from state, by whom, → the new state or the refusal
const TABLE: Row[] = [
  [EventOp.claim, 1, OWNER, 2],
  [EventOp.claim, 1, CREATOR, '只有服务人员可以认领'],
  [EventOp.claim, 2, OWNER, '事件待处理，不能认领'],
  [EventOp.dispatch, 1, DISPATCHER, 2],
  [EventOp.dispatch, 1, OWNER, '只有派单员或管理员可以指派'],
  [EventOp.dispatch, 3, DISPATCHER, '事件处理中，不能指派'],
  [EventOp.redispatch, 2, DISPATCHER, 2],
  [EventOp.redispatch, 3, DISPATCHER, 2],
  [EventOp.redispatch, 5, DISPATCHER, 2],
  [EventOp.redispatch, 4, DISPATCHER, '事件已升级，不能重新指派'],
  [EventOp.redispatch, 6, DISPATCHER, '事件已完成，不能重新指派'],
  [EventOp.start, 2, OWNER, 3],
  [EventOp.start, 2, COLLAB, 3],
  [EventOp.start, 2, STRANGER, '只有负责人或协同人可以开始处理'],
  [EventOp.start, 2, DISPATCHER, '只有负责人或协同人可以开始处理'],
  [EventOp.start, 1, OWNER, '事件待分配，不能开始处理'],
  [EventOp.escalate, 3, OWNER, 4],
  [EventOp.escalate, 3, COLLAB, '只有负责人可以升级'],
  [EventOp.escalate, 2, OWNER, '事件待处理，不能升级'],
  [EventOp.returnEscalation, 4, ESCALATED, 3],
  [EventOp.returnEscalation, 4, OWNER, 3],
  [EventOp.returnEscalation, 4, COLLAB, '只有升级处理人或负责人可以退回升级'],
  [EventOp.returnEscalation, 3, OWNER, '事件处理中，不能退回升级'],
  [EventOp.pause, 3, OWNER, 5],
  [EventOp.pause, 4, OWNER, '事件已升级，不能暂停'],
  [EventOp.pause, 3, COLLAB, '只有负责人可以暂停'],
  [EventOp.resume, 5, OWNER, 3],
  [EventOp.resume, 3, OWNER, '事件处理中，不能恢复处理'],
  [EventOp.complete, 3, OWNER, 6],
  [EventOp.complete, 3, COLLAB, 6],
  [EventOp.complete, 4, ESCALATED, 6],
  [EventOp.complete, 4, OWNER, '只有升级处理人可以完成'],
  [EventOp.complete, 5, OWNER, '事件已暂停，不能完成'],
  [EventOp.complete, 2, OWNER, '事件待处理，不能完成'],
  [EventOp.close, 1, CREATOR, 7],
  [EventOp.close, 3, DISPATCHER, 7],
  [EventOp.close, 6, DISPATCHER, 7],
  [EventOp.close, 3, OWNER, '只有派单员或管理员或创建人可以关闭'],
  [EventOp.close, 7, DISPATCHER, '事件已关闭，不能关闭'],
  [EventOp.delete, 1, CREATOR, 'removed'],
  [EventOp.delete, 7, DISPATCHER, 'removed'],
  [EventOp.delete, 3, DISPATCHER, '事件处理中，不能删除'],
  [EventOp.delete, 1, STRANGER, '只有派单员或管理员或创建人可以删除'],
  [EventOp.copy, 6, OWNER, 'same'],
  [EventOp.copy, 3, STRANGER, '只有可查看事件的人可以复制'],
  [EventOp.createOrder, 3, OWNER, 'same'],
  [EventOp.createOrder, 6, ESCALATED, 'same'],
  [EventOp.createOrder, 4, DISPATCHER, 'same'],
  [EventOp.createOrder, 1, DISPATCHER, '事件待分配，不能转工单'],
  [EventOp.createOrder, 3, COLLAB, '只有负责人或升级处理人或派单员或管理员可以转工单'],
];

describe('the event state machine', () => {
  it.each(TABLE)('%s from state %i by user %i → %s', (op, state, user, expected) => {
    // An event completed by its escalated person keeps that person.
    const event = eventIn(state, state === 6 ? { escalatedId: ESCALATED } : {});
    const decision = decide(event, as(user), op);
    if (typeof expected === 'string' && !['same', 'removed'].includes(expected)) {
      expect(decision).toMatchObject({ ok: false, message: expected });
    } else {
      expect(decision).toEqual({ ok: true, to: expected });
    }
  });

  it('refuses a second order from an event that already has one', () => {
    expect(decide(eventIn(3, { orderId: 5 }), as(OWNER), EventOp.createOrder)).toMatchObject({ ok: false, message: '该事件已转工单' });
  });

  it('offers the owner of a handled event exactly its next steps', () => {
    expect(allowedOps(eventIn(3), as(OWNER)).sort()).toEqual(['complete', 'copy', 'create_order', 'escalate', 'pause'].sort());
    expect(allowedOps(eventIn(3), as(STRANGER))).toEqual([]);
  });
});

describe('the flags derived from the state', () => {
  it.each([
    [1, { dispatch_state: 0, process_state: 0, close_state: 0, pause_state: 0, upgrade_state: 0 }],
    [3, { dispatch_state: 1, process_state: 1, close_state: 0, pause_state: 0, upgrade_state: 0 }],
    [4, { dispatch_state: 1, process_state: 1, close_state: 0, pause_state: 0, upgrade_state: 1 }],
    [5, { dispatch_state: 1, process_state: 1, close_state: 0, pause_state: 1, upgrade_state: 0 }],
    [6, { dispatch_state: 1, process_state: 2, close_state: 0, pause_state: 0, upgrade_state: 0 }],
    [7, { dispatch_state: 1, process_state: 2, close_state: 1, pause_state: 0, upgrade_state: 0 }],
  ] as const)('state %i has flags %o', (state, flags) => {
    expect(flagsOf(state)).toEqual(flags);
  });

  it('turns the badge of my events (processStates=0,1, close_state=0) into the states still to do', () => {
    expect(statesMatching({ process_state: [0, 1], close_state: [0] })).toEqual([1, 2, 3, 4, 5]);
    expect(statesMatching({ dispatch_state: [0] })).toEqual([1]);
    expect(statesMatching({})).toEqual(EVENT_STATES);
  });
});

describe('event overdue', () => {
  const entered = new Date('2026-01-01T00:00:00Z');
  const rules = [{ stage: 1, timeout: 30, unit: 1 as const }, { stage: 3, timeout: 2, unit: 2 as const }];
  it.each([
    [1, '2026-01-01T00:29:59Z', false],
    [1, '2026-01-01T00:30:00Z', true],
    [3, '2026-01-01T01:59:00Z', false],
    [3, '2026-01-01T02:00:00Z', true],
    [2, '2027-01-01T00:00:00Z', false],
  ] as const)('state %i at %s is overdue: %s', (state, now, expected) => {
    expect(isOverdue(new Date(now), state, entered, rules)).toBe(expected);
  });
});
