import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Messages, freeEditionNotice } from '@domain/common/messages';
import { Plan } from '@domain/shell/plans';
import { Power } from '@domain/shell/permissions';
import { Role, type RoleType } from '@domain/shell/roles';
import { MovementType } from '@domain/spare-parts/spare-parts.constants';
import { movementDoneText } from '@domain/spare-parts/movement-texts';
import { SparePaths } from '@domain/spare-parts/spare-parts.paths';
import {
  ApprovalCountQuerySchema,
  ExamineSchema,
  IdQuerySchema,
  ExportPartsSchema,
  ExportStockSchema,
  IdsQuerySchema,
  LedgerQuerySchema,
  OperationListQuerySchema,
  OrderCancelSchema,
  OrderConsumeSchema,
  PartListQuerySchema,
  PostMovementSchema,
  SaveKitSchema,
  SavePartSchema,
  SaveSpareTypeSchema,
  SaveWarehouseSchema,
  SpareSettingsSchema,
  StockListQuerySchema,
  StockTakingSchema,
  WarningSchema,
} from '@domain/spare-parts/spare-parts.schemas';
import { forbidden } from '../../lib/app-error';
import { parse, parseBody } from '../../lib/parse';
import { caller } from '../../plugins/auth';
import { actorOf } from './spare-request';
import type { SpareCatalogueService } from './catalogue.service';
import { exportRoute, sheetImportRoutes, type ExportService } from '../downloads/downloads.public';
import type { SpareKitsService } from './kits.service';
import type { SpareMovementsService } from './movements.service';
import type { SpareStockService } from './stock.service';

const keepers = { config: { roles: [Role.admin, Role.warehouse] as RoleType[] } };
const adminOnly = { config: { roles: [Role.admin] as RoleType[] } };
const enterpriseOf = (request: FastifyRequest) => caller(request).enterprise.id;

/** Movement kinds of the spec's restricted list (allotment, outbound, inbound, distribution, return) refused on the free plan. */
const FREE_REFUSED: number[] = [MovementType.allocation, MovementType.stockOut, MovementType.stockIn, MovementType.distribute, MovementType.returnToStock];

export interface SpareServices {
  catalogue: SpareCatalogueService;
  stock: SpareStockService;
  movements: SpareMovementsService;
  kits: SpareKitsService;
  exports: ExportService;
  hotline: string;
}

