import { Role } from '@domain/shell/roles';
import {
  LocationKind,
  MOVEMENT_STATE_NAMES,
  MOVEMENT_TYPE_NAMES,
  SpareTexts,
  isPersonKind,
  type Location,
  type MovementStateCode,
  type MovementTypeCode,
} from '@domain/spare-parts/spare-parts.constants';
import { movementMachine } from '@domain/spare-parts/movement.machine';
import type { LedgerQuery, LedgerRow, MovementRow, StockListQuery, StockRow } from '@domain/spare-parts/spare-parts.schemas';
import { formatQty, fromNumeric } from '@domain/spare-parts/quantity';
import type { Database, Executor } from '../../db/database';
import { badRequest, forbidden, notFound } from '../../lib/app-error';
import { checkOrdersVisible } from '../orders/orders.public';
import { orderNumbers } from '../orders/orders.public';
import { userNames } from '../users/users.public';
import { countWaitingApprovals, waitingFor } from './approvals';
import { checkKeeps } from './keepers';
import { isKeeperRole, type SpareActor } from './movements.service';
import * as q from './posting.queries';
import * as sq from './stock.queries';

type Loc = { kind: number | null; id: number | null };

/** Names of the places and people of some rows, looked up once. */
export async function namer(tx: Executor, enterpriseId: number, places: Loc[], extraUsers: number[] = []) {
  const whIds = [...new Set(places.filter((p) => p.kind === LocationKind.warehouse || p.kind === LocationKind.oldStore).map((p) => p.id!))];
  const userIds = [...new Set(places.filter((p) => isPersonKind(p.kind)).map((p) => p.id!).concat(extraUsers))];
  const whs = await sq.warehouseNames(tx, enterpriseId, whIds);
  const people = await userNames(tx, enterpriseId, userIds);
  const wh = new Map(whs.map((w) => [w.id, w.name]));
  const person = new Map(people.map((u) => [u.id, u.name]));
  return {
    place: (p: Loc) =>
      p.kind === null || p.id === null
        ? '—'
        : p.kind === LocationKind.warehouse
          ? (wh.get(p.id) ?? '')
          : p.kind === LocationKind.oldStore
            ? `${wh.get(p.id) ?? ''}（旧件库）`
            : `${person.get(p.id) ?? ''}${p.kind === LocationKind.personOld ? '（旧件）' : '（个人）'}`,
    user: (id: number | null) => (id === null ? '' : (person.get(id) ?? '')),
  };
}

/** Reads of stock, the ledger and the movements; warning levels. */
export class SpareStockService {
  constructor(private readonly db: Database) {}

  /** Stock per part and place. Someone who does not run warehouses sees only their own stock and the warehouses' totals. */
  stock(actor: SpareActor, query: StockListQuery): Promise<{ list: StockRow[]; total: number }> {
    if (query.userId && query.userId !== actor.userId && !isKeeperRole(actor.role) && actor.role !== Role.dispatcher) throw forbidden();
    return this.db.tenantRead(actor.enterpriseId, async (tx) => {
      const rows = await sq.listStock(tx, actor.enterpriseId, query);
      // Warehouse names come with the rows; only people's stock needs their names.
      const people = rows.filter((r) => r.kind === LocationKind.person).map((r) => ({ kind: r.kind, id: r.locationId }));
      const names = await namer(tx, actor.enterpriseId, people);
      const list = rows.map((r) => ({
        partId: r.partId,
        partName: r.partName,
        partCode: r.partCode,
        unit: r.unit,
        typeName: r.typeName,
        price: r.price,
        kind: r.kind as Location['kind'],
        locationId: r.locationId,
        locationName: r.kind === LocationKind.warehouse ? (r.warehouseName ?? '') : names.place({ kind: r.kind, id: r.locationId }),
        qty: formatQty(fromNumeric(r.qty)),
        minQty: r.minQty === null ? null : formatQty(fromNumeric(r.minQty)),
        maxQty: r.maxQty === null ? null : formatQty(fromNumeric(r.maxQty)),
        low: r.minQty !== null && fromNumeric(r.qty) < fromNumeric(r.minQty),
      }));
      return { list, total: await sq.countStock(tx, actor.enterpriseId, query) };
    });
  }

  /** A warehouse's levels for one part: its keeper's, or an administrator's. */
  setWarning(actor: SpareActor, w: { partId: number; warehouseId: number; minQty: number | null; maxQty: number | null }) {
    if (w.minQty !== null && w.maxQty !== null && w.maxQty < w.minQty) throw badRequest('maxQty: 最高库存不能低于最低库存');
    return this.db.tenant(actor.enterpriseId, async (tx) => {
      if ((await q.partsForPosting(tx, actor.enterpriseId, [w.partId])).length === 0) throw notFound(`partId: ${SpareTexts.partNotFound}`);
      if ((await q.liveWarehouses(tx, actor.enterpriseId, [w.warehouseId])).length === 0) throw notFound(`warehouseId: ${SpareTexts.warehouseNotFound}`);
      await checkKeeps(tx, actor, [w.warehouseId], SpareTexts.notWarningKeeper);
      const fmt = (n: number | null) => (n === null ? null : formatQty(n));
      await sq.setWarning(tx, actor.enterpriseId, { partId: w.partId, warehouseId: w.warehouseId, minQty: fmt(w.minQty), maxQty: fmt(w.maxQty) });
    });
  }

