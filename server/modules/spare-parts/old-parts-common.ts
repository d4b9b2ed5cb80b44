import type { Paging } from '@domain/common/paging';
import { Role } from '@domain/shell/roles';
import { LocationKind, MOVEMENT_TYPE_NAMES, SpareTexts, type Location, type MovementTypeCode } from '@domain/spare-parts/spare-parts.constants';
import { OldPartTexts, type OldLogRow } from '@domain/spare-parts/old-parts';
import { formatQty, fromNumeric } from '@domain/spare-parts/quantity';
import type { Executor, Tx } from '../../db/database';
import { forbidden, notFound } from '../../lib/app-error';
import { lockOrderForParts } from '../orders/orders.public';
import { isKeeperRole, type SpareActor } from './movements.service';
import * as oq from './old-parts.queries';
import { namer } from './stock.service';


/** Keepers, administrators and dispatchers read every form and the old-part store; staff their own forms. */
export const readsAll = (actor: SpareActor) => isKeeperRole(actor.role) || actor.role === Role.dispatcher;
export const oldStore = (warehouseId: number): Location => ({ kind: LocationKind.oldStore, id: warehouseId });

/** The order, locked, when the actor serves it (owner or collaborator): old parts are taken out only there. */
export async function servedOrder(tx: Tx, actor: SpareActor, orderId: number) {
  const order = await lockOrderForParts(tx, actor.enterpriseId, orderId);
  if (!order || order.invalid) throw notFound(`orderId: ${SpareTexts.orderNotFound}`);
  const serving = order.ownerId === actor.userId || (order.collaboratorIds ?? []).includes(actor.userId);
  if (!serving) throw forbidden(OldPartTexts.notOnOrder);
  return order;
}

/** Ledger lines at old-part places (see listOldLog) as the old-part log shows them. */
export async function oldLogRows(tx: Executor, enterpriseId: number, query: oq.OldLogFilter & Paging): Promise<OldLogRow[]> {
  const rows = await oq.listOldLog(tx, enterpriseId, query);
  const names = await namer(tx, enterpriseId, rows.flatMap((r) => [{ kind: r.fromKind, id: r.fromId }, { kind: r.toKind, id: r.toId }]), rows.map((r) => r.userId));
  return rows.map((r) => ({
    id: r.id,
    type: r.type,
    typeName: MOVEMENT_TYPE_NAMES[r.type as MovementTypeCode],
    partName: r.partName,
    unit: r.unit,
    qty: formatQty(fromNumeric(r.qty)),
    fromName: r.fromKind === null ? '客户设备' : names.place({ kind: r.fromKind, id: r.fromId }),
    toName: names.place({ kind: r.toKind, id: r.toId }),
    orderId: r.orderId,
    userName: names.user(r.userId),
    createTime: r.createdAt.toISOString(),
  }));
}

