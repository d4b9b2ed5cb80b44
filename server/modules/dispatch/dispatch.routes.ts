import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DISPATCH_READERS, DISPATCH_WRITERS } from '@domain/dispatch/dispatch.constants';
import { DispatchPaths as P } from '@domain/dispatch/dispatch.paths';
import {
  AcceptRoutesSchema,
  BoardQuerySchema,
  CandidatesQuerySchema,
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
import { parse, parseBody } from '../../lib/parse';
import { caller } from '../../plugins/auth';
import type { DispatchActor, DispatchService } from './dispatch.service';
import type { OptimiseService } from './optimise.service';

export interface DispatchServices {
  dispatch: DispatchService;
  optimise: OptimiseService;
}

const readers = { config: { roles: DISPATCH_READERS } };
const writers = { config: { roles: DISPATCH_WRITERS } };

const actorOf = (request: FastifyRequest): DispatchActor => {
  const { user, enterprise } = caller(request);
  return { enterpriseId: enterprise.id, userId: user.id, role: user.currentRole };
};
const ok = <T>(data: T) => ({ success: true, data });

/** Dispatch (/v2/dispatch/...): calendars, skills, leave, candidates, rules, the board and route optimisation. */
export async function dispatchRoutes(app: FastifyInstance, { dispatch, optimise }: DispatchServices) {
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
  app.post(P.ruleSave, writers, async (request) => ok(await dispatch.saveRule(actorOf(request), parseBody(SaveRuleSchema, request))));
  app.get(P.board, readers, async (request) => ok(await dispatch.board(actorOf(request), parse(BoardQuerySchema, request.query))));
  app.post(P.check, writers, async (request) => ok(await dispatch.check(actorOf(request), parseBody(PlaceSchema, request))));
  app.post(P.place, writers, async (request) => ok(await dispatch.place(actorOf(request), parseBody(PlaceSchema, request))));
  app.post(P.optimise, writers, async (request) => ok(await optimise.propose(actorOf(request), parseBody(OptimiseSchema, request))));
  app.post(P.optimiseAccept, writers, async (request) => ok(await optimise.accept(actorOf(request), parseBody(AcceptRoutesSchema, request))));
}
