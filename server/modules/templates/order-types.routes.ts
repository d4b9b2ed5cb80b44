import type { FastifyInstance } from 'fastify';
import { Messages } from '@domain/common/messages';
import {
  DispatchQuerySchema,
  OrderTypeCountQuerySchema,
  OrderTypeListQuerySchema,
  OrderTypeOptionsQuerySchema,
  SaveOrderTypeSchema,
  UpdateDispatchSchema,
} from '@domain/templates/order-types.schemas';
import { DeleteIdsQuerySchema, EnableTemplateSchema, IdQuerySchema, MoveTemplateSchema } from '@domain/templates/template-common.schemas';
import { parse, parseBody } from '../../lib/parse';
import type { OrderTypesService } from './order-types.service';
import { actorOf, adminOnly, enterpriseOf } from './templates-common';
import { TemplatePaths } from '@domain/templates/templates.paths';

/** Order types: read by every role (order screens, pickers, filters), changed by administrators. */
export async function orderTypesRoutes(app: FastifyInstance, { service }: { service: OrderTypesService }) {

  app.get(TemplatePaths.orderTypeOptions, async (request) => {
    const { kind } = parse(OrderTypeOptionsQuerySchema, request.query);
    return { success: true, data: await service.options(enterpriseOf(request), kind) };
  });

  app.get(TemplatePaths.orderTypeList, async (request) => {
    const { pageIndex, pageSize, ...filter } = parse(OrderTypeListQuerySchema, request.query);
    return { success: true, data: await service.list(enterpriseOf(request), filter, { pageIndex, pageSize }) };
  });

  app.get(TemplatePaths.orderTypeCount, async (request) => {
    return { success: true, data: await service.count(enterpriseOf(request), parse(OrderTypeCountQuerySchema, request.query)) };
  });

  app.get(TemplatePaths.orderTypeDetail, async (request) => {
    const { id } = parse(IdQuerySchema, request.query);
    return { success: true, data: await service.detail(enterpriseOf(request), id) };
  });

  app.post(TemplatePaths.orderTypeSave, adminOnly, async (request) => {
    const input = parseBody(SaveOrderTypeSchema, request);
    return { success: true, message: Messages.saveOk, data: await service.save(actorOf(request), input) };
  });

  app.put(TemplatePaths.orderTypeEnable, adminOnly, async (request) => {
    const { id, enabled } = parseBody(EnableTemplateSchema, request);
    return { success: true, message: Messages.statusChanged, data: await service.setEnabled(actorOf(request), id, enabled) };
  });

  app.put(TemplatePaths.orderTypeSort, adminOnly, async (request) => {
    const { id, step } = parseBody(MoveTemplateSchema, request);
    await service.sort(actorOf(request), id, step);
    return { success: true, message: Messages.saveOk };
  });

  app.delete(TemplatePaths.orderTypeDelete, adminOnly, async (request) => {
    await service.remove(actorOf(request), parse(DeleteIdsQuerySchema, request.query).ids);
    return { success: true, message: Messages.deleteOk };
  });

  app.get(TemplatePaths.slaList, async (request) => {
    return { success: true, data: await service.slaList(enterpriseOf(request)) };
  });

  app.get(TemplatePaths.splitList, async (request) => {
    return { success: true, data: await service.dispatchList(enterpriseOf(request)) };
  });

  app.get(TemplatePaths.defaultDispatch, async (request) => {
    const { tmplId } = parse(DispatchQuerySchema, request.query);
    return { success: true, data: await service.getDispatch(enterpriseOf(request), tmplId) };
  });

  app.post(TemplatePaths.updateDefaultDispatch, adminOnly, async (request) => {
    const { tmplId, ...dispatch } = parseBody(UpdateDispatchSchema, request);
    return { success: true, message: Messages.saveOk, data: await service.updateDispatch(actorOf(request), tmplId, dispatch) };
  });
}