/** Spare parts (spec part 2 sections 2, 3, 7): catalogue, warehouses, stock, movements, approvals, order use. */
export async function sparePartsRoutes(app: FastifyInstance, { catalogue, stock, movements, kits, exports, hotline }: SpareServices) {
  const paying = (request: FastifyRequest, feature: string) => {
    if (caller(request).enterprise.planType === Plan.free) throw forbidden(freeEditionNotice(feature, hotline));
  };

  app.get(SparePaths.enterpriseDetail, async (request) => ({ success: true, data: await catalogue.settings(enterpriseOf(request)) }));
  app.post(SparePaths.enterpriseSave, adminOnly, async (request) => {
    await catalogue.saveSettings(enterpriseOf(request), parseBody(SpareSettingsSchema, request));
    return { success: true, message: Messages.saveOk };
  });

  app.get(SparePaths.typeList, async (request) => ({ success: true, data: await catalogue.types(enterpriseOf(request)) }));
  app.post(SparePaths.typeSave, keepers, async (request) => ({
    success: true,
    message: Messages.saveOk,
    data: await catalogue.saveType(enterpriseOf(request), parseBody(SaveSpareTypeSchema, request)),
  }));
  app.delete(SparePaths.typeDelete, keepers, async (request) => {
    await catalogue.deleteTypes(enterpriseOf(request), parse(IdsQuerySchema, request.query).ids);
    return { success: true, message: Messages.deleteOk };
  });

  app.get(SparePaths.partList, async (request) => ({ success: true, data: await catalogue.parts(enterpriseOf(request), parse(PartListQuerySchema, request.query)) }));
  app.get(SparePaths.partCount, async (request) => {
    const { keyword, typeId } = parse(PartListQuerySchema, request.query);
    return { success: true, data: await catalogue.countParts(enterpriseOf(request), { keyword, typeId }) };
  });
  app.get(SparePaths.partDetail, { config: { power: Power.spareDetail } }, async (request) => ({
    success: true,
    data: await catalogue.part(enterpriseOf(request), parse(IdQuerySchema, request.query).id),
  }));
  app.post(SparePaths.partSave, keepers, async (request) => ({
    success: true,
    message: Messages.saveOk,
    data: await catalogue.savePart(enterpriseOf(request), parseBody(SavePartSchema, request)),
  }));
  app.delete(SparePaths.partDelete, keepers, async (request) => {
    await catalogue.deleteParts(enterpriseOf(request), parse(IdsQuerySchema, request.query).ids);
    return { success: true, message: Messages.deleteOk };
  });

  exportRoute(app, exports, { path: SparePaths.partExport, schema: ExportPartsSchema, source: 'spare-parts' });

  await sheetImportRoutes(app, {
    source: 'spare-parts',
    importPath: SparePaths.partImport,
    templatePath: SparePaths.partImportTemplate,
    templateFile: 'spare-parts.xlsx',
    roles: [Role.admin, Role.warehouse],
  });

  app.get(SparePaths.warehouseList, async (request) => ({ success: true, data: await catalogue.warehouses(enterpriseOf(request)) }));
  app.post(SparePaths.warehouseSave, adminOnly, async (request) => ({
    success: true,
    message: Messages.saveOk,
    data: await catalogue.saveWarehouse(enterpriseOf(request), parseBody(SaveWarehouseSchema, request)),
  }));

  app.get(SparePaths.stockList, async (request) => ({ success: true, data: await stock.stock(actorOf(request), parse(StockListQuerySchema, request.query)) }));
  exportRoute(app, exports, { path: SparePaths.stockExport, schema: ExportStockSchema, source: 'spare-stock' });
  app.get(SparePaths.mine, async (request) => {
    paying(request, '我的备件');
    const query = parse(StockListQuerySchema, request.query);
    const actor = actorOf(request);
    return { success: true, data: await stock.stock(actor, { ...query, warehouseId: undefined, userId: actor.userId }) };
  });
  app.post(SparePaths.warningSave, keepers, async (request) => {
    await stock.setWarning(actorOf(request), parseBody(WarningSchema, request));
    return { success: true, message: Messages.saveOk };
  });

  app.post(SparePaths.post, async (request) => {
    const input = parseBody(PostMovementSchema, request);
    if (FREE_REFUSED.includes(input.type)) paying(request, '备件出入库、调拨、分发与退还');
    const data = await movements.post(actorOf(request), input);
    return { success: true, message: movementDoneText(input.type, data.state, input.lines), data };
  });
  app.get(SparePaths.operationList, async (request) => ({
    success: true,
    data: await stock.movements(actorOf(request), parse(OperationListQuerySchema, request.query)),
  }));
  app.get(SparePaths.applyDetail, async (request) => ({ success: true, data: await stock.movement(actorOf(request), parse(IdQuerySchema, request.query).id) }));
  app.post(SparePaths.examine, keepers, async (request) => {
    paying(request, '备件审批');
    const data = await movements.examine(actorOf(request), parseBody(ExamineSchema, request));
    return { success: true, message: data.state === 1 ? '已通过' : '已驳回', data };
  });
  app.get(SparePaths.approvalCount, async (request) => {
    parse(ApprovalCountQuerySchema, request.query);
    return { success: true, data: { count: await stock.approvalCount(actorOf(request)) } };
  });

  app.get(SparePaths.ledgerList, async (request) => {
    paying(request, '库存日志');
    return { success: true, data: await stock.ledger(actorOf(request), parse(LedgerQuerySchema, request.query)) };
  });
  app.post(SparePaths.stockTaking, keepers, async (request) => {
    const data = await movements.stockTaking(actorOf(request), parseBody(StockTakingSchema, request));
    return { success: true, message: data ? '盘点完成，差异已入账' : '盘点完成，没有差异', data };
  });

  app.get(SparePaths.kitList, async (request) => ({ success: true, data: await kits.list(enterpriseOf(request)) }));
  app.post(SparePaths.kitSave, keepers, async (request) => ({
    success: true,
    message: Messages.saveOk,
    data: await kits.save(enterpriseOf(request), parseBody(SaveKitSchema, request)),
  }));
  app.delete(SparePaths.kitDelete, keepers, async (request) => {
    await kits.remove(enterpriseOf(request), parse(IdsQuerySchema, request.query).ids);
    return { success: true, message: Messages.deleteOk };
  });

  app.get(SparePaths.orderParts, async (request) => {
    const { id } = parse(IdQuerySchema, request.query);
    return { success: true, data: await stock.movements(actorOf(request), { pageIndex: 0, pageSize: 100, mine: 0, orderId: id }) };
  });
  app.post(SparePaths.orderConsume, async (request) => ({
    success: true,
    message: '已登记用料',
    data: await movements.consumeOnOrder(actorOf(request), parseBody(OrderConsumeSchema, request)),
  }));
  app.post(SparePaths.orderCancel, async (request) => ({
    success: true,
    message: '已取消用料',
    data: await movements.cancelOnOrder(actorOf(request), parseBody(OrderCancelSchema, request)),
  }));
}
