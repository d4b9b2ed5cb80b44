import { describe, expect, it } from 'vitest';
import { chinaWallClockToIso, QUICK_RANGE_NAMES, QUICK_RANGES, quickRangeDays, type QuickRange } from '@domain/common/quick-ranges';

// Wednesday 2024-03-13, mid-afternoon in China.
const now = new Date('2024-03-13T15:20:10+08:00');
const china = (wallClock: string) => new Date(`${wallClock}+08:00`);
const range = (kind: QuickRange, at: Date = now) => quickRangeDays(kind, at);

// The days a list filter's quick range picks: China days, never past today (the charts' ranges).
describe('quickRangeDays', () => {
  it('covers today and yesterday as whole days', () => {
    expect(range('today')).toEqual(['2024-03-13', '2024-03-13']);
    expect(range('yesterday')).toEqual(['2024-03-12', '2024-03-12']);
  });

  it('starts this week on Monday, also when today is Sunday, and ends it today', () => {
    expect(range('thisWeek')).toEqual(['2024-03-11', '2024-03-13']);
    expect(range('thisWeek', china('2024-03-17T10:00:00'))).toEqual(['2024-03-11', '2024-03-17']);
  });

  it('covers this month and this year up to today, and the whole of last month', () => {
    expect(range('thisMonth')).toEqual(['2024-03-01', '2024-03-13']);
    expect(range('lastMonth')).toEqual(['2024-02-01', '2024-02-29']);
    expect(range('lastMonth', china('2024-01-05T00:00:00'))).toEqual(['2023-12-01', '2023-12-31']);
    expect(range('thisYear')).toEqual(['2024-01-01', '2024-03-13']);
  });

  it('counts the full week and full month back from today, today included', () => {
    expect(range('fullWeek')).toEqual(['2024-03-07', '2024-03-13']);
    expect(range('fullMonth')).toEqual(['2024-02-13', '2024-03-13']);
  });

  it('takes the day in China, not in the zone of the machine: 01:00 on 1 April in China is 31 March in UTC', () => {
    const april = new Date('2024-03-31T17:00:00Z');
    expect(range('thisMonth', april)).toEqual(['2024-04-01', '2024-04-01']);
    expect(range('lastMonth', april)).toEqual(['2024-03-01', '2024-03-31']);
  });

  it('labels every range in Chinese', () => {
    expect(QUICK_RANGES.map((r) => QUICK_RANGE_NAMES[r])).toEqual(['今天', '昨天', '本周', '本月', '上月', '今年', '近一周', '近一月']);
  });
});

describe('chinaWallClockToIso', () => {
  it('reads a day filter\'s wall clock as China time, the last second to the end of the day', () => {
    expect(chinaWallClockToIso('2024-03-01 00:00:00')).toBe('2024-02-29T16:00:00.000Z');
    expect(chinaWallClockToIso('2024-03-13 23:59:59')).toBe('2024-03-13T15:59:59.999Z');
    expect(chinaWallClockToIso('2024-03-13 08:30')).toBe('2024-03-13T00:30:00.000Z');
  });

  it('passes any other text on unchanged (an ISO time from a link, or junk the server refuses)', () => {
    expect(chinaWallClockToIso('2024-02-29T16:00:00.000Z')).toBe('2024-02-29T16:00:00.000Z');
    expect(chinaWallClockToIso('notadate')).toBe('notadate');
  });
});
