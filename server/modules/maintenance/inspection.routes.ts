import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Messages } from '@domain/common/messages';
import { INSPECTION_MANAGERS, INSPECTION_OFFICE, INSPECTION_READERS, INSPECTION_WALKERS } from '@domain/maintenance/inspection.constants';
import { InspectionPaths as P } from '@domain/maintenance/inspection.paths';
import {
  CloseInspectionSchema,
  ExportInspectionTasksSchema,
  InspectionPlanFilterSchema,
  InspectionPlanListQuerySchema,
  InspectionStateSchema,
  InspectionTaskFilterSchema,
  InspectionTaskListQuerySchema,
  InspectionTaskTargetSchema,
  PointFilterSchema,
  PointListQuerySchema,
  RecordInspectionSchema,
  SaveInspectionPlanSchema,
  SaveInspectionPointSchema,
} from '@domain/maintenance/inspection.schemas';
import { IdQuerySchema, IdsQuerySchema } from '@domain/maintenance/maintenance.schemas';
import { parse, parseBody } from '../../lib/parse';
import { caller } from '../../plugins/auth';
import { exportRoute, type ExportService } from '../downloads/downloads.public';
import type { InspectionPlansService } from './inspection-plans.service';
import type { InspectionPointsService } from './inspection-points.service';
import type { InspectionTasksService } from './inspection-tasks.service';
import type { MaintenanceActor } from './maintenance-common';

export interface InspectionServices {
  points: InspectionPointsService;
  plans: InspectionPlansService;
  tasks: InspectionTasksService;
  exports: ExportService;
}

const office = { config: { roles: INSPECTION_OFFICE } };
const readers = { config: { roles: INSPECTION_READERS } };
const managers = { config: { roles: INSPECTION_MANAGERS } };
const walkers = { config: { roles: INSPECTION_WALKERS } };

const actorOf = (request: FastifyRequest): MaintenanceActor => {
  const { user, enterprise } = caller(request);
  return { enterpriseId: enterprise.id, userId: user.id, role: user.currentRole };
};
const ok = <T>(data: T) => ({ success: true, data });

/** Inspection points, plans and rounds (/v2/inspection/...): HTTP to service calls. */
export async function inspectionRoutes(app: FastifyInstance, { points, plans, tasks, exports }: InspectionServices) {
  app.get(P.pointList, office, async (request) => {
    const { pageIndex, pageSize, ...filter } = parse(PointListQuerySchema, request.query);
    return ok(await points.list(actorOf(request), filter, { pageIndex, pageSize }));
  });
  app.get(P.pointCount, office, async (request) => ok(await points.count(actorOf(request), parse(PointFilterSchema, request.query))));
  app.get(P.pointDetail, office, async (request) => ok(await points.detail(actorOf(request), parse(IdQuerySchema, request.query).id)));
  app.post(P.pointSave, managers, async (request) => {
    const input = parseBody(SaveInspectionPointSchema, request);
    return { success: true, message: Messages.saveOk, data: await points.save(actorOf(request), input) };
  });
  app.delete(P.pointDelete, managers, async (request) => {
    await points.remove(actorOf(request), parse(IdsQuerySchema, request.query).ids);
    return { success: true, message: Messages.deleteOk };
  });

  app.get(P.planList, office, async (request) => {
    const { pageIndex, pageSize, ...filter } = parse(InspectionPlanListQuerySchema, request.query);
    return ok(await plans.list(actorOf(request), filter, { pageIndex, pageSize }));
  });
  app.get(P.planCount, office, async (request) => ok(await plans.count(actorOf(request), parse(InspectionPlanFilterSchema, request.query))));
  app.get(P.planDetail, office, async (request) => ok(await plans.detail(actorOf(request), parse(IdQuerySchema, request.query).id)));
  app.post(P.planSave, managers, async (request) => {
    const input = parseBody(SaveInspectionPlanSchema, request);
    return { success: true, message: Messages.saveOk, data: await plans.save(actorOf(request), input) };
  });
  app.delete(P.planDelete, managers, async (request) => {
    await plans.remove(actorOf(request), parse(IdsQuerySchema, request.query).ids);
    return { success: true, message: Messages.deleteOk };
  });

  app.get(P.taskList, readers, async (request) => {
    const { pageIndex, pageSize, ...filter } = parse(InspectionTaskListQuerySchema, request.query);
    return ok(await tasks.list(actorOf(request), filter, { pageIndex, pageSize }));
  });
  app.get(P.taskCount, readers, async (request) => ok(await tasks.count(actorOf(request), parse(InspectionTaskFilterSchema, request.query))));
  app.get(P.taskDetail, readers, async (request) => ok(await tasks.detail(actorOf(request), parse(IdQuerySchema, request.query).id)));
  app.post(P.taskRecord, walkers, async (request) => {
    const input = parseBody(RecordInspectionSchema, request);
    return { success: true, message: Messages.saveOk, data: await tasks.record(actorOf(request), input) };
  });
  app.post(P.taskFinish, walkers, async (request) => {
    const { id } = parseBody(InspectionTaskTargetSchema, request);
    return { success: true, message: '已完成巡检', data: await tasks.finish(actorOf(request), id) };
  });
  app.post(P.taskClose, managers, async (request) => {
    const { id, reason } = parseBody(CloseInspectionSchema, request);
    return { success: true, message: '已关闭异常', data: await tasks.close(actorOf(request), id, reason) };
  });
  app.post(P.taskState, managers, async (request) => {
    const input = parseBody(InspectionStateSchema, request);
    return { success: true, message: Messages.statusChanged, data: await tasks.changeState(actorOf(request), input) };
  });
  app.delete(P.taskDelete, managers, async (request) => {
    await tasks.remove(actorOf(request), parse(IdsQuerySchema, request.query).ids);
    return { success: true, message: Messages.deleteOk };
  });
  exportRoute(app, exports, {
    path: P.taskExport,
    schema: ExportInspectionTasksSchema,
    roles: INSPECTION_READERS,
    source: 'inspection-tasks',
    filter: (rest, who) => ({ ...rest, viewer: { userId: who.userId, role: who.role } }),
  });
}
