import { Messages } from '@domain/common/messages';
import { FinanceTexts } from '@domain/finance/finance.constants';
import type {
  AddTemplateInput,
  CollectItemInput,
  OrderPaymentTemplates,
  PaymentTemplateRow,
  TemplateItem,
  TemplateListQuery,
  UpdateTemplateInput,
} from '@domain/finance/finance.schemas';
import { toFen, toYuan } from '@domain/finance/money';
import { OrderState } from '@domain/orders/order.constants';
import { ENGINEER_COLLECT } from '@domain/settings/system-settings';
import { Role, type RoleType } from '@domain/shell/roles';
import type { OrderTypeSettings } from '@domain/templates/order-types.schemas';
import type { Database, Tx } from '../../db/database';
import { badRequest, conflict, forbidden, notFound } from '../../lib/app-error';
import { recordOperation } from '../audit/audit.public';
import { checkOrdersVisible, lockOrderForFinance, orderFinanceFacts, type Viewer } from '../orders/orders.public';
import { settingValue } from '../settings/settings.public';
import { orderTypeQueries } from '../templates/templates.public';
import * as q from './receive.queries';
import { isReconciled } from './reconcile.queries';

export interface FinanceActor {
  enterpriseId: number;
  userId: number;
}

const itemsOf = (input: AddTemplateInput): TemplateItem[] =>
  input.items.map((i) => ({ name: i.name, itemType: i.itemType, moneyItemId: i.moneyItemId ?? null, amount: i.amount ? toYuan(toFen(i.amount)) : null }));

/** Payment templates (收款模板, /receive/...) and what was collected of each template item of an order. */
export class ReceiveService {
  constructor(private readonly db: Database) {}

  list(enterpriseId: number, query: TemplateListQuery): Promise<PaymentTemplateRow[]> {
    return this.db.tenant(enterpriseId, (tx) => q.listTemplates(tx, enterpriseId, query.name, query));
  }

  count(enterpriseId: number, name?: string): Promise<number> {
    return this.db.tenant(enterpriseId, (tx) => q.countTemplates(tx, enterpriseId, name));
  }

  /** The templates the order type uses, in the order the type lists them; unknown type: 404. */
  ofOrderType(enterpriseId: number, orderTypeId: number): Promise<PaymentTemplateRow[]> {
    return this.db.tenant(enterpriseId, async (tx) => this.templatesOfType(tx, enterpriseId, orderTypeId));
  }

  private async templatesOfType(tx: Tx, enterpriseId: number, orderTypeId: number): Promise<PaymentTemplateRow[]> {
    const [type] = await orderTypeQueries.find(tx, enterpriseId, [orderTypeId]);
    if (!type) throw notFound('工单类型不存在');
    return q.findTemplates(tx, enterpriseId, (type.settings as Partial<OrderTypeSettings>).receivePaymentTemplateIds ?? []);
  }

  add(actor: FinanceActor, input: AddTemplateInput): Promise<PaymentTemplateRow> {
    const { enterpriseId } = actor;
    return this.db.tenant(enterpriseId, async (tx) => {
      if (await q.nameTaken(tx, enterpriseId, input.name)) throw conflict(FinanceTexts.templateNameTaken);
      const id = await q.insertTemplate(tx, enterpriseId, { name: input.name, items: itemsOf(input), remark: input.remark });
      const [after] = await q.findTemplates(tx, enterpriseId, [id]);
      await recordOperation(tx, { ...actor, module: 'finance', action: 'receive.add', targetId: id, summary: `新增${FinanceTexts.templateKind}：${after.name}`, after });
      return after;
    });
  }

  update(actor: FinanceActor, input: UpdateTemplateInput): Promise<PaymentTemplateRow> {
    const { enterpriseId } = actor;
    return this.db.tenant(enterpriseId, async (tx) => {
      const [before] = await q.findTemplates(tx, enterpriseId, [input.id]);
      if (!before) throw notFound(FinanceTexts.templateNotFound);
      if (await q.nameTaken(tx, enterpriseId, input.name, input.id)) throw conflict(FinanceTexts.templateNameTaken);
      const saved = await q.updateTemplate(tx, enterpriseId, input.id, input.version, { name: input.name, items: itemsOf(input), remark: input.remark });
      if (!saved) throw conflict(FinanceTexts.templateStale);
      const [after] = await q.findTemplates(tx, enterpriseId, [input.id]);
      await recordOperation(tx, { ...actor, module: 'finance', action: 'receive.update', targetId: input.id, summary: `修改${FinanceTexts.templateKind}：${after.name}`, before, after });
      return after;
    });
  }

