import { ProjectErrors } from '@domain/projects/errors';
import { TaskState } from '@domain/projects/projects.constants';
import { TaskOp, taskMachine } from '@domain/projects/task.machine';
import type { Tx } from '../../db/database';
import { notFound } from '../../lib/app-error';
import type { OrderCompletion } from '../orders/orders.public';
import { logProjectChange, type ProjectActor } from './project-log';
import { machineTask } from './project-view';
import * as q from './projects.queries';
import { enforce } from './projects.service';

/**
 * Order origin `projectTaskId`: the order is made from a project's service-order task, in the order's
 * own transaction, as the task machine allows (an order task of a project in progress, no order yet,
 * by its people); otherwise no order is made.
 */
export async function linkOrderToTask(tx: Tx, _notifier: unknown, actor: ProjectActor, taskId: number, order: { id: number; orderNo: string }): Promise<void> {
  const task = await q.findTask(tx, actor.enterpriseId, taskId);
  const project = task && (await q.findProject(tx, actor, task.projectId, true));
  if (!task || !project) throw notFound(`origin.projectTaskId: ${ProjectErrors.taskNotFound}`);
  const current = (await q.findTask(tx, actor.enterpriseId, taskId))!;
  enforce(taskMachine.decide(machineTask(current, project), actor, TaskOp.createOrder));
  await q.updateTask(tx, actor.enterpriseId, taskId, { orderId: order.id });
  await logProjectChange(tx, actor, 'projectTask.createOrder', taskId, `项目任务创建工单：${project.projectNo} ${current.name} → ${order.orderNo}`);
}

/** An order made from a project task completed: the task is finished and the project's progress follows. */
export const finishTaskOfOrder: OrderCompletion = async (tx, order) => {
  const taskId = (order.origin as { projectTaskId?: number }).projectTaskId;
  if (!taskId) return;
  const task = await q.findTask(tx, order.enterpriseId, taskId);
  if (!task || task.orderId !== order.id) return;
  const project = await q.lockProjectRow(tx, order.enterpriseId, task.projectId);
  const current = await q.findTask(tx, order.enterpriseId, taskId);
  if (!project || current?.state !== TaskState.unfinished) return;
  await q.updateTask(tx, order.enterpriseId, taskId, { state: TaskState.finished, finishedAt: new Date(), note: `工单${order.orderNo}已完成` });
  await q.recountTasks(tx, order.enterpriseId, project.id);
  await logProjectChange(tx, { enterpriseId: order.enterpriseId, userId: project.createdBy }, 'projectTask.orderCompleted', taskId, `工单${order.orderNo}完成，项目任务完成：${project.projectNo} ${current.name}`);
};
