import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Messages } from '@domain/common/messages';
import { PAGE_SIZES } from '@domain/common/paging';
import { ApprovalType, OrderSort, OrderView, type OrderViewValue } from '@domain/orders/order.constants';
import {
  AbnormalApplySchema,
  AbnormalExamineSchema,
  AcceptanceSchema,
  AppointmentSchema,
  ArchiveSchema,
  AssignSchema,
  CancelSchema,
  CollaboratorsSchema,
  CollectSchema,
  CompleteSchema,
  CreateOrderSchema,
  EditOrderSchema,
  EvaluateSchema,
  ExamineSchema,
  FeesSchema,
  OrderFilterSchema,
  OrderIdQuerySchema,
  OrderIdsQuerySchema,
  OrderExportSchema,
  OrderListQuerySchema,
  OrderTargetSchema,
  PoolSchema,
  ReceiptSchema,
  RefuseSchema,
  RestoreSchema,
  TransferSchema,
  type OrderFilter,
} from '@domain/orders/orders.schemas';
import { Power } from '@domain/shell/permissions';
import { Plan } from '@domain/shell/plans';
import type { RoleType } from '@domain/shell/roles';
import { badRequest, forbidden } from '../../lib/app-error';
import { parse } from '../../lib/parse';
import { caller } from '../../plugins/auth';
import { OrderFinishService } from './order-finish.service';
import { OrderFlowService } from './order-flow.service';
import type { OrderActor } from './order-operation';
import { OrderRunner } from './order-runner';
import { OrdersService } from './orders.service';
import { ExportService } from '../downloads/export.service';
import { DownloadTexts } from '@domain/downloads/downloads.constants';

const actorOf = (request: FastifyRequest): OrderActor => {
  const { user, enterprise } = caller(request);
  return { enterpriseId: enterprise.id, userId: user.id, role: user.currentRole as RoleType };
};

/** Free enterprises keep the default sort and the small page sizes (spec part 1 sections 5 and 9). */
function checkPlan(request: FastifyRequest, q: { sort?: string; pageSize?: number }) {
  if (caller(request).enterprise.planType !== Plan.free) return;
  if (q.sort === OrderSort.oldest) throw forbidden(Messages.freeSortBlocked);
  if (q.pageSize !== undefined && !(PAGE_SIZES as readonly number[]).includes(q.pageSize)) throw badRequest('pageSize 只能是 10, 20, 50, 100');
}

const listQuery = (request: FastifyRequest, view?: OrderViewValue) => {
  const q = parse(OrderListQuerySchema, view ? { ...(request.query as object), view } : request.query);
  checkPlan(request, q);
  return q;
};
const filterOf = (request: FastifyRequest, view?: OrderViewValue): OrderFilter => {
  const f = parse(OrderFilterSchema, view ? { ...(request.query as object), view } : request.query);
  // The pool badge counts the pool, whoever asks (service staff grab from it).
  return f.is_grab === 1 && f.view === OrderView.all ? { ...f, view: OrderView.highSeas } : f;
};

