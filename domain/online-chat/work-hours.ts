import { chinaDay } from '../common/quick-ranges';

/** An account's working hours on China time: weekdays 1 (Monday) … 7 (Sunday), 'HH:mm' from and to. */
export interface WorkHours {
  days: number[];
  start: string;
  end: string;
}

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/**
 * Whether an instant falls in the working hours (no hours: always). An end before the start runs over
 * midnight (22:00–06:00): the early hours belong to the day the shift started.
 */
export function withinWorkHours(hours: WorkHours | null, at: Date): boolean {
  if (!hours) return true;
  const { weekday } = chinaDay(at);
  const local = new Date(at.getTime() + 8 * 3_600_000);
  const now = local.getUTCHours() * 60 + local.getUTCMinutes();
  const start = minutesOf(hours.start);
  const end = minutesOf(hours.end);
  if (start < end) return hours.days.includes(weekday) && now >= start && now < end;
  const yesterday = weekday === 1 ? 7 : weekday - 1;
  return (hours.days.includes(weekday) && now >= start) || (hours.days.includes(yesterday) && now < end);
}
