import { describe, expect, it } from 'vitest';
import { PlanState } from '@domain/cycle-plans/cycle-plans.constants';
import { planStatusName } from '@domain/cycle-plans/plan-status';

describe('a plan status by the time-window rule (issue 23 item 10)', () => {
  it('reads 待开始 for a running plan before its start date, 执行中 from that day', () => {
    expect(planStatusName({ state: PlanState.running, startDate: '2026-12-01' }, '2026-11-30')).toBe('待开始');
    expect(planStatusName({ state: PlanState.running, startDate: '2026-12-01' }, '2026-12-01')).toBe('执行中');
  });

  it('keeps 已暂停 and 已结束 as they are', () => {
    expect(planStatusName({ state: PlanState.paused, startDate: '2026-12-01' }, '2026-11-30')).toBe('已暂停');
    expect(planStatusName({ state: PlanState.finished, startDate: '2026-12-01' }, '2026-12-30')).toBe('已结束');
  });
});
