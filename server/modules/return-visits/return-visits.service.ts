import type { Paging } from '@domain/common/paging';
import { formatDateTime } from '@domain/format/date';
import { renderTemplate, validateTemplate, variablesOf } from '@domain/notifications/template-variables';
import { VisitErrors } from '@domain/return-visits/errors';
import { LOOK_BACK_DAYS, QuestionKind, SEES_OWN_TASKS, VISIT_STATES, VisitState, type VisitStateValue } from '@domain/return-visits/return-visits.constants';
import type {
  Question,
  SaveVisitPlanInput,
  SubmitVisitInput,
  GrabVisitsInput,
  GrabVisitsResult,
  VisitPlanRow,
  VisitReport,
  VisitSmsInput,
  VisitTaskDetail,
  VisitTaskFilter,
  VisitTaskRow,
} from '@domain/return-visits/return-visits.schemas';
import { Role, type RoleType } from '@domain/shell/roles';
import { submitOp, VisitOp, visitTaskMachine, type MachineVisitTask } from '@domain/return-visits/visit-task.machine';
import type { Database, Tx } from '../../db/database';
import { badRequest, conflict, enforce, notFound } from '../../lib/app-error';
import type { Jobs } from '../../plugins/jobs';
import { recordOperation } from '../audit/audit.public';
import { queueTexts } from '../notifications/notifications.public';
import { activeUsersWithRole, userNames } from '../users/users.public';
import * as q from './return-visits.queries';
import { visitSource } from './visit-sources';
import { VISIT_PLAN_JOB } from './visit-task.job';

export interface VisitActor {
  enterpriseId: number;
  userId: number;
  userName: string;
  role: RoleType;
}

const SMS_VARIABLES = variablesOf(['order', 'customer', 'system']);
const DAY_MS = 86_400_000;

/** What the machine reads of a stored task. */
const machineTask = (task: q.TaskRecord): MachineVisitTask => ({ state: task.state as VisitStateValue, assigneeId: task.assigneeId });
const scopeOf = (actor: VisitActor): q.TaskScope => ({ enterpriseId: actor.enterpriseId, assigneeId: SEES_OWN_TASKS.includes(actor.role) ? actor.userId : undefined });
const log = (tx: Tx, actor: VisitActor, action: string, targetId: number, summary: string, before?: unknown, after?: unknown) =>
  recordOperation(tx, { enterpriseId: actor.enterpriseId, userId: actor.userId, module: 'returnVisits', action, targetId, summary, before, after });

