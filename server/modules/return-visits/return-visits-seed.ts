import { and, eq, inArray } from 'drizzle-orm';
import { IntervalUnit, QuestionKind, VisitState, VisitType } from '@domain/return-visits/return-visits.constants';
import { SaveVisitPlanSchema } from '@domain/return-visits/return-visits.schemas';
import { Role } from '@domain/shell/roles';
import type { Database } from '../../db/database';
import { enterprises, users } from '../../db/schema/tenancy';
import type { Jobs } from '../../plugins/jobs';
import * as q from './return-visits.queries';
import { VisitPlansService, VisitTasksService } from './return-visits.service';
import { IN_FLIGHT_MS, makePlanTasks } from './visit-task.job';

const QUESTIONS = [
  { title: '您对本次服务满意吗？', kind: QuestionKind.score },
  { title: '师傅是否准时到达？', kind: QuestionKind.score },
  { title: '还有什么建议？', kind: QuestionKind.text },
];

/**
 * Two return-visit plans of the paid demo enterprise (completed orders, completed events) given to
 * 周回访, their tasks made at once from the demo's completed work, and two of them already visited
 * (one passed, one failed), so the task list and the report have something to show.
 */
export async function seedDemoReturnVisits(database: Database, jobs: Pick<Jobs, 'enqueue'>, enterpriseName: string): Promise<void> {
  const db = database.system;
  const [ep] = await db.select({ id: enterprises.id }).from(enterprises).where(eq(enterprises.name, enterpriseName));
  if (!ep) return;
  const enterpriseId = ep.id;
  const people = new Map(
    (await db.select({ id: users.id, name: users.name }).from(users).where(and(eq(users.enterpriseId, enterpriseId), inArray(users.name, ['李派单', '周回访'])))).map((u) => [u.name, u.id]),
  );
  const dispatcher = people.get('李派单');
  const visitor = people.get('周回访');
  if (!dispatcher || !visitor) return;

  const plans = new VisitPlansService(database, jobs);
  const plan = (fields: Record<string, unknown>) =>
    plans.save({ enterpriseId, userId: dispatcher, userName: '李派单', role: Role.dispatcher }, SaveVisitPlanSchema.parse({ assigneeIds: [visitor], questions: QUESTIONS, ...fields }));
  const orderPlan = await plan({
    name: '工单完工回访',
    visitType: VisitType.order,
    delayValue: 0,
    delayUnit: IntervalUnit.minute,
    smsTemplate: '{{客户名称}}您好，您的工单{{订单编号}}已完成，如有问题请致电{{客服热线}}',
  });
  await plan({ name: '事件处理回访', visitType: VisitType.event, delayValue: 0, delayUnit: IntervalUnit.minute });

  // The demo's orders and events are committed by now: the plans may look up to this moment at once.
  const lookUntil = new Date(Date.now() + IN_FLIGHT_MS);
  for (const row of await plans.list(enterpriseId)) await makePlanTasks(database, enterpriseId, row.id, lookUntil);

  const tasks = new VisitTasksService(database, jobs, '');
  const worker = { enterpriseId, userId: visitor, userName: '周回访', role: Role.returnVisit };
  const [passed, failed] = await database.tenant(enterpriseId, (tx) => q.listTasks(tx, { enterpriseId }, { planId: orderPlan.id }, { pageIndex: 0, pageSize: 2 }));
  if (passed) await tasks.submit(worker, { id: passed.id, state: VisitState.passed, answers: [5, 4, '师傅很专业'], remark: '' });
  if (failed) await tasks.submit(worker, { id: failed.id, state: VisitState.failed, answers: [], remark: '电话无人接听，明天再打' });
}
