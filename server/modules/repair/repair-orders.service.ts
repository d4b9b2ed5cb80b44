import type { Paging } from '@domain/common/paging';
import { REPAIR_OP_NAMES, RepairOp, repairOrderMachine, type RepairOpValue } from '@domain/repair/repair-order.machine';
import { REPAIR_STATE_NAMES, RepairSource, RepairState, repairNo, type RepairSourceValue, type RepairStateValue } from '@domain/repair/repair.constants';
import type { FormValues } from '@domain/forms/validate-values';
import type { TemplateForm } from '@domain/templates/template-form.schemas';
import { CollectionSource } from '@domain/finance/source-collections';
import { PAYMENT_MODE_NAMES, type PaymentModeCode } from '@domain/finance/finance.constants';
import { toYuan } from '@domain/finance/money';
import type {
  CollectRepairInput,
  OperateRepairInput,
  RepairDetail,
  RepairFilter,
  RepairView,
  SaveRepairInput,
  ScanSignInInput,
  ScanFindResult,
  ScanSignInResult,
  SaveRepairPhotosInput,
  ShipRepairInput,
} from '@domain/repair/repair.schemas';
import { RepairErrors } from '@domain/repair/errors';
import { WarrantyStatus } from '@domain/products/products.constants';
import type { CustomerProductRow } from '@domain/products/products.schemas';
import { RepairRecipient, Trigger, type TriggerCode } from '@domain/notifications/triggers';
import { Role } from '@domain/shell/roles';
import type { Database, Tx } from '../../db/database';
import { badRequest, conflict, forbidden, notFound } from '../../lib/app-error';
import { storedFormValues } from '../../lib/form-values';
import { recordSourceCollection } from '../finance/finance.public';
import { customerProductsByScan, findCustomerProducts } from '../products/products.public';
import { uploadedFiles } from '../uploads/uploads.public';
import { enforce, lockProduct, logRepairChange, type RepairActor } from './repair-common';
import { repairApprovers, repairDesk, repairLink, tellRepairMoment, type RepairNotifier } from './repair-notices';
import { readSettings } from './repair-settings.service';
import { tellShipped } from './repair-shipped';
import { chargeOf, detailOf, machineRepair, viewOf, withOperations } from './repair-views';
import * as q from './repair.queries';

/** The moves people are told of, and by which trigger. */
const TELLS: Partial<Record<OperateRepairInput['op'], TriggerCode>> = {
  [RepairOp.submit]: Trigger.repairApprovalRequested,
  [RepairOp.approve]: Trigger.repairApproved,
  [RepairOp.reject]: Trigger.repairRejected,
};

/** What a new repair order says, apart from its product. */
export interface NewRepairFields {
  faultCategory: string;
  fault: string;
  accessories: string;
  remark: string;
  laborFee?: string;
  source: RepairSourceValue;
  signedIn: boolean;
  form: TemplateForm;
  customValues: FormValues;
  photoIds?: number[];
}

const CREATED_LOG: Record<RepairSourceValue, string> = { 1: '创建维修单', 2: '扫码签收，创建维修单', 3: '客户在门户申请维修' };

/**
 * Writes a new order for the product (state 0) in its log; in warranty it costs the customer nothing.
 * `by.userId` is the staff member (null: the customer in the portal, as portal orders name no creator).
 */
export async function insertRepairOrder(
  tx: Tx,
  by: { enterpriseId: number; userId: number | null },
  product: CustomerProductRow,
  fields: NewRepairFields,
  defaultFee: string,
): Promise<number> {
  const { enterpriseId, userId } = by;
  const inWarranty = product.warrantyStatus === WarrantyStatus.active;
  const { signedIn, laborFee, ...rest } = fields;
  const id = await q.insertOrder(tx, enterpriseId, {
    ...rest,
    state: RepairState.pendingConfirmation,
    customerId: product.customerId!,
    customerProductId: product.id,
    inWarranty,
    laborFee: laborFee ?? (inWarranty ? '0' : defaultFee),
    signedInAt: signedIn ? new Date() : null,
    signedInBy: signedIn ? userId : null,
    createdBy: userId,
  });
  await q.insertLog(tx, enterpriseId, id, userId, '创建', CREATED_LOG[fields.source]);
  return id;
}

