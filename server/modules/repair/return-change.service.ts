import type { Paging } from '@domain/common/paging';
import { ProductErrors } from '@domain/products/errors';
import { PaymentMode } from '@domain/finance/finance.constants';
import { toFen, toYuan } from '@domain/finance/money';
import { CollectionSource } from '@domain/finance/source-collections';
import {
  ExchangeWarranty,
  RETURN_CHANGE_STATE_NAMES,
  RETURN_CHANGE_TYPE_NAMES,
  ReturnChangeSource,
  ReturnChangeState,
  ReturnChangeType,
  returnChangeNo,
  type ReturnChangeStateValue,
  type ReturnChangeTypeValue,
} from '@domain/repair/repair.constants';
import { RETURN_CHANGE_OP_NAMES, ReturnChangeOp, returnChangeMachine, type ReturnChangeOpValue } from '@domain/repair/return-change.machine';
import type { ApproveReturnChangeInput, CreateReturnChangeInput, ReturnChangeFilter, ReturnChangeView } from '@domain/repair/return-change.schemas';
import { RepairErrors } from '@domain/repair/errors';
import { LocationKind, MovementType } from '@domain/spare-parts/spare-parts.constants';
import { RepairRecipient, Trigger } from '@domain/notifications/triggers';
import type { Database, Executor, Tx } from '../../db/database';
import { badRequest, conflict, notFound } from '../../lib/app-error';
import { cancelSourceCollection, recordSourceCollection, refundSourceCollection } from '../finance/finance.public';
import { exchangeCustomerProductUnit, findCustomerProducts } from '../products/products.public';
import { postMovement } from '../spare-parts/spare-parts.public';
import { enforce, lockProduct, logRepairChange, type RepairActor } from './repair-common';
import { repairApprovers, repairDesk, tellRepairMoment, type RepairNotifier } from './repair-notices';
import { readSettings } from './repair-settings.service';
import * as rq from './return-change.queries';

const link = (id: number) => `/returnChangeDetail?id=${id}`;
/** One unit of the replacement part, in the hundredths spare parts count in. */
const ONE_UNIT = 100;

const withOperations = (actor: RepairActor, row: rq.ReturnChangeRow): ReturnChangeView => ({
  ...row,
  operations: returnChangeMachine.allowedOperations({ state: row.state, createdBy: row.createdBy?.id ?? null }, actor),
});

export interface NewReturnChange {
  type: ReturnChangeTypeValue;
  customerId: number;
  customerProductId: number;
  reason: string;
  remark: string;
  source: (typeof ReturnChangeSource)[keyof typeof ReturnChangeSource];
  detectionOrderId?: number;
  repairOrderId?: number;
}

/**
 * Writes a return or exchange order waiting for approval (one per product at a time: the product is
 * locked, so two desks at once make one), tells the approvers, and returns its id.
 */
export async function openReturnChange(notifier: RepairNotifier, tx: Tx, actor: RepairActor, fields: NewReturnChange): Promise<number> {
  const { enterpriseId } = actor;
  await lockProduct(tx, enterpriseId, fields.customerProductId);
  const pending = await rq.pendingOf(tx, enterpriseId, fields.customerProductId);
  if (pending) throw conflict(`${RepairErrors.returnChangeOpen}（${returnChangeNo(pending.id)}）`);
  const id = await rq.insertReturnChange(tx, { enterpriseId, ...fields, state: ReturnChangeState.pendingApproval, createdBy: actor.userId });
  const no = returnChangeNo(id);
  await logRepairChange(tx, actor, 'returnChange.create', id, `创建退换货单：${no} ${RETURN_CHANGE_TYPE_NAMES[fields.type]}`);
  const people = { [RepairRecipient.approver]: await repairApprovers(tx, enterpriseId), [RepairRecipient.desk]: await repairDesk(tx, enterpriseId) };
  const values = { repairDocNo: no, repairDocKind: RETURN_CHANGE_TYPE_NAMES[fields.type] };
  await tellRepairMoment(notifier, tx, { enterpriseId, trigger: Trigger.returnChangeRequested, people, values, link: link(id), actorId: actor.userId });
  return id;
}

/** Return and exchange orders (/returnChange): written by staff or by a detection's verdict, approved, an exchange shipped. */
export class ReturnChangeService {
  constructor(
    private readonly db: Database,
    private readonly notifier: RepairNotifier,
  ) {}

  list(actor: RepairActor, origin: string, filter: ReturnChangeFilter, paging: Paging): Promise<ReturnChangeView[]> {
    return this.db.tenantRead(actor.enterpriseId, async (tx) =>
      (await rq.toRows(tx, actor.enterpriseId, origin, await rq.listRecords(tx, actor.enterpriseId, filter, paging))).map((row) => withOperations(actor, row)),
    );
  }

