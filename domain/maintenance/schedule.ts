import { addDays, daysBetween, occurrenceOnOrAfter } from '../cycle-plans/cycle';
import { CYCLE_UNIT_NAMES, type CycleUnitValue } from '../cycle-plans/cycle-plans.constants';
import { ContractStatus, ScheduleMode, type ContractStatusValue, type ScheduleModeValue } from './maintenance.constants';

/**
 * When a maintenance plan's visits fall. Dates are 'YYYY-MM-DD' China business dates. A cycle plan
 * visits every `every` units from its start (month ends kept as the cycle plans keep them: a plan
 * from 31 January visits on 28/29 February, then 31 March); a count plan spreads `visits` visits
 * evenly over its period, the first on its start date.
 */
export interface MaintenanceSchedule {
  mode: ScheduleModeValue;
  startDate: string;
  endDate: string;
  unit: CycleUnitValue;
  every: number;
  visits: number;
}

/** Visit i (0 is the start date) of a count plan. */
function visitDate(s: MaintenanceSchedule, i: number): string {
  const span = daysBetween(s.startDate, s.endDate) + 1;
  return addDays(s.startDate, Math.floor((i * span) / s.visits));
}

/** The visits from `from` through `through` (both included), in order, none outside the plan's period. */
export function visitsBetween(s: MaintenanceSchedule, from: string, through: string): string[] {
  const last = through < s.endDate ? through : s.endDate;
  const dates: string[] = [];
  if (s.mode === ScheduleMode.visits) {
    for (let i = 0; i < s.visits; i++) {
      const at = visitDate(s, i);
      if (at >= from && at <= last && dates.at(-1) !== at) dates.push(at);
    }
    return dates;
  }
  const cycle = { startDate: s.startDate, endDate: last, unit: s.unit, every: s.every };
  for (let at = occurrenceOnOrAfter(cycle, from); at !== null; at = occurrenceOnOrAfter(cycle, addDays(at, 1))) dates.push(at);
  return dates;
}

/** What the generation reads of a plan and of its contract. */
export interface GenerationInput {
  schedule: MaintenanceSchedule;
  /** The last date tasks were made through (null: none yet): a date is never made twice, even after its task is deleted. */
  generatedThrough: string | null;
  aheadDays: number;
  contract: { status: ContractStatusValue; endDate: string };
}

/**
 * The tasks a plan makes on business day `today`: each visit from today (visits missed while nothing
 * ran are not made up) and after the last generation, through `aheadDays` ahead, never after the
 * contract's end nor for a finished or terminated contract; and the date generation has reached.
 */
export function tasksDue(input: GenerationInput, today: string): { dueDates: string[]; through: string | null } {
  const { schedule, generatedThrough, contract } = input;
  if (contract.status === ContractStatus.finished || contract.status === ContractStatus.terminated) return { dueDates: [], through: generatedThrough };
  const afterLast = generatedThrough === null ? schedule.startDate : addDays(generatedThrough, 1);
  const from = [afterLast, today, schedule.startDate].reduce((a, b) => (a > b ? a : b));
  const horizon = addDays(today, input.aheadDays);
  const through = [horizon, schedule.endDate, contract.endDate].reduce((a, b) => (a < b ? a : b));
  if (through < from) return { dueDates: [], through: generatedThrough };
  return { dueDates: visitsBetween(schedule, from, through), through };
}

/** How often a plan visits, as the user reads it: 每月, 每2周, 共4次. */
export function scheduleText(s: Pick<MaintenanceSchedule, 'mode' | 'unit' | 'every' | 'visits'>): string {
  return s.mode === ScheduleMode.visits ? `共${s.visits}次` : `每${s.every === 1 ? '' : s.every}${CYCLE_UNIT_NAMES[s.unit]}`;
}
