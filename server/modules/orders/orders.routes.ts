import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Messages } from '@domain/common/messages';
import { ApprovalType, OrderSort, OrderView, type OrderViewValue } from '@domain/orders/order.constants';
import { ORDER_MANAGER_ROLES } from '@domain/orders/order.machine';
import { OrderBodies, type OrderCallInput, type OrderCallName } from '@domain/orders/orders.calls';
import { OrderPaths as P } from '@domain/orders/orders.paths';
import {
  OrderFilterSchema,
  OrderIdQuerySchema,
  OrderIdsQuerySchema,
  OrderExportSchema,
  OrderListQuerySchema,
  type OrderFilter,
} from '@domain/orders/orders.schemas';
import { Power } from '@domain/shell/permissions';
import { Plan } from '@domain/shell/plans';
import { forbidden } from '../../lib/app-error';
import { parse, rememberedParse, parseBody } from '../../lib/parse';
import { actorOf } from './order-actor';
import { assignMap } from './assign-map';
import { caller } from '../../plugins/auth';
import type { OrderFinishService } from './order-finish.service';
import type { OrderFlowService } from './order-flow.service';
import type { OrderActor } from './order-operation';
import type { OrdersService } from './orders.service';
import { exportRoute, type ExportService } from '../downloads/downloads.public';


/** Free enterprises keep the default sort (spec part 1 section 5; their page sizes: plugins/plan-page-size). */
function checkPlan(request: FastifyRequest, q: { sort?: string }) {
  if (caller(request).enterprise.planType !== Plan.free) return;
  if (q.sort === OrderSort.oldest) throw forbidden(Messages.freeSortBlocked);
}

const parseListQuery = rememberedParse(OrderListQuerySchema);
/** The query string alone decides the parsed list query (`view` is the route's). */
const queryStringOf = (request: FastifyRequest) => {
  const start = request.url.indexOf('?');
  return start < 0 ? '' : request.url.slice(start + 1);
};
const listQuery = (request: FastifyRequest, view?: OrderViewValue) => {
  const q = parseListQuery(`${view ?? ''}?${queryStringOf(request)}`, view ? { ...(request.query as object), view } : request.query);
  checkPlan(request, q);
  return q;
};
const filterOf = (request: FastifyRequest, view?: OrderViewValue): OrderFilter => {
  const f = parse(OrderFilterSchema, view ? { ...(request.query as object), view } : request.query);
  // The pool badge counts the pool, whoever asks (service staff grab from it).
  return f.is_grab === 1 && f.view === OrderView.all ? { ...f, view: OrderView.highSeas } : f;
};

export interface OrdersServices {
  orders: OrdersService;
  flow: OrderFlowService;
  finish: OrderFinishService;
  exports: ExportService;
}