  count(actor: RepairActor, filter: ReturnChangeFilter): Promise<number> {
    return this.db.tenantRead(actor.enterpriseId, (tx) => rq.countRecords(tx, actor.enterpriseId, filter));
  }

  detail(actor: RepairActor, origin: string, id: number): Promise<ReturnChangeView> {
    return this.db.tenantRead(actor.enterpriseId, (tx) => this.viewOf(tx, actor, origin, id));
  }

  /** Staff write one for a product of the customer: a product of another customer is refused naming the field. */
  create(actor: RepairActor, origin: string, input: CreateReturnChangeInput): Promise<ReturnChangeView> {
    const { enterpriseId } = actor;
    return this.db.tenant(enterpriseId, async (tx) => {
      const [product] = await findCustomerProducts(tx, enterpriseId, origin, [input.customerProductId]);
      if (!product) throw notFound(`customerProductId: ${ProductErrors.customerProductNotFound}`);
      if (product.customerId !== input.customerId) throw badRequest(`customerProductId: ${RepairErrors.productNotCustomers}`);
      const id = await openReturnChange(this.notifier, tx, actor, { ...input, source: ReturnChangeSource.staff });
      return this.viewOf(tx, actor, origin, id);
    });
  }

  /**
   * Pass or reject. A passed exchange ships one unit of the chosen part from the warehouse (出库, refused
   * when out of stock) and gives the customer product its new serial number and the settings' warranty.
   */
  approve(actor: RepairActor, origin: string, input: ApproveReturnChangeInput): Promise<ReturnChangeView> {
    const { enterpriseId } = actor;
    const byRole = returnChangeMachine.refuseRole(input.op, actor);
    if (byRole) enforce(byRole);
    return this.db.tenant(enterpriseId, async (tx) => {
      const before = await this.decided(tx, actor, input.id, input.op);
      const decision = { approvedBy: actor.userId, approvedAt: new Date() };
      if (input.op === ReturnChangeOp.reject) {
        await this.move(tx, actor, before, input.op, { ...decision, rejectReason: input.reason });
      } else if (before.type === ReturnChangeType.returnGoods) {
        await this.move(tx, actor, before, input.op, decision);
        await this.refund(tx, actor, before, input);
      } else {
        if (input.refundAmount !== undefined && toFen(input.refundAmount) > 0) throw badRequest(`refundAmount: ${RepairErrors.exchangeNoRefund}`);
        await this.exchange(tx, actor, origin, before, input, decision);
      }
      await this.tell(tx, actor, before, input);
      return this.viewOf(tx, actor, origin, before.id);
    });
  }

  cancel(actor: RepairActor, origin: string, id: number): Promise<ReturnChangeView> {
    const { enterpriseId } = actor;
    return this.db.tenant(enterpriseId, async (tx) => {
      const before = await this.decided(tx, actor, id, ReturnChangeOp.cancel);
      await this.move(tx, actor, before, ReturnChangeOp.cancel, {});
      return this.viewOf(tx, actor, origin, id);
    });
  }

  private async exchange(
    tx: Tx,
    actor: RepairActor,
    origin: string,
    before: rq.ReturnChangeRecord,
    input: ApproveReturnChangeInput,
    decision: { approvedBy: number; approvedAt: Date },
  ) {
    const { enterpriseId } = actor;
    if (!input.partId) throw badRequest(`partId: ${RepairErrors.exchangePart}`);
    if (!input.newSerialNumber) throw badRequest(`newSerialNumber: ${RepairErrors.exchangeSerial}`);
    const settings = await readSettings(tx, enterpriseId);
    const warehouseId = input.warehouseId ?? settings.defaultWarehouse?.id;
    if (!warehouseId) throw badRequest(`warehouseId: ${RepairErrors.exchangeWarehouse}`);
    // The state first: a second approver waits on this row and then finds it decided (409), before it
    // reads the product the first one has just given the new serial. A refusal below rolls the move back.
    await this.move(tx, actor, before, ReturnChangeOp.pass, decision);
    const [product] = await findCustomerProducts(tx, enterpriseId, origin, [before.customerProductId]);
    if (!product) throw notFound(`customerProductId: ${ProductErrors.customerProductNotFound}`);
    if (product.serialNumber === input.newSerialNumber) throw badRequest(`newSerialNumber: ${RepairErrors.sameSerial}`);
    const no = returnChangeNo(before.id);
    const posted = await postMovement(tx, {
      enterpriseId,
      userId: actor.userId,
      type: MovementType.stockOut,
      lines: [{ partId: input.partId, qty: ONE_UNIT, from: { kind: LocationKind.warehouse, id: warehouseId }, to: null }],
      docNo: no,
      remark: `换货发出（${product.name}）`,
    });
    const restartWarranty = settings.exchangeWarranty === ExchangeWarranty.restart;
    const { oldSerialNumber } = await exchangeCustomerProductUnit(tx, {
      enterpriseId,
      userId: actor.userId,
      customerProductId: before.customerProductId,
      serialNumber: input.newSerialNumber,
      restartWarranty,
      docNo: no,
    });
    await rq.updateReturnChange(tx, enterpriseId, before.id, {
      partId: input.partId,
      warehouseId,
      movementId: posted.movementId,
      oldSerialNumber,
      newSerialNumber: input.newSerialNumber,
      warranty: settings.exchangeWarranty,
    });
  }

