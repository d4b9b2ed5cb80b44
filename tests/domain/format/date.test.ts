import { describe, expect, it } from 'vitest';
import { endOfDay, formatDateTime, toDate } from '@domain/format/date';

describe('formatDateTime', () => {
  const at = new Date(2024, 2, 5, 8, 7, 6);

  it('formats year-month-day hour:minute', () => {
    expect(formatDateTime(at)).toBe('2024-03-05 08:07');
  });

  it('adds seconds when asked', () => {
    expect(formatDateTime(at, true)).toBe('2024-03-05 08:07:06');
  });

  it('accepts epoch milliseconds and local date strings', () => {
    expect(formatDateTime(at.getTime(), true)).toBe('2024-03-05 08:07:06');
    expect(formatDateTime('2024-03-05 08:07:06', true)).toBe('2024-03-05 08:07:06');
    expect(formatDateTime('2024-03-05')).toBe('2024-03-05 00:00');
  });

  it('gives an empty text for empty or invalid input', () => {
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime('not a date')).toBe('');
  });
});

describe('toDate', () => {
  it('reads ISO timestamps with a zone as that instant', () => {
    expect(toDate('2024-03-05T00:00:00.000Z')?.getTime()).toBe(Date.UTC(2024, 2, 5));
  });
});

describe('endOfDay', () => {
  it('turns a time of 00:00 into 23:59:59 of the same day', () => {
    expect(formatDateTime(endOfDay(new Date(2024, 1, 29)), true)).toBe('2024-02-29 23:59:59');
  });

  it('leaves any other time unchanged', () => {
    expect(formatDateTime(endOfDay('2024-02-29 18:30'), true)).toBe('2024-02-29 18:30:00');
  });
});
