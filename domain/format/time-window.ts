import { toDate, type DateInput } from './date';

export const TimeWindowStatus = {
  pending: '待开始',
  running: '进行中',
  ended: '已结束',
} as const;
export type TimeWindowStatus = (typeof TimeWindowStatus)[keyof typeof TimeWindowStatus];

/** Where `now` lies in [start, end): before start '待开始', at or after end '已结束', else '进行中'. */
export function timeWindowStatus(start: DateInput, end: DateInput, now: DateInput = Date.now()): TimeWindowStatus {
  const t = toDate(now)?.getTime() ?? NaN;
  if (t < (toDate(start)?.getTime() ?? -Infinity)) return TimeWindowStatus.pending;
  if (t >= (toDate(end)?.getTime() ?? Infinity)) return TimeWindowStatus.ended;
  return TimeWindowStatus.running;
}
