import { describe, expect, it } from 'vitest';
import { PHASE_STORAGE, ProjectOp, phaseOf, projectMachine, type MachineProject, type ProjectActor, type ProjectOpValue } from '@domain/projects/project.machine';
import { ProjectPhase as P, TaskKind, TaskState as T, type ProjectPhaseValue, type TaskKindValue, type TaskStateValue } from '@domain/projects/projects.constants';
import { TaskOp, finishedState, taskMachine, type MachineTask, type TaskOpValue } from '@domain/projects/task.machine';
import { progressPercent, progressSpeed } from '@domain/projects/progress';
import { Role } from '@domain/shell/roles';

const CREATOR: ProjectActor = { userId: 1, role: Role.salesperson };
const APPROVER = { userId: 2, role: Role.director };
const ADMIN = { userId: 3, role: Role.admin };
const WORKER = { userId: 4, role: Role.serviceStaff };
const STRANGER = { userId: 5, role: Role.dispatcher };

const EDITOR = { userId: 6, role: Role.serviceStaff };

const project = (phase: ProjectPhaseValue, openTasks = 0, approverIds: number[] = [APPROVER.userId]): MachineProject => ({
  phase,
  creatorId: CREATOR.userId,
  approverIds,
  openTasks,
  editorIds: [EDITOR.userId],
});

describe('the project machine', () => {
  // [phase, open tasks, actor, operation, verdict: the phase it leads to, 'ok' (the service settles it) or the refusal status]
  const cases: [ProjectPhaseValue, number, ProjectActor, ProjectOpValue, ProjectPhaseValue | 'ok' | '403' | '409'][] = [
    [P.awaitingCreation, 2, APPROVER, ProjectOp.approve, P.inProgress],
    [P.awaitingCreation, 2, APPROVER, ProjectOp.reject, P.creationRejected],
    [P.awaitingCreation, 2, CREATOR, ProjectOp.approve, '403'],
    [P.awaitingCreation, 2, ADMIN, ProjectOp.approve, '403'],
    [P.awaitingCreation, 2, CREATOR, ProjectOp.edit, '409'],
    [P.awaitingCreation, 2, CREATOR, ProjectOp.delete, 'ok'],
    [P.awaitingCreation, 2, STRANGER, ProjectOp.delete, '403'],
    [P.creationRejected, 2, CREATOR, ProjectOp.edit, 'ok'],
    [P.creationRejected, 2, CREATOR, ProjectOp.submit, P.awaitingCreation],
    [P.creationRejected, 2, APPROVER, ProjectOp.approve, '409'],
    [P.inProgress, 1, CREATOR, ProjectOp.finish, '409'],
    [P.inProgress, 0, CREATOR, ProjectOp.finish, 'ok'],
    [P.inProgress, 0, ADMIN, ProjectOp.finish, 'ok'],
    [P.inProgress, 0, WORKER, ProjectOp.finish, '403'],
    [P.inProgress, 0, CREATOR, ProjectOp.edit, 'ok'],
    [P.inProgress, 0, EDITOR, ProjectOp.edit, 'ok'],
    [P.inProgress, 0, EDITOR, ProjectOp.finish, '403'],
    [P.awaitingCreation, 2, EDITOR, ProjectOp.edit, '409'],
    [P.creationRejected, 2, EDITOR, ProjectOp.submit, '403'],
    [P.inProgress, 0, CREATOR, ProjectOp.delete, '409'],
    [P.inProgress, 0, APPROVER, ProjectOp.approve, '409'],
    [P.awaitingFinish, 0, CREATOR, ProjectOp.edit, '409'],
    [P.awaitingFinish, 0, APPROVER, ProjectOp.approve, P.completed],
    [P.awaitingFinish, 0, APPROVER, ProjectOp.reject, P.inProgress],
    [P.awaitingFinish, 0, CREATOR, ProjectOp.finish, '409'],
    [P.completed, 0, CREATOR, ProjectOp.edit, '409'],
    [P.completed, 0, APPROVER, ProjectOp.approve, '409'],
    [P.completed, 0, CREATOR, ProjectOp.finish, '409'],
  ];
  it.each(cases)('%s with %i open tasks: %o runs %s → %s', (phase, open, actor, op, expected) => {
    const verdict = projectMachine.decide(project(phase, open), actor, op);
    if (expected === '403' || expected === '409') expect(verdict).toMatchObject({ ok: false, status: Number(expected) });
    else expect(verdict).toEqual(expected === 'ok' ? { ok: true } : { ok: true, to: expected });
  });

  it('leaves approval to the administrators when the template names no approver', () => {
    expect(projectMachine.decide(project(P.awaitingCreation, 0, []), ADMIN, ProjectOp.approve)).toEqual({ ok: true, to: P.inProgress });
    expect(projectMachine.decide(project(P.awaitingCreation, 0, []), APPROVER, ProjectOp.approve)).toMatchObject({ ok: false, status: 403 });
  });

  it('sends exactly the operations the caller may run, in the table order', () => {
    expect(projectMachine.allowedOperations(project(P.awaitingCreation), APPROVER)).toEqual([ProjectOp.approve, ProjectOp.reject]);
    expect(projectMachine.allowedOperations(project(P.awaitingCreation), CREATOR)).toEqual([ProjectOp.delete]);
    expect(projectMachine.allowedOperations(project(P.inProgress, 0), CREATOR)).toEqual([ProjectOp.edit, ProjectOp.finish]);
    expect(projectMachine.allowedOperations(project(P.completed), ADMIN)).toEqual([]);
  });

  it('names the refusal of an edit while an approval waits', () => {
    expect(projectMachine.decide(project(P.awaitingFinish), CREATOR, ProjectOp.edit)).toEqual({ ok: false, status: 409, message: '项目完成审批中，不能修改' });
  });

  it('keeps each phase as a distinct stored state and approval, read back as itself', () => {
    for (const phase of Object.values(P)) expect(phaseOf(PHASE_STORAGE[phase].state, PHASE_STORAGE[phase].approval)).toBe(phase);
  });
});

