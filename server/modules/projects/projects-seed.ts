import { PHASE_STORAGE } from '@domain/projects/project.machine';
import { ProjectPhase, TaskKind, TaskState, type ProjectPhaseValue } from '@domain/projects/projects.constants';
import type { ProcessTemplate } from '@domain/projects/projects.schemas';
import { chinaToday } from '@domain/products/warranty';
import { ProjectProductKind } from '@domain/projects/projects.constants';
import { Role } from '@domain/shell/roles';
import type { Executor } from '../../db/database';
import { projectProducts, projectTasks, projectTemplates, projects } from '../../db/schema/projects';
import { listCustomerProducts } from '../products/products.public';

const INSTALL: ProcessTemplate[] = [
  {
    name: '勘察设计',
    tasks: [
      { name: '现场勘察', kind: TaskKind.form, description: '记录现场尺寸与电源条件' },
      { name: '方案审批', kind: TaskKind.approval, description: '' },
    ],
  },
  {
    name: '安装调试',
    tasks: [
      { name: '设备安装', kind: TaskKind.form, description: '' },
      { name: '调试验收', kind: TaskKind.form, description: '客户签字确认' },
    ],
  },
];
const UPGRADE: ProcessTemplate[] = [
  { name: '改造准备', tasks: [{ name: '旧设备评估', kind: TaskKind.form, description: '' }] },
  { name: '改造实施', tasks: [{ name: '更换主机', kind: TaskKind.form, description: '' }, { name: '试运行', kind: TaskKind.form, description: '' }] },
];

/** The demo's project under way: it holds the demo's units and files. */
export const DEMO_RUNNING_PROJECT = '华东大厦空调安装';

/** The demo enterprise's project templates, and a project in each stage (waiting for approval, under way, completed). */
export async function seedProjects(tx: Executor, enterpriseId: number, userIds: Map<string, number>): Promise<void> {
  const admin = userIds.get('王管理');
  const sales = userIds.get('钱销售');
  const engineer = userIds.get('张师傅');
  const director = userIds.get('冯总监');
  if (!admin || !sales || !engineer || !director) return;
  const [install, upgrade] = await tx
    .insert(projectTemplates)
    .values([
      { enterpriseId, name: '设备安装项目', processes: INSTALL, approverIds: [director], createdBy: admin },
      { enterpriseId, name: '系统改造项目', processes: UPGRADE, finishApproval: false, approverIds: [], createdBy: admin },
    ])
    .returning({ id: projectTemplates.id });
  const day = chinaToday().replaceAll('-', '');
  const ids: number[] = [];
  const project = async (n: number, name: string, templateId: number, templateName: string, processes: ProcessTemplate[], phase: ProjectPhaseValue, done: number) => {
    const tasks = processes.flatMap((p, processIndex) => p.tasks.map((t, position) => ({ processIndex, position, name: t.name, kind: t.kind, description: t.description })));
    const [row] = await tx
      .insert(projects)
      .values({
        enterpriseId,
        projectNo: `XM${day}${String(n).padStart(3, '0')}`,
        name,
        templateId,
        templateName,
        state: PHASE_STORAGE[phase].state,
        approval: PHASE_STORAGE[phase].approval,
        processNames: processes.map((p) => p.name),
        finishApproval: templateId === install.id,
        approverIds: templateId === install.id ? [director] : [],
        countedTasks: tasks.length,
        finishedTasks: done,
        createdBy: sales,
        finishedAt: phase === ProjectPhase.completed ? new Date() : null,
      })
      .returning({ id: projects.id });
    ids.push(row.id);
    await tx.insert(projectTasks).values(
      tasks.map((t, i) => ({
        enterpriseId,
        projectId: row.id,
        ...t,
        state: i < done ? TaskState.finished : TaskState.unfinished,
        personId: engineer,
        finishedBy: i < done ? engineer : null,
        finishedAt: i < done ? new Date() : null,
      })),
    );
  };
  await project(1, DEMO_RUNNING_PROJECT, install.id, '设备安装项目', INSTALL, ProjectPhase.inProgress, 2);
  await project(2, '滨江花园净水系统改造', upgrade.id, '系统改造项目', UPGRADE, ProjectPhase.completed, 3);
  await project(3, '城西仓库新风安装', install.id, '设备安装项目', INSTALL, ProjectPhase.awaitingCreation, 0);
  // The project under way holds two of the demo customers' units (its 项目产品 tab and export).
  const units = await listCustomerProducts(tx, { enterpriseId, userId: admin, role: Role.admin }, '', {}, { pageIndex: 0, pageSize: 2 });
  if (units.length > 0) {
    await tx.insert(projectProducts).values(units.map((u) => ({ enterpriseId, projectId: ids[0], kind: ProjectProductKind.customer, productId: u.id, createdBy: sales })));
  }
}
