import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Messages } from '@domain/common/messages';
import { FinanceTexts } from '@domain/finance/finance.constants';
import { FinancePaths } from '@domain/finance/finance.paths';
import {
  AddTemplateSchema,
  CollectItemSchema,
  DeleteTemplatesQuerySchema,
  OrderCollectionsQuerySchema,
  OrderTypeTemplatesQuerySchema,
  ReconcileMarkSchema,
  ReconcileQuerySchema,
  ReconcileReopenSchema,
  TemplateListQuerySchema,
  UpdateTemplateSchema,
} from '@domain/finance/finance.schemas';
import { Role, type RoleType } from '@domain/shell/roles';
import { parse, parseBody } from '../../lib/parse';
import { caller } from '../../plugins/auth';
import type { FinanceActor, ReceiveService } from './receive.service';
import type { ReconcileService } from './reconcile.service';

/** Finance (role 8) does all of it; the administrator may too. */
const financeOnly = { config: { roles: [Role.finance, Role.admin] } };
const enterpriseOf = (request: FastifyRequest) => caller(request).enterprise.id;
const actorOf = (request: FastifyRequest): FinanceActor => {
  const { user, enterprise } = caller(request);
  return { enterpriseId: enterprise.id, userId: user.id };
};
/** The caller as the reconciliation machine sees them. */
const roleOf = (request: FastifyRequest) => ({ role: caller(request).user.currentRole });

/**
 * Finance calls: payment templates (/receive/..., spec part 1 section 7) and their item collections,
 * reconciliation (/v2/reconcile/..., part 2 section 7). Every user reads the templates (order forms
 * and the order's collection show them); finance manages them, collects items and reconciles.
 */
export async function financeRoutes(app: FastifyInstance, { receive, reconcile }: { receive: ReceiveService; reconcile: ReconcileService }) {
  app.get(FinancePaths.receiveList, async (request) => {
    const query = parse(TemplateListQuerySchema, request.query);
    return { success: true, data: await receive.list(enterpriseOf(request), query) };
  });

  app.get(FinancePaths.receiveCount, async (request) => {
    const { name } = parse(TemplateListQuerySchema, request.query);
    return { success: true, data: await receive.count(enterpriseOf(request), name) };
  });

  app.get(FinancePaths.receiveOfOrderType, async (request) => {
    const { orderTmplId } = parse(OrderTypeTemplatesQuerySchema, request.query);
    return { success: true, data: await receive.ofOrderType(enterpriseOf(request), orderTmplId) };
  });

  app.post(FinancePaths.receiveAdd, financeOnly, async (request) => {
    const input = parseBody(AddTemplateSchema, request);
    return { success: true, message: Messages.saveOk, data: await receive.add(actorOf(request), input) };
  });

  app.put(FinancePaths.receiveUpdate, financeOnly, async (request) => {
    const input = parseBody(UpdateTemplateSchema, request);
    return { success: true, message: Messages.saveOk, data: await receive.update(actorOf(request), input) };
  });

  app.delete(FinancePaths.receiveDelete, financeOnly, async (request) => {
    const { ids } = parse(DeleteTemplatesQuerySchema, request.query);
    await receive.remove(actorOf(request), ids);
    return { success: true, message: Messages.deleteOk };
  });

  app.get(FinancePaths.orderItemCollections, async (request) => {
    const { orderId } = parse(OrderCollectionsQuerySchema, request.query);
    const { user, enterprise } = caller(request);
    return { success: true, data: await receive.orderItemsSeenBy({ enterpriseId: enterprise.id, userId: user.id, role: user.currentRole as RoleType }, orderId) };
  });

  // Service staff too: the service lets them only where the enterprise allows engineers to collect.
  app.post(FinancePaths.collectItem, { config: { roles: [Role.finance, Role.admin, Role.serviceStaff] } }, async (request) => {
    const input = parseBody(CollectItemSchema, request);
    return { success: true, message: FinanceTexts.collected, data: await receive.collectItem({ ...actorOf(request), role: caller(request).user.currentRole as RoleType }, input) };
  });

  app.get(FinancePaths.reconcileList, financeOnly, async (request) => {
    const query = parse(ReconcileQuerySchema, request.query);
    return { success: true, data: await reconcile.list(enterpriseOf(request), query, roleOf(request)) };
  });

  app.get(FinancePaths.reconcileCount, financeOnly, async (request) => {
    const query = parse(ReconcileQuerySchema, request.query);
    return { success: true, data: await reconcile.count(enterpriseOf(request), query) };
  });

  app.post(FinancePaths.reconcileMark, financeOnly, async (request) => {
    const input = parseBody(ReconcileMarkSchema, request);
    return { success: true, message: FinanceTexts.reconciled, data: await reconcile.mark({ ...actorOf(request), ...roleOf(request) }, input) };
  });

  app.post(FinancePaths.reconcileReopen, financeOnly, async (request) => {
    const { orderId, reason } = parseBody(ReconcileReopenSchema, request);
    await reconcile.reopen({ ...actorOf(request), ...roleOf(request) }, orderId, reason);
    return { success: true, message: FinanceTexts.reopened };
  });
}
