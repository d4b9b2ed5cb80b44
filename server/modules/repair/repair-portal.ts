import { RepairErrors } from '@domain/repair/errors';
import { PORTAL_CUSTOMER, REPAIR_OP_NAMES, RepairOp, repairOrderMachine } from '@domain/repair/repair-order.machine';
import { REPAIR_STATE_NAMES, RepairSource, RepairState, repairNo } from '@domain/repair/repair.constants';
import type { PortalRepairRow } from '@domain/repair/repair.schemas';
import type { Tx } from '../../db/database';
import { conflict, notFound } from '../../lib/app-error';
import { RepairRecipient, Trigger, type TriggerCode } from '@domain/notifications/triggers';
import type { TemplateValues } from '@domain/notifications/template-variables';
import { findCustomerProducts } from '../products/products.public';
import { repairDesk, repairLink, tellRepairMoment, type RepairNotifier } from './repair-notices';
import { enforce, lockProduct } from './repair-common';
import { insertRepairOrder } from './repair-orders.service';
import { readSettings } from './repair-settings.service';
import { machineRepair } from './repair-views';
import * as q from './repair.queries';

/** The signed-in portal customer a repair is asked for: the customer is the unit (a child account acts for its customer). */
export interface PortalRepairCaller {
  enterpriseId: number;
  customerId: number;
  /** The account's name and phone, for the desk to reach the customer. */
  name: string;
  phone: string;
}

/** What the customer asks: which of their products, what is wrong with it, its photos (uploads of the enterprise, checked by the caller). */
export interface PortalRepairRequest {
  customerProductId: number;
  fault: string;
  photoIds: number[];
}

/**
 * A repair the customer asks for in the portal: a repair order in its first state (待确认, not signed in: the product
 * is on its way), source 门户, made by nobody on the staff. Another customer's product names nothing (404); a product
 * already at the service centre is refused as at the desk. The receiving desk is told.
 */
export async function requestPortalRepair(notifier: RepairNotifier, tx: Tx, caller: PortalRepairCaller, input: PortalRepairRequest): Promise<{ id: number; repairNo: string }> {
  const { enterpriseId } = caller;
  const [product] = await findCustomerProducts(tx, enterpriseId, '', [input.customerProductId]);
  if (!product || product.customerId !== caller.customerId) throw notFound(`customerProductId: ${RepairErrors.portalProductNotFound}`);
  await lockProduct(tx, enterpriseId, product.id);
  const open = await q.openOrderOf(tx, enterpriseId, product.id);
  if (open) throw conflict(`${RepairErrors.productOpen}（${repairNo(open.id)}）`);
  const { laborFee, form } = await readSettings(tx, enterpriseId);
  // The template's custom fields are the staff's to fill in (编辑), as a portal order's type form is not asked of the customer.
  const fields = {
    faultCategory: '',
    fault: input.fault,
    accessories: '',
    remark: `门户申请人：${caller.name} ${caller.phone}`,
    source: RepairSource.portal,
    signedIn: false,
    form,
    customValues: {},
    photoIds: input.photoIds,
  };
  const id = await insertRepairOrder(tx, { enterpriseId, userId: null }, product, fields, laborFee);
  await tellDesk(notifier, tx, enterpriseId, id, Trigger.repairPortalRequested, { repairProduct: product.name });
  return { id, repairNo: repairNo(id) };
}

/** The receiving desk (administrators, dispatchers, reception) learns what the customer did in the portal, by the enterprise's rules. */
async function tellDesk(notifier: RepairNotifier, tx: Tx, enterpriseId: number, id: number, trigger: TriggerCode, values: TemplateValues = {}) {
  const people = { [RepairRecipient.desk]: await repairDesk(tx, enterpriseId) };
  await tellRepairMoment(notifier, tx, { enterpriseId, trigger, people, values: { repairDocNo: repairNo(id), repairDocKind: '维修单', ...values }, link: repairLink(id) });
}

/** The portal customer as the repair order machine reads them (no staff user). */
const PORTAL_ACTOR = { userId: 0, role: PORTAL_CUSTOMER };

/**
 * 取消申请: the customer withdraws their portal request while the product has not been signed in (the machine's
 * `customerCancel`). Another customer's order (or enterprise's, or none) names nothing: 404. The desk is told.
 */
export async function cancelPortalRepair(notifier: RepairNotifier, tx: Tx, caller: PortalRepairCaller, id: number): Promise<void> {
  const { enterpriseId } = caller;
  const before = await q.findRecord(tx, enterpriseId, id, true);
  if (!before || before.customerId !== caller.customerId) throw notFound(`id: ${RepairErrors.notFound}`);
  const { needsApproval } = await readSettings(tx, enterpriseId);
  enforce(repairOrderMachine.decide(machineRepair(before, needsApproval), PORTAL_ACTOR, RepairOp.customerCancel));
  await q.updateOrder(tx, enterpriseId, id, { state: RepairState.cancelled });
  await q.insertLog(tx, enterpriseId, id, null, REPAIR_OP_NAMES.customerCancel, `客户在门户取消申请（${caller.name} ${caller.phone}）`);
  await tellDesk(notifier, tx, enterpriseId, id, Trigger.repairPortalCancelled);
}

/** The customer's repair orders, newest first (我的维修): whoever made them, as a portal customer sees them. */
export async function portalRepairs(tx: Tx, enterpriseId: number, customerId: number, limit: number): Promise<PortalRepairRow[]> {
  const records = await q.recordsOfCustomer(tx, enterpriseId, customerId, limit);
  const rows = await q.toRows(tx, enterpriseId, '', records);
  const { needsApproval } = await readSettings(tx, enterpriseId);
  const cancellable = new Set(records.filter((r) => repairOrderMachine.decide(machineRepair(r, needsApproval), PORTAL_ACTOR, RepairOp.customerCancel).ok).map((r) => r.id));
  return rows.map((r) => ({
    id: r.id,
    repairNo: r.repairNo,
    state: r.state,
    stateName: REPAIR_STATE_NAMES[r.state],
    productName: r.productName,
    serialNumber: r.serialNumber,
    fault: r.fault,
    inWarranty: r.inWarranty,
    charge: r.charge,
    signedIn: r.signedInAt !== null,
    completedAt: r.completedAt,
    courierCompany: r.courierCompany,
    courierNo: r.courierNo,
    shippedAt: r.shippedAt,
    createTime: r.createTime,
    canCancel: cancellable.has(r.id),
  }));
}
