import { describe, expect, it } from 'vitest';
import { businessDay, daysBetween, occurrence, occurrenceOnOrAfter, startOfBusinessDay, upcoming, type CycleSchedule } from '@domain/cycle-plans/cycle';
import { CycleUnit } from '@domain/cycle-plans/cycle-plans.constants';

const plan = (over: Partial<CycleSchedule> = {}): CycleSchedule => ({ startDate: '2026-01-31', endDate: null, unit: CycleUnit.month, every: 1, ...over });

describe('occurrence', () => {
  it('steps days, weeks, months and years from the start date', () => {
    expect(occurrence(plan({ unit: CycleUnit.day, every: 3 }), 2)).toBe('2026-02-06');
    expect(occurrence(plan({ unit: CycleUnit.week, every: 2 }), 1)).toBe('2026-02-14');
    expect(occurrence(plan({ unit: CycleUnit.year }), 2)).toBe('2028-01-31');
  });

  it('clamps a month-end start to shorter months without drifting afterwards', () => {
    expect([1, 2, 3].map((n) => occurrence(plan(), n))).toEqual(['2026-02-28', '2026-03-31', '2026-04-30']);
    expect(occurrence(plan({ startDate: '2028-01-31' }), 1)).toBe('2028-02-29');
  });

  it('keeps 29 February yearly plans on 28 February in common years', () => {
    expect(occurrence(plan({ startDate: '2028-02-29', unit: CycleUnit.year }), 1)).toBe('2029-02-28');
    expect(occurrence(plan({ startDate: '2028-02-29', unit: CycleUnit.year }), 4)).toBe('2032-02-29');
  });
});

describe('occurrenceOnOrAfter', () => {
  it('is the start date when asked before the start', () => {
    expect(occurrenceOnOrAfter(plan(), '2025-06-01')).toBe('2026-01-31');
  });

  it('is the date itself when it is an occurrence, else the next one', () => {
    expect(occurrenceOnOrAfter(plan(), '2026-03-31')).toBe('2026-03-31');
    expect(occurrenceOnOrAfter(plan(), '2026-04-01')).toBe('2026-04-30');
    expect(occurrenceOnOrAfter(plan({ unit: CycleUnit.week, every: 2, startDate: '2026-11-02' }), '2026-11-17')).toBe('2026-11-30');
  });

  it('finds occurrences far from the start', () => {
    expect(occurrenceOnOrAfter(plan({ startDate: '2000-01-31' }), '2026-02-01')).toBe('2026-02-28');
    expect(occurrenceOnOrAfter(plan({ startDate: '2000-03-01', unit: CycleUnit.day, every: 7 }), '2026-11-22')).toBe('2026-11-25');
  });

  it('is null past the end date', () => {
    expect(occurrenceOnOrAfter(plan({ endDate: '2026-04-15' }), '2026-04-01')).toBeNull();
    expect(occurrenceOnOrAfter(plan({ endDate: '2026-04-30' }), '2026-04-01')).toBe('2026-04-30');
  });
});

describe('upcoming', () => {
  it('lists the next occurrences up to the end date', () => {
    expect(upcoming(plan({ endDate: '2026-05-01' }), '2026-02-01', 5)).toEqual(['2026-02-28', '2026-03-31', '2026-04-30']);
  });
});

describe('business days', () => {
  it('start at midnight China time', () => {
    expect(startOfBusinessDay('2026-03-01').toISOString()).toBe('2026-02-28T16:00:00.000Z');
    expect(businessDay(new Date('2026-02-28T15:59:59Z'))).toBe('2026-02-28');
    expect(businessDay(new Date('2026-02-28T16:00:00Z'))).toBe('2026-03-01');
    expect(daysBetween('2026-02-27', '2026-03-02')).toBe(3);
  });
});
