/**
 * Schedule tables (spec part 1 section 2 /schedule/list and /schedule/report; calls
 * /v2/schedule/table/dispatch/list and /count, /report/list and /count, /time/interval). The spec
 * gives no shapes; the decisions:
 * - dispatch list: each service staff member (paged, by name) with the orders they hold that are
 *   appointed on each day of the range — the desk sees who is free before assigning;
 * - report: per service staff member, in the range: orders assigned to them, completed by them,
 *   their overdue ones, and the service minutes of their receipts; plus what they hold now;
 * - time interval: the day grid of the schedule (business hours and the step), one for everyone;
 * - days are business days (China time), a range is at most 31 days.
 */
import { z } from 'zod';
import { pageIndexSchema } from '@domain/common/paging';

export const SCHEDULE_MAX_DAYS = 31;
export const SCHEDULE_PAGE_SIZES = [10, 20, 50] as const;

const day = z
  .string({ error: '请选择开始日期' })
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'start 须为 YYYY-MM-DD')
  .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00+08:00`)), 'start 不是有效日期');

export const ScheduleFilterSchema = z.object({
  start: day,
  days: z.coerce.number().int('days 须为整数').min(1, 'days 至少为1').max(SCHEDULE_MAX_DAYS, `days 最多${SCHEDULE_MAX_DAYS}`).default(7),
  /** Staff name. */
  keyword: z.preprocess((v) => (v === '' ? undefined : v), z.string().trim().max(30, '姓名最多30个字').optional()),
});
export type ScheduleFilter = z.infer<typeof ScheduleFilterSchema>;

export const ScheduleListQuerySchema = ScheduleFilterSchema.extend({
  pageIndex: pageIndexSchema,
  pageSize: z.coerce
    .number()
    .int()
    .refine((n) => (SCHEDULE_PAGE_SIZES as readonly number[]).includes(n), `pageSize 只能是 ${SCHEDULE_PAGE_SIZES.join(', ')}`)
    .default(10),
});
export type ScheduleListQuery = z.infer<typeof ScheduleListQuerySchema>;
