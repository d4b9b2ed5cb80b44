import { ProjectRecipient, Trigger, type TriggerCode } from '@domain/notifications/triggers';
import { Role } from '@domain/shell/roles';
import type { Tx } from '../../db/database';
import type { NotificationEngine } from '../notifications/notifications.public';
import { activeUsersWithRole } from '../users/users.public';
import type { ProjectActor } from './project-log';
import type { ProjectRecord } from './projects.queries';

/** What tells of a project moment: the notification engine (the enterprise's rules say by which channels, or not at all). */
export type ProjectNotifier = Pick<NotificationEngine, 'notify'>;

/** The project moments people hear of (issue 38): a project made, an approval asked, a decision, a finish. */
export type ProjectMoment = 'created' | 'approvalRequested' | 'approved' | 'rejected' | 'completed';

const TRIGGERS: Record<ProjectMoment, TriggerCode> = {
  created: Trigger.projectCreated,
  approvalRequested: Trigger.projectApprovalRequested,
  approved: Trigger.projectApproved,
  rejected: Trigger.projectRejected,
  completed: Trigger.projectCompleted,
};

export const projectLink = (id: number) => `/allproject/projectdetails/${id}`;

type Told = Pick<ProjectRecord, 'id' | 'projectNo' | 'name'>;

/** One moment through the engine: its people by recipient code, never the one acting (none for the system). */
function tell(notifier: ProjectNotifier, tx: Tx, enterpriseId: number, trigger: TriggerCode, project: Told, people: Partial<Record<number, number[]>>, values: Record<string, string>, actorId?: number) {
  const recipients = Object.fromEntries(Object.entries(people).map(([code, ids]) => [code, (ids ?? []).filter((id) => id !== actorId)]));
  return notifier.notify(tx, {
    enterpriseId,
    trigger,
    context: { recipients, values: { projectNo: project.projectNo, projectName: project.name, ...values }, link: projectLink(project.id) },
  });
}

/** A project moment: its creator, its approvers (the template's, else the administrators) by the enterprise's rule. */
export async function tellProjectMoment(notifier: ProjectNotifier, tx: Tx, actor: ProjectActor, project: ProjectRecord, moment: ProjectMoment, reason = ''): Promise<void> {
  const { enterpriseId } = actor;
  const approvers = project.approverIds.length > 0 ? project.approverIds : (await activeUsersWithRole(tx, enterpriseId, Role.admin)).map((u) => u.id);
  const people = { [ProjectRecipient.creator]: [project.createdBy], [ProjectRecipient.approver]: approvers };
  await tell(notifier, tx, enterpriseId, TRIGGERS[moment], project, people, { projectReason: reason }, actor.userId);
}

/** A task given to people: its person and coordination users hear of it. */
export async function tellTaskAssigned(notifier: ProjectNotifier, tx: Tx, actor: ProjectActor, project: ProjectRecord, taskName: string, userIds: number[]): Promise<void> {
  const people = { [ProjectRecipient.taskPeople]: userIds, [ProjectRecipient.creator]: [project.createdBy] };
  await tell(notifier, tx, actor.enterpriseId, Trigger.projectTaskAssigned, project, people, { taskName }, actor.userId);
}

/** A task past its project's end date: its person and coordination users hear of it (no one acts: the overdue job tells). */
export async function tellTaskOverdue(
  notifier: ProjectNotifier,
  tx: Tx,
  enterpriseId: number,
  project: Told & Pick<ProjectRecord, 'createdBy'>,
  taskName: string,
  endDate: string,
  userIds: number[],
): Promise<void> {
  const people = { [ProjectRecipient.taskPeople]: userIds, [ProjectRecipient.creator]: [project.createdBy] };
  await tell(notifier, tx, enterpriseId, Trigger.projectTaskOverdue, project, people, { taskName, projectEnd: endDate });
}
