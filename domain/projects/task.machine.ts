import { defineMachine } from '../common/machine';
import { ProjectPhase, TaskKind, TaskState, type ProjectPhaseValue, type TaskKindValue, type TaskStateValue } from './projects.constants';
import { ProjectErrors, taskRefused } from './errors';
import { creatorOrAdmin, isApprover, type ProjectActor } from './project.machine';

/**
 * A project task: unfinished → finished, through "in approval" for an approval task; an order task
 * makes one service order and finishes when that order completes, never by hand. Tasks move only while their project is in
 * progress. The server decides with `taskMachine` and sends each task's `operations` with the detail.
 */

/** What the machine needs to know about a task and its project. */
export interface MachineTask {
  state: TaskStateValue;
  kind: TaskKindValue;
  personId: number | null;
  coordinatorIds: readonly number[];
  /** Whether a service order was made from it. */
  hasOrder: boolean;
  project: { phase: ProjectPhaseValue; creatorId: number; approverIds: readonly number[] };
}

export const TaskOp = {
  assign: 'assign',
  finish: 'finish',
  approve: 'approve',
  reject: 'reject',
  disable: 'disable',
  enable: 'enable',
  createOrder: 'createOrder',
} as const;
export type TaskOpValue = (typeof TaskOp)[keyof typeof TaskOp];

const T = TaskState;

const owner = (t: MachineTask, actor: ProjectActor) => (creatorOrAdmin(t.project.creatorId, actor) ? null : ProjectErrors.notYours);
const approver = (t: MachineTask, actor: ProjectActor) => (isApprover(t.project.approverIds, actor) ? null : ProjectErrors.notApprover);
/** The task's person, its coordinators, and whoever runs the project finish it. */
const worker = (t: MachineTask, actor: ProjectActor) =>
  t.personId === actor.userId || t.coordinatorIds.includes(actor.userId) || creatorOrAdmin(t.project.creatorId, actor) ? null : ProjectErrors.notTaskPerson;

export const taskMachine = defineMachine<MachineTask, ProjectActor, TaskStateValue, TaskOpValue, TaskStateValue>({
  stateOf: (t) => t.state,
  gate: (_op, t) => (t.project.phase === ProjectPhase.inProgress ? null : ProjectErrors.projectNotRunning),
  transitions: {
    assign: { from: [T.unfinished], who: owner },
    // An approval task goes to its approver, the others are done (the service settles which).
    finish: { from: [T.unfinished], guard: (t) => (t.kind === TaskKind.order ? ProjectErrors.orderTask : null), who: worker },
    approve: { from: [T.inApproval], who: approver, to: T.finished },
    reject: { from: [T.inApproval], who: approver, to: T.unfinished },
    disable: { from: [T.unfinished], who: owner, to: T.disabled },
    enable: { from: [T.disabled], who: owner, to: T.unfinished },
    // A service-order task makes one order; the order's completion finishes the task.
    createOrder: {
      from: [T.unfinished],
      guard: (t) => (t.kind !== TaskKind.order ? ProjectErrors.notOrderTask : t.hasOrder ? ProjectErrors.orderMade : null),
      who: worker,
    },
  },
  stateRefusal: (op, t) => taskRefused(op, t.state),
});

/** Where finishing a task leads: an approval task waits for its approver. */
export const finishedState = (kind: TaskKindValue): TaskStateValue => (kind === TaskKind.approval ? T.inApproval : T.finished);