/** Repair orders (/repairManagement): written by staff or made by a scan, moved by the repair order machine. */
export class RepairOrdersService {
  constructor(
    private readonly db: Database,
    private readonly notifier: RepairNotifier,
  ) {}

  list(actor: RepairActor, origin: string, filter: RepairFilter, paging: Paging): Promise<RepairView[]> {
    return this.db.tenant(actor.enterpriseId, async (tx) => {
      const rows = await q.toRows(tx, actor.enterpriseId, origin, await q.listRecords(tx, actor.enterpriseId, filter, paging));
      const { needsApproval } = await readSettings(tx, actor.enterpriseId);
      return rows.map((row) => withOperations(actor, row, needsApproval));
    });
  }

  count(actor: RepairActor, filter: RepairFilter): Promise<number> {
    return this.db.tenant(actor.enterpriseId, (tx) => q.countRecords(tx, actor.enterpriseId, filter));
  }

  detail(actor: RepairActor, origin: string, id: number): Promise<RepairDetail> {
    return this.db.tenant(actor.enterpriseId, (tx) => detailOf(tx, actor, origin, id));
  }

  /** A new order written at the desk (the product is on its way: signed in when it arrives), or an edit of an open one. */
  save(actor: RepairActor, origin: string, input: SaveRepairInput): Promise<RepairView> {
    const { enterpriseId } = actor;
    return this.db.tenant(enterpriseId, async (tx) => {
      const settings = await readSettings(tx, enterpriseId);
      if (input.faultCategory && !settings.faultCategories.includes(input.faultCategory)) throw badRequest(`faultCategory: ${RepairErrors.faultCategory}`);
      const { id, customerProductId, laborFee, values, ...texts } = input;
      if (id) {
        const before = await q.findRecord(tx, enterpriseId, id, true);
        if (!before) throw notFound(RepairErrors.notFound);
        enforce(repairOrderMachine.decide(machineRepair(before, settings.needsApproval), actor, RepairOp.edit));
        if (before.customerProductId !== customerProductId) throw badRequest(`customerProductId: ${RepairErrors.productFixed}`);
        // An order is checked against the form it was made with, not the template as it is now.
        const customValues = storedFormValues(before.form as TemplateForm, values as FormValues, 'values');
        await q.updateOrder(tx, enterpriseId, id, { ...texts, customValues, ...(laborFee === undefined ? {} : { laborFee }) });
        await q.insertLog(tx, enterpriseId, id, actor.userId, '编辑', '修改维修单');
        await logRepairChange(tx, actor, 'repair.update', id, `修改维修单：${repairNo(id)}`, before);
        return viewOf(tx, actor, origin, id);
      }
      if (repairOrderMachine.refuseRole(RepairOp.signIn, actor)) throw forbidden();
      const customValues = storedFormValues(settings.form, values as FormValues, 'values');
      const product = await this.productOf(tx, enterpriseId, origin, customerProductId);
      await lockProduct(tx, enterpriseId, product.id);
      const open = await q.openOrderOf(tx, enterpriseId, product.id);
      if (open) throw conflict(`${RepairErrors.productOpen}（${repairNo(open.id)}）`);
      const fields = { ...texts, laborFee, source: RepairSource.staff, signedIn: false, form: settings.form, customValues };
      const newId = await insertRepairOrder(tx, { enterpriseId, userId: actor.userId }, product, fields, settings.laborFee);
      await logRepairChange(tx, actor, 'repair.create', newId, `创建维修单：${repairNo(newId)} ${product.name}`);
      return viewOf(tx, actor, origin, newId);
    });
  }

