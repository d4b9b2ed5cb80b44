import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Messages } from '@domain/common/messages';
import { DownloadTexts } from '@domain/downloads/downloads.constants';
import { MAINTENANCE_READERS, MAINTENANCE_WRITERS, TASK_DISPATCHERS } from '@domain/maintenance/maintenance.constants';
import { MaintenancePaths as P } from '@domain/maintenance/maintenance.paths';
import {
  AddContractProductsSchema,
  AddPlanProductsSchema,
  ContractFilterSchema,
  ContractListQuerySchema,
  ContractProductsQuerySchema,
  ContractStatusSchema,
  ExportContractsSchema,
  IdQuerySchema,
  IdsQuerySchema,
  PlanFilterSchema,
  PlanListQuerySchema,
  PlanProductsQuerySchema,
  RemoveContractProductsQuerySchema,
  RemovePlanProductsQuerySchema,
  SaveMaintenanceContractSchema,
  SaveMaintenancePlanSchema,
  TaskFilterSchema,
  TaskListQuerySchema,
  TaskStateSchema,
  TaskTargetSchema,
} from '@domain/maintenance/maintenance.schemas';
import { parse, parseBody } from '../../lib/parse';
import { caller } from '../../plugins/auth';
import type { ExportService } from '../downloads/downloads.public';
import type { MaintenanceContractsService } from './contracts.service';
import type { MaintenanceActor } from './maintenance-common';
import type { MaintenancePlansService } from './plans.service';
import type { MaintenanceTasksService } from './tasks.service';

export interface MaintenanceServices {
  contracts: MaintenanceContractsService;
  exports: ExportService;
  plans: MaintenancePlansService;
  tasks: MaintenanceTasksService;
}

const readers = { config: { roles: MAINTENANCE_READERS } };
const writers = { config: { roles: MAINTENANCE_WRITERS } };
const dispatchers = { config: { roles: TASK_DISPATCHERS } };

const actorOf = (request: FastifyRequest): MaintenanceActor => {
  const { user, enterprise } = caller(request);
  return { enterpriseId: enterprise.id, userId: user.id, role: user.currentRole };
};
const ok = <T>(data: T) => ({ success: true, data });

