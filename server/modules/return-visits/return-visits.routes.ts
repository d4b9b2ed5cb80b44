import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Messages } from '@domain/common/messages';
import { VISIT_PLAN_WRITERS, VISIT_READERS, VISIT_WORKERS } from '@domain/return-visits/return-visits.constants';
import { VisitErrors } from '@domain/return-visits/errors';
import {
  GrabVisitsSchema,
  IdQuerySchema,
  ReportQuerySchema,
  SaveVisitPlanSchema,
  SubmitVisitSchema,
  VisitSmsSchema,
  VisitTaskFilterSchema,
  VisitTaskListQuerySchema,
  VisitTargetQuerySchema,
} from '@domain/return-visits/return-visits.schemas';
import { Role } from '@domain/shell/roles';
import { notFound } from '../../lib/app-error';
import { parse, parseBody } from '../../lib/parse';
import { caller } from '../../plugins/auth';
import { ReturnVisitPaths } from '@domain/return-visits/return-visits.paths';
import type { VisitActor, VisitPlansService, VisitTasksService } from './return-visits.service';

const readers = { config: { roles: VISIT_READERS } };
const workers = { config: { roles: VISIT_WORKERS } };
const planWriters = { config: { roles: VISIT_PLAN_WRITERS } };

const actorOf = (request: FastifyRequest): VisitActor => {
  const { user, enterprise } = caller(request);
  return { enterpriseId: enterprise.id, userId: user.id, userName: user.name, role: user.currentRole };
};

/**
 * Return visits: plans (/v2/returnvisitPlan/..., paths of ours: the spec names only the screen),
 * tasks (/v2/returnvisitTask/...) and the report. Tasks are made by the job worker once a minute
 * from the orders completed at least the plan's delay ago.
 */
export async function returnVisitsRoutes(app: FastifyInstance, { plans, tasks }: { plans: VisitPlansService; tasks: VisitTasksService }) {
  app.get(ReturnVisitPaths.planList, readers, async (request) => ({ success: true, data: await plans.list(actorOf(request).enterpriseId) }));

  app.get(ReturnVisitPaths.planDetail, readers, async (request) => {
    const { id } = parse(IdQuerySchema, request.query);
    return { success: true, data: await plans.detail(actorOf(request).enterpriseId, id) };
  });

  app.post(ReturnVisitPaths.planSave, planWriters, async (request) => {
    const input = parseBody(SaveVisitPlanSchema, request);
    return { success: true, message: Messages.saveOk, data: await plans.save(actorOf(request), input) };
  });

  app.get(ReturnVisitPaths.taskReport, readers, async (request) => {
    const { id } = parse(ReportQuerySchema, request.query);
    return { success: true, data: await plans.report(actorOf(request).enterpriseId, id) };
  });

  app.get(ReturnVisitPaths.taskList, readers, async (request) => {
    const { pageIndex, pageSize, ...filter } = parse(VisitTaskListQuerySchema, request.query);
    return { success: true, data: await tasks.list(actorOf(request), filter, { pageIndex, pageSize }) };
  });

  app.get(ReturnVisitPaths.taskCount, readers, async (request) => {
    return { success: true, data: await tasks.count(actorOf(request), parse(VisitTaskFilterSchema, request.query)) };
  });

  app.get(ReturnVisitPaths.taskDetail, readers, async (request) => {
    const { id } = parse(IdQuerySchema, request.query);
    return { success: true, data: await tasks.detail(actorOf(request), id) };
  });

  // The return-visit task of an order, or of an event with visitType=6 (their screens open it from the record).
  app.get(ReturnVisitPaths.taskOrderDetail, readers, async (request) => {
    const { id, visitType } = parse(VisitTargetQuerySchema, request.query);
    const actor = actorOf(request);
    const [task] = await tasks.list(actor, { targetId: id, visitType }, { pageIndex: 0, pageSize: 10 });
    if (!task) throw notFound(VisitErrors.taskNotFound);
    return { success: true, data: await tasks.detail(actor, task.id) };
  });

  app.post(ReturnVisitPaths.taskSubmit, workers, async (request) => {
    const input = parseBody(SubmitVisitSchema, request);
    return { success: true, message: '提交成功', data: await tasks.submit(actorOf(request), input) };
  });

  // The pool of tasks given to nobody; the path is the spec's order call (/v2/order/visitUserGrab).
  app.post(ReturnVisitPaths.grab, { config: { roles: [Role.returnVisit] } }, async (request) => {
    const input = parseBody(GrabVisitsSchema, request);
    return { success: true, message: '领取成功', data: await tasks.grab(actorOf(request), input) };
  });

  app.post(ReturnVisitPaths.taskSendSms, workers, async (request) => {
    const input = parseBody(VisitSmsSchema, request);
    return { success: true, message: '短信已提交', data: await tasks.sendSms(actorOf(request), input) };
  });
}
