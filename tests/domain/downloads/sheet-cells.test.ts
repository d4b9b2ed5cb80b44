import { describe, expect, it } from 'vitest';
import { parseSheetDate, phoneFromNumber } from '@domain/downloads/sheet-cells';

describe('parseSheetDate', () => {
  it.each([
    ['2026-01-05', '2026-01-05'],
    ['2026/1/5', '2026-01-05'],
    ['2026年1月5日', '2026-01-05'],
    [' 2026-1-5 ', '2026-01-05'],
    ['2026/12/31 08:30', '2026-12-31'],
    ['2024-02-29', '2024-02-29'],
  ])('reads %s as %s', (text, date) => {
    expect(parseSheetDate(text)).toBe(date);
  });

  it.each(['2026-13-01', '2025-02-29', '2026-01/05', '05/01/2026', '20260105', '46027', '明天', '2026年1月5'])('refuses %s', (text) => {
    expect(parseSheetDate(text)).toBeNull();
  });
});

describe('phoneFromNumber', () => {
  it.each([13800138000, 4008006688, 26881234, 95555])('keeps %d, a phone without a leading 0', (value) => {
    expect(phoneFromNumber(value)).toBe(String(value));
  });

  it.each([75522220001, 1012345678, 2088889999, 138001380001, 13.5, -13800138000])('refuses %d, which lost digits or is no phone', (value) => {
    expect(phoneFromNumber(value)).toBeNull();
  });
});
