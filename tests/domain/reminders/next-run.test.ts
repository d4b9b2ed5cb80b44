import { describe, expect, it } from 'vitest';
import { businessDate, nextRunAt, type ReminderSchedule } from '@domain/reminders/next-run';

/** An instant written as Shanghai wall time. */
const sh = (wall: string) => new Date(`${wall}+08:00`);
const iso = (d: Date | null) => d?.toISOString() ?? null;
const next = (s: Partial<ReminderSchedule> & Pick<ReminderSchedule, 'cycle'>, after: string) =>
  nextRunAt({ timeOfDay: '09:00', dayOf: null, date: null, ...s }, sh(after));

describe('nextRunAt', () => {
  describe('once', () => {
    it('runs at the chosen date and time in Shanghai', () => {
      expect(iso(next({ cycle: 'once', date: '2025-03-10', timeOfDay: '08:30' }, '2025-03-01T00:00:00'))).toBe('2025-03-10T00:30:00.000Z');
    });

    it('has no next run once its moment has come or passed', () => {
      expect(next({ cycle: 'once', date: '2025-03-10' }, '2025-03-10T09:00:00')).toBeNull();
      expect(next({ cycle: 'once', date: '2025-03-10' }, '2025-03-11T00:00:00')).toBeNull();
    });
  });

  describe('daily', () => {
    it('runs later today when the time is still ahead, else tomorrow', () => {
      expect(next({ cycle: 'daily' }, '2025-03-10T08:59:00')).toEqual(sh('2025-03-10T09:00:00'));
      expect(next({ cycle: 'daily' }, '2025-03-10T09:00:00')).toEqual(sh('2025-03-11T09:00:00'));
    });

    it('counts the day in Shanghai, not in UTC', () => {
      // 00:30 in Shanghai is still the previous day in UTC.
      expect(next({ cycle: 'daily', timeOfDay: '00:15' }, '2025-03-10T00:30:00')).toEqual(sh('2025-03-11T00:15:00'));
      expect(next({ cycle: 'daily', timeOfDay: '23:45' }, '2025-03-10T00:30:00')).toEqual(sh('2025-03-10T23:45:00'));
    });

    it('crosses the year end', () => {
      expect(next({ cycle: 'daily' }, '2025-12-31T10:00:00')).toEqual(sh('2026-01-01T09:00:00'));
    });
  });

  describe('weekly', () => {
    // 2025-03-10 is a Monday.
    it('runs on the chosen weekday, Monday being 1 and Sunday 7', () => {
      expect(next({ cycle: 'weekly', dayOf: 3 }, '2025-03-10T12:00:00')).toEqual(sh('2025-03-12T09:00:00'));
      expect(next({ cycle: 'weekly', dayOf: 7 }, '2025-03-10T12:00:00')).toEqual(sh('2025-03-16T09:00:00'));
    });

    it('waits a week when today is the day and the time has passed', () => {
      expect(next({ cycle: 'weekly', dayOf: 1 }, '2025-03-10T08:00:00')).toEqual(sh('2025-03-10T09:00:00'));
      expect(next({ cycle: 'weekly', dayOf: 1 }, '2025-03-10T09:00:00')).toEqual(sh('2025-03-17T09:00:00'));
    });
  });

  describe('monthly', () => {
    it('runs on the chosen day this month or the next', () => {
      expect(next({ cycle: 'monthly', dayOf: 15 }, '2025-03-10T12:00:00')).toEqual(sh('2025-03-15T09:00:00'));
      expect(next({ cycle: 'monthly', dayOf: 5 }, '2025-03-10T12:00:00')).toEqual(sh('2025-04-05T09:00:00'));
    });

    it('runs on the last day of a month shorter than the chosen day', () => {
      expect(next({ cycle: 'monthly', dayOf: 31 }, '2025-02-01T00:00:00')).toEqual(sh('2025-02-28T09:00:00'));
      expect(next({ cycle: 'monthly', dayOf: 31 }, '2024-02-01T00:00:00')).toEqual(sh('2024-02-29T09:00:00'));
      expect(next({ cycle: 'monthly', dayOf: 31 }, '2025-04-02T00:00:00')).toEqual(sh('2025-04-30T09:00:00'));
    });

    it('goes back to the chosen day after a short month', () => {
      expect(next({ cycle: 'monthly', dayOf: 31 }, '2025-02-28T09:00:00')).toEqual(sh('2025-03-31T09:00:00'));
      expect(next({ cycle: 'monthly', dayOf: 30 }, '2025-01-30T09:00:00')).toEqual(sh('2025-02-28T09:00:00'));
    });

    it('crosses the year end', () => {
      expect(next({ cycle: 'monthly', dayOf: 10 }, '2025-12-20T00:00:00')).toEqual(sh('2026-01-10T09:00:00'));
    });
  });

  it('keeps the same UTC hour across other zones’ daylight-saving changes', () => {
    // Europe and the US change their clocks in March and October/November; Shanghai does not.
    const runs = ['2025-03-08', '2025-03-09', '2025-03-29', '2025-03-30', '2025-10-25', '2025-10-26', '2025-11-02'].map((day) =>
      iso(next({ cycle: 'daily' }, `${day}T00:00:00`)),
    );
    expect(runs.every((r) => r!.endsWith('T01:00:00.000Z'))).toBe(true);
  });
});

describe('businessDate', () => {
  it('reads the date in Shanghai', () => {
    expect(businessDate(new Date('2025-03-09T16:30:00Z'))).toBe('2025-03-10');
    expect(businessDate(new Date('2025-03-09T15:59:00Z'))).toBe('2025-03-09');
  });
});
