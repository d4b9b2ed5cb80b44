import { CycleUnit, type CycleUnitValue } from './cycle-plans.constants';

/**
 * The dates of a customer service plan. Dates are 'YYYY-MM-DD' business dates (China time, see
 * domain/reminders/next-run.ts); occurrence n is the start date plus n × every units, always
 * counted from the start, so a plan starting on 31 January runs on 28 (29) February and then on
 * 31 March again instead of drifting to the 28th.
 */
export interface CycleSchedule {
  startDate: string;
  endDate: string | null;
  unit: CycleUnitValue;
  every: number;
}

const DAY_MS = 86_400_000;
const OFFSET_MS = 8 * 3_600_000;

const parts = (date: string) => date.split('-').map(Number) as [number, number, number];
const text = (utc: number) => new Date(utc).toISOString().slice(0, 10);
const daysInMonth = (y: number, month0: number) => new Date(Date.UTC(y, month0 + 1, 0)).getUTCDate();

/** Occurrence n (0 is the start date). */
export function occurrence(s: Pick<CycleSchedule, 'startDate' | 'unit' | 'every'>, n: number): string {
  const [y, m, d] = parts(s.startDate);
  const steps = n * s.every;
  switch (s.unit) {
    case CycleUnit.day:
      return text(Date.UTC(y, m - 1, d + steps));
    case CycleUnit.week:
      return text(Date.UTC(y, m - 1, d + 7 * steps));
    case CycleUnit.month:
    case CycleUnit.year: {
      const months = s.unit === CycleUnit.month ? steps : 12 * steps;
      const first = new Date(Date.UTC(y, m - 1 + months, 1));
      const [ty, tm] = [first.getUTCFullYear(), first.getUTCMonth()];
      return text(Date.UTC(ty, tm, Math.min(d, daysInMonth(ty, tm))));
    }
  }
}

/** Whole days from a to b (b later: positive). */
export function daysBetween(a: string, b: string): number {
  const [ay, am, ad] = parts(a);
  const [by, bm, bd] = parts(b);
  return Math.round((Date.UTC(by, bm - 1, bd) - Date.UTC(ay, am - 1, ad)) / DAY_MS);
}

export function addDays(date: string, days: number): string {
  const [y, m, d] = parts(date);
  return text(Date.UTC(y, m - 1, d + days));
}

/** The first occurrence on or after `date`, or null when the plan ends before it. */
export function occurrenceOnOrAfter(s: CycleSchedule, date: string): string | null {
  // Jump close with an estimate of the step length, then walk; months and years vary by a few days.
  const stepDays = { [CycleUnit.day]: 1, [CycleUnit.week]: 7, [CycleUnit.month]: 28, [CycleUnit.year]: 365 }[s.unit] * s.every;
  let n = Math.max(0, Math.floor(daysBetween(s.startDate, date) / stepDays) - 1);
  while (n > 0 && occurrence(s, n) >= date) n--;
  let at = occurrence(s, n);
  while (at < date) at = occurrence(s, ++n);
  return s.endDate !== null && at > s.endDate ? null : at;
}

/** The next `count` occurrences from `date` on (fewer when the plan ends). */
export function upcoming(s: CycleSchedule, date: string, count: number): string[] {
  const dates: string[] = [];
  let at = occurrenceOnOrAfter(s, date);
  while (at !== null && dates.length < count) {
    dates.push(at);
    at = occurrenceOnOrAfter(s, addDays(at, 1));
  }
  return dates;
}

/** Orders of an occurrence are made at the start of its business day. */
export function startOfBusinessDay(date: string): Date {
  const [y, m, d] = parts(date);
  return new Date(Date.UTC(y, m - 1, d) - OFFSET_MS);
}

/** The business date of an instant. */
export function businessDay(instant: Date): string {
  return text(instant.getTime() + OFFSET_MS);
}
