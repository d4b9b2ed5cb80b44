import { describe, expect, it } from 'vitest';
import { quickRange, QUICK_RANGES, type QuickRange } from '@domain/common/quick-ranges';
import { ReportFilterSchema, reportFilterSchema } from '@domain/reports/reports.schemas';
import { figuresOf, isFirstTimeFix, isOverdue, sumOrders, type OrderFacts } from '@domain/reports/statistics';

const at = (text: string) => new Date(`${text}+08:00`);
const order = (o: Partial<OrderFacts>): OrderFacts => ({
  state: 1,
  createdAt: at('2026-11-02T09:00:00'),
  assignedAt: null,
  takenAt: null,
  completedAt: null,
  exceptionAt: null,
  dueAt: null,
  dueDoneAt: null,
  feesFen: 0,
  collectedFen: 0,
  serviceMinutes: null,
  evaluation: null,
  ...o,
});
const NOW = at('2026-11-10T12:00:00');

describe('the statistics definitions', () => {
  // Hand-computed fixture: four orders.
  const fixture: OrderFacts[] = [
    // A: completed, picked up after 30 min, done after 240 min, evaluated solved 5/4/5/4, 100 yuan collected of 120 owed.
    order({
      state: 5,
      assignedAt: at('2026-11-02T09:10:00'),
      takenAt: at('2026-11-02T09:30:00'),
      completedAt: at('2026-11-02T13:00:00'),
      dueAt: at('2026-11-02T10:00:00'),
      dueDoneAt: at('2026-11-02T09:30:00'),
      feesFen: 12_000,
      collectedFen: 10_000,
      serviceMinutes: 90,
      evaluation: { solved: true, quality: 5, attitude: 4, speed: 5, solveRate: 4 },
    }),
    // B: completed after an abnormal report (not a first-time fix), picked up after 90 min, done after 600, overdue pick-up.
    order({
      state: 5,
      assignedAt: at('2026-11-02T09:50:00'),
      takenAt: at('2026-11-02T10:30:00'),
      completedAt: at('2026-11-02T19:00:00'),
      exceptionAt: at('2026-11-02T12:00:00'),
      dueAt: at('2026-11-02T10:00:00'),
      dueDoneAt: at('2026-11-02T10:30:00'),
      serviceMinutes: 30,
      evaluation: { solved: false, quality: 3, attitude: 4, speed: 2, solveRate: 2 },
    }),
    // C: still waiting for pick-up, deadline passed (overdue while open).
    order({ state: 2, assignedAt: at('2026-11-02T09:20:00'), dueAt: at('2026-11-03T09:00:00') }),
    // D: cancelled, never assigned.
    order({ state: 6 }),
  ];

  it.each([
    ['total', 4],
    ['completed', 2],
    ['cancelled', 1],
    ['completionRate', 50],
    ['avgResponseMinutes', 60], // (30 + 90) / 2
    ['avgAssignMinutes', 26.7], // (10 + 50 + 20) / 3
    ['avgCompleteMinutes', 420], // (240 + 600) / 2
    ['firstTimeFixRate', 50], // A only, of the 2 completed
    ['withDeadline', 3],
    ['overdue', 2], // B (late pick-up) and C (open past its deadline)
    ['slaTimeoutRate', 66.7],
    ['fees', 120],
    ['collected', 100],
    ['serviceHours', 2],
    ['evaluated', 2],
    ['solvedRate', 50],
    ['quality', 4],
    ['attitude', 4],
    ['speed', 3.5],
    ['solveRate', 3],
  ] as const)('%s = %s', (key, expected) => {
    expect(figuresOf(sumOrders(fixture, NOW))[key]).toBe(expected);
  });

  it('has no rate or average for an empty group', () => {
    const f = figuresOf(sumOrders([], NOW));
    expect([f.total, f.completionRate, f.avgResponseMinutes, f.firstTimeFixRate, f.slaTimeoutRate, f.quality]).toEqual([0, null, null, null, null, null]);
  });

  it.each([
    ['completed, no exception, not evaluated', order({ state: 5 }), true],
    ['completed, evaluated solved', order({ state: 5, evaluation: { solved: true, quality: 1, attitude: 1, speed: 1, solveRate: 1 } }), true],
    ['completed, evaluated unsolved', order({ state: 5, evaluation: { solved: false, quality: 5, attitude: 5, speed: 5, solveRate: 5 } }), false],
    ['completed after an exception', order({ state: 5, exceptionAt: at('2026-11-02T10:00:00') }), false],
    ['in service', order({ state: 4 }), false],
  ])('first-time fix: %s → %s', (_name, o, expected) => expect(isFirstTimeFix(o)).toBe(expected));

  it.each([
    ['no deadline', order({}), false],
    ['step reached before the deadline', order({ dueAt: at('2026-11-02T10:00:00'), dueDoneAt: at('2026-11-02T09:59:00') }), false],
    ['step reached after the deadline', order({ dueAt: at('2026-11-02T10:00:00'), dueDoneAt: at('2026-11-02T10:01:00') }), true],
    ['open, deadline ahead', order({ dueAt: at('2026-11-11T10:00:00') }), false],
    ['open, deadline passed', order({ dueAt: at('2026-11-09T10:00:00') }), true],
  ])('overdue: %s → %s', (_name, o, expected) => expect(isOverdue(o, NOW)).toBe(expected));
});

