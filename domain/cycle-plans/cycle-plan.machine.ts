import { defineMachine } from '../common/machine';
import type { RoleType } from '../shell/roles';
import { CYCLE_PLAN_READERS, CYCLE_PLAN_WRITERS, PLAN_STATES, PlanState, type PlanStateValue } from './cycle-plans.constants';
import { CyclePlanErrors } from './errors';

/**
 * A customer service plan runs until it is paused by hand or has no occurrence left (finished, by the
 * job worker or on resuming); a paused plan resumes from its next occurrence. Writers edit, text and
 * delete a plan in any state; a follow-up is written only for the coming occurrence of a running plan.
 * The server decides with this machine and sends `operations` with the detail; the screen shows
 * exactly those buttons.
 */
export interface MachinePlan {
  state: PlanStateValue;
  nextDueDate: string | null;
}

export interface PlanMachineActor {
  role: RoleType;
}

export const PlanOp = {
  edit: 'edit',
  pause: 'pause',
  resume: 'resume',
  sendSms: 'sendSms',
  delete: 'delete',
  follow: 'follow',
} as const;
export type PlanOpValue = (typeof PlanOp)[keyof typeof PlanOp];

const S = PlanState;
const writers = { from: PLAN_STATES, roles: CYCLE_PLAN_WRITERS };

export const cyclePlanMachine = defineMachine<MachinePlan, PlanMachineActor, PlanStateValue, PlanOpValue, PlanStateValue>({
  stateOf: (plan) => plan.state,
  transitions: {
    edit: writers,
    pause: { from: [S.running], roles: CYCLE_PLAN_WRITERS, to: S.paused },
    // Running again, or finished when no occurrence is left before the end date: settled by the job's next step.
    resume: { from: [S.paused], roles: CYCLE_PLAN_WRITERS },
    sendSms: writers,
    delete: writers,
    follow: { from: [S.running], roles: CYCLE_PLAN_READERS, guard: (plan) => (plan.nextDueDate ? null : CyclePlanErrors.notFollowable) },
  },
  stateRefusal: (op) => (op === PlanOp.follow ? CyclePlanErrors.notFollowable : CyclePlanErrors.finished),
});

/** The move POST /customer/cycleorder/state makes to reach `state`. */
export const moveTo = (state: typeof S.running | typeof S.paused): PlanOpValue => (state === S.paused ? PlanOp.pause : PlanOp.resume);
