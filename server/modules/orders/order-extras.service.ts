import { OrderErrors } from '@domain/orders/errors';
import { OrderOp } from '@domain/orders/order.constants';
import type { KeepDateInput } from '@domain/orders/order-extras';
import type { OrderCallInput } from '@domain/orders/orders.calls';
import type { EditOrderInput } from '@domain/orders/orders.schemas';
import type { OrderDetail } from '@domain/orders/orders.types';
import { OrderFieldKey, DetailEntityType, type DetailEntityTypeValue } from '@domain/templates/fixed-fields';
import type { DetailFormView } from '@domain/templates/detail-forms.schemas';
import { TemplateKind } from '@domain/templates/template.constants';
import type { TemplateForm } from '@domain/templates/template-form.schemas';
import { forbidden, notFound } from '../../lib/app-error';
import type { DetailFormsService } from '../templates/templates.public';
import { orderType } from './order-create';
import type { OrderFlowService } from './order-flow.service';
import type { OrderActor } from './order-operation';
import type { OrderRunner } from './order-runner';
import { findRecord } from './orders.queries';
import type { OrdersService } from './orders.service';

const OWN_INTERNAL_ONLY = '只能编辑或取消自己创建的内部工单';

/** Keeping the appointment date, the employee's own edit and cancel, and what an order type shows on the detail. */
export class OrderExtrasService {
  constructor(
    private readonly run: OrderRunner,
    private readonly orders: OrdersService,
    private readonly flow: OrderFlowService,
    private readonly detailForms: DetailFormsService,
  ) {}

  /** Keep the appointment the order came with as the engineer's (node 5), or change it like 修改预约. */
  keepDate(actor: OrderActor, input: KeepDateInput): Promise<OrderDetail> {
    if (!input.keep) return this.flow.appointment(actor, { ...input, appointmentTime: input.appointmentTime! });
    return this.run.one(actor, input, { op: OrderOp.keepDate, change: () => ({}), remark: input.remark });
  }

  /** An ordinary employee edits an internal order they created; the state machine then rules as for any creator. */
  async employeeEdit(actor: OrderActor, input: EditOrderInput): Promise<OrderDetail> {
    await this.assertOwnInternal(actor, input.id);
    return this.orders.edit(actor, input);
  }

  async employeeCancel(actor: OrderActor, input: OrderCallInput<'cancel'>): Promise<OrderDetail> {
    await this.assertOwnInternal(actor, input.id);
    return this.flow.cancel(actor, input);
  }

  /**
   * The detail-control forms an order of this type shows: the order's and its customer's fields,
   * and the product's and customer product's when the type's form asks for a product.
   */
  async detailControlTemplates(actor: OrderActor, orderTypeId: number): Promise<DetailFormView[]> {
    const type = await this.run.db.tenant(actor.enterpriseId, (tx) => orderType(tx, actor.enterpriseId, orderTypeId));
    const withProduct = (type.form as TemplateForm).fields.some((f) => f.key === OrderFieldKey.product);
    const kinds: DetailEntityTypeValue[] = [DetailEntityType.order, DetailEntityType.customer];
    if (withProduct) kinds.push(DetailEntityType.product, DetailEntityType.customerProduct);
    return Promise.all(kinds.map((kind) => this.detailForms.view(actor.enterpriseId, kind)));
  }

  private async assertOwnInternal(actor: OrderActor, id: number): Promise<void> {
    const row = await this.run.db.tenant(actor.enterpriseId, (tx) => findRecord(tx, actor.enterpriseId, id));
    if (!row) throw notFound(OrderErrors.notFound);
    if (row.kind !== TemplateKind.internal || row.creatorId !== actor.userId) throw forbidden(OWN_INTERNAL_ONLY);
  }
}