  /** Deletes all the given templates or none (an id not a live template of the enterprise refuses the lot). */
  async remove(actor: FinanceActor, ids: number[]): Promise<void> {
    if (ids.length === 0) throw badRequest(Messages.deleteNothingSelected);
    const { enterpriseId } = actor;
    await this.db.tenant(enterpriseId, async (tx) => {
      const found = await q.findTemplates(tx, enterpriseId, ids);
      if (found.length !== ids.length) throw notFound(FinanceTexts.templateNotFound);
      await q.softDeleteTemplates(tx, enterpriseId, ids);
      await recordOperation(tx, {
        ...actor,
        module: 'finance',
        action: 'receive.delete',
        targetId: ids.join(','),
        summary: `删除${FinanceTexts.templateKind}：${found.map((t) => t.name).join('、')}`,
        before: found,
      });
    });
  }

  /** The order's payment items for someone reading the order: 404 outside the orders they may see. */
  async orderItemsSeenBy(viewer: Viewer, orderId: number): Promise<OrderPaymentTemplates> {
    await this.db.tenantRead(viewer.enterpriseId, (tx) => checkOrdersVisible(tx, viewer, [orderId]));
    return this.orderItems(viewer.enterpriseId, orderId);
  }

  /** The order's payment items: the templates of its type, each item with what was collected of it. */
  orderItems(enterpriseId: number, orderId: number): Promise<OrderPaymentTemplates> {
    return this.db.tenant(enterpriseId, async (tx) => {
      const order = await lockFreeFacts(tx, enterpriseId, orderId);
      const templates = await this.templatesOfType(tx, enterpriseId, order.templateId);
      const collections = await q.itemCollectionsOf(tx, enterpriseId, orderId);
      return {
        orderId,
        frozen: await isReconciled(tx, enterpriseId, orderId),
        templates: templates.map((t) => ({
          id: t.id,
          name: t.name,
          items: t.items.map((item) => {
            const mine = collections.filter((c) => c.receivePaymentId === t.id && c.row.itemName === item.name).map((c) => c.row);
            return { ...item, collected: toYuan(mine.reduce((sum, c) => sum + toFen(c.amount), 0)), collections: mine };
          }),
        })),
      };
    });
  }

  /**
   * Records what was collected of one template item. The order row is locked first, so a
   * reconciliation running at the same time either comes before (and this is refused) or after.
   */
  /**
   * An item collection. Finance collects on any order; service staff only where the enterprise lets
   * engineers collect (系统参数 允许服务人员收款), on orders they serve, with a proof photo.
   */
  collectItem(actor: FinanceActor & { role: RoleType }, input: CollectItemInput): Promise<OrderPaymentTemplates> {
    const { enterpriseId } = actor;
    return this.db
      .tenant(enterpriseId, async (tx) => {
        const order = await lockOrderForFinance(tx, enterpriseId, input.orderId);
        if (!order || order.deleted) throw notFound(FinanceTexts.orderNotFound);
        if (actor.role === Role.serviceStaff) {
          if ((await settingValue(tx, enterpriseId, ENGINEER_COLLECT)) !== 1) throw forbidden(FinanceTexts.engineerCollectOff);
          if (!order.servedBy.includes(actor.userId)) throw notFound(FinanceTexts.orderNotFound);
          if (input.proof.length === 0) throw badRequest(`proof: ${FinanceTexts.proofNeeded}`);
        }
        if (order.state !== OrderState.inService && order.state !== OrderState.completed) throw conflict('只有服务中或已完成的工单可以收款');
        if (await isReconciled(tx, enterpriseId, order.id)) throw conflict(FinanceTexts.frozen);
        const templates = await this.templatesOfType(tx, enterpriseId, order.templateId);
        const template = templates.find((t) => t.id === input.receivePaymentId);
        if (!template) throw badRequest(`receivePaymentId: ${FinanceTexts.templateNotOfOrderType}`);
        if (!template.items.some((i) => i.name === input.itemName)) throw badRequest(`itemName: ${FinanceTexts.itemNotInTemplate}`);
        if (toFen(input.amount) === 0) throw badRequest('amount: 收款金额须大于0');
        await q.insertItemCollection(tx, enterpriseId, {
          orderId: order.id,
          receivePaymentId: template.id,
          itemName: input.itemName,
          mode: input.mode,
          amount: toYuan(toFen(input.amount)),
          proof: input.proof,
          remark: input.remark,
          userId: actor.userId,
        });
        await recordOperation(tx, {
          ...actor,
          module: 'finance',
          action: 'receive.collect',
          targetId: order.id,
          summary: `工单${order.orderNo}收款：${template.name}·${input.itemName} ${input.amount}元`,
          after: input,
        });
      })
      .then(() => this.orderItems(enterpriseId, input.orderId));
  }
}

/** The order's facts, read without a lock. */
async function lockFreeFacts(tx: Tx, enterpriseId: number, orderId: number) {
  const order = await orderFinanceFacts(tx, enterpriseId, orderId);
  if (!order || order.deleted) throw notFound(FinanceTexts.orderNotFound);
  return order;
}