/** Orders: lists, counts and badges, detail, creation and every operation of the lifecycle. */
export async function ordersRoutes(app: FastifyInstance) {
  const runner = new OrderRunner(app.db, app.notifications);
  const orders = new OrdersService(runner);
  const flow = new OrderFlowService(runner);
  const finish = new OrderFinishService(runner);
  const ok = <T>(data: T, message?: string) => ({ success: true, ...(message ? { message } : {}), data });

  // ---- reading ----
  app.get('/v2/order/getAllOrderList', async (request) => ok(await orders.list(actorOf(request), listQuery(request))));
  app.get('/v2/order/getOrderListCount', async (request) => ok({ count: await orders.count(actorOf(request), filterOf(request)) }));
  app.get('/order/getOrderTab', async (request) => ok(await orders.tabs(actorOf(request), filterOf(request))));
  app.get('/order/orderDetail', { config: { power: Power.orderDetail } }, async (request) =>
    ok(await orders.detail(actorOf(request), parse(OrderIdQuerySchema, request.query).id)),
  );
  app.get('/order/unDeliverOrderList', async (request) => ok(await orders.list(actorOf(request), listQuery(request, OrderView.assign))));
  const badge = (path: string, view: OrderViewValue) =>
    app.get(path, async (request) => ok({ count: await orders.count(actorOf(request), filterOf(request, view)) }));
  badge('/order/unDeliverOrderListCount', OrderView.assign);
  badge('/v2/order/getAllAcceptanceCount', OrderView.acceptance);
  badge('/v2/order/getAbnormalOrderCount', OrderView.abnormal);
  badge('/v2/order/getAllVisitCount', OrderView.returnVisit);
  badge('/v2/order/examineOrderCount', OrderView.examine);

  // ---- creating ----
  app.post('/v2/order/add', async (request) => ok(await orders.create(actorOf(request), parse(CreateOrderSchema, request.body)), Messages.saveOk));
  app.post('/v2/order/edit', async (request) => ok(await orders.edit(actorOf(request), parse(EditOrderSchema, request.body)), Messages.saveOk));
  app.post('/order/copy', async (request) => ok(await orders.copy(actorOf(request), parse(OrderTargetSchema, request.body)), '复制成功'));

  // ---- the lifecycle ----
  const post = <T>(path: string, schema: { parse: unknown } & Parameters<typeof parse>[0], run: (actor: OrderActor, input: T) => Promise<unknown>, message = '操作成功') =>
    app.post(path, async (request) => ok(await run(actorOf(request), parse(schema, request.body) as T), message));

  post('/order/acceptance', AcceptanceSchema, (a, i: never) => flow.acceptance(a, i));
  post('/worker/batchDesignate', AssignSchema, (a, i: never) => flow.assign(a, i), '派单成功');
  post('/order/collaborators', CollaboratorsSchema, (a, i: never) => flow.collaborators(a, i));
  post('/order/transfer', TransferSchema, (a, i: never) => flow.transfer(a, i), '转单成功');
  post('/v2/order/putGrab', PoolSchema, (a, i: never) => flow.putPool(a, i), '已放入公海');
  post('/v2/order/revokeGrab', PoolSchema, (a, i: never) => flow.retrievePool(a, i), '已从公海收回');
  post('/v2/order/grab', OrderTargetSchema, (a, i: never) => flow.grab(a, i), '抢单成功');
  post('/order/accept', OrderTargetSchema, (a, i: never) => flow.receive(a, i), '接单成功');
  post('/order/refuseOrder', RefuseSchema, (a, i: never) => flow.refuse(a, i), '已拒单');
  post('/order/workerBespokeDate', AppointmentSchema, (a, i: never) => flow.appointment(a, i), '预约成功');
  post('/order/startService', OrderTargetSchema, (a, i: never) => flow.startService(a, i), '已开始服务');
  post('/order/applyEndService', CompleteSchema, (a, i: never) => flow.applyComplete(a, i), '已提交完成审批');
  post('/order/serviceComplete', CompleteSchema, (a, i: never) => flow.complete(a, i), '工单已完成');
  post('/order/examine/save', ExamineSchema, (a, i: { id: number; version?: number; type: number; pass: boolean; remark: string }) => {
    if (i.type === ApprovalType.create) return flow.examineCreate(a, i);
    if (i.type === ApprovalType.complete) return flow.examineComplete(a, i);
    if (i.type === ApprovalType.receipt) return finish.examineReceipt(a, i);
    return finish.examineCollection(a, i);
  }, '审批成功');
  post('/order/receipt', ReceiptSchema, (a, i: never) => finish.receipt(a, i), '回执成功');
  post('/order/fees', FeesSchema, (a, i: never) => finish.fees(a, i), Messages.saveOk);
  post('/order/collect', CollectSchema, (a, i: never) => finish.collect(a, i), '收款成功');
  post('/order/evaluate', EvaluateSchema, (a, i: never) => finish.evaluate(a, i), '评价成功');
  post('/order/cancel', CancelSchema, (a, i: never) => flow.cancel(a, i), '工单已取消');
  post('/order/applyAbnormalOrder', AbnormalApplySchema, (a, i: never) => flow.applyAbnormal(a, i), '已提交异常申请');
  post('/order/abnormal/examine', AbnormalExamineSchema, (a, i: never) => flow.abnormalExamine(a, i), '审批成功');
  post('/v2/order/archive', ArchiveSchema, (a, i: never) => flow.archive(a, i));

  app.delete('/order/delAllOrder', async (request) => {
    const { ids } = parse(OrderIdsQuerySchema, request.query);
    return ok(await flow.recycle(actorOf(request), ids), Messages.deleteOk);
  });
  const exports = new ExportService(app.db, app.jobs);
  app.post('/order/export', async (request) => {
    const { format, ...filter } = parse(OrderExportSchema, request.body);
    const actor = actorOf(request);
    const viewer = { userId: actor.userId, role: actor.role };
    const data = await exports.start({ enterpriseId: actor.enterpriseId, userId: actor.userId }, { source: 'orders', format, filter: { ...filter, viewer } });
    return { success: true, message: DownloadTexts.queued, data };
  });

  app.put('/order/rubbish/restore', async (request) => ok(await flow.restore(actorOf(request), parse(RestoreSchema, request.body)), '还原成功'));
}
