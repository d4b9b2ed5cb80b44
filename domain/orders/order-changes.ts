/**
 * What an order timeline entry changed, in words a user reads: field labels instead of column names,
 * state and kind names instead of codes, people's and groups' names instead of ids, China time instead
 * of ISO UTC. Columns the entry already says in other words (the time node it set, who dispatched or
 * took the order: the operator; approval bookkeeping: the operation's name) are left out, and so is
 * any column without a label, so a raw key never reaches the screen.
 */
import { formatBusinessTime } from '../downloads/business-time';
import { ABNORMAL_KIND_NAMES, INVALID_ORDER_NAME, ORDER_STATE_NAMES, PRIORITY_NAMES } from './order.constants';

/** One changed field: its label and the values before and after, as display text. */
export interface ChangeLine {
  label: string;
  before: string;
  after: string;
}

/** Names of the people and service groups the entries refer to by id. */
export interface ChangeNames {
  users: ReadonlyMap<number, string>;
  groups: ReadonlyMap<number, string>;
}

type Show = (value: unknown, names: ChangeNames) => string;

const NONE = '无';
const text: Show = (v) => (v === null || v === undefined || v === '' ? NONE : String(v));
const code =
  (table: Record<number, string>): Show =>
  (v) =>
    v === null || v === undefined ? NONE : (table[Number(v)] ?? NONE);
const yesNo: Show = (v) => (v ? '是' : '否');
const time: Show = (v) => (typeof v === 'string' && v ? formatBusinessTime(new Date(v)).slice(0, 16) : NONE);
const money: Show = (v) => (v === null || v === undefined || v === '' ? NONE : `¥${Number(v).toFixed(2)}`);
const nameIn = (map: 'users' | 'groups'): Show => (v, names) => (typeof v === 'number' ? (names[map].get(v) ?? '已删除') : NONE);
const user = nameIn('users');
const users: Show = (v, names) => (Array.isArray(v) && v.length > 0 ? v.map((id) => user(id, names)).join('、') : NONE);

/** The order columns a timeline shows, with their labels. */
const FIELDS: Record<string, { label: string; show: Show }> = {
  state: { label: '状态', show: code(ORDER_STATE_NAMES) },
  invalid: { label: INVALID_ORDER_NAME, show: yesNo },
  title: { label: '工单标题', show: text },
  priority: { label: '优先级', show: code(PRIORITY_NAMES) },
  description: { label: '详细描述', show: text },
  ownerId: { label: '负责人', show: user },
  collaboratorIds: { label: '协作人', show: users },
  copyUserIds: { label: '抄送人', show: users },
  appointmentTime: { label: '预约时间', show: time },
  estimatedCompletion: { label: '预计完成时间', show: time },
  inPool: { label: '公海', show: yesNo },
  serviceGroupId: { label: '服务组', show: nameIn('groups') },
  poolGroupId: { label: '公海服务组', show: nameIn('groups') },
  customName: { label: '客户', show: text },
  customLinkPerson: { label: '联系人', show: text },
  customPhone: { label: '联系电话', show: text },
  customAddress: { label: '服务地址', show: text },
  cancelReason: { label: '取消原因', show: text },
  abnormalKind: { label: '异常申请', show: code(ABNORMAL_KIND_NAMES) },
  abnormalReason: { label: '异常原因', show: text },
  archived: { label: '归档', show: yesNo },
  serviceAmount: { label: '服务费用', show: money },
  spareAmount: { label: '备件金额', show: money },
  otherFee: { label: '其他费用', show: money },
  discountAmount: { label: '优惠金额', show: money },
};

/** The user ids an entry refers to (to look their names up). */
export function changedUserIds(values: Record<string, unknown>): number[] {
  return ['ownerId', 'collaboratorIds', 'copyUserIds'].flatMap((k) => [values[k]].flat()).filter((v): v is number => typeof v === 'number');
}

/** The service group ids an entry refers to. */
export function changedGroupIds(values: Record<string, unknown>): number[] {
  return [values.serviceGroupId, values.poolGroupId].filter((v): v is number => typeof v === 'number');
}

/** The lines of one entry, in the table's order; fields whose text did not change are left out. */
export function describeChanges(before: Record<string, unknown>, after: Record<string, unknown>, names: ChangeNames): ChangeLine[] {
  const lines: ChangeLine[] = [];
  for (const [key, field] of Object.entries(FIELDS)) {
    if (!(key in after)) continue;
    const line = { label: field.label, before: field.show(before[key], names), after: field.show(after[key], names) };
    if (line.before !== line.after) lines.push(line);
  }
  return lines;
}