  /**
   * The receiving desk's scan: the product's open order is signed in, or a new order is made signed in.
   * A product already signed in is refused, and so is a code that names nothing of the enterprise.
   */
  scanSignIn(actor: RepairActor, origin: string, input: ScanSignInInput): Promise<ScanSignInResult> {
    const { enterpriseId } = actor;
    const byRole = repairOrderMachine.refuseRole(RepairOp.signIn, actor);
    if (byRole) enforce(byRole);
    return this.db.tenant(enterpriseId, async (tx) => {
      const product = await this.scannedProduct(tx, enterpriseId, origin, input.code);
      const open = await q.openOrderOf(tx, enterpriseId, product.id);
      if (open) {
        if (open.signedInAt) throw conflict(`${RepairErrors.alreadySignedIn}（${repairNo(open.id)}）`);
        await this.markSignedIn(tx, actor, open, input);
        return { created: false, order: await viewOf(tx, actor, origin, open.id) };
      }
      const { laborFee, form } = await readSettings(tx, enterpriseId);
      // The desk scans: the template's custom fields are filled in later, on the order's 编辑.
      const fields = { faultCategory: '', remark: '', fault: input.fault, accessories: input.accessories, source: RepairSource.scan, signedIn: true, form, customValues: {} };
      const id = await insertRepairOrder(tx, { enterpriseId, userId: actor.userId }, product, fields, laborFee);
      await logRepairChange(tx, actor, 'repair.create', id, `创建维修单：${repairNo(id)} ${product.name}`);
      return { created: true, order: await viewOf(tx, actor, origin, id) };
    });
  }

  /**
   * The phone's scan (/m/repairScan): the product's open order is found; one not signed in yet (asked for in the
   * portal or written ahead, the product on its way) is signed in when the desk scans it. An engineer only finds it.
   */
  scanFind(actor: RepairActor, origin: string, code: string): Promise<ScanFindResult> {
    const { enterpriseId } = actor;
    return this.db.tenant(enterpriseId, async (tx) => {
      const product = await this.scannedProduct(tx, enterpriseId, origin, code);
      const open = await q.openOrderOf(tx, enterpriseId, product.id);
      if (!open) throw notFound(RepairErrors.noOpenOrder);
      const signsIn = !open.signedInAt && !repairOrderMachine.refuseRole(RepairOp.signIn, actor);
      if (signsIn) await this.markSignedIn(tx, actor, open, { fault: '', accessories: '' });
      return { signedIn: signsIn, order: await viewOf(tx, actor, origin, open.id) };
    });
  }

  /** Signs in the product of an order written ahead (the desk's 签收 on the detail). */
  signIn(actor: RepairActor, origin: string, id: number): Promise<RepairView> {
    const { enterpriseId } = actor;
    return this.db.tenant(enterpriseId, async (tx) => {
      const before = await q.findRecord(tx, enterpriseId, id, true);
      if (!before) throw notFound(RepairErrors.notFound);
      await this.markSignedIn(tx, actor, before, { fault: '', accessories: '' });
      return viewOf(tx, actor, origin, id);
    });
  }

  /** Confirm, complete, submit for approval, approve, reject or cancel, as the machine allows. */
  operate(actor: RepairActor, origin: string, input: OperateRepairInput): Promise<RepairView> {
    const { enterpriseId } = actor;
    const byRole = repairOrderMachine.refuseRole(input.op, actor);
    if (byRole) enforce(byRole);
    return this.db.tenant(enterpriseId, async (tx) => {
      const before = await q.findRecord(tx, enterpriseId, input.id, true);
      if (!before) throw notFound(RepairErrors.notFound);
      const { needsApproval } = await readSettings(tx, enterpriseId);
      const to = enforce(repairOrderMachine.decide(machineRepair(before, needsApproval), actor, input.op))!;
      const now = new Date();
      const takesIt = actor.role === Role.serviceStaff && before.repairerId === null;
      await q.updateOrder(tx, enterpriseId, before.id, {
        state: to,
        ...(takesIt ? { repairerId: actor.userId } : {}),
        ...(to === RepairState.completed ? { completedAt: now } : {}),
        ...(input.op === RepairOp.approve ? { approvedBy: actor.userId } : {}),
        ...(input.op === RepairOp.reject ? { rejectReason: input.reason } : {}),
      });
      const from = REPAIR_STATE_NAMES[before.state as RepairStateValue];
      const content = `${from} → ${REPAIR_STATE_NAMES[to]}${input.reason ? `：${input.reason}` : ''}`;
      await q.insertLog(tx, enterpriseId, before.id, actor.userId, REPAIR_OP_NAMES[input.op], content);
      await logRepairChange(tx, actor, `repair.${input.op}`, before.id, `${REPAIR_OP_NAMES[input.op]}维修单：${repairNo(before.id)} ${content}`);
      await this.tell(tx, actor, before, input);
      return viewOf(tx, actor, origin, before.id);
    });
  }

