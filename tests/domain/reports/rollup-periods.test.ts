import { describe, expect, it } from 'vitest';
import { rolledPeriods } from '@domain/reports/rollup-periods';

describe('rolledPeriods', () => {
  it.each([
    ['a year from mid-month reads eleven whole months and the two partial ends by day', '2025-11-27', '2026-11-26', { months: { from: '2025-12-01', to: '2026-10-01' }, days: [{ from: '2025-11-27', to: '2025-11-30' }, { from: '2026-11-01', to: '2026-11-26' }] }],
    ['whole months only', '2026-01-01', '2026-03-31', { months: { from: '2026-01-01', to: '2026-03-01' }, days: [] }],
    ['a leap February as a whole month', '2024-02-01', '2024-02-29', { months: { from: '2024-02-01', to: '2024-02-01' }, days: [] }],
    ['days within one month stay days', '2026-03-02', '2026-03-30', { months: null, days: [{ from: '2026-03-02', to: '2026-03-30' }] }],
    ['two partial months with no whole one between', '2026-03-15', '2026-04-10', { months: null, days: [{ from: '2026-03-15', to: '2026-04-10' }] }],
    ['a whole month then days', '2026-03-01', '2026-04-10', { months: { from: '2026-03-01', to: '2026-03-01' }, days: [{ from: '2026-04-01', to: '2026-04-10' }] }],
    ['days then a whole month across the year end', '2025-12-20', '2026-01-31', { months: { from: '2026-01-01', to: '2026-01-01' }, days: [{ from: '2025-12-20', to: '2025-12-31' }] }],
    ['one day', '2026-05-01', '2026-05-01', { months: null, days: [{ from: '2026-05-01', to: '2026-05-01' }] }],
  ])('%s', (_name, from, to, expected) => {
    expect(rolledPeriods(from, to)).toEqual(expected);
  });
});
