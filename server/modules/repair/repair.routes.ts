import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Messages } from '@domain/common/messages';
import { Power } from '@domain/shell/permissions';
import { REPAIR_APPROVERS, REPAIR_DESK, REPAIR_READERS, REPAIR_SETTERS, REPAIR_WORKERS } from '@domain/repair/repair.constants';
import { RepairPaths } from '@domain/repair/repair.paths';
import {
  CancelPartsSchema,
  CollectRepairSchema,
  ExportRepairsSchema,
  MakeRepairOrderSchema,
  OperateRepairSchema,
  RepairFilterSchema,
  RepairIdSchema,
  RepairListQuerySchema,
  SaveRepairFormSchema,
  SaveRepairPhotosSchema,
  SaveRepairSchema,
  SaveRepairSettingsSchema,
  ScanFindSchema,
  ScanSignInSchema,
  ShipRepairSchema,
  UsePartsSchema,
} from '@domain/repair/repair.schemas';
import { parse, parseBody } from '../../lib/parse';
import { caller } from '../../plugins/auth';
import { exportRoute, type ExportService } from '../downloads/downloads.public';
import { originOf } from '../products/products.public';
import { REPAIR_EXPORT } from './repair.export';
import type { RepairActor } from './repair-common';
import type { RepairOrderMaker } from './repair-order-link';
import type { RepairOrdersService } from './repair-orders.service';
import type { RepairPartsService } from './repair-parts.service';
import type { RepairSettingsService } from './repair-settings.service';

const only = (roles: readonly (typeof REPAIR_READERS)[number][]) => ({ config: { roles } });
const union = (...lists: (readonly (typeof REPAIR_READERS)[number][])[]) => [...new Set(lists.flat())];

export const actorOf = (request: FastifyRequest): RepairActor => {
  const { user, enterprise } = caller(request);
  return { enterpriseId: enterprise.id, userId: user.id, role: user.currentRole };
};

export interface RepairServices {
  settings: RepairSettingsService;
  orders: RepairOrdersService;
  parts: RepairPartsService;
  exports: ExportService;
  maker: RepairOrderMaker;
}

/** Repair settings and repair orders (/v2/repair/...). Each move is checked again by the repair order machine. */
export async function repairRoutes(app: FastifyInstance, { settings, orders, parts, exports, maker }: RepairServices) {
  app.get(RepairPaths.settings, only(REPAIR_READERS), async (request) => ({ success: true, data: await settings.get(actorOf(request)) }));

  app.post(RepairPaths.saveSettings, only(REPAIR_SETTERS), async (request) => {
    const input = parseBody(SaveRepairSettingsSchema, request);
    return { success: true, message: Messages.saveOk, data: await settings.save(actorOf(request), input) };
  });

  app.get(RepairPaths.list, only(REPAIR_READERS), async (request) => {
    const { pageIndex, pageSize, ...filter } = parse(RepairListQuerySchema, request.query);
    return { success: true, data: await orders.list(actorOf(request), originOf(request), filter, { pageIndex, pageSize }) };
  });

  app.post(RepairPaths.saveForm, only(REPAIR_SETTERS), async (request) => {
    const input = parseBody(SaveRepairFormSchema, request);
    return { success: true, message: Messages.saveOk, data: await settings.saveForm(actorOf(request), input) };
  });

  // The template's custom fields as they are when asked for become the file's last columns.
  exportRoute(app, exports, {
    path: RepairPaths.export,
    roles: REPAIR_READERS,
    schema: ExportRepairsSchema,
    source: REPAIR_EXPORT,
    filter: async (filter, _who, request) => ({ ...filter, fields: (await settings.get(actorOf(request))).form.fields }),
  });

  app.get(RepairPaths.count, only(REPAIR_READERS), async (request) => ({
    success: true,
    data: await orders.count(actorOf(request), parse(RepairFilterSchema, request.query)),
  }));

  // The detail screen needs permission 18001 (spec part 2 section 6).
  app.get(RepairPaths.detail, { config: { roles: REPAIR_READERS, power: Power.repairDetail } }, async (request) => {
    const { id } = parse(RepairIdSchema, request.query);
    return { success: true, data: await orders.detail(actorOf(request), originOf(request), id) };
  });

  app.post(RepairPaths.save, only(union(REPAIR_DESK, REPAIR_WORKERS)), async (request) => {
    const input = parseBody(SaveRepairSchema, request);
    return { success: true, message: Messages.saveOk, data: await orders.save(actorOf(request), originOf(request), input) };
  });

  app.post(RepairPaths.savePhotos, only(union(REPAIR_DESK, REPAIR_WORKERS)), async (request) => {
    const input = parseBody(SaveRepairPhotosSchema, request);
    return { success: true, message: Messages.saveOk, data: await orders.savePhotos(actorOf(request), originOf(request), input) };
  });

  // 生成工单: the orders module checks the caller may create orders of that type.
  app.post(RepairPaths.makeOrder, only(union(REPAIR_DESK, REPAIR_WORKERS)), async (request) => {
    const input = parseBody(MakeRepairOrderSchema, request);
    return { success: true, message: Messages.saveOk, data: await maker.make(actorOf(request), originOf(request), input) };
  });

  app.post(RepairPaths.scanSignIn, only(REPAIR_DESK), async (request) => {
    const input = parseBody(ScanSignInSchema, request);
    return { success: true, message: '签收成功', data: await orders.scanSignIn(actorOf(request), originOf(request), input) };
  });

  app.post(RepairPaths.scanFind, only(union(REPAIR_DESK, REPAIR_WORKERS)), async (request) => {
    const { code } = parseBody(ScanFindSchema, request);
    const data = await orders.scanFind(actorOf(request), originOf(request), code);
    return { success: true, message: data.signedIn ? '签收成功' : '已找到维修单', data };
  });

  app.post(RepairPaths.signIn, only(REPAIR_DESK), async (request) => {
    const { id } = parseBody(RepairIdSchema, request);
    return { success: true, message: '签收成功', data: await orders.signIn(actorOf(request), originOf(request), id) };
  });

  app.post(RepairPaths.operate, only(union(REPAIR_DESK, REPAIR_WORKERS, REPAIR_APPROVERS)), async (request) => {
    const input = parseBody(OperateRepairSchema, request);
    return { success: true, message: Messages.statusChanged, data: await orders.operate(actorOf(request), originOf(request), input) };
  });

  app.post(RepairPaths.useParts, only(REPAIR_WORKERS), async (request) => {
    const input = parseBody(UsePartsSchema, request);
    return { success: true, message: Messages.saveOk, data: await parts.use(actorOf(request), originOf(request), input) };
  });

  app.post(RepairPaths.cancelParts, only(REPAIR_WORKERS), async (request) => {
    const input = parseBody(CancelPartsSchema, request);
    return { success: true, message: Messages.saveOk, data: await parts.cancel(actorOf(request), originOf(request), input) };
  });

  app.post(RepairPaths.collect, only(REPAIR_DESK), async (request) => {
    const input = parseBody(CollectRepairSchema, request);
    return { success: true, message: '收款成功', data: await orders.collect(actorOf(request), originOf(request), input) };
  });

  app.post(RepairPaths.ship, only(REPAIR_DESK), async (request) => {
    const input = parseBody(ShipRepairSchema, request);
    return { success: true, message: Messages.saveOk, data: await orders.ship(actorOf(request), originOf(request), input) };
  });
}