/** Maintenance contracts, plans and tasks (/v2/maintenance/...): HTTP to service calls. */
export async function maintenanceRoutes(app: FastifyInstance, { contracts, plans, tasks, exports }: MaintenanceServices) {
  app.get(P.contractList, readers, async (request) => {
    const { pageIndex, pageSize, ...filter } = parse(ContractListQuerySchema, request.query);
    return ok(await contracts.list(actorOf(request), filter, { pageIndex, pageSize }));
  });
  app.get(P.contractCount, readers, async (request) => ok(await contracts.count(actorOf(request), parse(ContractFilterSchema, request.query))));
  app.get(P.contractDetail, readers, async (request) => ok(await contracts.detail(actorOf(request), parse(IdQuerySchema, request.query).id)));
  app.post(P.contractSave, writers, async (request) => {
    const input = parseBody(SaveMaintenanceContractSchema, request);
    return { success: true, message: Messages.saveOk, data: await contracts.save(actorOf(request), input) };
  });
  app.post(P.contractStatus, writers, async (request) => {
    const input = parseBody(ContractStatusSchema, request);
    return { success: true, message: Messages.statusChanged, data: await contracts.changeStatus(actorOf(request), input) };
  });
  app.post(P.contractExport, readers, async (request) => {
    const { format, ...filter } = parseBody(ExportContractsSchema, request);
    const viewer = actorOf(request);
    const data = await exports.start(viewer, { source: 'maintenance-contracts', format, filter: { ...filter, viewer: { userId: viewer.userId, role: viewer.role } } });
    return { success: true, message: DownloadTexts.queued, data };
  });
  app.delete(P.contractDelete, writers, async (request) => {
    await contracts.remove(actorOf(request), parse(IdsQuerySchema, request.query).ids);
    return { success: true, message: Messages.deleteOk };
  });

  app.get(P.contractProductList, readers, async (request) => ok(await contracts.products(actorOf(request), parse(ContractProductsQuerySchema, request.query).contractId)));
  app.get(P.contractProductCount, readers, async (request) => ok((await contracts.products(actorOf(request), parse(ContractProductsQuerySchema, request.query).contractId)).length));
  app.post(P.contractProductSave, writers, async (request) => {
    const { contractId, customerProductIds } = parseBody(AddContractProductsSchema, request);
    return { success: true, message: Messages.saveOk, data: await contracts.addProducts(actorOf(request), contractId, customerProductIds) };
  });
  app.delete(P.contractProductDelete, writers, async (request) => {
    const { contractId, ids } = parse(RemoveContractProductsQuerySchema, request.query);
    return { success: true, message: Messages.deleteOk, data: await contracts.removeProducts(actorOf(request), contractId, ids) };
  });

  app.get(P.planList, readers, async (request) => {
    const { pageIndex, pageSize, ...filter } = parse(PlanListQuerySchema, request.query);
    return ok(await plans.list(actorOf(request), filter, { pageIndex, pageSize }));
  });
  app.get(P.planCount, readers, async (request) => ok(await plans.count(actorOf(request), parse(PlanFilterSchema, request.query))));
  app.get(P.planDetail, readers, async (request) => ok(await plans.detail(actorOf(request), parse(IdQuerySchema, request.query).id)));
  app.post(P.planSave, writers, async (request) => {
    const input = parseBody(SaveMaintenancePlanSchema, request);
    return { success: true, message: Messages.saveOk, data: await plans.save(actorOf(request), input) };
  });
  app.delete(P.planDelete, writers, async (request) => {
    await plans.remove(actorOf(request), parse(IdsQuerySchema, request.query).ids);
    return { success: true, message: Messages.deleteOk };
  });

  const planProducts = (alternative: boolean) => async (request: FastifyRequest) =>
    plans.products(actorOf(request), parse(PlanProductsQuerySchema, request.query).planId, alternative);
  app.get(P.planProductList, readers, async (request) => ok(await planProducts(false)(request)));
  app.get(P.planProductCount, readers, async (request) => ok((await planProducts(false)(request)).length));
  app.get(P.alternativeProductList, readers, async (request) => ok(await planProducts(true)(request)));
  app.get(P.alternativeProductCount, readers, async (request) => ok((await planProducts(true)(request)).length));
  app.post(P.planProductSave, writers, async (request) => {
    const { planId, customerProductIds, alternative } = parseBody(AddPlanProductsSchema, request);
    return { success: true, message: Messages.saveOk, data: await plans.addProducts(actorOf(request), planId, customerProductIds, alternative) };
  });
  app.delete(P.planProductDelete, writers, async (request) => {
    const { planId, ids } = parse(RemovePlanProductsQuerySchema, request.query);
    return { success: true, message: Messages.deleteOk, data: await plans.removeProducts(actorOf(request), planId, ids) };
  });

  app.get(P.taskList, readers, async (request) => {
    const { pageIndex, pageSize, ...filter } = parse(TaskListQuerySchema, request.query);
    return ok(await tasks.list(actorOf(request), filter, { pageIndex, pageSize }));
  });
  app.get(P.taskCount, readers, async (request) => ok(await tasks.count(actorOf(request), parse(TaskFilterSchema, request.query))));
  app.get(P.taskDetail, readers, async (request) => ok(await tasks.detail(actorOf(request), parse(IdQuerySchema, request.query).id)));
  app.post(P.taskCreateOrder, dispatchers, async (request) => {
    const { id } = parseBody(TaskTargetSchema, request);
    return { success: true, message: '已生成工单', data: await tasks.createOrder(actorOf(request), id) };
  });
  app.post(P.taskState, dispatchers, async (request) => {
    const input = parseBody(TaskStateSchema, request);
    return { success: true, message: Messages.statusChanged, data: await tasks.changeState(actorOf(request), input) };
  });
  app.delete(P.taskDelete, dispatchers, async (request) => {
    await tasks.remove(actorOf(request), parse(IdsQuerySchema, request.query).ids);
    return { success: true, message: Messages.deleteOk };
  });
}