  ledger(actor: SpareActor, query: LedgerQuery): Promise<{ list: LedgerRow[]; total: number }> {
    // Staff read their own stock's lines; keepers, administrators and dispatchers read all.
    const own = !isKeeperRole(actor.role) && actor.role !== Role.dispatcher;
    const f = own ? { ...query, userId: actor.userId } : query;
    return this.db.tenantRead(actor.enterpriseId, async (tx) => {
      const rows = await sq.listLedger(tx, actor.enterpriseId, f);
      const names = await namer(tx, actor.enterpriseId, rows.flatMap((r) => [{ kind: r.fromKind, id: r.fromId }, { kind: r.toKind, id: r.toId }]), rows.map((r) => r.userId));
      const orderNos = await orderNumbers(tx, actor.enterpriseId, rows.map((r) => r.orderId));
      const list = rows.map((r) => ({
        id: r.id,
        movementId: r.movementId,
        type: r.type as MovementTypeCode,
        typeName: MOVEMENT_TYPE_NAMES[r.type as MovementTypeCode],
        partId: r.partId,
        partName: r.partName,
        unit: r.unit,
        qty: formatQty(fromNumeric(r.qty)),
        fromName: names.place({ kind: r.fromKind, id: r.fromId }),
        toName: names.place({ kind: r.toKind, id: r.toId }),
        orderId: r.orderId,
        orderNo: r.orderId === null ? null : (orderNos.get(r.orderId) ?? null),
        docNo: r.docNo,
        userName: names.user(r.userId),
        createTime: r.createdAt.toISOString(),
      }));
      return { list, total: await sq.countLedger(tx, actor.enterpriseId, f) };
    });
  }

  /** Movements: `mine` 1 is what waits for the caller's approval; staff see only their own; an order's (its 备件 tab) for whoever may see the order. */
  async movements(actor: SpareActor, query: { pageIndex: number; pageSize: number; state?: number; type?: number; mine: number; orderId?: number }) {
    return this.db.tenantRead(actor.enterpriseId, async (tx) => {
      if (query.orderId) await checkOrdersVisible(tx, actor, [query.orderId]);
      const f = await this.scope(tx, actor, query);
      const rows = await sq.listMovements(tx, actor.enterpriseId, { ...f, pageIndex: query.pageIndex, pageSize: query.pageSize });
      return { list: await this.shape(tx, actor, rows), total: await sq.countMovements(tx, actor.enterpriseId, f) };
    });
  }

  /** The approval badge: movements waiting for the caller's decision. */
  approvalCount(actor: SpareActor): Promise<number> {
    return this.db.tenantRead(actor.enterpriseId, (tx) => countWaitingApprovals(tx, actor));
  }

  async movement(actor: SpareActor, id: number): Promise<MovementRow> {
    return this.db.tenantRead(actor.enterpriseId, async (tx) => {
      const row = await sq.findMovement(tx, actor.enterpriseId, id);
      const kept = isKeeperRole(actor.role) || actor.role === Role.dispatcher;
      if (!row || (!kept && row.createdBy !== actor.userId)) throw notFound(SpareTexts.movementNotFound);
      return (await this.shape(tx, actor, [row]))[0];
    });
  }

  private async scope(tx: Executor, actor: SpareActor, query: { state?: number; type?: number; mine: number; orderId?: number }): Promise<sq.MovementFilter> {
    const base = { state: query.state, type: query.type, orderId: query.orderId };
    if (query.mine === 1) return { ...base, ...(await waitingFor(tx, actor)) };
    const kept = isKeeperRole(actor.role) || actor.role === Role.dispatcher;
    return kept || query.orderId ? base : { ...base, createdBy: actor.userId };
  }

  private async shape(tx: Executor, actor: SpareActor, rows: Awaited<ReturnType<typeof sq.listMovements>>): Promise<MovementRow[]> {
    const lines = rows.flatMap((r) => r.lines);
    const places = lines.flatMap((l) => [l.from ?? { kind: null, id: null }, l.to ?? { kind: null, id: null }]);
    const names = await namer(tx, actor.enterpriseId, places, rows.flatMap((r) => [r.createdBy, r.decidedBy ?? r.createdBy]));
    const parts = new Map((await sq.partNames(tx, actor.enterpriseId, [...new Set(lines.map((l) => l.partId))])).map((p) => [p.id, p]));
    const decider = { role: actor.role, keptWarehouseIds: actor.role === Role.admin ? [] : await sq.keptWarehouses(tx, actor.enterpriseId, actor.userId) };
    return rows.map((r) => {
      return {
        id: r.id,
        type: r.type as MovementTypeCode,
        typeName: MOVEMENT_TYPE_NAMES[r.type as MovementTypeCode],
        state: r.state,
        stateName: MOVEMENT_STATE_NAMES[r.state as MovementStateCode],
        orderId: r.orderId,
        docNo: r.docNo,
        remark: r.remark,
        createdBy: r.createdBy,
        createdByName: names.user(r.createdBy),
        createTime: r.createdAt.toISOString(),
        decidedByName: r.decidedBy ? names.user(r.decidedBy) : null,
        decideTime: r.decidedAt?.toISOString() ?? null,
        reason: r.reason,
        amount: r.amount,
        reversed: r.reversedBy !== null,
        lines: r.lines.map((l) => ({
          partId: l.partId,
          partName: parts.get(l.partId)?.name ?? '',
          unit: parts.get(l.partId)?.unit ?? '',
          qty: formatQty(l.qty),
          from: l.from as Location | null,
          to: l.to as Location | null,
          fromName: names.place(l.from ?? { kind: null, id: null }),
          toName: names.place(l.to ?? { kind: null, id: null }),
        })),
        operations: movementMachine.allowedOperations({ state: r.state as MovementStateCode, warehouseIds: r.warehouseIds }, decider),
      };
    });
  }
}
