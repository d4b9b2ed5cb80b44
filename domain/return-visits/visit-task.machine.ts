import { defineMachine } from '../common/machine';
import { Role, type RoleType } from '../shell/roles';
import { SEES_OWN_TASKS, VISIT_STATES, VISIT_WORKERS, VisitState, type VisitStateValue } from './return-visits.constants';
import { VisitErrors } from './errors';

/**
 * A return-visit task waits (待回访) until its visit is recorded once: passed or failed. Return-visit
 * support takes tasks given to nobody (grab) and records only their own; administrators and
 * dispatchers record any. The contact may be texted in any state. The server decides with this
 * machine and sends `operations` with the detail; the screen shows exactly those buttons.
 */
export interface MachineVisitTask {
  state: VisitStateValue;
  assigneeId: number | null;
}

export interface VisitMachineActor {
  userId: number;
  role: RoleType;
}

export const VisitOp = { pass: 'pass', fail: 'fail', sendSms: 'sendSms', grab: 'grab' } as const;
export type VisitOpValue = (typeof VisitOp)[keyof typeof VisitOp];

const S = VisitState;
const theirs = (t: MachineVisitTask, actor: VisitMachineActor) =>
  SEES_OWN_TASKS.includes(actor.role) && t.assigneeId !== null && t.assigneeId !== actor.userId ? VisitErrors.notYours : null;
// Taking one's own task again changes nothing and is no refusal.
const untaken = (t: MachineVisitTask, actor: VisitMachineActor) => (t.assigneeId !== null && t.assigneeId !== actor.userId ? VisitErrors.alreadyTaken : null);

export const visitTaskMachine = defineMachine<MachineVisitTask, VisitMachineActor, VisitStateValue, VisitOpValue, VisitStateValue>({
  stateOf: (t) => t.state,
  transitions: {
    pass: { from: [S.pending], roles: VISIT_WORKERS, who: theirs, to: S.passed },
    fail: { from: [S.pending], roles: VISIT_WORKERS, who: theirs, to: S.failed },
    sendSms: { from: VISIT_STATES, roles: VISIT_WORKERS },
    grab: { from: [S.pending], roles: [Role.returnVisit], who: untaken },
  },
  stateRefusal: () => VisitErrors.notPending,
});

/** The operation POST /v2/returnvisitTask/submit runs for the outcome it is given. */
export const submitOp = (state: typeof S.passed | typeof S.failed): VisitOpValue => (state === S.passed ? VisitOp.pass : VisitOp.fail);
