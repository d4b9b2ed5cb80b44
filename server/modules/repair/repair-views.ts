import { repairOrderMachine, type MachineRepair } from '@domain/repair/repair-order.machine';
import { RepairSource, type RepairStateValue } from '@domain/repair/repair.constants';
import type { RepairDetail, RepairRow, RepairView } from '@domain/repair/repair.schemas';
import { RepairErrors } from '@domain/repair/errors';
import type { TemplateForm } from '@domain/templates/template-form.schemas';
import { formatQty } from '@domain/spare-parts/quantity';
import { toFen } from '@domain/finance/money';
import type { Tx } from '../../db/database';
import { notFound } from '../../lib/app-error';
import { findCustomerProducts } from '../products/products.public';
import { partNames } from '../spare-parts/spare-parts.public';
import { uploadedFiles } from '../uploads/uploads.public';
import { userNames } from '../users/users.public';
import type { RepairActor } from './repair-common';
import { readSettings } from './repair-settings.service';
import { repairVisits } from './repair-visits';
import * as q from './repair.queries';

/** A stored order as the machine reads it. */
export const machineRepair = (r: q.RepairRecord, needsApproval: boolean): MachineRepair => ({
  state: r.state as RepairStateValue,
  signedIn: r.signedInAt !== null,
  shipped: r.shippedAt !== null,
  needsApproval,
  repairerId: r.repairerId,
  hasOrder: r.orderId !== null,
  fromPortal: r.source === RepairSource.portal,
  paid: r.paidAt !== null,
  chargeable: chargeOf(r) > 0,
});

/** What the customer pays, in fen: nothing in warranty, else labour and parts. */
export const chargeOf = (r: Pick<q.RepairRecord, 'inWarranty' | 'laborFee' | 'partsAmount'>) => (r.inWarranty ? 0 : toFen(r.laborFee) + toFen(r.partsAmount));

/** The row with what the caller may do with it now. */
export const withOperations = (actor: RepairActor, row: RepairRow, needsApproval: boolean): RepairView => ({
  ...row,
  operations: repairOrderMachine.allowedOperations(
    { state: row.state, signedIn: row.signedInAt !== null, shipped: row.shippedAt !== null, needsApproval, repairerId: row.repairer?.id ?? null, hasOrder: row.order !== null, fromPortal: row.source === RepairSource.portal, paid: row.paidAt !== null, chargeable: toFen(row.charge) > 0 },
    actor,
  ),
});

/** One order as every change answers it. */
export async function viewOf(tx: Tx, actor: RepairActor, origin: string, id: number): Promise<RepairView> {
  const record = await q.findRecord(tx, actor.enterpriseId, id);
  if (!record) throw notFound(RepairErrors.notFound);
  const [row] = await q.toRows(tx, actor.enterpriseId, origin, [record]);
  return withOperations(actor, row, (await readSettings(tx, actor.enterpriseId)).needsApproval);
}

/** The detail: the order with its product's warranty and QR code, the parts used, the log and its return visits. */
export async function detailOf(tx: Tx, actor: RepairActor, origin: string, id: number): Promise<RepairDetail> {
  const { enterpriseId } = actor;
  const view = await viewOf(tx, actor, origin, id);
  const record = (await q.findRecord(tx, enterpriseId, id))!;
  const files = new Map((await uploadedFiles(tx, enterpriseId, record.photoIds)).map((f) => [f.id, f]));
  const [product] = await findCustomerProducts(tx, enterpriseId, origin, [view.customerProductId]);
  const uses = await q.partUsesOf(tx, enterpriseId, id);
  const parts = new Map((await partNames(tx, enterpriseId, [...new Set(uses.flatMap((u) => [...u.lines, ...u.oldLines].map((l) => l.partId)))])).map((p) => [p.id, p]));
  const named = (l: { partId: number; qty: number }) => ({ partId: l.partId, partName: parts.get(l.partId)?.name ?? '', unit: parts.get(l.partId)?.unit ?? '', qty: formatQty(l.qty) });
  const people = new Map((await userNames(tx, enterpriseId, [...new Set(uses.map((u) => u.userId))])).map((u) => [u.id, u]));
  return {
    ...view,
    form: record.form as TemplateForm,
    product: product ? { warrantyStatus: product.warrantyStatus, warrantyEnd: product.warrantyEnd, qr: product.qr } : null,
    partUses: uses.map((u) => ({
      id: u.id,
      movementId: u.movementId,
      lines: u.lines.map(named),
      oldLines: u.oldLines.map(named),
      amount: u.amount,
      cancelled: u.cancelMovementId !== null,
      user: people.get(u.userId) ?? null,
      createTime: u.createdAt.toISOString(),
    })),
    photos: record.photoIds.flatMap((photoId) => files.get(photoId) ?? []),
    logs: await q.logsOf(tx, enterpriseId, id),
    returnVisits: await repairVisits(tx, enterpriseId, id),
  };
}
