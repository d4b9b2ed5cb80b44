/** How often a timed reminder repeats (/timerNotice 定时提醒). */
export const ReminderCycle = { once: 'once', daily: 'daily', weekly: 'weekly', monthly: 'monthly' } as const;
export type ReminderCycleValue = (typeof ReminderCycle)[keyof typeof ReminderCycle];
export const REMINDER_CYCLES = Object.values(ReminderCycle) as [ReminderCycleValue, ...ReminderCycleValue[]];

export const REMINDER_CYCLE_NAMES: Record<ReminderCycleValue, string> = {
  once: '仅一次',
  daily: '每天',
  weekly: '每周',
  monthly: '每月',
};

/** ISO weekdays: 1 Monday ... 7 Sunday. */
export const WEEKDAY_NAMES: Record<number, string> = { 1: '周一', 2: '周二', 3: '周三', 4: '周四', 5: '周五', 6: '周六', 7: '周日' };

export const REMINDER_TITLE_MAX = 60;
export const REMINDER_CONTENT_MAX = 500;
export const REMINDER_USERS_MAX = 500;

export const ReminderTexts = {
  feature: '定时提醒',
  add: '新增提醒',
  edit: '编辑提醒',
  notFound: '提醒不存在',
  timePassed: '提醒时间已过，请重新选择时间',
  noRecipients: '请选择提醒人员',
  ended: '已结束',
  confirmDelete: '确定删除该提醒吗？',
  empty: '暂无定时提醒',
} as const;

/** How a reminder's schedule reads in the list, e.g. '每月31日 09:00' (a short month runs on its last day). */
export function describeSchedule(s: { cycle: ReminderCycleValue; timeOfDay: string; dayOf: number | null; date: string | null }): string {
  switch (s.cycle) {
    case ReminderCycle.once:
      return `${s.date ?? ''} ${s.timeOfDay}`.trim();
    case ReminderCycle.daily:
      return `每天 ${s.timeOfDay}`;
    case ReminderCycle.weekly:
      return `每${WEEKDAY_NAMES[s.dayOf ?? 1]} ${s.timeOfDay}`;
    case ReminderCycle.monthly:
      return `每月${s.dayOf}日 ${s.timeOfDay}`;
  }
}