/** Return-visit plans (/returnVisitPlan/edit/{id}); the job worker turns them into tasks. */
export class VisitPlansService {
  constructor(
    private readonly db: Database,
    private readonly jobs: Pick<Jobs, 'enqueue'>,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  list(enterpriseId: number): Promise<VisitPlanRow[]> {
    return this.db.tenant(enterpriseId, async (tx) => q.planRows(tx, enterpriseId, await q.findPlans(tx, enterpriseId)));
  }

  async detail(enterpriseId: number, id: number): Promise<VisitPlanRow> {
    const [row] = await this.db.tenant(enterpriseId, async (tx) => q.planRows(tx, enterpriseId, await q.findPlans(tx, enterpriseId, [id])));
    if (!row) throw notFound(VisitErrors.planNotFound);
    return row;
  }

  /** Adds or edits a plan. A new plan also visits work finished in the last LOOK_BACK_DAYS days. */
  save(actor: VisitActor, input: SaveVisitPlanInput): Promise<VisitPlanRow> {
    const { enterpriseId } = actor;
    const { id, ...fields } = input;
    const problem = validateTemplate(fields.smsTemplate, SMS_VARIABLES);
    if (problem) throw badRequest(`smsTemplate: ${problem}`);
    return this.db.tenant(enterpriseId, async (tx) => {
      const [before] = id ? await q.findPlans(tx, enterpriseId, [id]) : [];
      if (id && !before) throw notFound(VisitErrors.planNotFound);
      if (before && before.visitType !== fields.visitType) throw badRequest(`visitType: ${VisitErrors.visitTypeFixed}`);
      const source = visitSource(fields.visitType);
      if ((await source.findTemplates(tx, enterpriseId, fields.templateIds)).length !== new Set(fields.templateIds).size) throw badRequest(`templateIds: ${source.missingTemplate}`);
      const staff = new Set((await activeUsersWithRole(tx, enterpriseId, Role.returnVisit)).map((u) => u.id));
      if (fields.assigneeIds.some((uid) => !staff.has(uid))) throw badRequest(`assigneeIds: ${VisitErrors.assigneeInvalid}`);
      if (before) await q.updatePlan(tx, enterpriseId, before.id, fields);
      const planId =
        before?.id ?? (await q.insertPlan(tx, enterpriseId, { ...fields, createdBy: actor.userId, scannedUntil: new Date(this.clock().getTime() - LOOK_BACK_DAYS * DAY_MS) }));
      // The first look runs at once (a plan saved shows its due tasks promptly); work completed in the last
      // IN_FLIGHT_MS before it may not have committed, and is the next tick's.
      if (fields.enabled) await this.jobs.enqueue(tx, { enterpriseId, kind: VISIT_PLAN_JOB, payload: { planId } });
      const [after] = await q.planRows(tx, enterpriseId, await q.findPlans(tx, enterpriseId, [planId]));
      await log(tx, actor, before ? 'visitPlan.update' : 'visitPlan.create', planId, `${before ? '修改' : '新增'}回访计划：${after.name}`, before, after);
      return after;
    });
  }

  /** /returnVisitReport: the plan's tasks by state and by assignee, pass rate and average scores. */
  report(enterpriseId: number, planId: number): Promise<VisitReport> {
    return this.db.tenant(enterpriseId, async (tx) => {
      const [plan] = await q.findPlans(tx, enterpriseId, [planId]);
      if (!plan) throw notFound(VisitErrors.planNotFound);
      const groups = await q.planTaskCounts(tx, enterpriseId, planId);
      const byState = Object.fromEntries(VISIT_STATES.map((s) => [s, 0])) as Record<VisitStateValue, number>;
      const perAssignee = new Map<number | null, VisitReport['byAssignee'][number]>();
      const names = new Map((await userNames(tx, enterpriseId, [...new Set(groups.flatMap((g) => (g.assigneeId ? [g.assigneeId] : [])))])).map((u) => [u.id, u]));
      for (const g of groups) {
        const state = g.state as VisitStateValue;
        byState[state] += g.n;
        const row = perAssignee.get(g.assigneeId) ?? { assignee: g.assigneeId ? (names.get(g.assigneeId) ?? null) : null, pending: 0, failed: 0, passed: 0 };
        row[state === VisitState.pending ? 'pending' : state === VisitState.failed ? 'failed' : 'passed'] += g.n;
        perAssignee.set(g.assigneeId, row);
      }
      const passed = await q.planTaskAnswers(tx, enterpriseId, planId, VisitState.passed);
      const questions = plan.questions as Question[];
      const scores = questions.flatMap((question, i) => {
        if (question.kind !== QuestionKind.score) return [];
        const given = passed.map((t) => (t.answers as unknown[])[i]).filter((a): a is number => typeof a === 'number');
        return [{ title: question.title, answered: given.length, average: given.length ? Math.round((given.reduce((s, a) => s + a, 0) / given.length) * 100) / 100 : null }];
      });
      const visited = byState[VisitState.passed] + byState[VisitState.failed];
      return {
        plan: { id: plan.id, name: plan.name },
        total: visited + byState[VisitState.pending],
        byState,
        passRate: visited ? byState[VisitState.passed] / visited : null,
        scores,
        byAssignee: [...perAssignee.values()],
      };
    });
  }
}

/** Return-visit tasks (/ReturnVisitTask): the list, the detail with the plan's questions, submit and send SMS. */
export class VisitTasksService {
  constructor(
    private readonly db: Database,
    private readonly jobs: Pick<Jobs, 'enqueue'>,
    private readonly hotline: string,
  ) {}

  list(actor: VisitActor, filter: VisitTaskFilter, paging: Paging): Promise<VisitTaskRow[]> {
    return this.db.tenant(actor.enterpriseId, (tx) => q.listTasks(tx, scopeOf(actor), filter, paging));
  }

  count(actor: VisitActor, filter: VisitTaskFilter): Promise<number> {
    return this.db.tenant(actor.enterpriseId, (tx) => q.countTasks(tx, scopeOf(actor), filter));
  }

  detail(actor: VisitActor, id: number): Promise<VisitTaskDetail> {
    return this.db.tenant(actor.enterpriseId, (tx) => this.detailIn(tx, actor, id));
  }

  private async detailIn(tx: Tx, actor: VisitActor, id: number): Promise<VisitTaskDetail> {
    const record = await q.findTask(tx, scopeOf(actor), id);
    if (!record) throw notFound(VisitErrors.taskNotFound);
    const [row] = await q.taskRows(tx, actor.enterpriseId, [record]);
    const [plan] = await q.findPlans(tx, actor.enterpriseId, [record.planId]);
    return {
      ...row,
      questions: (plan?.questions ?? []) as Question[],
      answers: record.answers as VisitTaskDetail['answers'],
      operations: visitTaskMachine.allowedOperations(machineTask(record), actor),
    };
  }

