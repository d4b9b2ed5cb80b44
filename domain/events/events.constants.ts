/**
 * Codes of service events (spec part 1 sections 3, 4 and 9): states, the flags derived from them,
 * where an event came from, priorities and the operations of its lifecycle.
 */

export const EventState = {
  pendingAssignment: 1,
  pendingHandling: 2,
  handling: 3,
  escalated: 4,
  paused: 5,
  completed: 6,
  closed: 7,
} as const;
export type EventStateValue = (typeof EventState)[keyof typeof EventState];
export const EVENT_STATES = Object.values(EventState) as EventStateValue[];
export const EVENT_STATE_NAMES: Record<EventStateValue, string> = {
  1: '待分配',
  2: '待处理',
  3: '处理中',
  4: '已升级',
  5: '已暂停',
  6: '已完成',
  7: '已关闭',
};
/** States an event can still move out of; the overdue check only watches these. */
export const OPEN_EVENT_STATES: EventStateValue[] = [1, 2, 3, 4, 5];

export interface EventFlags {
  /** 0 waiting for an owner, 1 has one. */
  dispatch_state: 0 | 1;
  /** 0 not started, 1 being worked on (handling, escalated or paused), 2 ended (completed or closed). */
  process_state: 0 | 1 | 2;
  /** 1 closed. */
  close_state: 0 | 1;
  /** 1 paused. */
  pause_state: 0 | 1;
  /** 1 escalated to another person. */
  upgrade_state: 0 | 1;
}
export type EventFlagName = keyof EventFlags;
export const EVENT_FLAG_NAMES: EventFlagName[] = ['dispatch_state', 'process_state', 'close_state', 'pause_state', 'upgrade_state'];

/**
 * The spec names the flags but not their mapping. Only the state is stored; each flag is a view of
 * it, so flags and state can never disagree. A closed event counts as dispatched and ended whatever
 * state it was closed from (the badge of my events asks for processStates=0,1 and close_state=0:
 * the events still to do).
 */
export const EVENT_STATE_FLAGS: Record<EventStateValue, EventFlags> = {
  1: { dispatch_state: 0, process_state: 0, close_state: 0, pause_state: 0, upgrade_state: 0 },
  2: { dispatch_state: 1, process_state: 0, close_state: 0, pause_state: 0, upgrade_state: 0 },
  3: { dispatch_state: 1, process_state: 1, close_state: 0, pause_state: 0, upgrade_state: 0 },
  4: { dispatch_state: 1, process_state: 1, close_state: 0, pause_state: 0, upgrade_state: 1 },
  5: { dispatch_state: 1, process_state: 1, close_state: 0, pause_state: 1, upgrade_state: 0 },
  6: { dispatch_state: 1, process_state: 2, close_state: 0, pause_state: 0, upgrade_state: 0 },
  7: { dispatch_state: 1, process_state: 2, close_state: 1, pause_state: 0, upgrade_state: 0 },
};

export const flagsOf = (state: EventStateValue): EventFlags => EVENT_STATE_FLAGS[state];

/** The states whose flags take one of the given values for each flag filter given (a filter left out matches all). */
export function statesMatching(filters: Partial<Record<EventFlagName, readonly number[]>>): EventStateValue[] {
  return EVENT_STATES.filter((s) =>
    EVENT_FLAG_NAMES.every((flag) => {
      const wanted = filters[flag];
      return !wanted || wanted.length === 0 || wanted.includes(EVENT_STATE_FLAGS[s][flag]);
    }),
  );
}

/** Where an event was created from. */
export const EventSource = {
  manual: 1,
  customer: 2,
  customerProduct: 3,
  callRecord: 4,
  productQr: 5,
  serviceCounter: 6,
  /** An online chat session turned into an event (the desk's 转事件). */
  onlineChat: 7,
} as const;
export type EventSourceValue = (typeof EventSource)[keyof typeof EventSource];
export const EVENT_SOURCES = Object.values(EventSource) as EventSourceValue[];
export const EVENT_SOURCE_NAMES: Record<EventSourceValue, string> = {
  1: '新建事件',
  2: '客户',
  3: '客户产品',
  4: '通话记录',
  5: '产品二维码',
  6: '服务台',
  7: '在线客服',
};

/** Priority of spec part 1 section 9. */
export const EVENT_PRIORITY_NAMES = { 1: '普通', 2: '紧急', 3: '非常紧急' } as const;
export type EventPriority = keyof typeof EVENT_PRIORITY_NAMES;
export const EVENT_PRIORITIES = [1, 2, 3] as EventPriority[];

/** Operations of the lifecycle; each is one line of the event's message list. */
export const EventOp = {
  create: 'create',
  claim: 'claim',
  dispatch: 'dispatch',
  redispatch: 'redispatch',
  start: 'start',
  escalate: 'escalate',
  returnEscalation: 'return_escalation',
  pause: 'pause',
  resume: 'resume',
  complete: 'complete',
  close: 'close',
  copy: 'copy',
  delete: 'delete',
  createOrder: 'create_order',
  overdue: 'overdue',
} as const;
export type EventOpValue = (typeof EventOp)[keyof typeof EventOp];
export const EVENT_OP_NAMES: Record<EventOpValue, string> = {
  create: '创建事件',
  claim: '认领',
  dispatch: '指派',
  redispatch: '重新指派',
  start: '开始处理',
  escalate: '升级',
  return_escalation: '退回升级',
  pause: '暂停',
  resume: '恢复处理',
  complete: '完成',
  close: '关闭',
  copy: '复制',
  delete: '删除',
  create_order: '转工单',
  overdue: '超时',
};

/** The event's people, named as in the notification recipients (601 to 605) and the machine's refusals. */
export const Participant = {
  manager: 'manager',
  staff: 'staff',
  creator: 'creator',
  owner: 'owner',
  collaborator: 'collaborator',
  escalated: 'escalated',
  viewer: 'viewer',
} as const;
export type ParticipantValue = (typeof Participant)[keyof typeof Participant];
export const PARTICIPANT_NAMES: Record<ParticipantValue, string> = {
  manager: '派单员或管理员',
  staff: '服务人员',
  creator: '创建人',
  owner: '负责人',
  collaborator: '协同人',
  escalated: '升级处理人',
  viewer: '可查看事件的人',
};

export const EVENT_TAG_CODE = 6;
export const EVENT_NO_PREFIX = 'SJ';