  /** The courier company and number of the product's way back to the customer, once completed. */
  ship(actor: RepairActor, origin: string, input: ShipRepairInput): Promise<RepairView> {
    const { enterpriseId } = actor;
    return this.db.tenant(enterpriseId, async (tx) => {
      const before = await this.decided(tx, actor, input.id, RepairOp.ship);
      await q.updateOrder(tx, enterpriseId, before.id, { courierCompany: input.courierCompany, courierNo: input.courierNo, shippedAt: new Date() });
      await q.insertLog(tx, enterpriseId, before.id, actor.userId, '寄回', `${input.courierCompany} ${input.courierNo}`);
      await logRepairChange(tx, actor, 'repair.ship', before.id, `寄回维修单：${repairNo(before.id)} ${input.courierCompany} ${input.courierNo}`);
      await tellShipped(this.notifier, tx, actor, before, input);
      return viewOf(tx, actor, origin, before.id);
    });
  }

  /**
   * 收款: the desk receives the fee of a completed order (out of warranty: labour and parts), once. Finance records
   * it in the same transaction as a collection of source 维修单 (`recordSourceCollection`), so reconciliation sees it.
   */
  collect(actor: RepairActor, origin: string, input: CollectRepairInput): Promise<RepairView> {
    const { enterpriseId } = actor;
    return this.db.tenant(enterpriseId, async (tx) => {
      const before = await this.decided(tx, actor, input.id, RepairOp.collect);
      const amount = toYuan(chargeOf(before));
      const no = repairNo(before.id);
      await q.updateOrder(tx, enterpriseId, before.id, { payMode: input.payMode, paidAt: new Date(), paidBy: actor.userId });
      await recordSourceCollection(tx, {
        enterpriseId,
        source: CollectionSource.repairOrder,
        sourceId: before.id,
        sourceNo: no,
        customerId: before.customerId,
        mode: input.payMode,
        amount,
        userId: actor.userId,
      });
      const content = `${PAYMENT_MODE_NAMES[input.payMode as PaymentModeCode]} ¥${amount}`;
      await q.insertLog(tx, enterpriseId, before.id, actor.userId, '收款', content);
      await logRepairChange(tx, actor, 'repair.collect', before.id, `维修单收款：${no} ${content}`);
      return viewOf(tx, actor, origin, before.id);
    });
  }

  /** The order's photos as the caller leaves them (uploads of the enterprise, by id): the detail answers. */
  savePhotos(actor: RepairActor, origin: string, input: SaveRepairPhotosInput): Promise<RepairDetail> {
    const { enterpriseId } = actor;
    return this.db.tenant(enterpriseId, async (tx) => {
      const before = await this.decided(tx, actor, input.id, RepairOp.photos);
      const found = await uploadedFiles(tx, enterpriseId, input.photoIds);
      if (found.length !== input.photoIds.length) throw badRequest(`photoIds: ${RepairErrors.photoNotFound}`);
      const added = input.photoIds.filter((id) => !before.photoIds.includes(id)).length;
      const removed = before.photoIds.filter((id) => !input.photoIds.includes(id)).length;
      await q.updateOrder(tx, enterpriseId, before.id, { photoIds: input.photoIds });
      if (added + removed > 0) {
        const content = [added ? `添加${added}张` : '', removed ? `删除${removed}张` : ''].filter(Boolean).join('，');
        await q.insertLog(tx, enterpriseId, before.id, actor.userId, '照片', content);
        await logRepairChange(tx, actor, 'repair.photos', before.id, `修改维修单照片：${repairNo(before.id)} ${content}`);
      }
      return detailOf(tx, actor, origin, before.id);
    });
  }

