import { OrderErrors } from '@domain/orders/errors';
import { OrderOp, OrderSource, OrderView } from '@domain/orders/order.constants';
import { orderMachine } from '@domain/orders/order.machine';
import type { CreateOrderInput, EditOrderInput, OrderFilter, OrderListQuery, OrderTarget } from '@domain/orders/orders.schemas';
import type { OrderDetail, OrderTabCounts } from '@domain/orders/orders.types';
import { Role } from '@domain/shell/roles';
import type { TemplateForm } from '@domain/templates/template-form.schemas';
import type { Executor } from '../../db/database';
import { AppError, forbidden, notFound } from '../../lib/app-error';
import { assertUsers, checkedValues, checkRequiredControls, customerValues, insertOrder, orderType, serviceCategory } from './order-create';
import { orderDetail } from './order-detail';
import { machineActor, operate, type OrderActor } from './order-operation';
import { machineOrder } from './order-record';
import type { OrderRunner } from './order-runner';
import type { Viewer } from './order-filter';
import { checkOrdersVisible, countOrders, findRecord, listOrders, listOrderTexts, tabCounts } from './orders.queries';
import { orderCopyInput } from './order-copy-input';

const viewerOf = (a: OrderActor): Viewer => ({ enterpriseId: a.enterpriseId, userId: a.userId, role: a.role });
const DESK = [Role.dispatcher, Role.admin] as number[];

/** Reading orders (lists, counts, tabs, detail) and creating, editing and copying them. */
export class OrdersService {
  constructor(private readonly run: OrderRunner) {}

  /** The recycle bin is the desk's. */
  private checkView(actor: OrderActor, f: OrderFilter) {
    if (f.view === OrderView.recycle && !DESK.includes(actor.role)) throw forbidden(OrderErrors.noRecycleRight);
  }

  /** A page as the rows' JSON text (what the list routes send unparsed) and its total. */
  async list(actor: OrderActor, q: OrderListQuery): Promise<{ rows: string[]; total: number }> {
    this.checkView(actor, q);
    // Page and total on two connections at once: reads outside a transaction see separate snapshots
    // anyway, and the list answers in the time of the slower statement rather than of both.
    const read = <T>(query: (db: Executor) => Promise<T>) => this.run.db.tenantRead(actor.enterpriseId, query);
    const [rows, total] = await Promise.all([read((db) => listOrderTexts(db, viewerOf(actor), q)), read((db) => countOrders(db, viewerOf(actor), q))]);
    return { rows, total };
  }

  /** One page without the total (the benchmark's list, and screens that count separately). */
  page(actor: OrderActor, q: OrderListQuery) {
    this.checkView(actor, q);
    return this.run.db.tenantRead(actor.enterpriseId, (db) => listOrders(db, viewerOf(actor), q));
  }

  count(actor: OrderActor, f: OrderFilter): Promise<number> {
    this.checkView(actor, f);
    return this.run.db.tenantRead(actor.enterpriseId, (db) => countOrders(db, viewerOf(actor), f));
  }

  tabs(actor: OrderActor, f: OrderFilter): Promise<OrderTabCounts> {
    this.checkView(actor, f);
    return this.run.db.tenantRead(actor.enterpriseId, (db) => tabCounts(db, viewerOf(actor), f));
  }

  detail(actor: OrderActor, id: number): Promise<OrderDetail> {
    return this.run.db.tenantRead(actor.enterpriseId, async (db) => {
      await checkOrdersVisible(db, viewerOf(actor), [id]);
      return orderDetail(db, actor, id);
    });
  }

  create(actor: OrderActor, input: CreateOrderInput): Promise<OrderDetail> {
    return this.run.db.tenant(actor.enterpriseId, async (tx) => {
      const order = await insertOrder(tx, this.run.notifier, actor, input);
      return orderDetail(tx, actor, order.id);
    });
  }

  /** A new order with the same type, customer and content; it starts its life from the beginning. */
  copy(actor: OrderActor, input: OrderTarget): Promise<OrderDetail> {
    return this.run.db.tenant(actor.enterpriseId, async (tx) => {
      const source = await findRecord(tx, actor.enterpriseId, input.id);
      if (!source) throw notFound(OrderErrors.notFound);
      await checkOrdersVisible(tx, viewerOf(actor), [source.id]);
      const verdict = orderMachine.decide(machineOrder(source), await machineActor(tx, actor), OrderOp.copy);
      if (!verdict.ok) throw new AppError(verdict.status, verdict.message);
      const order = await insertOrder(
        tx,
        this.run.notifier,
        actor,
        {
          ...orderCopyInput(source),
          appointmentTime: undefined,
          estimatedCompletion: undefined,
          source: OrderSource.copy,
          origin: { ...(source.origin as CreateOrderInput['origin']), copiedFromId: source.id } as CreateOrderInput['origin'],
        },
        'copy',
      );
      return orderDetail(tx, actor, order.id);
    });
  }

  edit(actor: OrderActor, input: EditOrderInput): Promise<OrderDetail> {
    return this.run.db.tenant(actor.enterpriseId, async (tx) => {
      await assertUsers(tx, actor.enterpriseId, input.copyUserIds, 'copyUserIds', OrderErrors.copyUserInvalid);
      const { after } = await operate(tx, actor, input, OrderOp.edit, async (row) => {
        const type = await orderType(tx, actor.enterpriseId, row.templateId).catch(() => null);
        // A control the body leaves out keeps its value (held orders change the appointment by 预约);
        // the type's required controls must still be filled afterwards.
        const controls = {
          appointmentTime: input.appointmentTime ?? row.appointmentTime ?? undefined,
          estimatedCompletion: input.estimatedCompletion ?? row.estimatedCompletion ?? undefined,
          serviceItemId: input.serviceItemId ?? row.serviceItemId ?? undefined,
          description: input.description ?? row.description,
          images: input.images,
        };
        if (type) checkRequiredControls(type.form as TemplateForm, controls);
        return {
          title: input.title,
          customLinkPerson: input.contactName ?? row.customLinkPerson,
          customPhone: input.contactPhone ?? row.customPhone,
          customAddress: input.address ?? row.customAddress,
          priority: input.priority,
          appointmentTime: controls.appointmentTime ?? null,
          estimatedCompletion: controls.estimatedCompletion ?? null,
          serviceItemId: controls.serviceItemId ?? null,
          serviceCategoryId: await serviceCategory(tx, actor.enterpriseId, controls.serviceItemId),
          description: controls.description,
          images: input.images,
          tagIds: input.tagIds,
          copyUserIds: input.copyUserIds,
          values: type ? checkedValues(type.form as TemplateForm, input.fields, await customerValues(tx, row.customerId)) : row.values,
        };
      });
      return orderDetail(tx, actor, after.id);
    });
  }
}
