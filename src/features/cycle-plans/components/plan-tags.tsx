import { Tag } from '@arco-design/web-react';
import { CYCLE_UNIT_NAMES, PLAN_STATE_NAMES, PlanState, type CycleUnitValue, type PlanStateValue } from '@domain/cycle-plans/cycle-plans.constants';

const COLORS: Record<PlanStateValue, string> = { [PlanState.running]: 'green', [PlanState.paused]: 'orange', [PlanState.finished]: 'gray' };

export function PlanStateTag({ state }: { state: PlanStateValue }) {
  return <Tag color={COLORS[state]}>{PLAN_STATE_NAMES[state]}</Tag>;
}

/** 'every 2 weeks' as the user reads it: 每2周, 每天. */
export const cycleText = (unit: CycleUnitValue, every: number) => `每${every === 1 ? '' : every}${CYCLE_UNIT_NAMES[unit]}`;
