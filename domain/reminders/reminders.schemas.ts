import { z } from 'zod';
import { requiredText } from '../common/text.schemas';
import {
  REMINDER_CONTENT_MAX,
  REMINDER_CYCLES,
  REMINDER_TITLE_MAX,
  REMINDER_USERS_MAX,
  ReminderCycle,
  ReminderTexts,
  type ReminderCycleValue,
} from './reminders.constants';

const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar date written YYYY-MM-DD (2025-02-30 is not one). */
const isCalendarDate = (s: string) => DATE.test(s) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s);

/**
 * POST /timedReminder/save: adds (no id) or edits a reminder. `dayOf` is needed by the weekly
 * (1-7, Monday first) and monthly (1-31) cycles and `date` by the one-off; the others drop them.
 */
export const SaveReminderSchema = z
  .object({
    id: z.coerce.number().int().positive().optional(),
    title: requiredText('提醒标题', REMINDER_TITLE_MAX),
    content: requiredText('提醒内容', REMINDER_CONTENT_MAX),
    userIds: z
      .array(z.number().int('id 须为正整数').positive('id 须为正整数'), { error: ReminderTexts.noRecipients })
      .min(1, ReminderTexts.noRecipients)
      .max(REMINDER_USERS_MAX, `提醒人员最多${REMINDER_USERS_MAX}人`)
      .transform((ids) => [...new Set(ids)]),
    cycle: z.enum(REMINDER_CYCLES, { error: `cycle 只能是 ${REMINDER_CYCLES.join(', ')}` }),
    timeOfDay: z.string({ error: '请选择提醒时间' }).regex(TIME_OF_DAY, '提醒时间须为 HH:mm'),
    dayOf: z.number().int().nullish(),
    date: z.string().nullish(),
  })
  .superRefine((r, ctx) => {
    if (r.cycle === ReminderCycle.weekly && !(r.dayOf && r.dayOf >= 1 && r.dayOf <= 7))
      ctx.addIssue({ code: 'custom', path: ['dayOf'], message: '请选择每周几（1-7）' });
    if (r.cycle === ReminderCycle.monthly && !(r.dayOf && r.dayOf >= 1 && r.dayOf <= 31))
      ctx.addIssue({ code: 'custom', path: ['dayOf'], message: '请选择每月几号（1-31）' });
    if (r.cycle === ReminderCycle.once && !(r.date && isCalendarDate(r.date)))
      ctx.addIssue({ code: 'custom', path: ['date'], message: '请选择日期（YYYY-MM-DD）' });
  })
  .transform((r) => ({
    ...r,
    dayOf: r.cycle === ReminderCycle.weekly || r.cycle === ReminderCycle.monthly ? r.dayOf! : null,
    date: r.cycle === ReminderCycle.once ? r.date! : null,
  }));
export type SaveReminderInput = z.infer<typeof SaveReminderSchema>;

export const ReminderIdSchema = z.object({ id: z.coerce.number().int('id 须为正整数').positive('id 须为正整数') });

/** PUT /timedReminder/updateState. */
export const ReminderStateSchema = z.object({
  id: z.coerce.number().int('id 须为正整数').positive('id 须为正整数'),
  enabled: z.boolean({ error: 'enabled 须为 true 或 false' }),
});

/** A row of GET /timedReminder/list. */
export interface ReminderRow {
  id: number;
  title: string;
  content: string;
  userIds: number[];
  userNames: string[];
  cycle: ReminderCycleValue;
  timeOfDay: string;
  dayOf: number | null;
  /** One-off reminders: their business date. */
  date: string | null;
  /** When it fires next; null once it will not fire again (disabled, or a one-off already sent). */
  nextRunAt: string | null;
  enabled: boolean;
  createTime: string;
}
