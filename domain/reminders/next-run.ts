import { ReminderCycle, type ReminderCycleValue } from './reminders.constants';

/**
 * Reminder times are business time, Asia/Shanghai. China has kept UTC+08:00 all year since 1991,
 * so a fixed offset is exact: a reminder at 09:00 fires at 01:00 UTC every day of the year, on a
 * server in any zone, with no dependence on the host's time-zone data.
 */
const OFFSET_MS = 8 * 3_600_000;
const DAY_MS = 86_400_000;

export interface ReminderSchedule {
  cycle: ReminderCycleValue;
  /** 'HH:mm' business time. */
  timeOfDay: string;
  /** Weekly: ISO weekday 1-7; monthly: day of month 1-31 (past the month's end: its last day). */
  dayOf: number | null;
  /** Once: 'YYYY-MM-DD' business date. */
  date: string | null;
}

/** Business-time wall clock of an instant, read with the UTC getters of the shifted date. */
const wallClock = (instant: Date) => new Date(instant.getTime() + OFFSET_MS);

/** The instant of a business-time wall clock; Date.UTC normalises overflowing days and months. */
const instantOf = (y: number, month0: number, day: number, minutes: number) => Date.UTC(y, month0, day, 0, minutes) - OFFSET_MS;

const daysInMonth = (y: number, month0: number) => new Date(Date.UTC(y, month0 + 1, 0)).getUTCDate();

function minutesOf(timeOfDay: string): number {
  const [h, m] = timeOfDay.split(':').map(Number);
  return h * 60 + m;
}

/**
 * The first moment the reminder is due strictly after `after`; null for a one-off reminder whose
 * moment is not after it (already past, or just sent).
 */
export function nextRunAt(schedule: ReminderSchedule, after: Date): Date | null {
  const minutes = minutesOf(schedule.timeOfDay);
  const local = wallClock(after);
  const y = local.getUTCFullYear();
  const mo = local.getUTCMonth();
  const d = local.getUTCDate();
  const later = (t: number) => t > after.getTime();

  switch (schedule.cycle) {
    case ReminderCycle.once: {
      const [dy, dm, dd] = (schedule.date ?? '').split('-').map(Number);
      const at = instantOf(dy, dm - 1, dd, minutes);
      return Number.isFinite(at) && later(at) ? new Date(at) : null;
    }
    case ReminderCycle.daily: {
      const today = instantOf(y, mo, d, minutes);
      return new Date(later(today) ? today : today + DAY_MS);
    }
    case ReminderCycle.weekly: {
      const isoWeekday = ((local.getUTCDay() + 6) % 7) + 1;
      const at = instantOf(y, mo, d + ((schedule.dayOf! - isoWeekday + 7) % 7), minutes);
      return new Date(later(at) ? at : at + 7 * DAY_MS);
    }
    case ReminderCycle.monthly: {
      for (let ahead = 0; ; ahead++) {
        const month = new Date(Date.UTC(y, mo + ahead, 1));
        const [my, mm] = [month.getUTCFullYear(), month.getUTCMonth()];
        const at = instantOf(my, mm, Math.min(schedule.dayOf!, daysInMonth(my, mm)), minutes);
        if (later(at)) return new Date(at);
      }
    }
  }
}

/** 'YYYY-MM-DD' business date of an instant (a one-off reminder's date is kept as its run time). */
export function businessDate(instant: Date): string {
  return wallClock(instant).toISOString().slice(0, 10);
}

/** The current business date and 'HH:mm', for forms that default to "now". */
export function businessNow(now: Date = new Date()): { date: string; time: string } {
  const iso = wallClock(now).toISOString();
  return { date: iso.slice(0, 10), time: iso.slice(11, 16) };
}
