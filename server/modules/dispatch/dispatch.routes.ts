import type { FastifyInstance, FastifyRequest } from 'fastify';
import { freeEditionNotice } from '@domain/common/messages';
import { AutoMode, DISPATCH_PLAN_EXPORT, DISPATCH_READERS, DISPATCH_WRITERS, FREE_PLAN_LOCKS } from '@domain/dispatch/dispatch.constants';
import { Plan } from '@domain/shell/plans';
import { DispatchPaths as P } from '@domain/dispatch/dispatch.paths';
import {
  AcceptRoutesSchema,
  BoardQuerySchema,
  CandidatesQuerySchema,
  ExportDispatchPlanSchema,
  MyDayQuerySchema,
  DeleteLeaveSchema,
  OptimiseSchema,
  PersonSkillsSchema,
  PlaceSchema,
  ReasonsQuerySchema,
  SaveCalendarSchema,
  SaveLeaveSchema,
  SaveRuleSchema,
  SaveSkillSchema,
} from '@domain/dispatch/dispatch.schemas';
import { forbidden } from '../../lib/app-error';
import { parse, parseBody } from '../../lib/parse';
import { exportRoute, type ExportService } from '../downloads/downloads.public';
import { caller } from '../../plugins/auth';
import type { DispatchActor, DispatchService } from './dispatch.service';
import type { OptimiseService } from './optimise.service';

export interface DispatchServices {
  dispatch: DispatchService;
  optimise: OptimiseService;
  exports: ExportService;
  hotline: string;
}

const readers = { config: { roles: DISPATCH_READERS } };
const writers = { config: { roles: DISPATCH_WRITERS } };

const actorOf = (request: FastifyRequest): DispatchActor => {
  const { user, enterprise } = caller(request);
  return { enterpriseId: enterprise.id, userId: user.id, role: user.currentRole };
};
const ok = <T>(data: T) => ({ success: true, data });

/** Dispatch (/v2/dispatch/...): calendars, skills, leave, candidates, rules, the board and route optimisation. */
export async function dispatchRoutes(app: FastifyInstance, { dispatch, optimise, exports, hotline }: DispatchServices) {
  /** The free plan keeps the board, calendars and candidates; automatic assignment and route optimisation are paid. */
  const paying = (request: FastifyRequest, feature: string) => {
    if (caller(request).enterprise.planType === Plan.free) throw forbidden(freeEditionNotice(feature, hotline));
  };
  app.get(P.calendarList, readers, async (request) => ok(await dispatch.calendarList(actorOf(request))));
  app.post(P.calendarSave, writers, async (request) => ok(await dispatch.saveCalendar(actorOf(request), parseBody(SaveCalendarSchema, request))));
  app.get(P.skillList, readers, async (request) => ok(await dispatch.skillList(actorOf(request))));
  app.post(P.skillSave, writers, async (request) => ok(await dispatch.saveSkill(actorOf(request), parseBody(SaveSkillSchema, request))));
  app.post(P.personSkills, writers, async (request) => ok(await dispatch.savePersonSkills(actorOf(request), parseBody(PersonSkillsSchema, request))));
  app.post(P.leaveSave, writers, async (request) => ok(await dispatch.saveLeave(actorOf(request), parseBody(SaveLeaveSchema, request))));
  app.post(P.leaveDelete, writers, async (request) => ok(await dispatch.deleteLeave(actorOf(request), parseBody(DeleteLeaveSchema, request).id)));
  app.get(P.candidates, readers, async (request) => {
    const { orderId, day } = parse(CandidatesQuerySchema, request.query);
    return ok(await dispatch.candidates(actorOf(request), orderId, day));
  });
  app.get(P.reasons, readers, async (request) => ok(await dispatch.reasons(actorOf(request), parse(ReasonsQuerySchema, request.query).orderId)));
  app.get(P.ruleList, readers, async (request) => ok(await dispatch.ruleList(actorOf(request))));
  app.post(P.ruleSave, writers, async (request) => {
    const rule = parseBody(SaveRuleSchema, request);
    if (rule.mode !== AutoMode.off) paying(request, FREE_PLAN_LOCKS.autoAssign);
    return ok(await dispatch.saveRule(actorOf(request), rule));
  });
  app.get(P.board, readers, async (request) => ok(await dispatch.board(actorOf(request), parse(BoardQuerySchema, request.query))));
  app.post(P.check, writers, async (request) => ok(await dispatch.check(actorOf(request), parseBody(PlaceSchema, request))));
  app.post(P.place, writers, async (request) => ok(await dispatch.place(actorOf(request), parseBody(PlaceSchema, request))));
  // Every signed-in user: it answers only the caller's own visits.
  app.get(P.myDay, async (request) => ok(await dispatch.myDay(actorOf(request), parse(MyDayQuerySchema, request.query).day)));
  exportRoute(app, exports, { path: P.export, schema: ExportDispatchPlanSchema, roles: DISPATCH_READERS, source: DISPATCH_PLAN_EXPORT });
  app.post(P.optimise, writers, async (request) => {
    paying(request, FREE_PLAN_LOCKS.optimise);
    return ok(await optimise.propose(actorOf(request), parseBody(OptimiseSchema, request)));
  });
  app.post(P.optimiseAccept, writers, async (request) => {
    paying(request, FREE_PLAN_LOCKS.optimise);
    return ok(await optimise.accept(actorOf(request), parseBody(AcceptRoutesSchema, request)));
  });
}
