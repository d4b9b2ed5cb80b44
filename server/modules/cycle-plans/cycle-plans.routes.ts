import type { FastifyInstance, FastifyRequest } from 'fastify';
import { freeEditionNotice, Messages } from '@domain/common/messages';
import { CYCLE_PLAN_READERS, CYCLE_PLAN_WRITERS } from '@domain/cycle-plans/cycle-plans.constants';
import {
  ChangePlanStateSchema,
  CyclePlanFilterSchema,
  CyclePlanIdQuerySchema,
  CyclePlanListQuerySchema,
  DeleteCyclePlansQuerySchema,
  FollowEditSchema,
  FollowFilterSchema,
  FollowListQuerySchema,
  PlanSmsSchema,
  SaveCyclePlanSchema,
} from '@domain/cycle-plans/cycle-plans.schemas';
import { Plan } from '@domain/shell/plans';
import { forbidden } from '../../lib/app-error';
import { parse, parseBody } from '../../lib/parse';
import { caller } from '../../plugins/auth';
import { CyclePlanPaths } from '@domain/cycle-plans/cycle-plans.paths';
import type { CyclePlanFollowService } from './cycle-plan-follow.service';
import type { CyclePlanSmsService } from './cycle-plan-sms.service';
import type { CyclePlansService, PlanActor } from './cycle-plans.service';

export interface CyclePlansServices {
  plans: CyclePlansService;
  follow: CyclePlanFollowService;
  sms: CyclePlanSmsService;
}

const readers = { config: { roles: CYCLE_PLAN_READERS } };
const writers = { config: { roles: CYCLE_PLAN_WRITERS } };

const actorOf = (request: FastifyRequest): PlanActor & { userName: string } => {
  const { user, enterprise } = caller(request);
  return { enterpriseId: enterprise.id, userId: user.id, userName: user.name, role: user.currentRole };
};

/**
 * Customer service plans (/customer/cycleorder/...), their follow-up reminders
 * (/customer/reminder/plan/...) and SMS marketing. The periodic orders are made by the job worker:
 * a once-a-minute tick, and a run at once for a plan saved with an occurrence already due.
 */
export async function cyclePlansRoutes(app: FastifyInstance, { plans, follow, sms, hotline }: CyclePlansServices & { hotline: string }) {
  // Cycle configuration is locked on the free plan (spec part 1 section 6).
  app.addHook('preHandler', async (request) => {
    if (request.session?.enterprise?.planType === Plan.free) throw forbidden(freeEditionNotice('客户服务计划', hotline));
  });

  app.get(CyclePlanPaths.list, readers, async (request) => {
    const { pageIndex, pageSize, ...filter } = parse(CyclePlanListQuerySchema, request.query);
    return { success: true, data: await plans.list(actorOf(request), filter, { pageIndex, pageSize }) };
  });

  app.get(CyclePlanPaths.count, readers, async (request) => {
    return { success: true, data: await plans.count(actorOf(request), parse(CyclePlanFilterSchema, request.query)) };
  });

  app.get(CyclePlanPaths.detail, readers, async (request) => {
    const { id } = parse(CyclePlanIdQuerySchema, request.query);
    return { success: true, data: await plans.detail(actorOf(request), id) };
  });

  app.get(CyclePlanPaths.templateDetail, readers, async (request) => {
    const { id } = parse(CyclePlanIdQuerySchema, request.query);
    return { success: true, data: await plans.orderTemplate(actorOf(request), id) };
  });

  app.post(CyclePlanPaths.save, writers, async (request) => {
    const input = parseBody(SaveCyclePlanSchema, request);
    return { success: true, message: Messages.saveOk, data: await plans.save(actorOf(request), input) };
  });

  app.post(CyclePlanPaths.state, writers, async (request) => {
    const input = parseBody(ChangePlanStateSchema, request);
    return { success: true, message: Messages.statusChanged, data: await plans.changeState(actorOf(request), input) };
  });

  app.delete(CyclePlanPaths.delete, writers, async (request) => {
    await plans.remove(actorOf(request), parse(DeleteCyclePlansQuerySchema, request.query).ids);
    return { success: true, message: Messages.deleteOk };
  });

  app.post(CyclePlanPaths.sendSms, writers, async (request) => {
    const input = parseBody(PlanSmsSchema, request);
    const data = await sms.send(actorOf(request), input);
    return { success: true, message: `已提交 ${data.sent} 条短信`, data };
  });

  app.get(CyclePlanPaths.reminderList, readers, async (request) => {
    const { pageIndex, pageSize, ...filter } = parse(FollowListQuerySchema, request.query);
    return { success: true, data: await follow.list(actorOf(request), filter, { pageIndex, pageSize }) };
  });

  app.get(CyclePlanPaths.reminderCount, readers, async (request) => {
    return { success: true, data: await follow.count(actorOf(request), parse(FollowFilterSchema, request.query)) };
  });

  app.post(CyclePlanPaths.reminderEdit, readers, async (request) => {
    await follow.edit(actorOf(request), parseBody(FollowEditSchema, request));
    return { success: true, message: Messages.saveOk };
  });
}
