import { defineMachine } from '../common/machine';
import { Role, type RoleType } from '../shell/roles';
import { ProjectApproval, ProjectPhase, ProjectState, type ProjectApprovalValue, type ProjectPhaseValue, type ProjectStateValue } from './projects.constants';
import { ProjectErrors, projectRefused } from './errors';

/**
 * A project's lifecycle: creation approval → in progress → finish approval → completed. A refused
 * creation goes back to its creator, who edits and submits it again; a refused finish goes back to
 * in progress. A template may skip either approval: the service then moves past it at once. The
 * server decides with `projectMachine` and sends `operations` with the detail; the screen shows those.
 */

/** The spec's stored state (ProjectState 0–2) and the approval column beside it, for each phase the machine moves through. */
export const PHASE_STORAGE: Record<ProjectPhaseValue, { state: ProjectStateValue; approval: ProjectApprovalValue }> = {
  awaitingCreation: { state: ProjectState.unapproved, approval: ProjectApproval.pending },
  creationRejected: { state: ProjectState.unapproved, approval: ProjectApproval.rejected },
  inProgress: { state: ProjectState.inProgress, approval: ProjectApproval.none },
  awaitingFinish: { state: ProjectState.inProgress, approval: ProjectApproval.pending },
  completed: { state: ProjectState.completed, approval: ProjectApproval.none },
};
const PHASES = Object.keys(PHASE_STORAGE) as ProjectPhaseValue[];
/** The phase a stored state and approval stand for. */
export const phaseOf = (state: number, approval: number): ProjectPhaseValue =>
  PHASES.find((p) => PHASE_STORAGE[p].state === state && PHASE_STORAGE[p].approval === approval) ?? ProjectPhase.awaitingCreation;

/** What the machine needs to know about a project. */
export interface MachineProject {
  phase: ProjectPhaseValue;
  creatorId: number;
  /** The template's approvers; none = the administrators. */
  approverIds: readonly number[];
  /** Tasks still to finish (neither finished nor disabled). */
  openTasks: number;
  /** Named by its template's personnel permissions as editors: they edit it (and its products) besides its creator. */
  editorIds: readonly number[];
}

export interface ProjectActor {
  userId: number;
  role: RoleType;
}

export const ProjectOp = {
  edit: 'edit',
  submit: 'submit',
  approve: 'approve',
  reject: 'reject',
  finish: 'finish',
  delete: 'delete',
} as const;
export type ProjectOpValue = (typeof ProjectOp)[keyof typeof ProjectOp];

const P = ProjectPhase;

/** The creator and administrators run the project. */
export const creatorOrAdmin = (creatorId: number, actor: ProjectActor) => actor.userId === creatorId || actor.role === Role.admin;
const owner = (p: MachineProject, actor: ProjectActor) => (creatorOrAdmin(p.creatorId, actor) ? null : ProjectErrors.notYours);
const editor = (p: MachineProject, actor: ProjectActor) => (creatorOrAdmin(p.creatorId, actor) || p.editorIds.includes(actor.userId) ? null : ProjectErrors.notEditor);
/** The template's approvers decide; a template naming none leaves it to the administrators. */
export const isApprover = (approverIds: readonly number[], actor: ProjectActor) =>
  approverIds.length > 0 ? approverIds.includes(actor.userId) : actor.role === Role.admin;
const approver = (p: MachineProject, actor: ProjectActor) => (isApprover(p.approverIds, actor) ? null : ProjectErrors.notApprover);

export const projectMachine = defineMachine<MachineProject, ProjectActor, ProjectPhaseValue, ProjectOpValue, ProjectPhaseValue>({
  stateOf: (p) => p.phase,
  transitions: {
    // Nothing changes while an approval is waiting: the approver decides on what was submitted.
    edit: { from: [P.creationRejected, P.inProgress], who: editor },
    submit: { from: [P.creationRejected], who: owner, to: P.awaitingCreation },
    approve: [
      { from: [P.awaitingCreation], who: approver, to: P.inProgress },
      { from: [P.awaitingFinish], who: approver, to: P.completed },
    ],
    reject: [
      { from: [P.awaitingCreation], who: approver, to: P.creationRejected },
      { from: [P.awaitingFinish], who: approver, to: P.inProgress },
    ],
    // Leads to the finish approval, or straight to completed when the template asks none (the service settles it).
    finish: { from: [P.inProgress], guard: (p) => (p.openTasks > 0 ? ProjectErrors.tasksOpen : null), who: owner },
    // Only a project that never started may be deleted: a started one is a record.
    delete: { from: [P.awaitingCreation, P.creationRejected], who: owner },
  },
  stateRefusal: (op, p) => projectRefused(op, p.phase),
});
