import { describe, expect, it } from 'vitest';
import { timeWindowStatus } from '@domain/format/time-window';

const start = new Date(2024, 0, 10, 9, 0);
const end = new Date(2024, 0, 10, 18, 0);

describe('timeWindowStatus', () => {
  it('is 待开始 before the start', () => {
    expect(timeWindowStatus(start, end, new Date(2024, 0, 10, 8, 59))).toBe('待开始');
  });

  it('is 进行中 from the start until just before the end', () => {
    expect(timeWindowStatus(start, end, start)).toBe('进行中');
    expect(timeWindowStatus(start, end, end.getTime() - 1)).toBe('进行中');
  });

  it('is 已结束 at or after the end', () => {
    expect(timeWindowStatus(start, end, end)).toBe('已结束');
    expect(timeWindowStatus('2024-01-10 09:00', '2024-01-10 18:00', '2024-01-11 00:00')).toBe('已结束');
  });
});