  /**
   * A return passed gives the customer back what the approver names (nothing when none): finance holds it as the
   * product's price taken back — a collection of source 退货退款, cancelled and refunded at once (the
   * `refundSourceCollection` of a cancelled mall order), so 其他收款 shows the money out and leaves it from the total.
   */
  private async refund(tx: Tx, actor: RepairActor, before: rq.ReturnChangeRecord, input: ApproveReturnChangeInput) {
    if (input.refundAmount === undefined || toFen(input.refundAmount) <= 0) return;
    const { enterpriseId } = actor;
    const amount = toYuan(toFen(input.refundAmount));
    await recordSourceCollection(tx, {
      enterpriseId,
      source: CollectionSource.returnRefund,
      sourceId: before.id,
      sourceNo: returnChangeNo(before.id),
      customerId: before.customerId,
      mode: input.refundMode ?? PaymentMode.offline,
      amount,
      userId: actor.userId,
    });
    await cancelSourceCollection(tx, enterpriseId, CollectionSource.returnRefund, before.id);
    await refundSourceCollection(tx, enterpriseId, CollectionSource.returnRefund, before.id, amount);
    await rq.updateReturnChange(tx, enterpriseId, before.id, { refundAmount: amount });
    await logRepairChange(tx, actor, 'returnChange.refund', before.id, `退货退款：${returnChangeNo(before.id)} ¥${amount}`);
  }

  /** The order, once the machine lets the actor run `op` on it. */
  private async decided(tx: Tx, actor: RepairActor, id: number, op: ReturnChangeOpValue): Promise<rq.ReturnChangeRecord> {
    const before = await rq.findRecord(tx, actor.enterpriseId, id);
    if (!before) throw notFound(RepairErrors.returnChangeNotFound);
    enforce(returnChangeMachine.decide({ state: before.state as ReturnChangeStateValue, createdBy: before.createdBy }, actor, op));
    return before;
  }

  /** The machine's move, written only if the order is still where it was read (else someone decided meanwhile). */
  private async move(tx: Tx, actor: RepairActor, before: rq.ReturnChangeRecord, op: ReturnChangeOpValue, fields: Parameters<typeof rq.moveFrom>[4]) {
    const from = before.state as ReturnChangeStateValue;
    const to = enforce(returnChangeMachine.decide({ state: from, createdBy: before.createdBy }, actor, op))!;
    if (!(await rq.moveFrom(tx, actor.enterpriseId, before.id, from, { ...fields, state: to }))) throw conflict(RepairErrors.decidedMeanwhile);
    const no = returnChangeNo(before.id);
    await logRepairChange(tx, actor, `returnChange.${op}`, before.id, `${RETURN_CHANGE_OP_NAMES[op]}退换货单：${no} ${RETURN_CHANGE_STATE_NAMES[from]} → ${RETURN_CHANGE_STATE_NAMES[to]}`);
  }

  /** The decision through the notification engine: by default the writer learns of it. */
  private async tell(tx: Tx, actor: RepairActor, order: rq.ReturnChangeRecord, input: ApproveReturnChangeInput) {
    const { enterpriseId } = actor;
    const trigger = input.op === ReturnChangeOp.pass ? Trigger.returnChangeApproved : Trigger.returnChangeRejected;
    const people = { [RepairRecipient.writer]: [order.createdBy], [RepairRecipient.desk]: await repairDesk(tx, enterpriseId) };
    const values = { repairDocNo: returnChangeNo(order.id), repairDocKind: RETURN_CHANGE_TYPE_NAMES[order.type as ReturnChangeTypeValue], repairReason: input.reason };
    await tellRepairMoment(this.notifier, tx, { enterpriseId, trigger, people, values, link: link(order.id), actorId: actor.userId });
  }

  private async viewOf(tx: Executor, actor: RepairActor, origin: string, id: number): Promise<ReturnChangeView> {
    const record = await rq.findRecord(tx, actor.enterpriseId, id);
    if (!record) throw notFound(RepairErrors.returnChangeNotFound);
    const [row] = await rq.toRows(tx, actor.enterpriseId, origin, [record]);
    return withOperations(actor, row);
  }
}
