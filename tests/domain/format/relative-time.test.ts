import { describe, expect, it } from 'vitest';
import { relativeTime } from '@domain/format/relative-time';

const now = new Date(2024, 5, 15, 12, 0, 0);
const ago = (ms: number) => new Date(now.getTime() - ms);
const MIN = 60_000;
const DAY = 24 * 60 * MIN;

describe('relativeTime', () => {
  it('says 刚刚 under one minute, and for future times', () => {
    expect(relativeTime(ago(59_000), now)).toBe('刚刚');
    expect(relativeTime(ago(-5 * MIN), now)).toBe('刚刚');
  });

  it('counts minutes, hours and days', () => {
    expect(relativeTime(ago(MIN), now)).toBe('1分钟前');
    expect(relativeTime(ago(59 * MIN), now)).toBe('59分钟前');
    expect(relativeTime(ago(60 * MIN), now)).toBe('1小时前');
    expect(relativeTime(ago(23 * 60 * MIN), now)).toBe('23小时前');
    expect(relativeTime(ago(DAY), now)).toBe('1天前');
    expect(relativeTime(ago(6 * DAY), now)).toBe('6天前');
  });

  it('counts weeks, months and then years', () => {
    expect(relativeTime(ago(7 * DAY), now)).toBe('1周前');
    expect(relativeTime(ago(29 * DAY), now)).toBe('4周前');
    expect(relativeTime(ago(30 * DAY), now)).toBe('1个月前');
    expect(relativeTime(ago(364 * DAY), now)).toBe('12个月前');
    expect(relativeTime(ago(365 * DAY), now)).toBe('1年前');
    expect(relativeTime(ago(800 * DAY), now)).toBe('2年前');
  });

  it('accepts date strings', () => {
    expect(relativeTime('2024-06-15 11:30:00', now)).toBe('30分钟前');
  });
});
