import type { FastifyInstance } from 'fastify';
import { Messages } from '@domain/common/messages';
import { pageSizesFor } from '@domain/common/page-sizes';
import {
  DetailControlTemplatesQuerySchema,
  EmployeeCancelSchema,
  EmployeeEditSchema,
  KeepDateSchema,
  ProgressAssignSchema,
  ProgressQuerySchema,
  ProgressSaveSchema,
  ProgressStepQuerySchema,
  type OrderMapView,
  type OrderScreenSettings,
} from '@domain/orders/order-extras';
import { OrderFilterSchema } from '@domain/orders/orders.schemas';
import { OrderPaths as P } from '@domain/orders/orders.paths';
import { Power } from '@domain/shell/permissions';
import { Plan } from '@domain/shell/plans';
import { Role } from '@domain/shell/roles';
import { parse, parseBody } from '../../lib/parse';
import { caller } from '../../plugins/auth';
import type { SettingsService } from '../settings/settings.public';
import { actorOf } from './order-actor';
import { ordersOnMap } from './assign-map';
import type { OrderExtrasService } from './order-extras.service';
import type { OrderProgressService } from './order-progress.service';

export interface OrderExtrasServices {
  extras: OrderExtrasService;
  progress: OrderProgressService;
  settings: SettingsService;
}

/** The order calls beside the lifecycle's (domain/orders/order-extras.ts). */
export async function orderExtrasRoutes(app: FastifyInstance, { extras, progress, settings }: OrderExtrasServices) {
  const ok = <T>(data: T, message?: string) => ({ success: true, ...(message ? { message } : {}), data });
  const employeeOnly = { config: { roles: [Role.employee] } };

  app.post(P.keepDate, async (request) => ok(await extras.keepDate(actorOf(request), parseBody(KeepDateSchema, request)), '预约成功'));
  app.post(P.employeeEdit, employeeOnly, async (request) => ok(await extras.employeeEdit(actorOf(request), parseBody(EmployeeEditSchema, request)), Messages.saveOk));
  app.post(P.employeeCancel, employeeOnly, async (request) =>
    ok(await extras.employeeCancel(actorOf(request), parseBody(EmployeeCancelSchema, request)), '工单已取消'),
  );
  app.get(P.detailControlTemplates, async (request) => {
    const { orderTypeId } = parse(DetailControlTemplatesQuerySchema, request.query);
    return ok(await extras.detailControlTemplates(actorOf(request), orderTypeId));
  });

  const readsOrders = { config: { power: Power.orderDetail } };
  app.get(P.progressCheckFinish, readsOrders, async (request) => ok(await progress.checkFinish(actorOf(request), parse(ProgressQuerySchema, request.query).id)));
  app.get(P.progressDefaultUser, readsOrders, async (request) => {
    const { id, step } = parse(ProgressStepQuerySchema, request.query);
    return ok(await progress.defaultUser(actorOf(request), id, step));
  });
  app.post(P.progressAssign, async (request) => ok(await progress.assign(actorOf(request), parseBody(ProgressAssignSchema, request)), Messages.saveOk));
  app.post(P.progressSave, async (request) => ok(await progress.save(actorOf(request), parseBody(ProgressSaveSchema, request)), Messages.saveOk));

  app.get(P.mapView, async (request) => {
    const filter = parse(OrderFilterSchema, request.query);
    const actor = actorOf(request);
    const view: OrderMapView = await app.db.tenantRead(actor.enterpriseId, (db) => ordersOnMap(db, actor, filter));
    return ok(view);
  });

  app.get(P.enterpriseSettings, async (request) => {
    const { enterprise } = caller(request);
    const values = new Map((await settings.list(enterprise.id, ['default_page_size', 'default_sort', 'order_search_in_home'])).map((s) => [s.code, s.value]));
    const paying = enterprise.planType !== Plan.free;
    const answer: OrderScreenSettings = {
      pageSizes: [...pageSizesFor(paying)],
      defaultPageSize: Number(values.get('default_page_size')),
      defaultSort: paying ? String(values.get('default_sort')) : '1',
      sortChangeable: paying,
      orderSearchInHome: Number(values.get('order_search_in_home')) === 1,
    };
    return ok(answer);
  });
}
