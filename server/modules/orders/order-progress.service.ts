import { OrderErrors } from '@domain/orders/errors';
import { OrderOp } from '@domain/orders/order.constants';
import type { OrderProgressView, ProgressAssignInput, ProgressDefaultUser, ProgressSaveInput } from '@domain/orders/order-extras';
import type { OrderDetail } from '@domain/orders/orders.types';
import type { ProcessStep } from '@domain/templates/template-common.schemas';
import type { Executor } from '../../db/database';
import { badRequest, notFound } from '../../lib/app-error';
import { activeUsersAmong, userNames } from '../users/users.public';
import type { OrderActor } from './order-operation';
import type { OrderRecord } from './order-record';
import type { OrderRunner } from './order-runner';
import { progressRows, saveProgress } from './order-progress.queries';
import { progressView, stepsOf } from './order-progress-steps';
import { checkOrdersVisible, findRecord } from './orders.queries';

const STEP_UNKNOWN = '该工单类型没有这个流程步骤';

/**
 * An order's progress along its type's process steps (template centre, 处理流程): who handles each
 * step, which are done, whether they all are (the completion buttons ask first). Assigning and
 * recording a step are order operations: version checked, state machine, timeline entry.
 */
export class OrderProgressService {
  constructor(private readonly run: OrderRunner) {}

  checkFinish(actor: OrderActor, id: number): Promise<OrderProgressView> {
    return this.run.db.tenant(actor.enterpriseId, async (tx) => {
      const order = await this.order(tx, actor, id);
      return progressView(tx, actor.enterpriseId, order, await stepsOf(tx, order));
    });
  }

  defaultUser(actor: OrderActor, id: number, stepName: string): Promise<ProgressDefaultUser> {
    return this.run.db.tenant(actor.enterpriseId, async (tx) => {
      const order = await this.order(tx, actor, id);
      const step = findStep(await stepsOf(tx, order), stepName);
      const users = (await activeUsersAmong(tx, actor.enterpriseId, step.userIds)).map((u) => ({ id: u.id, name: u.name }));
      const [row] = await progressRows(tx, actor.enterpriseId, order.id, step.name);
      const chosenId = row?.userId ?? users[0]?.id ?? order.ownerId;
      const [chosen] = chosenId ? await userNames(tx, actor.enterpriseId, [chosenId]) : [];
      return { step: step.name, defaultUser: chosen ? { id: chosen.id, name: chosen.name } : null, users };
    });
  }

  assign(actor: OrderActor, input: ProgressAssignInput): Promise<OrderDetail> {
    return this.run.one(actor, input, async (tx) => {
      const order = await this.order(tx, actor, input.id);
      const step = findStep(await stepsOf(tx, order), input.step);
      const [person] = await activeUsersAmong(tx, actor.enterpriseId, [input.userId]);
      if (!person) throw badRequest(`userId: ${OrderErrors.ownerInvalid}`);
      return {
        op: OrderOp.progressAssign,
        change: () => ({}),
        remark: `${step.name}：${person.name}`,
        effect: (t) => saveProgress(t, actor, order.id, step.name, { userId: person.id }),
      };
    });
  }

  /** The first record of a step adds it (新增流程记录); later ones edit it. */
  save(actor: OrderActor, input: ProgressSaveInput): Promise<OrderDetail> {
    return this.run.one(actor, input, async (tx) => {
      const order = await this.order(tx, actor, input.id);
      const step = findStep(await stepsOf(tx, order), input.step);
      const [row] = await progressRows(tx, actor.enterpriseId, order.id, step.name);
      const recorded = row !== undefined && (row.done || row.remark !== '');
      return {
        op: recorded ? OrderOp.progressEdit : OrderOp.progressAdd,
        change: () => ({}),
        remark: `${step.name}：${input.done ? '已完成' : '未完成'}${input.remark ? `，${input.remark}` : ''}`,
        effect: (t) => saveProgress(t, actor, order.id, step.name, { done: input.done, remark: input.remark }),
      };
    });
  }

  private async order(tx: Executor, actor: OrderActor, id: number): Promise<OrderRecord> {
    const order = await findRecord(tx, actor.enterpriseId, id);
    if (!order) throw notFound(OrderErrors.notFound);
    await checkOrdersVisible(tx, actor, [order.id]);
    return order;
  }
}

function findStep(steps: ProcessStep[], name: string): ProcessStep {
  const step = steps.find((s) => s.name === name);
  if (!step) throw badRequest(`step: ${STEP_UNKNOWN}`);
  return step;
}