/** Orders: lists, counts and badges, detail, creation and every operation of the lifecycle. */
export async function ordersRoutes(app: FastifyInstance, { orders, flow, finish, exports }: OrdersServices) {
  const ok = <T>(data: T, message?: string) => ({ success: true, ...(message ? { message } : {}), data });

  // ---- reading ----
  /** A page of a list: the rows' JSON text as PostgreSQL wrote it, spliced in unparsed (orders.queries, ROW_SQL). */
  const sendList = async (request: FastifyRequest, reply: FastifyReply, view?: OrderViewValue) => {
    const { rows, total } = await orders.list(actorOf(request), listQuery(request, view));
    return reply.type('application/json; charset=utf-8').send(`{"success":true,"data":{"list":[${rows.join(',')}],"total":${total}}}`);
  };
  app.get(P.list, (request, reply) => sendList(request, reply));
  app.get(P.count, async (request) => ok({ count: await orders.count(actorOf(request), filterOf(request)) }));
  app.get(P.tabs, async (request) => ok(await orders.tabs(actorOf(request), filterOf(request))));
  app.get(P.detail, { config: { power: Power.orderDetail } }, async (request) => ok(await orders.detail(actorOf(request), parse(OrderIdQuerySchema, request.query).id)));
  app.get(P.unassignedList, (request, reply) => sendList(request, reply, OrderView.assign));
  const badge = (path: string, view: OrderViewValue) =>
    app.get(path, async (request) => ok({ count: await orders.count(actorOf(request), filterOf(request, view)) }));
  badge(P.unassignedCount, OrderView.assign);
  badge(P.acceptanceCount, OrderView.acceptance);
  badge(P.abnormalCount, OrderView.abnormal);
  badge(P.visitCount, OrderView.returnVisit);
  badge(P.examineCount, OrderView.examine);
  // The map shows staff positions, so it is the desk's, who alone may assign.
  app.get(P.assignMap, { config: { roles: ORDER_MANAGER_ROLES } }, async (request) => ok(await assignMap(app.db, actorOf(request))));

  /** A POST call of domain/orders: its path and body schema by name, the parsed body to `run`. */
  const post = <K extends OrderCallName>(name: K, run: (actor: OrderActor, input: OrderCallInput<K>) => Promise<unknown>, message = '操作成功') =>
    app.post(P[name], async (request) => ok(await run(actorOf(request), parseBody(OrderBodies[name], request) as OrderCallInput<K>), message));

  // ---- creating ----
  post('add', (a, i) => orders.create(a, i), Messages.saveOk);
  post('edit', (a, i) => orders.edit(a, i), Messages.saveOk);
  post('copy', (a, i) => orders.copy(a, i), '复制成功');

  // ---- the lifecycle ----
  post('acceptance', (a, i) => flow.acceptance(a, i));
  post('batchAcceptance', (a, i) => flow.batchAcceptance(a, i));
  post('assign', (a, i) => flow.assign(a, i), '派单成功');
  post('collaborators', (a, i) => flow.collaborators(a, i));
  post('transfer', (a, i) => flow.transfer(a, i), '转单成功');
  post('putPool', (a, i) => flow.putPool(a, i), '已放入公海');
  post('retrievePool', (a, i) => flow.retrievePool(a, i), '已从公海收回');
  post('grab', (a, i) => flow.grab(a, i), '抢单成功');
  post('accept', (a, i) => flow.accept(a, i), '接单成功');
  post('refuse', (a, i) => flow.refuse(a, i), '已拒单');
  post('appoint', (a, i) => flow.appointment(a, i), '预约成功');
  post('startService', (a, i) => flow.startService(a, i), '已开始服务');
  post('checkIn', (a, i) => flow.checkIn(a, i), '签到成功');
  post('applyComplete', (a, i) => flow.applyComplete(a, i), '已提交完成审批');
  post('complete', (a, i) => flow.complete(a, i), '工单已完成');
  post(
    'examine',
    (a, i) => {
      if (i.type === ApprovalType.create) return flow.examineCreate(a, i);
      if (i.type === ApprovalType.complete) return flow.examineComplete(a, i);
      if (i.type === ApprovalType.receipt) return finish.examineReceipt(a, i);
      return finish.examineCollection(a, i);
    },
    '审批成功',
  );
  post('receipt', (a, i) => finish.receipt(a, i), '回执成功');
  post('fees', (a, i) => finish.fees(a, i), Messages.saveOk);
  post('collect', (a, i) => finish.collect(a, i), '收款成功');
  post('evaluate', (a, i) => finish.evaluate(a, i), '评价成功');
  post('cancel', (a, i) => flow.cancel(a, i), '工单已取消');
  post('applyAbnormal', (a, i) => flow.applyAbnormal(a, i), '已提交异常申请');
  post('abnormalExamine', (a, i) => flow.abnormalExamine(a, i), '审批成功');
  post('archive', (a, i) => flow.archive(a, i));

  app.delete(P.recycle, async (request) => {
    return ok(await flow.recycle(actorOf(request), parse(OrderIdsQuerySchema, request.query)), Messages.deleteOk);
  });
  exportRoute(app, exports, { path: P.export, schema: OrderExportSchema, source: 'orders', filter: (rest, { userId, role }) => ({ ...rest, viewer: { userId, role } }) });

  app.put(P.restore, async (request) => ok(await flow.restore(actorOf(request), parseBody(OrderBodies.restore, request)), '还原成功'));
}