describe('the task machine', () => {
  const task = (state: TaskStateValue, kind: TaskKindValue = TaskKind.form, phase: ProjectPhaseValue = P.inProgress): MachineTask => ({
    state,
    kind,
    personId: WORKER.userId,
    coordinatorIds: [6],
    hasOrder: false,
    project: { phase, creatorId: CREATOR.userId, approverIds: [APPROVER.userId] },
  });
  const COORDINATOR = { userId: 6, role: Role.serviceStaff };
  const cases: [TaskStateValue, TaskKindValue, ProjectPhaseValue, ProjectActor, TaskOpValue, TaskStateValue | 'ok' | '403' | '409'][] = [
    [T.unfinished, TaskKind.form, P.inProgress, WORKER, TaskOp.finish, 'ok'],
    [T.unfinished, TaskKind.form, P.inProgress, COORDINATOR, TaskOp.finish, 'ok'],
    [T.unfinished, TaskKind.form, P.inProgress, CREATOR, TaskOp.finish, 'ok'],
    [T.unfinished, TaskKind.form, P.inProgress, STRANGER, TaskOp.finish, '403'],
    [T.finished, TaskKind.form, P.inProgress, WORKER, TaskOp.finish, '409'],
    [T.inApproval, TaskKind.approval, P.inProgress, WORKER, TaskOp.finish, '409'],
    [T.unfinished, TaskKind.order, P.inProgress, WORKER, TaskOp.finish, '409'],
    [T.unfinished, TaskKind.form, P.awaitingCreation, WORKER, TaskOp.finish, '409'],
    [T.unfinished, TaskKind.form, P.awaitingFinish, CREATOR, TaskOp.assign, '409'],
    [T.unfinished, TaskKind.form, P.inProgress, CREATOR, TaskOp.assign, 'ok'],
    [T.unfinished, TaskKind.form, P.inProgress, WORKER, TaskOp.assign, '403'],
    [T.finished, TaskKind.form, P.inProgress, CREATOR, TaskOp.assign, '409'],
    [T.inApproval, TaskKind.approval, P.inProgress, APPROVER, TaskOp.approve, T.finished],
    [T.inApproval, TaskKind.approval, P.inProgress, APPROVER, TaskOp.reject, T.unfinished],
    [T.inApproval, TaskKind.approval, P.inProgress, WORKER, TaskOp.approve, '403'],
    [T.unfinished, TaskKind.approval, P.inProgress, APPROVER, TaskOp.approve, '409'],
    [T.unfinished, TaskKind.form, P.inProgress, CREATOR, TaskOp.disable, T.disabled],
    [T.disabled, TaskKind.form, P.inProgress, CREATOR, TaskOp.enable, T.unfinished],
    [T.disabled, TaskKind.form, P.inProgress, WORKER, TaskOp.finish, '409'],
    [T.finished, TaskKind.form, P.inProgress, CREATOR, TaskOp.disable, '409'],
    [T.unfinished, TaskKind.order, P.inProgress, WORKER, TaskOp.createOrder, 'ok'],
    [T.unfinished, TaskKind.form, P.inProgress, WORKER, TaskOp.createOrder, '409'],
    [T.unfinished, TaskKind.order, P.inProgress, STRANGER, TaskOp.createOrder, '403'],
    [T.unfinished, TaskKind.order, P.awaitingCreation, WORKER, TaskOp.createOrder, '409'],
  ];
  it.each(cases)('task %i (%s) in a project %s: %o runs %s → %s', (state, kind, phase, actor, op, expected) => {
    const verdict = taskMachine.decide(task(state, kind, phase), actor, op);
    if (expected === '403' || expected === '409') expect(verdict).toMatchObject({ ok: false, status: Number(expected) });
    else expect(verdict).toEqual(expected === 'ok' ? { ok: true } : { ok: true, to: expected });
  });

  it('sends an approval task to its approver and finishes the others', () => {
    expect(finishedState(TaskKind.approval)).toBe(T.inApproval);
    expect(finishedState(TaskKind.form)).toBe(T.finished);
  });

  it('makes one order of an order task', () => {
    expect(taskMachine.decide({ ...task(T.unfinished, TaskKind.order), hasOrder: true }, WORKER, TaskOp.createOrder)).toEqual({ ok: false, status: 409, message: '该任务已创建工单' });
  });

  it('says why a finished task is not finished again', () => {
    expect(taskMachine.decide(task(T.finished), WORKER, TaskOp.finish)).toEqual({ ok: false, status: 409, message: '任务已完成，不能完成' });
  });
});

describe('progress', () => {
  it.each([
    [0, 4, 0, '0%'],
    [1, 3, 33, '33%'],
    [4, 4, 100, '100%'],
    [0, 0, 100, '100%'],
  ])('%i of %i counted tasks finished is %i %%', (finished, counted, percent, speed) => {
    expect(progressPercent(finished, counted)).toBe(percent);
    expect(progressSpeed(finished, counted)).toBe(speed);
  });
});