  /**
   * Records the visit: passed (every question answered, scores 1 to 5) or failed (with the reason
   * in the remark). Only a pending task, and only by its assignee (anyone who works tasks when it
   * has none; administrators and dispatchers always).
   */
  submit(actor: VisitActor, input: SubmitVisitInput): Promise<VisitTaskDetail> {
    const { enterpriseId } = actor;
    return this.db.tenant(enterpriseId, async (tx) => {
      const task = await q.findTask(tx, scopeOf(actor), input.id, true);
      if (!task) throw notFound(VisitErrors.taskNotFound);
      enforce(visitTaskMachine.decide(machineTask(task), actor, submitOp(input.state)));
      const [plan] = await q.findPlans(tx, enterpriseId, [task.planId]);
      const questions = (plan?.questions ?? []) as Question[];
      if (input.state === VisitState.passed)
        questions.forEach((question, i) => {
          const answer = input.answers[i];
          const ok = question.kind === QuestionKind.score ? typeof answer === 'number' : typeof answer === 'string' && answer.length > 0;
          if (!ok) throw badRequest(`answers.${i}: ${VisitErrors.unanswered(question.title)}`);
        });
      await q.updateTask(tx, enterpriseId, task.id, {
        state: input.state,
        answers: input.answers.slice(0, questions.length),
        remark: input.remark,
        submittedBy: actor.userId,
        submittedAt: new Date(),
        assigneeId: task.assigneeId ?? actor.userId,
      });
      await log(tx, actor, 'visitTask.submit', task.id, `回访工单 ${task.targetNo}：${input.state === VisitState.passed ? '回访通过' : '回访失败'}`);
      return this.detailIn(tx, actor, task.id);
    });
  }

  /**
   * Return-visit support takes pending tasks given to nobody. Each task is locked and taken in its
   * own transaction, so of two people grabbing at once one gets it and the other is told.
   */
  async grab(actor: VisitActor, input: GrabVisitsInput): Promise<GrabVisitsResult> {
    const result: GrabVisitsResult = { done: [], refused: [] };
    for (const id of input.ids) {
      const refusal = await this.db.tenant(actor.enterpriseId, async (tx) => {
        const task = await q.findTask(tx, { enterpriseId: actor.enterpriseId }, id, true);
        if (!task) return VisitErrors.taskNotFound;
        const verdict = visitTaskMachine.decide(machineTask(task), actor, VisitOp.grab);
        if (!verdict.ok) return verdict.message;
        if (task.assigneeId === actor.userId) return null;
        await q.updateTask(tx, actor.enterpriseId, id, { assigneeId: actor.userId });
        await log(tx, actor, 'visitTask.grab', id, `领取回访任务 ${task.targetNo}`);
        return null;
      });
      if (refusal) result.refused.push({ id, message: refusal });
      else result.done.push(id);
    }
    const first = result.refused[0];
    if (result.done.length === 0 && first) throw first.message === VisitErrors.taskNotFound ? notFound(first.message) : conflict(first.message);
    return result;
  }

  /** Texts the task's contact (the plan's SMS template unless a text is given) through the SMS sender. */
  sendSms(actor: VisitActor, input: VisitSmsInput): Promise<VisitTaskDetail> {
    const { enterpriseId } = actor;
    return this.db.tenant(enterpriseId, async (tx) => {
      const task = await q.findTask(tx, scopeOf(actor), input.id, true);
      if (!task) throw notFound(VisitErrors.taskNotFound);
      enforce(visitTaskMachine.decide(machineTask(task), actor, VisitOp.sendSms));
      if (!task.contactPhone) throw conflict(VisitErrors.noPhone);
      const [plan] = await q.findPlans(tx, enterpriseId, [task.planId]);
      const template = input.content || plan?.smsTemplate || '';
      if (!template) throw badRequest(`content: ${VisitErrors.noSmsText}`);
      const problem = validateTemplate(template, SMS_VARIABLES);
      if (problem) throw badRequest(`content: ${problem}`);
      const content = renderTemplate(template, {
        orderNo: task.targetNo,
        orderTitle: task.targetTitle,
        orderFinishTime: formatDateTime(task.finishedAt),
        ownerName: task.ownerName,
        customerName: task.customerName,
        contactName: task.contactName,
        contactPhone: task.contactPhone,
        hotline: this.hotline,
        operatorName: actor.userName,
        action: '回访',
        actionTime: formatDateTime(new Date()),
      });
      await queueTexts({ jobs: this.jobs }, tx, enterpriseId, '回访短信', [{ phone: task.contactPhone, content }]);
      await q.updateTask(tx, enterpriseId, task.id, { smsCount: task.smsCount + 1 });
      await log(tx, actor, 'visitTask.sms', task.id, `回访短信：工单 ${task.targetNo}`, undefined, { content });
      return this.detailIn(tx, actor, task.id);
    });
  }
}
