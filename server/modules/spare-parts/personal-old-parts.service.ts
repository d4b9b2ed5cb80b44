import type { Paging } from '@domain/common/paging';
import { LocationKind, MovementType, type Location } from '@domain/spare-parts/spare-parts.constants';
import {
  PersonalOldTexts,
  type PersonalOldStockDetail,
  type PersonalOldStockRow,
  type PersonalRecycleFormInput,
  type PersonalStockQuery,
  type ReturnFormInput,
} from '@domain/spare-parts/personal-old-parts';
import { formatQty, fromNumeric } from '@domain/spare-parts/quantity';
import type { Database, Executor, Tx } from '../../db/database';
import { badRequest, forbidden, notFound } from '../../lib/app-error';
import type { SpareActor } from './movements.service';
import { oldLogRows, oldStore, readsAll, servedOrder } from './old-parts-common';
import * as oq from './old-parts.queries';
import { postMovement } from './posting';

const oldPartsOf = (userId: number): Location => ({ kind: LocationKind.personOld, id: userId });

/** Old parts a staff member took out of a customer's equipment, as 登记旧件 and other areas' work (a repair) bring them in. */
export interface OldPartsTakenIn {
  enterpriseId: number;
  userId: number;
  /** Quantities in hundredths, as every movement line. */
  lines: { partId: number; qty: number }[];
  orderId?: number | null;
  /** The document the parts came out under (an order's or a repair order's number). */
  docNo: string;
  remark: string;
}

/**
 * The one way old parts come in from outside: one 回收 movement to the person's old parts (我的旧件), inside the
 * caller's transaction, from where 退还旧件 takes them to a warehouse's old-part store. Answers the movement's id.
 */
export async function takeInOldParts(tx: Tx, input: OldPartsTakenIn): Promise<number> {
  const posted = await postMovement(tx, {
    enterpriseId: input.enterpriseId,
    userId: input.userId,
    type: MovementType.recycle,
    lines: input.lines.map((l) => ({ partId: l.partId, qty: l.qty, from: null, to: oldPartsOf(input.userId) })),
    orderId: input.orderId ?? null,
    docNo: input.docNo,
    remark: input.remark,
  });
  return posted.movementId;
}

/**
 * 我的旧件: the old parts a staff member took out and still holds (the posting engine's place
 * kind personOld), the personal recycle form that brings them there, and the return form that
 * moves them on to a warehouse's old-part store. Every change is a movement: a ledger line per
 * line, all lines or none, never below zero.
 */
export class PersonalOldPartsService {
  constructor(private readonly db: Database) {}

  /** Whose old parts are read: the caller's own; keepers, administrators and dispatchers anyone's. */
  private holder(actor: SpareActor, userId: number | undefined): number {
    if (userId !== undefined && userId !== actor.userId && !readsAll(actor)) throw forbidden(PersonalOldTexts.othersOnly);
    return userId ?? actor.userId;
  }

  stock(actor: SpareActor, query: PersonalStockQuery): Promise<{ list: PersonalOldStockRow[]; total: number }> {
    const filter = { ...query, userId: this.holder(actor, query.userId) };
    return this.db.tenantRead(actor.enterpriseId, async (tx) => ({
      list: await this.rows(tx, actor.enterpriseId, filter),
      total: await oq.countOldStock(tx, actor.enterpriseId, filter),
    }));
  }

  count(actor: SpareActor, query: PersonalStockQuery): Promise<number> {
    const filter = { ...query, userId: this.holder(actor, query.userId) };
    return this.db.tenantRead(actor.enterpriseId, (tx) => oq.countOldStock(tx, actor.enterpriseId, filter));
  }

  /** One old part the person holds, with its last 50 log lines at their place. */
  detail(actor: SpareActor, query: { partId: number; userId?: number }): Promise<PersonalOldStockDetail> {
    const userId = this.holder(actor, query.userId);
    return this.db.tenantRead(actor.enterpriseId, async (tx) => {
      const [row] = await this.rows(tx, actor.enterpriseId, { pageIndex: 0, pageSize: 1, keyword: '', userId, partId: query.partId });
      if (!row) throw notFound(`partId: ${PersonalOldTexts.notHeld}`);
      return { ...row, log: await oldLogRows(tx, actor.enterpriseId, { pageIndex: 0, pageSize: 50, userId, partId: query.partId }) };
    });
  }

  /** 登记旧件: old parts taken out of a customer's equipment come to the caller's old parts (回收, from outside). */
  saveRecycleForm(actor: SpareActor, input: PersonalRecycleFormInput): Promise<{ movementId: number }> {
    return this.db.tenant(actor.enterpriseId, async (tx) => {
      const order = input.orderId === undefined ? null : await servedOrder(tx, actor, input.orderId);
      const movementId = await takeInOldParts(tx, { ...actor, lines: input.lines, orderId: order?.id ?? null, docNo: order?.code ?? '', remark: input.remark || '登记旧件' });
      return { movementId };
    });
  }

  /** 旧件退回: the caller's old parts go to the warehouse's old-part store; a line they do not hold refuses the whole form (409 naming it). */
  addReturnForm(actor: SpareActor, input: ReturnFormInput): Promise<{ movementId: number }> {
    return this.db.tenant(actor.enterpriseId, async (tx) => {
      const posted = await postMovement(tx, {
        enterpriseId: actor.enterpriseId,
        userId: actor.userId,
        type: MovementType.recycle,
        lines: input.lines.map((l) => ({ partId: l.partId, qty: l.qty, from: oldPartsOf(actor.userId), to: oldStore(input.warehouseId) })),
        remark: input.remark || '旧件退回',
      });
      return { movementId: posted.movementId };
    });
  }

  /** Deletes old parts from the caller's own stock: their whole quantity leaves as 旧件报废, so the ledger still explains it. */
  discard(actor: SpareActor, partIds: number[]): Promise<{ movementId: number }> {
    if (partIds.length === 0) throw badRequest('partIds: 请选择旧件');
    return this.db.tenant(actor.enterpriseId, async (tx) => {
      const held = await oq.listOldStock(tx, actor.enterpriseId, { pageIndex: 0, pageSize: partIds.length, keyword: '', userId: actor.userId, partIds });
      const missing = partIds.find((id) => !held.some((r) => r.partId === id));
      if (missing !== undefined) throw notFound(`partIds: ${PersonalOldTexts.notHeld}（${missing}）`);
      const posted = await postMovement(tx, {
        enterpriseId: actor.enterpriseId,
        userId: actor.userId,
        type: MovementType.oldPartScrapping,
        lines: held.map((r) => ({ partId: r.partId, qty: fromNumeric(r.qty), from: oldPartsOf(actor.userId), to: null })),
        remark: '删除我的旧件',
      });
      return { movementId: posted.movementId };
    });
  }

  private async rows(tx: Executor, enterpriseId: number, filter: oq.OldStockFilter & Paging): Promise<PersonalOldStockRow[]> {
    return (await oq.listOldStock(tx, enterpriseId, filter)).map((r) => ({
      userId: r.locationId,
      partId: r.partId,
      partName: r.partName,
      partCode: r.partCode,
      unit: r.unit,
      qty: formatQty(fromNumeric(r.qty)),
    }));
  }
}
