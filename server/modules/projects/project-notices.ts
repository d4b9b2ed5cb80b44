import { Role } from '@domain/shell/roles';
import type { Tx } from '../../db/database';
import { createNotices } from '../notices/notices.public';
import { activeUsersWithRole } from '../users/users.public';
import type { ProjectActor } from './project-log';
import type { ProjectRecord } from './projects.queries';

/** The project moments people hear of (issue 38): an approval asked, a decision, a task given, a finish. */
export type ProjectMoment = 'approvalRequested' | 'approved' | 'rejected' | 'completed';

const TITLES: Record<ProjectMoment, string> = {
  approvalRequested: '项目待审批',
  approved: '项目已通过审批',
  rejected: '项目被驳回',
  completed: '项目已完成',
};

export const projectLink = (id: number) => `/allproject/projectdetails/${id}`;

/** In-app notices of a project moment: approvers learn of a request, the creator of the rest; never the one acting. */
export async function tellProjectMoment(tx: Tx, actor: ProjectActor, project: ProjectRecord, moment: ProjectMoment, reason = ''): Promise<void> {
  const { enterpriseId } = actor;
  const approvers = project.approverIds.length > 0 ? project.approverIds : (await activeUsersWithRole(tx, enterpriseId, Role.admin)).map((u) => u.id);
  const userIds = (moment === 'approvalRequested' ? approvers : [project.createdBy]).filter((id) => id !== actor.userId);
  if (userIds.length === 0) return;
  const content = `${project.projectNo} ${project.name}${reason ? `：${reason}` : ''}`;
  await createNotices(tx, { enterpriseId, userIds, title: TITLES[moment], content, link: projectLink(project.id) });
}

/** A task given to people: its person and coordination users hear of it. */
export async function tellTaskAssigned(tx: Tx, actor: ProjectActor, project: ProjectRecord, taskName: string, userIds: number[]): Promise<void> {
  const to = userIds.filter((id) => id !== actor.userId);
  if (to.length === 0) return;
  await createNotices(tx, { enterpriseId: actor.enterpriseId, userIds: to, title: '项目任务已指派给您', content: `${project.projectNo} ${project.name}：${taskName}`, link: projectLink(project.id) });
}

/** A task past its project's end date: its person and coordination users hear of it (no one acts: the overdue job tells). */
export async function tellTaskOverdue(tx: Tx, enterpriseId: number, project: Pick<ProjectRecord, 'id' | 'projectNo' | 'name'>, taskName: string, endDate: string, userIds: number[]): Promise<void> {
  if (userIds.length === 0) return;
  await createNotices(tx, { enterpriseId, userIds, title: '项目任务已逾期', content: `${project.projectNo} ${project.name}：${taskName}（项目截止 ${endDate}）`, link: projectLink(project.id) });
}
