import { Tag } from '@arco-design/web-react';
import { CYCLE_UNIT_NAMES, PlanState, type CycleUnitValue, type PlanStateValue } from '@domain/cycle-plans/cycle-plans.constants';
import { PLAN_NOT_STARTED, planStatusName } from '@domain/cycle-plans/plan-status';

const COLORS: Record<PlanStateValue, string> = { [PlanState.running]: 'green', [PlanState.paused]: 'orange', [PlanState.finished]: 'gray' };

/** The plan's status; a running plan that has not reached its start date reads 待开始. */
export function PlanStateTag({ plan }: { plan: { state: PlanStateValue; startDate: string } }) {
  const name = planStatusName(plan);
  return <Tag color={name === PLAN_NOT_STARTED ? 'arcoblue' : COLORS[plan.state]}>{name}</Tag>;
}

/** 'every 2 weeks' as the user reads it: 每2周, 每天. */
export const cycleText = (unit: CycleUnitValue, every: number) => `每${every === 1 ? '' : every}${CYCLE_UNIT_NAMES[unit]}`;