describe('quick date ranges (China time)', () => {
  // Wednesday 2026-03-04 01:30 in China is still Tuesday 17:30 UTC.
  const now = new Date('2026-03-03T17:30:00Z');
  it.each<[QuickRange, string, string]>([
    ['today', '2026-03-04T00:00:00', '2026-03-05T00:00:00'],
    ['yesterday', '2026-03-03T00:00:00', '2026-03-04T00:00:00'],
    ['thisWeek', '2026-03-02T00:00:00', '2026-03-05T00:00:00'],
    ['thisMonth', '2026-03-01T00:00:00', '2026-03-05T00:00:00'],
    ['lastMonth', '2026-02-01T00:00:00', '2026-03-01T00:00:00'],
    ['thisYear', '2026-01-01T00:00:00', '2026-03-05T00:00:00'],
    ['fullWeek', '2026-02-26T00:00:00', '2026-03-05T00:00:00'],
    ['fullMonth', '2026-02-03T00:00:00', '2026-03-05T00:00:00'],
  ])('%s runs from %s to just before %s', (range, start, endExclusive) => {
    const r = quickRange(range, now);
    expect(r.start.toISOString()).toBe(at(start).toISOString());
    expect(r.end.getTime()).toBe(at(endExclusive).getTime() - 1);
  });

  it('this week on a Sunday starts the Monday before; last month in January is December', () => {
    expect(quickRange('thisWeek', at('2026-03-08T20:00:00')).start.toISOString()).toBe(at('2026-03-02T00:00:00').toISOString());
    expect(quickRange('lastMonth', at('2026-01-15T08:00:00')).start.toISOString()).toBe(at('2025-12-01T00:00:00').toISOString());
  });

  it('every quick range ends after it starts', () => {
    for (const r of QUICK_RANGES) {
      const { start, end } = quickRange(r, now);
      expect(end.getTime()).toBeGreaterThan(start.getTime());
    }
  });
});

describe('the report filter', () => {
  const parse = (input: Record<string, unknown>) => reportFilterSchema(() => new Date('2026-03-03T17:30:00Z')).safeParse(input);
  it('takes a quick range, or this month when no range is given', () => {
    expect(parse({ range: 'yesterday' }).data?.start.toISOString()).toBe(at('2026-03-03T00:00:00').toISOString());
    expect(parse({}).data?.start.toISOString()).toBe(at('2026-03-01T00:00:00').toISOString());
  });
  it.each([
    [{ start: '2026-03-02', end: '2026-03-01' }, 'end'],
    [{ start: '2025-01-01', end: '2026-03-01' }, 'end'],
    [{ start: 'x', end: '2026-03-01' }, 'start'],
    [{ start: '2026-03-01' }, 'end'],
    [{ range: 'decade' }, 'range'],
    [{ orderType: '1,a' }, 'orderType'],
  ])('refuses %o naming %s', (input, field) => {
    const r = ReportFilterSchema.safeParse(input);
    expect(r.success).toBe(false);
    expect(String(r.error!.issues[0].path[0])).toBe(field);
  });
});
