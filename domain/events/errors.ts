import { EVENT_OP_NAMES, EVENT_STATE_NAMES, PARTICIPANT_NAMES, type EventOpValue, type EventStateValue, type ParticipantValue } from './events.constants';

/** Refusals of the event calls, as the user reads them. */
export const EventErrors = {
  notFound: '事件不存在',
  templateNotFound: '事件模板不存在或已停用',
  customerRequired: '请选择客户',
  ownerRequired: '请选择负责人',
  ownerNotStaff: '负责人须为服务人员或派单员',
  userUnknown: '所选人员不存在或已停用',
  escalateToSelf: '不能升级给自己',
  ownerIsCollaborator: '负责人不能同时是协同人',
  orderLinked: '该事件已转工单',
  orderNotFound: '工单不存在',
  noIds: '请选择需要删除的行',
} as const;

export const wrongState = (state: EventStateValue, op: EventOpValue) => `事件${EVENT_STATE_NAMES[state]}，不能${EVENT_OP_NAMES[op]}`;
export const wrongPerson = (who: readonly ParticipantValue[], op: EventOpValue) =>
  `只有${who.map((w) => PARTICIPANT_NAMES[w]).join('或')}可以${EVENT_OP_NAMES[op]}`;