  /** The order, locked, once the machine lets the actor run `op` on it (404 when the enterprise has none such). */
  private async decided(tx: Tx, actor: RepairActor, id: number, op: RepairOpValue): Promise<q.RepairRecord> {
    const before = await q.findRecord(tx, actor.enterpriseId, id, true);
    if (!before) throw notFound(RepairErrors.notFound);
    const { needsApproval } = await readSettings(tx, actor.enterpriseId);
    enforce(repairOrderMachine.decide(machineRepair(before, needsApproval), actor, op));
    return before;
  }

  /** The one customer product of the enterprise a scanned QR code or serial names, locked for the order it gets. */
  private async scannedProduct(tx: Tx, enterpriseId: number, origin: string, code: string): Promise<CustomerProductRow> {
    const found = await customerProductsByScan(tx, enterpriseId, origin, code);
    if (found.length === 0) throw notFound(RepairErrors.productNotFound);
    if (found.length > 1) throw conflict(RepairErrors.productAmbiguous);
    const product = found[0];
    if (product.customerId === null) throw conflict(RepairErrors.productWithoutCustomer);
    await lockProduct(tx, enterpriseId, product.id);
    return product;
  }

  private async productOf(tx: Tx, enterpriseId: number, origin: string, customerProductId: number): Promise<CustomerProductRow & { customerId: number }> {
    const [product] = await findCustomerProducts(tx, enterpriseId, origin, [customerProductId]);
    if (!product) throw notFound(`customerProductId: ${RepairErrors.productNotFound}`);
    if (product.customerId === null) throw conflict(RepairErrors.productWithoutCustomer);
    return { ...product, customerId: product.customerId };
  }

  private async markSignedIn(tx: Tx, actor: RepairActor, order: q.RepairRecord, input: { fault: string; accessories: string }) {
    const { enterpriseId } = actor;
    const { needsApproval } = await readSettings(tx, enterpriseId);
    enforce(repairOrderMachine.decide(machineRepair(order, needsApproval), actor, RepairOp.signIn));
    await q.updateOrder(tx, enterpriseId, order.id, {
      signedInAt: new Date(),
      signedInBy: actor.userId,
      // What the desk notes on receipt fills what the order did not say yet.
      ...(input.fault && !order.fault ? { fault: input.fault } : {}),
      ...(input.accessories && !order.accessories ? { accessories: input.accessories } : {}),
    });
    await q.insertLog(tx, enterpriseId, order.id, actor.userId, '签收', '产品已签收');
    await logRepairChange(tx, actor, 'repair.signIn', order.id, `签收维修单：${repairNo(order.id)}`);
  }

  /**
   * The approval moments through the notification engine: by default approvers learn of a completion waiting for
   * them and the engineer of the decision; the enterprise's 消息设置 turns them off or adds texts and work messages.
   */
  private async tell(tx: Tx, actor: RepairActor, order: q.RepairRecord, input: OperateRepairInput) {
    const trigger = TELLS[input.op];
    if (!trigger) return;
    const { enterpriseId } = actor;
    const people = {
      [RepairRecipient.approver]: await repairApprovers(tx, enterpriseId),
      [RepairRecipient.engineer]: [order.repairerId],
      [RepairRecipient.desk]: await repairDesk(tx, enterpriseId),
    };
    const values = { repairDocNo: repairNo(order.id), repairDocKind: '维修单', repairReason: input.reason };
    await tellRepairMoment(this.notifier, tx, { enterpriseId, trigger, people, values, link: repairLink(order.id), actorId: actor.userId });
  }
}

