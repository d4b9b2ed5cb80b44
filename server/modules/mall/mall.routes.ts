import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Messages } from '@domain/common/messages';
import { Role } from '@domain/shell/roles';
import { MALL_APPROVERS, MALL_MANAGERS, MALL_PAYERS, MALL_READERS, MALL_SHIPPERS } from '@domain/mall/mall.constants';
import { MallPaths as P } from '@domain/mall/mall.paths';
import {
  AddCategorySchema,
  AddGoodsSchema,
  GoodsListQuerySchema,
  GoodsShelfSchema,
  MallSettingSchema,
  MallOrderExportSchema,
  MallOrderIdSchema,
  OrderListQuerySchema,
  StaffOperateSchema,
  UpdateCategorySchema,
  UpdateGoodsSchema,
} from '@domain/mall/mall.schemas';
import { parse, parseBody } from '../../lib/parse';
import { exportRoute, type ExportService } from '../downloads/downloads.public';
import { MALL_ORDERS_EXPORT } from './mall.export';
import { caller } from '../../plugins/auth';
import type { GoodsService } from './goods.service';
import type { MallStaff } from './mall-common';
import type { MallOrdersService } from './mall-orders.service';
import type { MallSettingsService } from './mall-settings';

const only = (roles: readonly (typeof MALL_READERS)[number][]) => ({ config: { roles } });
const MOVERS = [...new Set([...MALL_MANAGERS, ...MALL_PAYERS, ...MALL_APPROVERS, ...MALL_SHIPPERS])];

const staffOf = (request: FastifyRequest): MallStaff => {
  const { user, enterprise } = caller(request);
  return { enterpriseId: enterprise.id, userId: user.id, role: user.currentRole, name: user.name };
};

export interface MallServices {
  exports: ExportService;
  goods: GoodsService;
  orders: MallOrdersService;
  settings: MallSettingsService;
}

/** The staff side of the mall (/shop/manage/...): categories, goods, and mall orders moved by the mall order machine. */
export async function mallRoutes(app: FastifyInstance, { goods, orders, settings, exports }: MallServices) {
  exportRoute(app, exports, { path: P.orderExport, schema: MallOrderExportSchema, roles: MALL_READERS, source: MALL_ORDERS_EXPORT });
  app.get(P.settingGet, only(MALL_READERS), async (request) => ({ success: true, data: await settings.get(staffOf(request).enterpriseId) }));
  app.post(P.settingSave, only([Role.admin]), async (request) => {
    const input = parseBody(MallSettingSchema, request);
    return { success: true, message: Messages.saveOk, data: await settings.save(staffOf(request), input) };
  });

  app.get(P.categoryList, only(MALL_READERS), async (request) => ({ success: true, data: await goods.categories(staffOf(request).enterpriseId) }));

  app.post(P.addClassification, only(MALL_MANAGERS), async (request) => {
    const input = parseBody(AddCategorySchema, request);
    return { success: true, message: Messages.saveOk, data: await goods.saveCategory(staffOf(request), input) };
  });
  app.post(P.updateClassification, only(MALL_MANAGERS), async (request) => {
    const input = parseBody(UpdateCategorySchema, request);
    return { success: true, message: Messages.saveOk, data: await goods.saveCategory(staffOf(request), input) };
  });

  app.get(P.goodsList, only(MALL_READERS), async (request) => {
    const { pageIndex, pageSize, ...filter } = parse(GoodsListQuerySchema, request.query);
    return { success: true, data: await goods.goods(staffOf(request).enterpriseId, filter, { pageIndex, pageSize }) };
  });

  app.post(P.addGoods, only(MALL_MANAGERS), async (request) => {
    const input = parseBody(AddGoodsSchema, request);
    return { success: true, message: Messages.saveOk, data: await goods.saveGoods(staffOf(request), input) };
  });
  app.post(P.updateGoods, only(MALL_MANAGERS), async (request) => {
    const input = parseBody(UpdateGoodsSchema, request);
    return { success: true, message: Messages.saveOk, data: await goods.saveGoods(staffOf(request), input) };
  });

  app.post(P.goodsShelf, only(MALL_MANAGERS), async (request) => {
    const { id, onShelf } = parseBody(GoodsShelfSchema, request);
    await goods.shelf(staffOf(request), id, onShelf);
    return { success: true, message: onShelf ? '已上架' : '已下架' };
  });

  app.get(P.orderList, only(MALL_READERS), async (request) => {
    const { pageIndex, pageSize, state } = parse(OrderListQuerySchema, request.query);
    return { success: true, data: await orders.list(staffOf(request).enterpriseId, { state }, { pageIndex, pageSize }) };
  });

  app.get(P.orderCounts, only(MALL_READERS), async (request) => ({ success: true, data: await orders.waiting(staffOf(request)) }));

  app.get(P.orderDetail, only(MALL_READERS), async (request) => {
    const staff = staffOf(request);
    return { success: true, data: await orders.detail(staff.enterpriseId, { role: staff.role, customerId: null }, parse(MallOrderIdSchema, request.query).id) };
  });

  app.post(P.orderOperate, only(MOVERS), async (request) => {
    const input = parseBody(StaffOperateSchema, request);
    return { success: true, message: Messages.statusChanged, data: await orders.operate(staffOf(request), input) };
  });
}
