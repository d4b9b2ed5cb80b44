import { describe, expect, it } from 'vitest';
import { CycleUnit } from '@domain/cycle-plans/cycle-plans.constants';
import { ContractStatus, ScheduleMode } from '@domain/maintenance/maintenance.constants';
import { tasksDue, visitsBetween, type GenerationInput, type MaintenanceSchedule } from '@domain/maintenance/schedule';

const monthly = (startDate: string, endDate = '2030-12-31'): MaintenanceSchedule => ({ mode: ScheduleMode.cycle, startDate, endDate, unit: CycleUnit.month, every: 1, visits: 1 });

describe('visitsBetween', () => {
  it.each([
    ['a month end keeps the last day of shorter months', monthly('2027-01-31'), '2027-01-01', '2027-05-31', ['2027-01-31', '2027-02-28', '2027-03-31', '2027-04-30', '2027-05-31']],
    ['a leap year has 29 February', monthly('2028-01-31'), '2028-02-01', '2028-03-31', ['2028-02-29', '2028-03-31']],
    ['a yearly plan from 29 February falls on 28 February in common years', { ...monthly('2028-02-29', '2032-12-31'), unit: CycleUnit.year }, '2028-01-01', '2032-12-31', ['2028-02-29', '2029-02-28', '2030-02-28', '2031-02-28', '2032-02-29']],
    ['weekly across a year end', { ...monthly('2027-12-20'), unit: CycleUnit.week, every: 2 }, '2027-12-01', '2028-01-31', ['2027-12-20', '2028-01-03', '2028-01-17', '2028-01-31']],
    ['nothing after the plan ends', monthly('2027-01-15', '2027-03-14'), '2027-01-01', '2027-12-31', ['2027-01-15', '2027-02-15']],
    ['four visits spread over a year, the first on the start', { ...monthly('2027-01-01', '2027-12-31'), mode: ScheduleMode.visits, visits: 4 }, '2027-01-01', '2027-12-31', ['2027-01-01', '2027-04-02', '2027-07-02', '2027-10-01']],
    ['more visits than days give one a day', { ...monthly('2027-01-01', '2027-01-03'), mode: ScheduleMode.visits, visits: 10 }, '2027-01-01', '2027-12-31', ['2027-01-01', '2027-01-02', '2027-01-03']],
  ] as const)('%s', (_, schedule, from, through, expected) => {
    expect(visitsBetween(schedule, from, through)).toEqual(expected);
  });
});

describe('tasksDue', () => {
  const input = (over: Partial<GenerationInput> = {}): GenerationInput => ({
    schedule: monthly('2027-01-31', '2027-12-31'),
    generatedThrough: null,
    aheadDays: 7,
    contract: { status: ContractStatus.executing, endDate: '2027-12-31' },
    ...over,
  });

  it.each([
    ['the first visit when it comes within the days ahead', input(), '2027-01-25', ['2027-01-31'], '2027-02-01'],
    ['nothing before the days ahead reach a visit', input(), '2027-01-10', [], null],
    ['the leap-year February visit', input({ schedule: monthly('2028-01-31', '2028-12-31'), contract: { status: ContractStatus.signed, endDate: '2028-12-31' } }), '2028-02-25', ['2028-02-29'], '2028-03-03'],
    ['a date already made is never made again', input({ generatedThrough: '2027-02-01' }), '2027-01-26', [], '2027-02-02'],
    ['the next run takes up after the last', input({ generatedThrough: '2027-02-01' }), '2027-02-22', ['2027-02-28'], '2027-03-01'],
    ['visits missed while nothing ran are not made up', input(), '2027-03-25', ['2027-03-31'], '2027-04-01'],
    ['nothing after the contract ends', input({ contract: { status: ContractStatus.executing, endDate: '2027-02-27' } }), '2027-02-22', [], '2027-02-27'],
    ['nothing for a terminated contract', input({ contract: { status: ContractStatus.terminated, endDate: '2027-12-31' } }), '2027-01-25', [], null],
    ['nothing for a finished contract', input({ generatedThrough: '2027-01-20', contract: { status: ContractStatus.finished, endDate: '2027-12-31' } }), '2027-01-25', [], '2027-01-20'],
    ['the last visit on the plan end, nothing after', input({ generatedThrough: '2027-12-20' }), '2027-12-28', ['2027-12-31'], '2027-12-31'],
  ] as const)('%s', (_, given, today, dueDates, through) => {
    expect(tasksDue(given, today)).toEqual({ dueDates, through });
  });

  it('makes every date once over a year of daily runs, whatever the run count', () => {
    let state = input({ aheadDays: 3 });
    const made: string[] = [];
    for (let day = new Date(Date.UTC(2027, 0, 1)); day.getUTCFullYear() === 2027; day = new Date(day.getTime() + 86_400_000)) {
      const today = day.toISOString().slice(0, 10);
      for (const _ of [1, 2]) {
        const { dueDates, through } = tasksDue(state, today);
        made.push(...dueDates);
        state = { ...state, generatedThrough: through };
      }
    }
    expect(made).toEqual(visitsBetween(state.schedule, '2027-01-01', '2027-12-31'));
    expect(new Set(made).size).toBe(12);
  });
});
